// The counter through the partner API (/api/v4/passes, /api/v4/checkins): the look-up by card number and
// by national number, every refusal with "nothing written", the one check-in rule shared with the
// self-scan, and the undo (a compensating ledger row, once, never below zero), on the seeded demo data
// with an injected clock. The parallel proofs are in counter-race.test.ts (PostgreSQL only).
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getInszSecret } from "@vtp/config/secrets";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import { counterCheckinSchema, passSchema, undoneCheckinSchema } from "@vtp/contracts/counter";
import { inszCheckDigits } from "@vtp/contracts/insz";
import { brusselsDate } from "@vtp/contracts/dates";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, mohamed, type DemoPersona, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import { createInszVault } from "../online-request/vault.ts";
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

const call = (who: StaffPersona | DemoPersona, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  callAs(server, who, method, url, payload);

const lookUp = (who: StaffPersona, organiserId: number, identifier: string) =>
  call(who, "GET", `/api/v4/passes?organizerId=${organiserId}&identifier=${encodeURIComponent(identifier)}`);
const checkIn = (who: StaffPersona, organiserId: number, uitpasNumber: string, eventId: number) =>
  call(who, "POST", `/api/v4/checkins?organizerId=${organiserId}`, { uitpasNumber, eventId: String(eventId) });
const undo = (who: StaffPersona, organiserId: number, checkinId: string) =>
  call(who, "DELETE", `/api/v4/checkins/${checkinId}?organizerId=${organiserId}`);

function problem(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl };
}

async function holderOf(db: Kysely<DB>, persona: DemoPersona): Promise<string> {
  const row = await db.selectFrom("cards").select("holder_id").where("card_number", "=", persona.card!.number).executeTakeFirstOrThrow();
  return row.holder_id!;
}

/** What a refusal must leave as it was: balance, ledger, check-ins, and the audit log's rows. */
async function written(db: Kysely<DB>) {
  const { rows } = await sql<{ points: string; ledger: string; checkins: string; audit: string }>`
    SELECT (SELECT COALESCE(sum(points), 0) FROM holders) AS points,
      (SELECT count(*) FROM points_ledger) AS ledger,
      (SELECT count(*) FROM checkins) AS checkins,
      (SELECT count(*) FROM staff_audit_log) AS audit`.execute(db);
  const r = rows[0]!;
  return { points: Number(r.points), ledger: Number(r.ledger), checkins: Number(r.checkins), audit: Number(r.audit) };
}

