// GET /api/v4/checkin-status: the check-in's own rule asked without writing (checkins' `checkInVerdict`),
// so its answer is what POST /api/v4/checkins then does: allowed, or the refusal's v4 type and sentence,
// with the next possible moment when the limit is the reason; unknown card or activity as 404 problems.
// On the seeded demo data with an injected clock; PGlite by default, PostgreSQL with DATABASE_URL.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import { checkinStatusSchema } from "@vtp/contracts/counter";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import { nextPeriodStart } from "@vtp/db/periods";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, mohamed, type DemoPersona, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import { limitMessage } from "../checkins/service.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  pool = await organiserOf(database.db, els, 1);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const status = (who: StaffPersona | DemoPersona, organiserId: number, uitpasNumber: string, eventId: number) =>
  callAs(server, who, "GET", `/api/v4/checkin-status?organizerId=${organiserId}&uitpasNumber=${uitpasNumber}&eventId=${eventId}`);
const checkIn = (organiserId: number, uitpasNumber: string, eventId: number) =>
  callAs(server, els, "POST", `/api/v4/checkins?organizerId=${organiserId}`, { uitpasNumber, eventId: String(eventId) });

async function verdict(who: StaffPersona, organiserId: number, uitpasNumber: string, eventId: number) {
  const res = await status(who, organiserId, uitpasNumber, eventId);
  expect(res.status).toBe(200);
  return checkinStatusSchema.parse(res.body);
}

function problem(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const p = problemSchema.parse(res.body);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl };
}

/** Balance, ledger, check-ins and check-in slots: what asking must never change. */
async function written(db: Kysely<DB>) {
  const { rows } = await sql<{ points: string; ledger: string; checkins: string }>`
    SELECT (SELECT COALESCE(sum(points), 0) FROM holders) AS points,
      (SELECT count(*) FROM points_ledger) AS ledger,
      (SELECT count(*) FROM checkins) AS checkins`.execute(db);
  const r = rows[0]!;
  return { points: Number(r.points), ledger: Number(r.ledger), checkins: Number(r.checkins) };
}

describe("GET /api/v4/checkin-status", () => {
  it("answers allowed without writing, then the limit with its next moment, as the check-in itself does", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "STATUS-ZWEMBAD", volume: 2 });
    const before = await written(database.db);
    expect(await verdict(els, pool, an.card!.number, eventId)).toEqual({ allowed: true });
    expect(await verdict(els, pool, an.card!.number, eventId)).toEqual({ allowed: true });
    expect(await written(database.db)).toEqual(before);

    // Asking took no slot: both check-ins of the limit of 2 a day still count.
    expect((await checkIn(pool, an.card!.number, eventId)).status).toBe(201);
    expect(await verdict(els, pool, an.card!.number, eventId)).toEqual({ allowed: true });
    expect((await checkIn(pool, an.card!.number, eventId)).status).toBe(201);

    const full = await verdict(els, pool, an.card!.number, eventId);
    expect(full).toEqual({
      allowed: false,
      reason: "maximum-reached",
      endUserMessage: { nl: limitMessage(2, "DAY") },
      nextPossibleAt: nextPeriodStart(FIXTURE_NOW, "DAY")!.toISOString(),
    });
    expect(problem(await checkIn(pool, an.card!.number, eventId))).toMatchObject({
      code: full.reason,
      nl: full.endUserMessage!.nl,
    });
    const rows = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "holder.lookup").execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.organiser_id === pool && r.object_id === an.card!.number)).toBe(true);
  });

  it("gives null as the next moment for a limit for good", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "STATUS-EENMALIG" });
    await database.db.updateTable("activities").set({ checkin_period: "ABSOLUTE" }).where("id", "=", eventId).execute();
    expect((await checkIn(pool, an.card!.number, eventId)).status).toBe(201);
    expect(await verdict(els, pool, an.card!.number, eventId)).toEqual({
      allowed: false,
      reason: "maximum-reached",
      endUserMessage: { nl: limitMessage(1, "ABSOLUTE") },
      nextPossibleAt: null,
    });
  });

  it("names the check-in's refusals: outside the window, outside the region, a blocked card; nothing written", async () => {
    const over = await insertOrganiserActivity(database.db, pool, {
      code: "STATUS-VOORBIJ",
      startsAt: new Date("2026-11-20T09:00:00Z"),
      endsAt: new Date("2026-11-20T12:00:00Z"),
    });
    const open = await insertOrganiserActivity(database.db, pool, { code: "STATUS-OPEN" });
    const before = await written(database.db);

    const late = await verdict(els, pool, an.card!.number, over);
    expect(late).toMatchObject({ allowed: false, reason: "checkin-not-allowed" });
    expect(late.endUserMessage!.nl).toBe(problem(await checkIn(pool, an.card!.number, over)).nl);
    expect(late).not.toHaveProperty("nextPossibleAt");

    expect(await verdict(els, pool, mohamed.card!.number, open)).toEqual({
      allowed: false,
      reason: "checkin-not-allowed",
      endUserMessage: { nl: "Je pas is niet actief in de regio van deze activiteit." },
    });

    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", an.card!.number).execute();
    expect(await verdict(els, pool, an.card!.number, open)).toMatchObject({
      allowed: false,
      reason: "invalid-card-status",
      endUserMessage: { nl: expect.stringContaining("geblokkeerd") },
    });
    expect(await written(database.db)).toEqual(before);
  });

  it("answers 404 for an unknown card, an unknown activity or another organiser's, and 403 for others than its staff", async () => {
    const open = await insertOrganiserActivity(database.db, pool, { code: "STATUS-BAD" });
    const ofLibrary = await insertOrganiserActivity(database.db, library, { code: "STATUS-BIB" });
    const unknownCard = `401000099999${luhnCheckDigit("401000099999")}`;
    expect(problem(await status(els, pool, unknownCard, open))).toMatchObject({ status: 404, code: "pass-not-found" });
    expect(problem(await status(els, pool, an.card!.number, 999_999))).toMatchObject({ status: 404, code: "event-not-found" });
    expect(problem(await status(els, pool, an.card!.number, ofLibrary))).toMatchObject({ status: 404, code: "event-not-found" });
    expect(problem(await status(bram, pool, an.card!.number, open))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await status(an, pool, an.card!.number, open))).toMatchObject({ status: 403, code: "not-staff" });
    const bad = await callAs(server, els, "GET", `/api/v4/checkin-status?organizerId=${pool}&uitpasNumber=123&eventId=${open}`);
    expect(problem(bad)).toMatchObject({ status: 400, code: "validation" });
  });
});
