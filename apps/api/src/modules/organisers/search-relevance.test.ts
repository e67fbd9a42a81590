// The relevance set of the organiser search (issue 21, decision 0052, search-relevance-set.ts) over HTTP
// on the demo data: at least 90% of its queries must find the expected place in the top 3; the share is
// printed. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (CI runs both).
import { afterAll, beforeAll, expect, it } from "vitest";
import { organiserSearchResultSchema } from "@vtp/contracts/organisers";
import { openOrganisersApi, type OrganisersApi } from "../../testing/organisers.ts";
import { RELEVANCE_SET, REQUIRED_SHARE, scoreRelevance } from "./search-relevance-set.ts";

let api: OrganisersApi;
beforeAll(async () => {
  api = await openOrganisersApi();
});
afterAll(async () => {
  await api?.close();
});

it(`finds the expected place in the top 3 for at least ${REQUIRED_SHARE * 100}% of the relevance set`, async () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(50);
  const score = await scoreRelevance(async (text) => {
    const res = await api.app.inject({ method: "POST", url: "/api/search/organiser", payload: { text, size: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    return organiserSearchResultSchema.parse(res.json()).organisers.map((o) => o.name);
  });
  const share = score.passed / score.total;
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  // The share is part of the test's report (CI shows it for both databases).
  process.stdout.write(
    `search relevance (${database}): ${score.passed}/${score.total} = ${share.toFixed(3)} in the top 3\n` +
      score.missed.map((m) => `  missed ${m}\n`).join(""),
  );
  expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
}, 120_000);
