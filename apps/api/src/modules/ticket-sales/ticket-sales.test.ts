// Discounted tickets through the partner API (/api/v4/tariffs, /api/v4/ticket-sales) on the seeded demo
// with an injected clock: Bram (MEMBER of the cultural centre in Aalst) gives Mohamed (kansenstatuut in
// UiTPAS Dender) the kansentarief, Els (MEMBER of the pool in Gent) sells An a ticket with a coupon; the
// limits, their return on a cancel, every refusal with "nothing written", the audit log, and the
// database's own guards. The parallel proofs are in ticket-sales-race.test.ts.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import { cancelledTicketSaleSchema, tariffsSchema, ticketSaleSchema } from "@vtp/contracts/ticket-sales";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, mohamed } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { organiserOf } from "../../testing/staff.ts";
import { activityByCode, problem, ticket, ticketCalls, written } from "../../testing/ticket-sales.ts";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";

let database: Database;
let server: IdentityTestServer;
let api: ReturnType<typeof ticketCalls>;
let aalst: number;
let pool: number;
let theatre: number;
let swim: number;

const MOHAMED = mohamed.card!.number;
const AN = an.card!.number;
const FILM = "COUPON_c0000000-0000-4000-8000-000000000003";
const THEATRE_COUPON = "COUPON_c0000000-0000-4000-8000-000000000001";

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  api = ticketCalls(server);
  aalst = await organiserOf(database.db, bram, 0);
  pool = await organiserOf(database.db, els, 1);
  theatre = await activityByCode(database.db, DEMO_CHECKIN_CODES.aalstCultuurcentrum);
  swim = await activityByCode(database.db, DEMO_CHECKIN_CODES.gentZwembad);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

async function audits(action: string) {
  return database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
}

