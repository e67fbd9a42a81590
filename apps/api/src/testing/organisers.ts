// Test support for the organisers module's tests (`modules/organisers/organisers*.test.ts`): the api on a
// fresh database with the demo data at the fixtures' clock, its log captured, and what those tests ask
// of it. Free of vitest (this folder is no test file): a refusal that is not one throws.
import type { FastifyInstance } from "fastify";
import type { Kysely, sql } from "kysely";
import { PROBLEM_CONTENT_TYPE, problemSchema, type ProblemJson } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { buildApiServer } from "../app.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "./fixtures.ts";
import { testConfig } from "./holder-auth.ts";
import { LogCapture } from "./log-capture.ts";

/** The centre of Gent (Korenmarkt) and of Antwerpen. */
export const GENT = { lat: 51.0543, lon: 3.7174 };
export const ANTWERPEN = { lat: 51.2194, lon: 4.4025 };

export interface OrganisersApi {
  db: Kysely<DB>;
  app: FastifyInstance;
  /** The api's log lines (`logs.clear()`, `logs.errors()`). */
  logs: LogCapture;
  /** The id of the organiser with this name. */
  idOf(name: string): Promise<number>;
  /** The `n` of a `SELECT count(*) AS n …`. */
  count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number>;
  /** Removes organisers a test added (their search documents follow). */
  removeOrganisers(ids: number[]): Promise<void>;
  /** Sends a request that must be refused: a 400 problem+json with a Dutch message; answers the problem. */
  refused(method: "GET" | "POST", url: string, payload?: unknown): Promise<ProblemJson>;
  close(): Promise<void>;
}

export async function openOrganisersApi(): Promise<OrganisersApi> {
  const logs = new LogCapture();
  const database = await createTestDatabase({ seed: seedIdentityFixtures });
  const app = await buildApiServer({ config: testConfig(), db: database.db, clock: () => FIXTURE_NOW, logStream: logs });
  const { db } = database;
  return {
    db,
    app,
    logs,
    async idOf(name) {
      return (await db.selectFrom("organisers").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
    },
    async count(query) {
      const { rows } = await query.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async removeOrganisers(ids) {
      await db.deleteFrom("organisers").where("id", "in", ids).execute();
    },
    async refused(method, url, payload) {
      const res = await app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}) });
      const refusal = `${method} ${url} ${payload === undefined ? "" : JSON.stringify(payload)}`;
      if (res.statusCode !== 400) throw new Error(`${refusal}: expected 400, got ${res.statusCode}: ${res.body}`);
      if (!String(res.headers["content-type"]).includes(PROBLEM_CONTENT_TYPE))
        throw new Error(`${refusal}: expected ${PROBLEM_CONTENT_TYPE}, got ${res.headers["content-type"]}`);
      const problem = problemSchema.parse(res.json());
      if (!/[a-z]/.test(problem.endUserMessage.nl)) throw new Error(`${refusal}: no Dutch message: ${res.body}`);
      return problem;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
