// One way to run work in a transaction that may be part of a larger one: a service that writes two things
// together (a check-in and its audit line) opens the transaction, and the repository's own statements join it.
import { sql, type Kysely } from "kysely";

/** Runs `work` in a transaction: the caller's when `db` is one (Kysely cannot nest them), else a new one. */
export async function inTransaction<D, T>(db: Kysely<D>, work: (trx: Kysely<D>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs `work` so that a failure undoes only its own statements and the caller may try again: in the
 * caller's transaction a savepoint (PostgreSQL refuses every statement after an error otherwise), outside
 * one the statement is already on its own. The name is the caller's, a plain word.
 */
export async function retryableStep<D, T>(db: Kysely<D>, name: string, work: (db: Kysely<D>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return work(db);
  if (!/^[a-z_]+$/.test(name)) throw new Error(`retryableStep: naam ${name}`);
  await sql.raw(`SAVEPOINT ${name}`).execute(db);
  try {
    const done = await work(db);
    await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(db);
    return done;
  } catch (error) {
    await sql.raw(`ROLLBACK TO SAVEPOINT ${name}`).execute(db);
    throw error;
  }
}