async function audits(db: Kysely<DB>, action: string) {
  return db.selectFrom("staff_audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
}

describe("GET /api/v4/passes", () => {
  it("finds a holder by card number: first name, points, card, memberships; the look-up is in the audit log", async () => {
    const res = await lookUp(els, pool, an.card!.number);
    expect(res.status).toBe(200);
    const pass = passSchema.parse(res.body);
    expect(pass).toMatchObject({ uitpasNumber: an.card!.number, firstName: an.firstName, points: an.points, cardStatus: "ACTIVE" });
    expect(pass.cardSystem.id).toBe(1);
    expect(pass.memberships.map((m) => m.cardSystem.id)).toContain(1);
    expect(pass.messages).toEqual([]);
    expect(res.body).not.toHaveProperty("lastName");
    const rows = await audits(database.db, "holder.lookup");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organiser_id: pool, holder_id: await holderOf(database.db, an), object_type: "card" });
  });

  it("finds a holder by national number (mod 97), and warns when the card is not active in the organiser's region", async () => {
    const first9 = "850730033";
    const insz = `${first9}${inszCheckDigits(first9, false)}`;
    const vault = createInszVault(getInszSecret(server.config));
    const holderId = await holderOf(database.db, mohamed);
    await database.db
      .insertInto("insz_registry")
      .values({ insz_hash: vault.hash(insz), holder_id: holderId })
      .execute();
    const res = await lookUp(els, pool, `85.07.30-033.${insz.slice(9)}`);
    expect(res.status).toBe(200);
    const pass = passSchema.parse(res.body);
    expect(pass).toMatchObject({ uitpasNumber: mohamed.card!.number, firstName: mohamed.firstName });
    expect(pass.messages).toEqual([{ level: "WARNING", text: { nl: expect.stringContaining("niet actief in de regio") } }]);
    // The same number with a wrong check: not looked up at all.
    const wrongCheck = `${first9}${String((Number(insz.slice(9)) % 97) + 1).padStart(2, "0")}`;
    expect(problem(await lookUp(els, pool, wrongCheck))).toMatchObject({ status: 404, code: "pass-not-found" });
  });

  it("answers pass-not-found for a wrong or unknown number, and logs the look-up without a holder", async () => {
    const unknown = `401000099999${luhnCheckDigit("401000099999")}`;
    const wrongLuhn = `${an.card!.number.slice(0, 12)}${(Number(an.card!.number.slice(12)) + 1) % 10}`;
    for (const identifier of [unknown, wrongLuhn, "abc", "12345"]) {
      const p = problem(await lookUp(els, pool, identifier));
      expect(p).toMatchObject({ status: 404, code: "pass-not-found" });
      expect(p.nl).toContain("Er werd geen pas gevonden");
    }
    const rows = await audits(database.db, "holder.lookup");
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.holder_id === null)).toBe(true);
  });

  it("refuses a blocked card as invalid-card-status", async () => {
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", an.card!.number).execute();
    expect(problem(await lookUp(els, pool, an.card!.number))).toMatchObject({ status: 400, code: "invalid-card-status" });
  });

  it("refuses staff of another organiser and a holder before anything is read or logged", async () => {
    const before = await written(database.db);
    expect(problem(await lookUp(bram, library, an.card!.number))).toMatchObject({ status: 403, code: "missing-permission" });
    const holder = await call(an, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    expect(problem(holder)).toMatchObject({ status: 403, code: "not-staff" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("POST /api/v4/checkins", () => {
  it("checks in with the self-scan's rule: 201, the points and the balance; a second time is maximum-reached", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "BALIE-ZWEMBAD", points: 2 });
    const res = await checkIn(els, pool, an.card!.number, eventId);
    expect(res.status).toBe(201);
    const checkin = counterCheckinSchema.parse(res.body);
    expect(checkin).toMatchObject({ uitpasNumber: an.card!.number, eventId: String(eventId), addedPoints: 2, totalPoints: an.points + 2 });
    expect(await audits(database.db, "checkin.create")).toMatchObject([{ organiser_id: pool, object_id: checkin.id }]);

    const before = await written(database.db);
    const again = problem(await checkIn(els, pool, an.card!.number, eventId));
    expect(again).toEqual({ status: 400, code: "maximum-reached", nl: limitMessage(1, "DAY") });
    // The holder's own scan of the same activity meets the same slot.
    const scan = await server.app.inject({
      method: "POST",
      url: "/api/user/checkin",
      headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
      payload: { code: "BALIE-ZWEMBAD" },
    });
    expect(scan.json()).toMatchObject({ code: "CHECKIN_LIMIT_REACHED" });
    expect(await written(database.db)).toEqual(before);
  });

  it("writes the check-in and its audit line together: when the audit line cannot be written, no point is saved", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "BALIE-SAMEN" });
    // A database that refuses the audit line (a full disk, a broken constraint): the check-in must not stay without it.
    await sql`CREATE FUNCTION refuse_checkin_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'checkin.create' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`.execute(database.db);
    await sql`CREATE TRIGGER refuse_checkin_audit BEFORE INSERT ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_checkin_audit()`.execute(
      database.db,
    );
    const before = await written(database.db);
    const res = await checkIn(els, pool, an.card!.number, eventId);
    expect(res.status).toBe(500);
    expect(await written(database.db)).toEqual(before);
  });

  it("refuses another organiser's activity, an unknown one, an unknown and a blocked card, outside the window, outside the region: nothing written", async () => {
    const library1 = await insertOrganiserActivity(database.db, library, { code: "BALIE-BIB" });
    const over = await insertOrganiserActivity(database.db, pool, {
      code: "BALIE-VOORBIJ",
      startsAt: new Date("2026-11-20T09:00:00Z"),
      endsAt: new Date("2026-11-20T12:00:00Z"),
    });
    const open = await insertOrganiserActivity(database.db, pool, { code: "BALIE-OPEN" });
    const unknownCard = `401000099999${luhnCheckDigit("401000099999")}`;
    const before = await written(database.db);

    expect(problem(await checkIn(els, pool, an.card!.number, library1))).toMatchObject({ status: 404, code: "event-not-found" });
    expect(problem(await checkIn(els, pool, an.card!.number, 999_999))).toMatchObject({ status: 404, code: "event-not-found" });
    expect(problem(await checkIn(bram, pool, an.card!.number, open))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await checkIn(els, pool, unknownCard, open))).toMatchObject({ status: 404, code: "pass-not-found" });
    expect(problem(await checkIn(els, pool, an.card!.number, over))).toMatchObject({
      status: 400,
      code: "checkin-not-allowed",
      nl: expect.stringContaining("kort voor, tijdens of kort na de activiteit"),
    });
    expect(problem(await checkIn(els, pool, mohamed.card!.number, open))).toMatchObject({
      status: 400,
      code: "checkin-not-allowed",
      nl: "Je pas is niet actief in de regio van deze activiteit.",
    });
    const bad = await call(els, "POST", `/api/v4/checkins?organizerId=${pool}`, { uitpasNumber: "123", eventId: String(open) });
    expect(problem(bad)).toMatchObject({ status: 400, code: "validation" });
    // An id beyond the database's range (int4) is refused as input, not a 500.
    const huge = await call(els, "POST", `/api/v4/checkins?organizerId=${pool}`, { uitpasNumber: an.card!.number, eventId: "9999999999" });
    expect(problem(huge)).toMatchObject({ status: 400, code: "validation" });
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", an.card!.number).execute();
    expect(problem(await checkIn(els, pool, an.card!.number, open))).toMatchObject({ status: 400, code: "invalid-card-status" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("DELETE /api/v4/checkins/:checkinId", () => {
  async function checkedIn(points = 1) {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: `BALIE-UNDO-${points}`, points });
    const res = await checkIn(els, pool, an.card!.number, eventId);
    expect(res.status).toBe(201);
    return counterCheckinSchema.parse(res.body);
  }

  it("writes a compensating ledger row once, keeps the check-in, and logs the undo", async () => {
    const checkin = await checkedIn(3);
    const res = await undo(els, pool, checkin.id);
    expect(res.status).toBe(200);
    expect(undoneCheckinSchema.parse(res.body)).toEqual({ id: checkin.id, removedPoints: 3, totalPoints: an.points });
    const holderId = await holderOf(database.db, an);
    const ledger = await database.db.selectFrom("points_ledger").selectAll().where("undoes_checkin_id", "=", checkin.id).execute();
    expect(ledger).toMatchObject([{ holder_id: holderId, delta: -3, reason: "CORRECTION" }]);
    expect(ledger[0]!.description).toMatch(/^Ongedaan gemaakt: /);
    expect(await database.db.selectFrom("checkins").select("id").where("id", "=", checkin.id).execute()).toHaveLength(1);
    expect(await audits(database.db, "checkin.undo")).toMatchObject([{ organiser_id: pool, holder_id: holderId, object_id: checkin.id }]);

    const before = await written(database.db);
    expect(problem(await undo(els, pool, checkin.id))).toMatchObject({ status: 409, code: "checkin-already-undone" });
    expect(await written(database.db)).toEqual(before);
  });

  it("refuses when the points are already spent (the balance would go negative), another organiser's check-in and an unknown one", async () => {
    const checkin = await checkedIn();
    const holderId = await holderOf(database.db, an);
    // The holder spends everything (as a cash-in does: ledger and balance together).
    await database.db
      .insertInto("points_ledger")
      .values({ holder_id: holderId, delta: -(an.points + 1), reason: "CORRECTION", description: "Test: alles uitgegeven" })
      .execute();
    await database.db.updateTable("holders").set({ points: 0 }).where("id", "=", holderId).execute();
    const before = await written(database.db);
    const spent = problem(await undo(els, pool, checkin.id));
    expect(spent).toMatchObject({ status: 409, code: "points-already-spent" });
    expect(spent.nl).toContain("al uitgegeven");
    expect(problem(await undo(els, library, checkin.id))).toMatchObject({ status: 404, code: "checkin-not-found" });
    expect(problem(await undo(els, pool, "00000000-0000-4000-8000-000000000000"))).toMatchObject({
      status: 404,
      code: "checkin-not-found",
    });
    expect(problem(await undo(bram, pool, checkin.id))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("the kansentarief on the counter's holder card (issue 20 §3)", () => {
  const today = brusselsDate(FIXTURE_NOW);
  const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const giveAn = async (values: { status: "ACTIVE" | "EXPIRED" | "SUSPENDED"; end_date: string; suspended_until?: string | null }) =>
    database.db
      .insertInto("kansenstatuut")
      .values({ holder_id: await holderOf(database.db, an), card_system_id: 1, ...values })
      .execute();
  const socialTariffOfAn = async () => passSchema.parse((await lookUp(els, pool, an.card!.number)).body).socialTariff;

  it("says NONE without a kansenstatuut in the organiser's region, and logs no view of it", async () => {
    expect(await socialTariffOfAn()).toEqual({ status: "NONE" });
    expect(await audits(database.db, "kansenstatuut.view")).toEqual([]);
  });

  it("says until when it is valid, and every view is in the audit log", async () => {
    await giveAn({ status: "ACTIVE", end_date: shift(120) });
    expect(await socialTariffOfAn()).toEqual({ status: "ACTIVE", endDate: shift(120) });
    const rows = await audits(database.db, "kansenstatuut.view");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organiser_id: pool, holder_id: await holderOf(database.db, an), object_type: "card" });
  });

  it("says the grace period's last day after the end date, then EXPIRED; SUSPENDED with until when", async () => {
    await database.db.updateTable("card_systems").set({ kansenstatuut_grace_days: 30 }).where("id", "=", 1).execute();
    await giveAn({ status: "ACTIVE", end_date: shift(-10) });
    expect(await socialTariffOfAn()).toEqual({ status: "ACTIVE", endDate: shift(-10), graceUntil: shift(20) });
    await database.db
      .updateTable("kansenstatuut")
      .set({ end_date: shift(-31) })
      .execute();
    expect(await socialTariffOfAn()).toEqual({ status: "EXPIRED", endDate: shift(-31) });
    await database.db
      .updateTable("kansenstatuut")
      .set({ status: "SUSPENDED", end_date: shift(100), suspended_until: shift(14) })
      .execute();
    expect(await socialTariffOfAn()).toEqual({ status: "SUSPENDED", endDate: shift(100), suspendedUntil: shift(14) });
  });
});
