// The counter's activity list (GET /api/v4/events?organizerId=, decision 0035): the organiser's permanent
// activities and the dated ones of today and the next 30 days (Europe/Brussels), running ones first; not
// another organiser's, not what ended before today or starts later; listing them makes the organiser the
// caller's "Laatst gebruikt". Who may call it is the permissions matrix's (permissions-matrix.test.ts).
import { afterEach, beforeEach, expect, it } from "vitest";
import { counterEventsSchema } from "@vtp/contracts/counter-events";
import { permissionsResponseSchema } from "@vtp/contracts/staff";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { els, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";

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

async function get(who: StaffPersona, url: string) {
  const res = await server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await server.tokens.sign(who.sub)}` } });
  return { status: res.statusCode, body: res.json() as unknown };
}

const hours = (h: number) => new Date(FIXTURE_NOW.getTime() + h * 3_600_000);

it("lists the organiser's activities of today and the next 30 days, running ones first, then permanent, then coming", async () => {
  const running = await insertOrganiserActivity(database.db, library, { code: "LOOPT", startsAt: hours(-1), endsAt: hours(2) });
  const tonight = await insertOrganiserActivity(database.db, library, { code: "AVOND", startsAt: hours(8), endsAt: hours(10) });
  const inTwoWeeks = await insertOrganiserActivity(database.db, library, {
    code: "LATER",
    startsAt: hours(24 * 14),
    endsAt: hours(24 * 14 + 2),
  });
  const endedThisMorning = await insertOrganiserActivity(database.db, library, { code: "OCHTEND", startsAt: hours(-4), endsAt: hours(-2) });
  const ended = await insertOrganiserActivity(database.db, library, { code: "GISTEREN", startsAt: hours(-30), endsAt: hours(-26) });
  const tooFar = await insertOrganiserActivity(database.db, library, { code: "VER", startsAt: hours(24 * 40), endsAt: hours(24 * 40 + 2) });
  const permanent = await insertOrganiserActivity(database.db, library, { code: "ALTIJD" });
  const elsewhere = await insertOrganiserActivity(database.db, pool, { code: "ZWEM" });

  const res = await get(els, `/api/v4/events?organizerId=${library}`);
  expect(res.status).toBe(200);
  const list = counterEventsSchema.parse(res.body);
  const ids = list.member.map((e) => Number(e.id));
  expect(list.totalItems).toBe(list.member.length);
  for (const id of [running, tonight, inTwoWeeks, endedThisMorning, permanent]) expect(ids).toContain(id);
  for (const id of [ended, tooFar, elsewhere]) expect(ids).not.toContain(id);
  const at = (id: number) => ids.indexOf(id);
  expect(at(running)).toBeLessThan(at(permanent));
  expect(at(permanent)).toBeLessThan(at(tonight));
  expect(at(tonight)).toBeLessThan(at(inTwoWeeks));
  const first = list.member[at(running)]!;
  expect(first).toMatchObject({ name: "Balietest LOOPT", permanent: false, points: 1, startDate: hours(-1).toISOString() });
  expect(list.member[at(permanent)]).not.toHaveProperty("startDate");
});

it("makes the listed organiser the caller's last used one", async () => {
  const before = permissionsResponseSchema.parse((await get(els, "/api/v4/permissions")).body);
  expect(before[0]).toMatchObject({ organizer: { id: String(pool) }, lastUsed: true });
  expect((await get(els, `/api/v4/events?organizerId=${library}`)).status).toBe(200);
  const after = permissionsResponseSchema.parse((await get(els, "/api/v4/permissions")).body);
  expect(after[0]).toMatchObject({ organizer: { id: String(library) }, lastUsed: true });
  expect(after.filter((o) => o.lastUsed)).toHaveLength(1);
});

it("gives each activity its price categories in their order, and never lists one its organiser ended", async () => {
  const concert = await insertOrganiserActivity(database.db, library, { code: "CONCERT" });
  const stopped = await insertOrganiserActivity(database.db, library, { code: "GESTOPT" });
  await database.db
    .insertInto("activity_price_categories")
    .values([
      { activity_id: concert, name: "Kinderen", price_cents: 800, position: 2 },
      { activity_id: concert, name: "Basistarief", price_cents: 1450, position: 1 },
    ])
    .execute();
  await database.db
    .updateTable("activities")
    .set({ ended_at: hours(-1) })
    .where("id", "=", stopped)
    .execute();

  const list = counterEventsSchema.parse((await get(els, `/api/v4/events?organizerId=${library}`)).body);
  expect(list.member.map((e) => Number(e.id))).not.toContain(stopped);
  expect(list.member.find((e) => Number(e.id) === concert)?.priceInfo).toEqual([
    { name: "Basistarief", price: 14.5 },
    { name: "Kinderen", price: 8 },
  ]);
});