describe("GET /api/v4/tariffs", () => {
  it("computes the kansentarief first, then the holder's coupons, with what remains; the view is in the audit log", async () => {
    const res = await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice: "14" });
    expect(res.status).toBe(200);
    const tariffs = tariffsSchema.parse(res.body);
    expect(tariffs.endUserMessage).toBeUndefined();
    expect(tariffs.available[0]).toEqual({ id: "SOCIALTARIFF", name: "Kansentarief", price: 3.5, type: "SOCIALTARIFF", remaining: 1 });
    expect(tariffs.available.slice(1)).toEqual([
      {
        id: "COUPON_c0000000-0000-4000-8000-000000000004",
        name: "Kansentarief in het stedelijk zwembad",
        price: 2.8,
        type: "COUPON",
        remaining: 6,
      },
      { id: "COUPON_c0000000-0000-4000-8000-000000000005", name: "Kansentarief voor cultuur", price: 2.8, type: "COUPON", remaining: 2 },
    ]);
    expect(await audits("kansenstatuut.view")).toMatchObject([
      { organiser_id: aalst, holder_id: mohamed.holderId, object_type: "activity" },
    ]);
    const only = tariffsSchema.parse(
      (await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice: "9.99", type: "SOCIALTARIFF" })).body,
    );
    expect(only.available).toEqual([{ id: "SOCIALTARIFF", name: "Kansentarief", price: 2.4, type: "SOCIALTARIFF", remaining: 1 }]);
  });

  it("gives a holder without a kansenstatuut only their coupons of the region, and no message", async () => {
    const tariffs = tariffsSchema.parse((await api.tariffs(els, pool, { eventId: swim, uitpasNumber: AN, regularPrice: "3.50" })).body);
    expect(tariffs).toEqual({
      available: [
        { id: FILM, name: "Gratis filmticket", price: 0, type: "COUPON", remaining: 1 },
        { id: THEATRE_COUPON, name: "Korting op een theaterticket", price: 1.5, type: "COUPON", remaining: 2 },
        {
          id: "COUPON_c0000000-0000-4000-8000-000000000002",
          name: "Zwembeurt aan voordeeltarief",
          price: 1.5,
          type: "COUPON",
          remaining: 3,
        },
      ],
    });
  });

  it("answers an expired kansenstatuut with no kansentarief, no kansentarief coupons, and a message", async () => {
    await database.db
      .updateTable("kansenstatuut")
      .set({ status: "EXPIRED", end_date: "2026-01-31" })
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
    const tariffs = tariffsSchema.parse(
      (await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice: "14" })).body,
    );
    expect(tariffs.available).toEqual([]);
    expect(tariffs.endUserMessage?.nl).toContain("kansenstatuut is niet meer geldig");
    const before = await written(database.db);
    const refused = problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")]));
    expect(refused).toMatchObject({ status: 400, code: "social-tariff-expired" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("GET /api/v4/tariffs/static", () => {
  it("gives the kansentarief of the organiser's activity before a pass is known, and looks no one up", async () => {
    const res = await api.call(bram, "GET", `/api/v4/tariffs/static?organizerId=${aalst}&eventId=${theatre}&regularPrice=14`);
    expect(res.status).toBe(200);
    expect(tariffsSchema.parse(res.body)).toEqual({
      available: [{ id: "SOCIALTARIFF", name: "Kansentarief", price: 3.5, type: "SOCIALTARIFF", remaining: 1 }],
    });
    expect(await audits("kansenstatuut.view")).toEqual([]);
    // Another organiser's activity is unknown here, as in every call of the partner API.
    const foreign = await api.call(bram, "GET", `/api/v4/tariffs/static?organizerId=${aalst}&eventId=${swim}&regularPrice=14`);
    expect(foreign).toMatchObject({ status: 404, body: { type: expect.stringContaining("event-not-found") } });
  });
});

describe("POST and DELETE /api/v4/ticket-sales", () => {
  it("sells the kansentarief once a month, refuses the second with v4's sentence, and a cancel gives the limit back once", async () => {
    const res = await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF", 14, "Basistarief")]);
    expect(res.status).toBe(201);
    const [sale] = ticketSaleSchema.array().parse(res.body);
    expect(sale).toMatchObject({
      regularPrice: 14,
      regularPriceLabel: "Basistarief",
      tariff: { id: "SOCIALTARIFF", name: "Kansentarief", price: 3.5, type: "SOCIALTARIFF" },
      eventId: String(theatre),
      eventTitle: "Bezoek aan het cultuurcentrum",
      uitpasNumber: MOHAMED,
      creationDate: FIXTURE_NOW.toISOString(),
    });
    expect(await audits("ticketsale.create")).toMatchObject([{ organiser_id: aalst, holder_id: mohamed.holderId, object_id: sale!.id }]);

    const after = tariffsSchema.parse(
      (await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice: "14" })).body,
    );
    expect(after.available.map((t) => t.type)).toEqual(["COUPON", "COUPON"]);
    const limit =
      "Je hebt geen recht meer op kansentarief voor deze activiteit. Je kan maximaal 1 ticket per maand kopen aan kansentarief.";
    expect(after.endUserMessage).toEqual({ nl: limit });
    const before = await written(database.db);
    expect(problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")]))).toMatchObject({
      status: 400,
      code: "maximum-reached",
      nl: limit,
    });
    expect(await written(database.db)).toEqual(before);

    const cancelled = await api.cancel(bram, aalst, sale!.id);
    expect(cancelled.status).toBe(200);
    expect(cancelledTicketSaleSchema.parse(cancelled.body)).toMatchObject({
      id: sale!.id,
      tariff: { price: 3.5 },
      cancellationDate: FIXTURE_NOW.toISOString(),
    });
    expect(await audits("ticketsale.cancel")).toMatchObject([{ organiser_id: aalst, object_id: sale!.id }]);
    expect(problem(await api.cancel(bram, aalst, sale!.id))).toMatchObject({ status: 409, code: "ticket-sale-already-cancelled" });
    const again = tariffsSchema.parse(
      (await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice: "14" })).body,
    );
    expect(again.available[0]).toMatchObject({ id: "SOCIALTARIFF", remaining: 1 });
    expect((await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")])).status).toBe(201);
    // The cancelled sale stays, with its cancellation.
    expect(await written(database.db)).toMatchObject({ sales: 2, cancelled: 1 });
  });

  it("sells with a coupon: its turn is taken, used up is maximum-reached, a cancel gives the turn back", async () => {
    const turns = async () =>
      (await database.db.selectFrom("holder_coupons").select("turns_used").where("id", "=", FILM.slice(7)).executeTakeFirstOrThrow())
        .turns_used;
    const res = await api.sell(els, pool, [ticket(swim, AN, FILM, 3.5)]);
    expect(res.status).toBe(201);
    const [sale] = ticketSaleSchema.array().parse(res.body);
    expect(sale!.tariff).toEqual({ id: FILM, name: "Gratis filmticket", price: 0, type: "COUPON" });
    expect(await turns()).toBe(1);
    const before = await written(database.db);
    expect(problem(await api.sell(els, pool, [ticket(swim, AN, FILM, 3.5)]))).toMatchObject({
      status: 400,
      code: "maximum-reached",
      nl: "Deze korting is voor deze periode al opgebruikt.",
    });
    expect(await written(database.db)).toEqual(before);
    expect((await api.cancel(els, pool, sale!.id)).status).toBe(200);
    expect(await turns()).toBe(0);
    expect(problem(await api.cancel(els, pool, sale!.id)).code).toBe("ticket-sale-already-cancelled");
    expect(await turns()).toBe(0);
  });

  it("registers every ticket of the list or none", async () => {
    const before = await written(database.db);
    const res = problem(
      await api.sell(bram, aalst, [
        ticket(theatre, MOHAMED, "COUPON_c0000000-0000-4000-8000-000000000005"),
        ticket(theatre, MOHAMED, "SOCIALTARIFF"),
        ticket(theatre, MOHAMED, "SOCIALTARIFF"),
      ]),
    );
    expect(res).toMatchObject({ status: 400, code: "maximum-reached", detail: expect.stringContaining("Ticket 3") });
    expect(await written(database.db)).toEqual(before);
    const two = await api.sell(bram, aalst, [
      ticket(theatre, MOHAMED, "COUPON_c0000000-0000-4000-8000-000000000005"),
      ticket(theatre, MOHAMED, "SOCIALTARIFF"),
    ]);
    expect(two.status).toBe(201);
    expect(
      ticketSaleSchema
        .array()
        .parse(two.body)
        .map((s) => s.tariff.type),
    ).toEqual(["COUPON", "SOCIALTARIFF"]);
  });

  it("refuses a wrong card, a blocked card, an unknown activity, another organiser's, a foreign organizerId, another holder's coupon: nothing written", async () => {
    const unknownCard = `403000099999${luhnCheckDigit("403000099999")}`;
    const wrongLuhn = `${MOHAMED.slice(0, 12)}${(Number(MOHAMED.slice(12)) + 1) % 10}`;
    const before = await written(database.db);
    for (const card of [unknownCard, wrongLuhn]) {
      expect(problem(await api.sell(bram, aalst, [ticket(theatre, card, "SOCIALTARIFF")]))).toMatchObject({
        status: 404,
        code: "pass-not-found",
      });
      expect(problem(await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: card, regularPrice: "14" })).code).toBe(
        "pass-not-found",
      );
    }
    expect(problem(await api.sell(bram, aalst, [ticket(999_999, MOHAMED, "SOCIALTARIFF")]))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
    expect(problem(await api.sell(bram, aalst, [ticket(swim, MOHAMED, "SOCIALTARIFF")]))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
    expect(problem(await api.tariffs(bram, aalst, { eventId: swim, uitpasNumber: MOHAMED, regularPrice: "14" })).code).toBe(
      "event-not-found",
    );
    expect(problem(await api.sell(bram, pool, [ticket(swim, AN, FILM)]))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await api.tariffs(bram, pool, { eventId: swim, uitpasNumber: AN, regularPrice: "3" })).code).toBe("missing-permission");
    expect(problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, FILM)]))).toMatchObject({
      status: 400,
      code: "tariff-not-available",
    });
    expect(problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF-1")])).code).toBe("tariff-not-available");
    expect(problem(await api.sell(els, pool, [ticket(swim, AN, "SOCIALTARIFF")])).code).toBe("tariff-not-available");
    const holder = await api.call(an, "GET", `/api/v4/tariffs?organizerId=${pool}&eventId=${swim}&uitpasNumber=${AN}&regularPrice=3`);
    expect(problem(holder)).toMatchObject({ status: 403, code: "not-staff" });
    for (const regularPrice of ["12,50", "0", "1.234", "-1"]) {
      expect(problem(await api.tariffs(bram, aalst, { eventId: theatre, uitpasNumber: MOHAMED, regularPrice })).code).toBe("validation");
    }
    expect(problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF", 14.001)])).code).toBe("validation");
    expect(problem(await api.sell(bram, aalst, [])).code).toBe("validation");
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", MOHAMED).execute();
    expect(problem(await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")]))).toMatchObject({
      status: 400,
      code: "invalid-card-status",
    });
    expect(await written(database.db)).toEqual(before);
  });

  it("answers ticket-sale-not-found for another organiser's sale and an unknown id", async () => {
    const [sale] = ticketSaleSchema.array().parse((await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")])).body);
    const before = await written(database.db);
    expect(problem(await api.cancel(els, pool, sale!.id))).toMatchObject({ status: 404, code: "ticket-sale-not-found" });
    expect(problem(await api.cancel(bram, aalst, "00000000-0000-4000-8000-000000000000")).code).toBe("ticket-sale-not-found");
    expect(problem(await api.cancel(bram, pool, sale!.id)).code).toBe("missing-permission");
    expect(await written(database.db)).toEqual(before);
  });
});

