// One way to run work in a transaction that may be part of a larger one: a service that writes two things
// together (a check-in and its audit line) opens the transaction, and the repository's own statements join it.
import type { Kysely } from "kysely";

/** Runs `work` in a transaction: the caller's when `db` is one (Kysely cannot nest them), else a new one. */
export async function inTransaction<D, T>(db: Kysely<D>, work: (trx: Kysely<D>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
