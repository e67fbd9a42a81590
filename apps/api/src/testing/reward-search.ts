// Test support for the reward search's tests (`modules/rewards/reward-search*.test.ts`): the api on a fresh
// database with the demo data at the fixtures' clock, its log captured, and the search as those tests ask
// it. Free of vitest (this folder is no test file): an answer that is not a 200 throws.
import type { FastifyInstance } from "fastify";
import { rewardSearchResultSchema, type RewardSearchBody, type RewardSearchResult } from "@vtp/contracts/rewards";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { buildApiServer } from "../app.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "./fixtures.ts";
import { testConfig } from "./holder-auth.ts";
import { LogCapture } from "./log-capture.ts";

export interface RewardSearchApi {
  database: Database;
  app: FastifyInstance;
  /** The api's log lines (`logs.clear()`, `logs.errors()`). */
  logs: LogCapture;
  /** POST /api/search/promotion, which must answer 200; its hits. */
  search(body: RewardSearchBody): Promise<RewardSearchResult["hits"]>;
  close(): Promise<void>;
}

export async function openRewardSearchApi(): Promise<RewardSearchApi> {
  const logs = new LogCapture();
  const database = await createTestDatabase({ seed: seedIdentityFixtures });
  const app = await buildApiServer({ config: testConfig(), db: database.db, clock: () => FIXTURE_NOW, logStream: logs });
  return {
    database,
    app,
    logs,
    async search(body) {
      const res = await app.inject({ method: "POST", url: "/api/search/promotion", payload: body });
      if (res.statusCode !== 200) throw new Error(`${JSON.stringify(body)}: expected 200, got ${res.statusCode}: ${res.body}`);
      return rewardSearchResultSchema.parse(res.json()).hits;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