describe("the database's guards of ticket sales", () => {
  it("refuses a price above the regular price, a free kansentarief, a second cancel, a change and a deletion", async () => {
    const [sale] = ticketSaleSchema.array().parse((await api.sell(bram, aalst, [ticket(theatre, MOHAMED, "SOCIALTARIFF")])).body);
    const copy = await database.db
      .selectFrom("ticket_sales")
      .select([
        "holder_id",
        "card_id",
        "activity_id",
        "organiser_id",
        "tariff_type",
        "regular_price_cents",
        "price_cents",
        "period_key",
        "sold_by_account_id",
        "created_at",
      ])
      .where("id", "=", sale!.id)
      .executeTakeFirstOrThrow();
    const insert = (values: Partial<typeof copy> & { slot?: number }) =>
      database.db
        .insertInto("ticket_sales")
        .values({ ...copy, slot: 2, ...values })
        .execute();
    await expect(insert({ price_cents: 1500 })).rejects.toThrow(/ticket_sales_price_within_regular/);
    await expect(insert({ price_cents: 0 })).rejects.toThrow(/ticket_sales_social_tariff_never_free/);
    await expect(insert({ slot: 1 })).rejects.toThrow(/ticket_sales_social_tariff_slot_key|duplicate/);
    await expect(sql`UPDATE ticket_sales SET price_cents = 100 WHERE id = ${sale!.id}::uuid`.execute(database.db)).rejects.toThrow(
      /only cancelled/,
    );
    await expect(sql`DELETE FROM ticket_sales WHERE id = ${sale!.id}::uuid`.execute(database.db)).rejects.toThrow(/only cancelled/);
    await sql`UPDATE ticket_sales SET cancelled_at = now(), cancelled_by_account_id = ${bram.accountId}::uuid WHERE id = ${sale!.id}::uuid`.execute(
      database.db,
    );
    await expect(sql`UPDATE ticket_sales SET cancelled_at = now() WHERE id = ${sale!.id}::uuid`.execute(database.db)).rejects.toThrow(
      /only cancelled/,
    );
  });
});

