// Keeps a lost PostgreSQL connection from ending the process, and bounds how long a query may wait
// on a connection that no longer answers (issue 18).
//
// node-postgres emits 'error' on a client whose socket dies. The pool listens on idle clients only; a
// client that is checked out (inside a transaction, or between two statements of a request) had no
// listener, so its 'error' event was thrown as an uncaught exception and the process stopped. Every
// client gets a listener here for its whole life: the failing query rejects, the pool drops the broken
// client when it is released, and the next request gets a fresh connection.
//
// A connection can also die silently (a network cut, a proxy that stops forwarding): the server's
// statement timeout never fires and TCP keepalive takes minutes. A query that has not answered within
// its deadline destroys its connection, so it fails within a bound instead of hanging the request.
import type pg from "pg";
import { DatabaseUnavailableError } from "./availability.ts";

export interface ConnectionGuardOptions {
  /** A query that has not answered after this many milliseconds fails and closes its connection (0: no deadline). */
  queryDeadlineMs: number;
  /** Told about every connection that failed (for the process's log). */
  onConnectionError(error: Error): void;
}

type QueryFn = (...args: unknown[]) => unknown;

export function guardPool(pool: pg.Pool, options: ConnectionGuardOptions): void {
  // Idle clients: the pool removes them itself; this listener only reports.
  pool.on("error", (error) => options.onConnectionError(error));
  pool.on("connect", (client) => {
    client.on("error", (error) => options.onConnectionError(error));
    if (options.queryDeadlineMs > 0) withDeadline(client, options.queryDeadlineMs);
  });
}

function withDeadline(client: pg.PoolClient, deadlineMs: number): void {
  const original = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const result = original(...args);
    // Only the promise form (Kysely's); callback and submittable forms go as before.
    if (!(result instanceof Promise)) return result;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        // The connection is unusable now: ending it (before the caller releases it) makes the pool drop
        // it instead of handing it to the next request, and fails whatever else waits on it.
        void client.end().catch(() => undefined);
        reject(new DatabaseUnavailableError(`De database antwoordde niet binnen ${deadlineMs} ms.`));
      }, deadlineMs);
      timer.unref();
    });
    result.catch(() => undefined);
    return Promise.race([result, deadline]).finally(() => clearTimeout(timer));
  };
}
