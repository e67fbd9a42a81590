// Partner clients in the api (issue 20, decision 0045), with tokens of the test issuer: the demo's client
// of the cultural centre in Aalst acts for that organiser as a MEMBER (its permissions, a kansentarief
// sale for Mohamed and its cancel, recorded as the client's own and never as an account's), remembers no
// "last used" organiser, and stops working once revoked; an unknown client gets nothing. The database
// keeps exactly one actor per audit entry and per sale. The real provider's token: host/src/partner-api.test.ts.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import type { PermissionsResponse } from "@vtp/contracts/staff";
import { ticketSaleSchema } from "@vtp/contracts/ticket-sales";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { bram, mohamed } from "@vtp/personas";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { organiserOf } from "../../testing/staff.ts";
import { activityByCode, ticket } from "../../testing/ticket-sales.ts";

const AALST_CLIENT = "partner-aalst-cultuurcentrum";

let database: Database;
let server: IdentityTestServer;
let aalst: number;
let theatre: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  aalst = await organiserOf(database.db, bram, 0);
  theatre = await activityByCode(database.db, DEMO_CHECKIN_CODES.aalstCultuurcentrum);
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function asClient(clientId: string, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) {
  const token = await server.tokens.sign(clientId, { claims: { client_id: clientId, scope: PARTNER_API_SCOPE } });
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

describe("a partner client in the api", () => {
  it("is bound to its organiser in the demo, and lists that one organiser with a MEMBER's permissions", async () => {
    const row = await database.db.selectFrom("partner_clients").selectAll().where("client_id", "=", AALST_CLIENT).executeTakeFirstOrThrow();
    expect(row.organiser_id).toBe(aalst);
    const res = await asClient(AALST_CLIENT, "GET", "/api/v4/permissions");
    expect(res.statusCode, res.body).toBe(200);
    const permissions = res.json() as PermissionsResponse;
    expect(permissions.map((p) => [p.organizer.id, p.role, p.lastUsed])).toEqual([[String(aalst), "MEMBER", false]]);
    expect(permissions[0]!.permissions).toContain("TICKETSALES_REGISTER");
    expect(permissions[0]!.permissions).not.toContain("EVENTS_UPDATE");
  });

  it("sells and cancels as itself: the sale, its cancel and the audit log name the client and no account", async () => {
    const sold = await asClient(AALST_CLIENT, "POST", `/api/v4/ticket-sales?organizerId=${aalst}`, [
      ticket(theatre, mohamed.card!.number, "SOCIALTARIFF"),
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const [sale] = ticketSaleSchema.array().parse(sold.json());
    const cancelled = await asClient(AALST_CLIENT, "DELETE", `/api/v4/ticket-sales/${sale!.id}?organizerId=${aalst}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const row = await database.db
      .selectFrom("ticket_sales")
      .select(["sold_by_account_id", "sold_by_partner_client_id", "cancelled_by_account_id", "cancelled_by_partner_client_id"])
      .where("id", "=", sale!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sold_by_account_id: null,
      sold_by_partner_client_id: AALST_CLIENT,
      cancelled_by_account_id: null,
      cancelled_by_partner_client_id: AALST_CLIENT,
    });
    const audit = await database.db
      .selectFrom("staff_audit_log")
      .select(["account_id", "partner_client_id", "organiser_id"])
      .where("object_id", "=", sale!.id)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.every((a) => a.account_id === null && a.partner_client_id === AALST_CLIENT && a.organiser_id === aalst)).toBe(true);
    // Checking in remembers no "last used" organiser for anyone.
    const lastUsed = await database.db.selectFrom("staff_last_organisers").select("account_id").execute();
    const checkin = await asClient(AALST_CLIENT, "POST", `/api/v4/checkins?organizerId=${aalst}`, {
      uitpasNumber: mohamed.card!.number,
      eventId: String(theatre),
    });
    expect(checkin.statusCode, checkin.body).toBe(201);
    expect(await database.db.selectFrom("staff_last_organisers").select("account_id").execute()).toEqual(lastUsed);
  });

  it("gets 401 when it is unknown or revoked, whatever its token says", async () => {
    const unknown = await asClient("partner-onbekend", "GET", "/api/v4/permissions");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers["content-type"]).toMatch(/^application\/problem\+json/);
    await database.db
      .insertInto("partner_clients")
      .values({ client_id: "partner-ingetrokken", organiser_id: aalst, name: "Oud" })
      .execute();
    expect((await asClient("partner-ingetrokken", "GET", "/api/v4/permissions")).statusCode).toBe(200);
    await database.db
      .updateTable("partner_clients")
      .set({ revoked_at: new Date() })
      .where("client_id", "=", "partner-ingetrokken")
      .execute();
    expect((await asClient("partner-ingetrokken", "GET", "/api/v4/permissions")).statusCode).toBe(401);
  });
});

describe("the database's guards of partner clients", () => {
  it("keeps client ids plain, and one actor per audit entry", async () => {
    await expect(
      database.db.insertInto("partner_clients").values({ client_id: "Met Spaties", organiser_id: aalst, name: "x" }).execute(),
    ).rejects.toThrow(/partner_clients_client_id_format/);
    const entry = { organiser_id: aalst, action: "holder.lookup" };
    await expect(
      database.db
        .insertInto("staff_audit_log")
        .values({ ...entry, account_id: bram.accountId, partner_client_id: AALST_CLIENT })
        .execute(),
    ).rejects.toThrow(/staff_audit_log_one_actor/);
    await expect(database.db.insertInto("staff_audit_log").values(entry).execute()).rejects.toThrow(/staff_audit_log_one_actor/);
  });

  it("keeps one seller per sale, and a cancel never changes who sold it", async () => {
    const sold = await asClient(AALST_CLIENT, "POST", `/api/v4/ticket-sales?organizerId=${aalst}`, [
      ticket(theatre, mohamed.card!.number, "SOCIALTARIFF"),
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const id = ticketSaleSchema.array().parse(sold.json())[0]!.id;
    await expect(
      sql`UPDATE ticket_sales SET cancelled_at = now(), cancelled_by_account_id = ${bram.accountId}::uuid,
      sold_by_partner_client_id = 'partner-ander' WHERE id = ${id}::uuid`.execute(database.db),
    ).rejects.toThrow(/only cancelled/);
    await expect(
      sql`UPDATE ticket_sales SET cancelled_at = now(), cancelled_by_account_id = ${bram.accountId}::uuid,
      cancelled_by_partner_client_id = ${AALST_CLIENT} WHERE id = ${id}::uuid`.execute(database.db),
    ).rejects.toThrow(/ticket_sales_cancel_complete/);
    await expect(sql`UPDATE ticket_sales SET cancelled_at = now() WHERE id = ${id}::uuid`.execute(database.db)).rejects.toThrow(
      /ticket_sales_cancel_complete/,
    );
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
        "created_at",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto("ticket_sales")
        .values({ ...copy, slot: 9, sold_by_account_id: bram.accountId, sold_by_partner_client_id: AALST_CLIENT })
        .execute(),
    ).rejects.toThrow(/ticket_sales_one_seller/);
    await expect(
      database.db
        .insertInto("ticket_sales")
        .values({ ...copy, slot: 9 })
        .execute(),
    ).rejects.toThrow(/ticket_sales_one_seller/);
  });
});
