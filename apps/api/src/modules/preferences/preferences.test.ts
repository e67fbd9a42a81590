// GET and PUT /api/user/optins: defaults without a row, the round trip, strict bodies, own data only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTINS, optinsSchema, preferencesSchema, type Optins, type Preferences } from "@vtp/contracts/preferences";
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

describe("GET and PUT /api/user/preferences (the channel × topic grid, decision 0060)", () => {
  const grid = (sub: string | null, method: "GET" | "PUT", payload?: unknown) =>
    server.app.inject({
      method,
      url: "/api/user/preferences",
      headers: sub === null ? {} : { authorization: `Bearer ${sub}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const as = async (sub: string) => server.tokens.sign(sub);
  const wanted: Preferences = {
    optins: { optInServiceMails: false, optInMilestoneMails: true, optInInfoMails: false, optInSms: true, optInPost: false },
    reminderMails: true,
    push: { service: true, milestones: false, info: false, reminders: true },
    quietHours: { from: "22:30", until: "07:15" },
  };

  it("answers the defaults without a stored choice: reminder mails follow the service mails, push off, 21:00–08:00", async () => {
    await database.db.deleteFrom("optins").where("holder_id", "=", pieter.holderId!).execute();
    await database.db.deleteFrom("channel_preferences").where("holder_id", "=", pieter.holderId!).execute();
    const res = await grid(await as(pieter.sub!), "GET");
    expect(res.statusCode).toBe(200);
    expect(preferencesSchema.parse(res.json())).toEqual({
      optins: DEFAULT_OPTINS,
      reminderMails: true,
      push: { service: false, milestones: false, info: false, reminders: false },
      quietHours: { from: "21:00", until: "08:00" },
    });
    // Service mails off and no choice of its own: reminders by mail are off too (as before the grid).
    await call("PUT", pieter.sub!, { ...DEFAULT_OPTINS, optInServiceMails: false });
    expect(preferencesSchema.parse((await grid(await as(pieter.sub!), "GET")).json()).reminderMails).toBe(false);
  });

  it("stores the whole grid at once, the opt-ins with it (GET /api/user/optins keeps its shape), and rereads it", async () => {
    const res = await grid(await as(pieter.sub!), "PUT", wanted);
    expect(res.statusCode, res.body).toBe(200);
    expect(preferencesSchema.parse(res.json())).toEqual(wanted);
    expect(preferencesSchema.parse((await grid(await as(pieter.sub!), "GET")).json())).toEqual(wanted);
    expect(optinsSchema.parse((await call("GET", pieter.sub!)).json())).toEqual(wanted.optins);
    const row = await database.db
      .selectFrom("channel_preferences")
      .selectAll()
      .where("holder_id", "=", pieter.holderId!)
      .executeTakeFirstOrThrow();
    expect([row.reminder_mails, row.push_service, row.push_reminders, String(row.quiet_from)]).toEqual([true, true, true, "22:30:00"]);
    // Reminder mails are now a choice of their own: turning the service mails off leaves them on.
    await call("PUT", pieter.sub!, all(false));
    expect(preferencesSchema.parse((await grid(await as(pieter.sub!), "GET")).json()).reminderMails).toBe(true);
  });

  it("changes only the caller's own grid", async () => {
    const anBefore = preferencesSchema.parse((await grid(await as(an.sub!), "GET")).json());
    expect((await grid(await as(mohamed.sub!), "PUT", wanted)).statusCode).toBe(200);
    expect(preferencesSchema.parse((await grid(await as(an.sub!), "GET")).json())).toEqual(anBefore);
  });

  it.each([
    ["the same start and end of the quiet hours", { ...wanted, quietHours: { from: "21:00", until: "21:00" } }, "/quietHours/until"],
    ["an hour that does not exist", { ...wanted, quietHours: { from: "25:00", until: "08:00" } }, "/quietHours/from"],
    ["an hour without minutes", { ...wanted, quietHours: { from: "21", until: "08:00" } }, "/quietHours/from"],
    ["a missing push topic", { ...wanted, push: { service: true, milestones: true, info: true } }, "/push/reminders"],
    ["an extra opt-in", { ...wanted, optins: { ...wanted.optins, optInPush: true } }, "/optins"],
  ])("refuses %s with a Dutch message and stores nothing", async (_name, body, pointer) => {
    const token = await as(mohamed.sub!);
    const before = (await grid(token, "GET")).json();
    const res = await grid(token, "PUT", body);
    expect(res.statusCode).toBe(400);
    const problem = problemSchema.parse(res.json());
    expect(problem.schemaErrors?.map((e) => e.jsonPointer)).toContain(pointer);
    expect(problem.schemaErrors?.every((e) => /[a-z]/.test(e.error) && !/expected|invalid/i.test(e.error))).toBe(true);
    expect((await grid(token, "GET")).json()).toEqual(before);
  });

  it("the database refuses equal quiet hours and seconds", async () => {
    await expect(
      database.db.updateTable("channel_preferences").set({ quiet_until: "22:30" }).where("holder_id", "=", mohamed.holderId!).execute(),
    ).rejects.toThrow(/quiet_hours_differ/);
    await expect(
      database.db.updateTable("channel_preferences").set({ quiet_until: "06:00:30" }).where("holder_id", "=", mohamed.holderId!).execute(),
    ).rejects.toThrow(/whole_minutes/);
  });

  it("refuses an account without a card with NO_CARD, and a request without a token", async () => {
    expect(problemSchema.parse((await grid(await as(tom.sub!), "GET")).json()).code).toBe("NO_CARD");
    expect(problemSchema.parse((await grid(await as(tom.sub!), "PUT", wanted)).json()).code).toBe("NO_CARD");
    expect((await grid(null, "GET")).statusCode).toBe(401);
    expect((await grid(null, "PUT", wanted)).statusCode).toBe(401);
  });
});
