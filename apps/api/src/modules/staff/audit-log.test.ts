// Reading the audit log (decision 0047) on the seeded demo data, on PGlite and on PostgreSQL: an
// organiser's ADMIN reads the organiser's entries (newest first, a period of Brussels days, one holder by
// card number, paged with totalItems), card-system staff read their region's (every organiser of it and
// their own actions, no other region's), nobody else; a bad period is a Dutch problem; the log stays
// append-only.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import { auditLogPageSchema } from "@vtp/contracts/staff-audit-log";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, katrien, mohamed } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf, staffPrincipalOf } from "../../testing/staff.ts";
import { auditPeriod } from "./audit-log/service.ts";
import { recordAudit } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let aalst: number;

const HOUR = 3_600_000;
const at = (hoursBefore: number) => new Date(FIXTURE_NOW.getTime() - hoursBefore * HOUR);

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  aalst = await organiserOf(database.db, bram, 0);
  const elsAt = await staffPrincipalOf(database.db, els);
  const bramAt = await staffPrincipalOf(database.db, bram);
  const katrienAt = await staffPrincipalOf(database.db, katrien);
  // Els at the library: An looked up 1 h ago, Mohamed 2 h ago, An's undo 3 h ago, and one 40 days ago.
  const entries = [
    [elsAt, { action: "holder.lookup", organiserId: library, holderId: an.holderId! }, at(1)],
    [elsAt, { action: "kansenstatuut.view", organiserId: library, holderId: mohamed.holderId! }, at(2)],
    [elsAt, { action: "checkin.undo", organiserId: library, holderId: an.holderId!, object: { type: "checkin", id: "c1" } }, at(3)],
    [elsAt, { action: "holder.lookup", organiserId: library, holderId: an.holderId! }, at(40 * 24)],
    [bramAt, { action: "holder.lookup", organiserId: aalst, holderId: an.holderId! }, at(1)],
    [katrienAt, { action: "organiser.create", cardSystemId: 1, object: { type: "organiser", id: String(library) } }, at(4)],
  ] as const;
  for (const [principal, entry, when] of entries) await recordAudit({ db: database.db, clock: () => when }, principal, entry);
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function read(who: { sub: string | null }, query: string) {
  const answer = await callAs(server, who, "GET", `/api/v4/${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return auditLogPageSchema.parse(answer.body);
}

describe(`the audit log's read (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("gives an organiser's ADMIN its entries of the last 30 days, newest first, with who and what", async () => {
    const page = await read(els, `audit-log?organizerId=${library}`);
    expect(page.totalItems).toBe(3);
    expect(page.member.map((e) => e.action)).toEqual(["holder.lookup", "kansenstatuut.view", "checkin.undo"]);
    expect(page.member[0]).toMatchObject({
      occurredAt: at(1).toISOString(),
      actor: { type: "ACCOUNT", id: els.accountId, name: "Els Vandamme", email: els.email },
      organizer: { id: String(library) },
      passholderId: an.holderId,
      object: null,
    });
    expect(page.member[2]!.object).toEqual({ type: "checkin", id: "c1" });
  });

  it("filters by period, by a holder's card number, and pages", async () => {
    const older = await read(els, `audit-log?organizerId=${library}&from=2026-10-01&to=2026-10-31`);
    expect(older.member.map((e) => e.occurredAt)).toEqual([at(40 * 24).toISOString()]);
    const ofAn = await read(els, `audit-log?organizerId=${library}&uitpasNumber=${an.card!.number}`);
    expect(ofAn.member.map((e) => e.action)).toEqual(["holder.lookup", "checkin.undo"]);
    const unknownCard = await read(els, `audit-log?organizerId=${library}&uitpasNumber=0000000000000`);
    expect(unknownCard).toEqual({ totalItems: 0, member: [] });
    const second = await read(els, `audit-log?organizerId=${library}&start=1&limit=1`);
    expect(second.totalItems).toBe(3);
    expect(second.member.map((e) => e.action)).toEqual(["kansenstatuut.view"]);
  });

  it("gives card-system staff their region's log (its organisers and their own actions), not another region's", async () => {
    const region = await read(katrien, "region-audit-log?cardSystemId=1");
    expect(region.member.map((e) => e.action)).toEqual(["holder.lookup", "kansenstatuut.view", "checkin.undo", "organiser.create"]);
    expect(region.member.every((e) => e.organizer?.id !== String(aalst))).toBe(true);
    expect((await read(katrien, `audit-log?organizerId=${library}`)).totalItems).toBe(3);
    const other = await callAs(server, katrien, "GET", "/api/v4/region-audit-log?cardSystemId=3");
    expect(problemSchema.parse(other.body).code).toBe("missing-permission");
  });

  it("refuses a MEMBER, staff of another organiser and a holder", async () => {
    for (const [who, organiserId, code] of [
      [els, await organiserOf(database.db, els, 1), "missing-permission"],
      [bram, library, "missing-permission"],
      [{ sub: an.sub! }, library, "not-staff"],
    ] as const) {
      const answer = await callAs(server, who, "GET", `/api/v4/audit-log?organizerId=${organiserId}`);
      expect(answer.status).toBe(403);
      expect(problemSchema.parse(answer.body).code).toBe(code);
    }
  });

  it("refuses a bad period with a Dutch message", async () => {
    for (const [query, message] of [
      ["from=2026-11-20&to=2026-11-01", "De einddatum ligt voor de begindatum."],
      ["from=2025-01-01&to=2026-11-01", "Kies een periode van hoogstens een jaar."],
      ["from=2026-02-30", "Geef een datum als jjjj-mm-dd, bv. 2026-11-26."],
      ["limit=500", ""],
    ] as const) {
      const answer = await callAs(server, els, "GET", `/api/v4/audit-log?organizerId=${library}&${query}`);
      expect(answer.status, query).toBe(400);
      const problem = problemSchema.parse(answer.body);
      expect(problem.code).toBe("validation");
      expect(JSON.stringify(problem)).toContain(message);
    }
  });

  it("reads whole Brussels days: the default is the last 30 up to today", () => {
    expect(auditPeriod({}, FIXTURE_NOW)).toEqual({ from: new Date("2026-10-22T22:00:00Z"), to: new Date("2026-11-21T23:00:00Z") });
    expect(auditPeriod({ from: "2026-07-01", to: "2026-07-01" }, FIXTURE_NOW)).toEqual({
      from: new Date("2026-06-30T22:00:00Z"),
      to: new Date("2026-07-01T22:00:00Z"),
    });
  });

  it("stays append-only: the database refuses to change or delete an entry", async () => {
    await expect(sql`UPDATE staff_audit_log SET action = 'holder.other'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
