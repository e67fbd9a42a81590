// What the test files of one run share (issue 19: a suite that stays fast): a folder for the PGlite
// dumps and an id for the PostgreSQL templates of shared seeds, set by the run's global setup
// (global-setup.ts) in the environment every worker inherits. Without them (a test run outside Vitest's
// global setup) every process builds its own dumps, as before.
import type { Kysely } from "kysely";
import type { DB } from "../schema.ts";

export type Seed = (db: Kysely<DB>) => Promise<void>;

/** A seed whose result every test file of a run may share (it must not depend on the time it runs). */
export interface SharedSeed extends Seed {
  /** A short name, [a-z0-9-]: the file name of its dump and part of its template's name. */
  readonly sharedAs: string;
}

/** Marks a deterministic seed as shareable by every test file of a run (built once per run). */
export function sharedSeed(name: string, seed: Seed): SharedSeed {
  if (!/^[a-z0-9-]{1,16}$/.test(name)) throw new Error(`sharedSeed: ongeldige naam "${name}"`);
  return Object.assign(async (db: Kysely<DB>) => seed(db), { sharedAs: name });
}

/** The shared name of a seed, if it has one. */
export function sharedName(seed: Seed | undefined): string | undefined {
  return (seed as Partial<SharedSeed> | undefined)?.sharedAs;
}

export const RUN_DIR_ENV = "VTP_TEST_RUN_DIR";
export const RUN_ID_ENV = "VTP_TEST_RUN_ID";

/** The current run's shared folder and id, when a global setup made them. */
export function testRun(): { dir: string; id: string } | undefined {
  const dir = process.env[RUN_DIR_ENV];
  const id = process.env[RUN_ID_ENV];
  return dir && id ? { dir, id } : undefined;
}
