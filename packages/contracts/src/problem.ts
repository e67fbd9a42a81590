// Errors as RFC 7807 problem details ("application/problem+json").
//
// Every error the api answers carries a stable code. The `type` member is the relative URI reference
// `/problems/<code>` (resolved against the origin that served it, so it is the same on every host);
// `code` repeats the code as an extension member so clients need not parse the URI. `title` is a short
// English summary for developers; `endUserMessage.nl` is the Dutch sentence a holder may see. The web
// maps codes to its own copy where it wants different wording and falls back to `endUserMessage.nl`.
import { z } from "zod";
import { accountProblemCodes } from "./account.ts";
import { cardRegistrationProblemCodes } from "./card-registration.ts";
import { checkinProblemCodes } from "./checkins.ts";
import { activityProblemCodes } from "./activities.ts";
import { counterProblemCodes } from "./counter.ts";
import { counterRewardProblemCodes } from "./counter-rewards.ts";
import { familyProblemCodes } from "./family.ts";
import { favouriteProblemCodes } from "./favourites.ts";
import { legacyLoginProblemCodes } from "./legacy-login.ts";
import { messageProblemCodes } from "./messages.ts";
import { pushProblemCodes } from "./push.ts";
import { myDataProblemCodes } from "./my-data.ts";
import { onlineRequestProblemCodes } from "./online-request/common.ts";
import { organiserManagementProblemCodes } from "./organiser-management.ts";
import { regionNewsProblemCodes } from "./region-news.ts";
import { rewardManagementProblemCodes } from "./reward-management.ts";
import { rewardProblemCodes } from "./rewards.ts";
import { staffProblemCodes } from "./staff.ts";
import { staffMemberProblemCodes } from "./staff-members.ts";
import { ticketSaleProblemCodes } from "./ticket-sales.ts";
import { reportProblemCodes } from "./reports.ts";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export interface ProblemCodeDefinition {
  status: number;
  title: string;
  nl: string;
}

