// GET /api/v4/ticket-sales: the sales registered for a holder at the organiser (its own only, on the
// seeded demo with an injected clock), newest first, cancelled ones marked, by activity and in pages;
// the view is in the audit log; unknown card or activity as 404 problems. PGlite by default,
// PostgreSQL with DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import { ticketSaleSchema, ticketSalesPageSchema } from "@vtp/contracts/ticket-sales";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, mohamed, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import { activityByCode, problem, ticket, ticketCalls } from "../../testing/ticket-sales.ts";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";

let database: Database;
let server: IdentityTestServer;
let api: ReturnType<typeof ticketCalls>;
let aalst: number;
let library: number;
let pool: number;
let theatre: number;
let swim: number;

const AN = an.card!.number;
const SWIM_COUPON = "COUPON_c0000000-0000-4000-8000-000000000002";
const THEATRE_COUPON = "COUPON_c0000000-0000-4000-8000-000000000001";

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  api = ticketCalls(server);
  aalst = await organiserOf(database.db, bram, 0);
  library = await organiserOf(database.db, els, 0);
  pool = await organiserOf(database.db, els, 1);
  theatre = await activityByCode(database.db, DEMO_CHECKIN_CODES.aalstCultuurcentrum);
  swim = await activityByCode(database.db, DEMO_CHECKIN_CODES.gentZwembad);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const list = (who: StaffPersona, organiserId: number, query: string) =>
  api.call(who, "GET", `/api/v4/ticket-sales?organizerId=${organiserId}&${query}`);

async function page(who: StaffPersona, organiserId: number, query: string) {
  const res = await list(who, organiserId, query);
  expect(res.status).toBe(200);
  return ticketSalesPageSchema.parse(res.body);
}

async function sell(who: StaffPersona, organiserId: number, eventId: number, uitpasNumber: string, tariffId: string, price = 3.5) {
  const res = await api.sell(who, organiserId, [ticket(eventId, uitpasNumber, tariffId, price, "Basistarief")]);
  expect(res.status).toBe(201);
  return ticketSaleSchema.parse((res.body as unknown[])[0]);
}

