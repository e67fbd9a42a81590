// The Kysely driver of the embedded database (PGlite), issue 18.
//
// Kysely's own PGlite driver opens a transaction with PGlite's transaction() callback and waits for
// it to begin. When the embedded database has stopped (closed, or its WebAssembly instance trapped),
// that callback never runs: the request waits forever and the rejected transaction promise ends the
// process as an unhandled rejection. This driver runs BEGIN, COMMIT and ROLLBACK as plain statements on
// the one connection (Kysely already serialises its use: PGliteAdapter allows one connection at a
// time), so every failure is the rejection of the statement that met it.
//
// A fatal failure (the instance closed or trapped) is reported and the instance is dropped; the next
// request opens the data folder again (PostgreSQL's crash recovery runs on open), so the product serves
// again by itself. An in-memory database cannot be opened again: it stays unavailable (503).
import type { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from "kysely";
import { DatabaseUnavailableError } from "./availability.ts";

export interface EmbeddedDriverOptions {
  /** Opens (or opens again) the embedded database. */
  open(): Promise<PGlite>;
  /** Whether open() finds the same data again (a data folder); false for an in-memory database. */
  reopenable: boolean;
  /** Told when the embedded database stopped and when it was opened again. */
  onEvent(event: { kind: "stopped"; error: unknown } | { kind: "reopened" }): void;
}

/** A failure after which this instance of the embedded database cannot run another statement. */
export function isFatalEmbeddedError(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === "ExitStatus" || (typeof message === "string" && /^PGlite is clos(?:ed|ing)/.test(message));
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class EmbeddedDriver implements Driver {
  readonly #options: EmbeddedDriverOptions;
  #instance: PGlite | undefined;
  #stopped = false;
  #destroyed = false;

  constructor(first: PGlite, options: EmbeddedDriverOptions) {
    this.#instance = first;
    this.#options = options;
  }

  /** The instance serving now (undefined while the embedded database is stopped). */
  get instance(): PGlite | undefined {
    return this.#instance;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Never throws: Kysely holds its connection lock until the connection is released, and a throwing
    // acquire would keep it forever. A database that cannot be opened gives a connection whose every
    // statement fails as unavailable.
    try {
      return new EmbeddedConnection(await this.#ready(), (error) => this.#failed(error));
    } catch (error) {
      return new UnavailableConnection(error);
    }
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel === undefined ? "" : ` isolation level ${settings.isolationLevel}`;
    const mode = settings.accessMode === undefined ? "" : ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(`begin${level}${mode}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    this.#destroyed = true;
    const instance = this.#instance;
    this.#instance = undefined;
    if (instance !== undefined && !instance.closed) await instance.close();
  }

  async #ready(): Promise<PGlite> {
    if (this.#destroyed) throw new DatabaseUnavailableError("De ingebouwde database is gesloten.");
    if (this.#instance !== undefined && !this.#instance.closed) return this.#instance;
    if (!this.#stopped) this.#failed(new Error("PGlite is closed"));
    if (!this.#options.reopenable) throw new DatabaseUnavailableError("De ingebouwde database is gestopt en staat enkel in het geheugen.");
    try {
      this.#instance = await this.#options.open();
    } catch (error) {
      throw new DatabaseUnavailableError("De ingebouwde database kon niet opnieuw geopend worden.", { cause: error });
    }
    this.#stopped = false;
    this.#options.onEvent({ kind: "reopened" });
    return this.#instance;
  }

  #failed(error: unknown): void {
    if (!isFatalEmbeddedError(error) || this.#stopped) return;
    this.#stopped = true;
    const instance = this.#instance;
    this.#instance = undefined;
    this.#options.onEvent({ kind: "stopped", error });
    if (instance !== undefined && !instance.closed) void instance.close().catch(() => undefined);
  }
}

class EmbeddedConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #onError: (error: unknown) => void;

  constructor(pglite: PGlite, onError: (error: unknown) => void) {
    this.#pglite = pglite;
    this.#onError = onError;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.#pglite.query<R>(compiledQuery.sql, compiledQuery.parameters as unknown[], { rowMode: "object" });
      return {
        rows: result.rows,
        ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
      };
    } catch (error) {
      this.#onError(error);
      if (isFatalEmbeddedError(error)) throw new DatabaseUnavailableError("De ingebouwde database is gestopt.", { cause: error });
      throw error;
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("De ingebouwde database ondersteunt geen streaming queries.");
  }
}

class UnavailableConnection implements DatabaseConnection {
  readonly #error: unknown;

  constructor(error: unknown) {
    this.#error = error;
  }

  async executeQuery<R>(): Promise<QueryResult<R>> {
    throw this.#error;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw this.#error;
  }
}