/** Problems of the HTTP layer, shared by every endpoint; each domain owns its own codes. */
export const httpProblemCodes = {
  validation: { status: 400, title: "Validation failed", nl: "Niet alle velden zijn correct ingevuld." },
  "bad-request": { status: 400, title: "Bad request", nl: "Het verzoek kon niet worden verwerkt." },
  unauthorized: { status: 401, title: "Unauthorized", nl: "Je bent niet (meer) aangemeld. Meld je opnieuw aan." },
  forbidden: { status: 403, title: "Forbidden", nl: "Je hebt geen toegang tot deze gegevens." },
  "not-found": { status: 404, title: "Not found", nl: "Dit werd niet gevonden." },
  "method-not-allowed": { status: 405, title: "Method not allowed", nl: "Deze actie is hier niet toegelaten." },
  conflict: { status: 409, title: "Conflict", nl: "Deze actie botst met een andere wijziging. Probeer het opnieuw." },
  "payload-too-large": { status: 413, title: "Payload too large", nl: "De verstuurde gegevens zijn te groot." },
  "unsupported-media-type": {
    status: 415,
    title: "Unsupported media type",
    nl: "Het formaat van de verstuurde gegevens wordt niet ondersteund.",
  },
  "rate-limited": { status: 429, title: "Too many requests", nl: "Te veel pogingen. Probeer het later opnieuw." },
  internal: { status: 500, title: "Internal server error", nl: "Er is een technische fout opgetreden. Probeer het later opnieuw." },
  unavailable: {
    status: 503,
    title: "Service unavailable",
    nl: "We zijn even niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

/** The catalogue of error codes: code -> HTTP status, English title, Dutch end-user message. */
export const problemCodes = {
  ...httpProblemCodes,
  ...accountProblemCodes,
  ...cardRegistrationProblemCodes,
  ...legacyLoginProblemCodes,
  ...rewardProblemCodes,
  ...checkinProblemCodes,
  ...familyProblemCodes,
  ...onlineRequestProblemCodes,
  ...staffProblemCodes,
  ...staffMemberProblemCodes,
  ...counterProblemCodes,
  ...ticketSaleProblemCodes,
  ...counterRewardProblemCodes,
  ...activityProblemCodes,
  ...rewardManagementProblemCodes,
  ...organiserManagementProblemCodes,
  ...regionNewsProblemCodes,
  ...myDataProblemCodes,
  ...reportProblemCodes,
  ...messageProblemCodes,
  ...favouriteProblemCodes,
  ...pushProblemCodes,
} as const satisfies Record<string, ProblemCodeDefinition>;

export type ProblemCode = keyof typeof problemCodes;
export type HttpProblemCode = keyof typeof httpProblemCodes;

export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(problemCodes, value);
}

/** The stable `type` URI reference of a code. */
export function problemType(code: string): string {
  return `/problems/${code}`;
}

export const schemaErrorSchema = z.object({
  /** RFC 6901 pointer into the validated object (body, query or params); "" is the whole object. */
  jsonPointer: z.string(),
  error: z.string(),
});
export type SchemaError = z.infer<typeof schemaErrorSchema>;

/** The calendar periods of a limit (Europe/Brussels), as the activities' settings name them. */
export const limitPeriodSchema = z.enum(["ABSOLUTE", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR"]);

/**
 * The extension member `limit` of a refusal by a limit per calendar period (CHECKIN_LIMIT_REACHED): the
 * period, and when the next one is possible (ISO 8601; null when never again, e.g. ABSOLUTE or the
 * activity is over by then), so a page says it without computing the rule.
 */
export const problemLimitSchema = z.object({
  period: limitPeriodSchema,
  nextPossibleAt: z.iso.datetime().nullable(),
});
export type ProblemLimit = z.infer<typeof problemLimitSchema>;

export const problemSchema = z.object({
  type: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.number().int().min(100).max(599),
  detail: z.string().optional(),
  endUserMessage: z.object({ nl: z.string() }),
  schemaErrors: z.array(schemaErrorSchema).optional(),
  limit: problemLimitSchema.optional(),
  requestId: z.string(),
});
export type ProblemJson = z.infer<typeof problemSchema>;

export interface ProblemErrorOptions {
  /** Developer-facing detail; never shown to holders, never contains secrets. */
  detail?: string;
  /** Overrides the catalogue's Dutch sentence (e.g. "max. 1 per week" instead of the per-day wording). */
  nl?: string;
  schemaErrors?: SchemaError[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** A limit refusal's period and next possible moment (the problem's `limit` member). */
  limit?: ProblemLimit;
  cause?: unknown;
}

/** The error the api throws for an expected refusal; the error handler turns it into problem JSON. */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly statusCode: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly nl: string;
  readonly schemaErrors: SchemaError[] | undefined;
  readonly headers: Record<string, string>;
  readonly limit: ProblemLimit | undefined;

  constructor(code: ProblemCode, options: ProblemErrorOptions = {}) {
    const definition: ProblemCodeDefinition = problemCodes[code];
    super(options.detail ?? definition.title, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ProblemError";
    this.code = code;
    this.status = definition.status;
    this.statusCode = definition.status;
    this.title = definition.title;
    this.detail = options.detail;
    this.nl = options.nl ?? definition.nl;
    this.schemaErrors = options.schemaErrors;
    this.headers = options.headers ?? {};
    this.limit = options.limit;
  }

  toProblem(requestId: string): ProblemJson {
    const problem: ProblemJson = {
      type: problemType(this.code),
      code: this.code,
      title: this.title,
      status: this.status,
      endUserMessage: { nl: this.nl },
      requestId,
    };
    if (this.detail !== undefined) problem.detail = this.detail;
    if (this.schemaErrors !== undefined) problem.schemaErrors = this.schemaErrors;
    if (this.limit !== undefined) problem.limit = this.limit;
    return problem;
  }
}

/** Builds problem JSON for a catalogue code without throwing. */
export function problemFor(code: ProblemCode, requestId: string, options: ProblemErrorOptions = {}): ProblemJson {
  return new ProblemError(code, options).toProblem(requestId);
}

/** Parses an unknown value (e.g. a fetched body) as problem JSON; undefined when it is not one. */
export function parseProblem(value: unknown): ProblemJson | undefined {
  const result = problemSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

function validStatus(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 400 && n <= 599 ? n : undefined;
}

/**
 * The spec's "general error": any thrown value normalised to a message and a status code, taken from
 * `statusCode`, then `status`, then the response status (`response.status`); default 500.
 * Only error statuses (400..599) count; anything else falls back to 500.
 */
export function normaliseError(err: unknown): { message: string; status: number } {
  let message = "Er is een technische fout opgetreden. Probeer het later opnieuw.";
  let status: number | undefined;
  if (typeof err === "string" && err.trim() !== "") {
    message = err;
  } else if (typeof err === "object" && err !== null) {
    const e = err as {
      message?: unknown;
      statusCode?: unknown;
      status?: unknown;
      response?: { status?: unknown } | null;
    };
    if (typeof e.message === "string" && e.message.trim() !== "") message = e.message;
    status = validStatus(e.statusCode) ?? validStatus(e.status);
    if (status === undefined && typeof e.response === "object" && e.response !== null) {
      status = validStatus(e.response.status);
    }
  }
  return { message, status: status ?? 500 };
}