describe("GET /api/v4/ticket-sales", () => {
  it("lists the holder's sales at the organiser, newest first, the cancelled one marked; the view is audited", async () => {
    // The first sale an hour earlier (the injected clock stands still; a sale row cannot be edited).
    const hourBefore = await buildIdentityTestServer({ db: database.db, now: new Date(FIXTURE_NOW.getTime() - 3_600_000) });
    const earlier = await ticketCalls(hourBefore).sell(els, pool, [ticket(swim, AN, SWIM_COUPON, 3.5, "Basistarief")]);
    await hourBefore.app.close();
    expect(earlier.status).toBe(201);
    const older = ticketSaleSchema.parse((earlier.body as unknown[])[0]);
    const newer = await sell(els, pool, swim, AN, THEATRE_COUPON);
    expect((await api.cancel(els, pool, newer.id)).status).toBe(200);

    const sales = await page(els, pool, `uitpasNumber=${AN}`);
    expect(sales.totalItems).toBe(2);
    expect(sales.member).toEqual([
      { ...newer, cancelled: true, cancellationDate: FIXTURE_NOW.toISOString() },
      { ...older, cancelled: false },
    ]);
    expect(sales.member[1]).toMatchObject({ regularPriceLabel: "Basistarief", tariff: { id: SWIM_COUPON, type: "COUPON" } });
    const views = await database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("action", "=", "kansenstatuut.view")
      .where("object_type", "=", "ticket-sales")
      .execute();
    expect(views).toMatchObject([{ organiser_id: pool, holder_id: an.holderId, object_id: AN }]);

    // Pages of v4: start and limit, the total stays.
    const second = await page(els, pool, `uitpasNumber=${AN}&start=1&limit=1`);
    expect(second).toEqual({ totalItems: 2, member: [sales.member[1]] });
  });

  it("shows the organiser's own sales only, and filters by one of its activities", async () => {
    await sell(els, pool, swim, AN, SWIM_COUPON);
    const kansentarief = await sell(bram, aalst, theatre, mohamed.card!.number, "SOCIALTARIFF", 14);
    expect(kansentarief.tariff).toMatchObject({ id: "SOCIALTARIFF", price: 3.5 });

    // Els's other organiser, the library, sold An nothing.
    expect(await page(els, library, `uitpasNumber=${AN}`)).toEqual({ totalItems: 0, member: [] });
    expect((await page(els, pool, `uitpasNumber=${AN}&eventId=${swim}`)).totalItems).toBe(1);
    const other = await insertOrganiserActivity(database.db, pool, { code: "VERKOOP-ANDERE" });
    expect(await page(els, pool, `uitpasNumber=${AN}&eventId=${other}`)).toEqual({ totalItems: 0, member: [] });
    expect(await page(bram, aalst, `uitpasNumber=${mohamed.card!.number}`)).toEqual({
      totalItems: 1,
      member: [{ ...kansentarief, cancelled: false }],
    });
  });

  it("lists every holder's sales for one of its activities by eventId alone; the view is audited per activity", async () => {
    const swimSale = await sell(els, pool, swim, AN, SWIM_COUPON);
    const other = await insertOrganiserActivity(database.db, pool, { code: "VERKOOP-PER-ACTIVITEIT" });
    const otherSale = await sell(els, pool, other, AN, THEATRE_COUPON);
    expect(await page(els, pool, `eventId=${swim}`)).toEqual({ totalItems: 1, member: [{ ...swimSale, cancelled: false }] });
    expect(await page(els, pool, `eventId=${other}`)).toEqual({ totalItems: 1, member: [{ ...otherSale, cancelled: false }] });
    // Another organiser's activity by eventId alone: not found, nothing listed.
    expect(problem(await list(els, pool, `eventId=${theatre}`))).toMatchObject({ status: 404, code: "event-not-found" });
    const views = await database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("action", "=", "kansenstatuut.view")
      .where("object_type", "=", "ticket-sales-event")
      .execute();
    expect(views).toMatchObject([
      { organiser_id: pool, holder_id: null, object_id: String(swim) },
      { organiser_id: pool, holder_id: null, object_id: String(other) },
    ]);
  });

  it("refuses an unknown card, another organiser's activity, its staff only, and bad paging", async () => {
    const unknownCard = `401000099999${luhnCheckDigit("401000099999")}`;
    expect(problem(await list(els, pool, `uitpasNumber=${unknownCard}`))).toMatchObject({ status: 404, code: "pass-not-found" });
    expect(problem(await list(els, pool, `uitpasNumber=${AN}&eventId=${theatre}`))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
    expect(problem(await list(els, pool, `uitpasNumber=${AN}&eventId=999999`))).toMatchObject({ status: 404, code: "event-not-found" });
    expect(problem(await list(bram, pool, `uitpasNumber=${AN}`))).toMatchObject({ status: 403, code: "missing-permission" });
    const holder = await api.call(an, "GET", `/api/v4/ticket-sales?organizerId=${pool}&uitpasNumber=${AN}`);
    expect(problem(holder)).toMatchObject({ status: 403, code: "not-staff" });
    expect(problem(await list(els, pool, `uitpasNumber=${AN}&limit=500`))).toMatchObject({ status: 400, code: "validation" });
    expect(problem(await list(els, pool, ""))).toMatchObject({ status: 400, code: "validation" });
    // Neither a card number nor an activity: a Dutch validation problem.
    const neither = await list(els, pool, "start=0");
    expect(problem(neither)).toMatchObject({ status: 400, code: "validation" });
    expect(JSON.stringify(neither.body)).toContain("Geef een pasnummer (uitpasNumber), een activiteit (eventId) of beide.");
  });
});

describe("the API's documentation", () => {
  it("shows both partner reads under the partner API, with their 404s", async () => {
    const doc = (await server.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: Record<string, unknown> }>>;
    };
    for (const [path, operationId] of [
      ["/api/v4/ticket-sales", "getTicketSales"],
      ["/api/v4/checkin-status", "getCheckinStatus"],
    ] as const) {
      const read = doc.paths[path]?.get;
      expect(read?.operationId).toBe(operationId);
      expect(read?.tags).toEqual(["partner-api-v4"]);
      expect(Object.keys(read?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404"]));
    }
  });
});