describe("the demo's discounted tickets", () => {
  it("gives every activity price categories and a kansentarief limit, and Mohamed's cultural centre €14.00 at 1 per month", async () => {
    const { rows } = await sql<{ without: string }>`
      SELECT count(*) AS without FROM activities a
      WHERE NOT EXISTS (SELECT 1 FROM activity_price_categories p WHERE p.activity_id = a.id)`.execute(database.db);
    expect(Number(rows[0]!.without)).toBe(0);
    const categories = await database.db
      .selectFrom("activity_price_categories")
      .select(["name", "price_cents"])
      .where("activity_id", "=", theatre)
      .orderBy("position")
      .execute();
    expect(categories).toEqual([
      { name: "Basistarief", price_cents: 1400 },
      { name: "Jongeren (tot 26 jaar)", price_cents: 900 },
    ]);
    const limit = await database.db
      .selectFrom("activities")
      .select(["ticket_limit_volume", "ticket_limit_period"])
      .where("id", "=", theatre)
      .executeTakeFirstOrThrow();
    expect(limit).toEqual({ ticket_limit_volume: 1, ticket_limit_period: "MONTH" });
  });
});

describe("the API's documentation", () => {
  it("shows the ticket endpoints under the partner API, the sale answering 201", async () => {
    const doc = (await server.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: Record<string, unknown> }>>;
    };
    const sales = doc.paths["/api/v4/ticket-sales"]?.post;
    expect(sales?.operationId).toBe("createTicketSales");
    expect(Object.keys(sales?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404"]));
    expect(doc.paths["/api/v4/tariffs"]?.get?.tags).toEqual(["partner-api-v4"]);
    expect(Object.keys(doc.paths["/api/v4/ticket-sales/{ticketSaleId}"]?.delete?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "404", "409"]),
    );
  });
});
