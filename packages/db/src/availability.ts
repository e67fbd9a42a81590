// Whether a database error means "the database cannot be reached right now" (a lost or refused
// connection, a server shutting down or restarting, a statement or connection timeout) rather than a
// fault in the request or the code. The HTTP layers answer those with 503 and Retry-After (issue 18);
// every other error stays what it was. Zod-free and driver-neutral: node-postgres and PGlite errors.

/** How long a client should wait before trying again while the database is unreachable (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown by this package when it gives up on the database itself (a query past its deadline, an embedded database that stopped). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * SQLSTATEs of an unreachable or overloaded server: class 08 (connection exception), 57P01–57P03
 * (administrator or crash shutdown, cannot connect now), 53300 (too many connections), 57014 (the
 * statement timeout cancelled the statement).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300" || code === "57014";
}

/** Messages of node-postgres and PGlite that carry no code. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(?:ed|ing)/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 3 || error === null || typeof error !== "object") return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Errors wrapped by Kysely or by our own code keep the original as their cause.
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
