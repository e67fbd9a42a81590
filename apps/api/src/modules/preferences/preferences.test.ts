// GET and PUT /api/user/optins: defaults without a row, the round trip, strict bodies, own data only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTINS, optinsSchema, type Optins } from "@vtp/contracts/preferences";
import { problemSchema } from "@vtp/contracts/problem";
import { an, mohamed, pieter, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

let database: Database;
let server: IdentityTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function call(method: "GET" | "PUT", sub: string | null, payload?: unknown) {
  const headers: Record<string, string> = sub === null ? {} : { authorization: `Bearer ${await server.tokens.sign(sub)}` };
  return server.app.inject({
    method,
    url: "/api/user/optins",
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const all = (value: boolean): Optins => ({
  optInServiceMails: value,
  optInMilestoneMails: value,
  optInInfoMails: value,
  optInSms: value,
  optInPost: value,
});

describe("GET /api/user/optins", () => {
  it("answers the stored opt-ins", async () => {
    const res = await call("GET", mohamed.sub!);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(optinsSchema.parse(res.json())).toEqual({
      optInServiceMails: true,
      optInMilestoneMails: true,
      optInInfoMails: false,
      optInSms: true,
      optInPost: false,
    });
  });

  it("answers the defaults (service mails only) for a holder without a row", async () => {
    await database.db.deleteFrom("optins").where("holder_id", "=", pieter.holderId!).execute();
    const res = await call("GET", pieter.sub!);
    expect(optinsSchema.parse(res.json())).toEqual(DEFAULT_OPTINS);
    expect(DEFAULT_OPTINS).toEqual({ ...all(false), optInServiceMails: true });
  });
});

describe("PUT /api/user/optins", () => {
  it("stores all five and answers them; a reread gives the same; a holder without a row gets one", async () => {
    await database.db.deleteFrom("optins").where("holder_id", "=", pieter.holderId!).execute();
    const wanted: Optins = { optInServiceMails: false, optInMilestoneMails: true, optInInfoMails: true, optInSms: false, optInPost: true };
    const res = await call("PUT", pieter.sub!, wanted);
    expect(res.statusCode).toBe(200);
    expect(optinsSchema.parse(res.json())).toEqual(wanted);
    expect(optinsSchema.parse((await call("GET", pieter.sub!)).json())).toEqual(wanted);
    const row = await database.db.selectFrom("optins").selectAll().where("holder_id", "=", pieter.holderId!).executeTakeFirstOrThrow();
    expect([row.service_mails, row.milestone_mails, row.info_mails, row.sms, row.post]).toEqual([false, true, true, false, true]);
    // And back again, over an existing row.
    expect(optinsSchema.parse((await call("PUT", pieter.sub!, all(false))).json())).toEqual(all(false));
    expect(optinsSchema.parse((await call("GET", pieter.sub!)).json())).toEqual(all(false));
  });

  it("changes only the caller's own opt-ins", async () => {
    const anBefore = optinsSchema.parse((await call("GET", an.sub!)).json());
    expect((await call("PUT", mohamed.sub!, all(true))).statusCode).toBe(200);
    expect(optinsSchema.parse((await call("GET", an.sub!)).json())).toEqual(anBefore);
  });

  it.each([
    ["a missing key", { optInServiceMails: true, optInMilestoneMails: true, optInInfoMails: true, optInSms: true }, "/optInPost"],
    ["a string instead of a boolean", { ...all(true), optInSms: "ja" }, "/optInSms"],
    ["an extra key", { ...all(true), holderId: an.holderId }, ""],
  ])("refuses %s with a Dutch message and stores nothing", async (_name, body, pointer) => {
    const before = optinsSchema.parse((await call("GET", mohamed.sub!)).json());
    const res = await call("PUT", mohamed.sub!, body);
    expect(res.statusCode).toBe(400);
    const problem = problemSchema.parse(res.json());
    const error = problem.schemaErrors?.find((e) => e.jsonPointer === pointer);
    expect(error?.error).toMatch(
      /^(Dit veld is verplicht\.|Kies ja of nee\.|Je kunt hier alleen je vijf communicatievoorkeuren wijzigen\.)$/,
    );
    expect(optinsSchema.parse((await call("GET", mohamed.sub!)).json())).toEqual(before);
  });

  it("refuses an account without a card with NO_CARD, and a request without a token", async () => {
    const res = await call("PUT", tom.sub!, all(true));
    expect(res.statusCode).toBe(404);
    expect(problemSchema.parse(res.json()).code).toBe("NO_CARD");
    expect(problemSchema.parse((await call("GET", tom.sub!)).json()).code).toBe("NO_CARD");
    expect((await call("GET", null)).statusCode).toBe(401);
    expect((await call("PUT", null, all(true))).statusCode).toBe(401);
  });
});
