// My data (issue 23, decision 0044) on the seeded demo data: the download validated against its schema,
// a lost card blocked (the counter, the partner API and the self-scan refuse it; the points stay; the
// database keeps it blocked), and the account deleted in one transaction, with what is left in every
// table that names a holder or an account afterwards (found through information_schema, so a new table
// cannot be forgotten). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { myDataSchema, type MyData } from "@vtp/contracts/my-data";
import { problemSchema } from "@vtp/contracts/problem";
import { profileSchema } from "@vtp/contracts/account";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { verifyPassword } from "@vtp/password";
import { an, els, mohamed, DEMO_PASSWORD } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import type { ConfirmPassword } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;

/** Stands in for the identity provider's check (apps/idp password-confirmation.ts, tested there). */
function standInConfirmation(db: Kysely<DB>): ConfirmPassword {
  return async (sub, password) => {
    const row = await db.selectFrom("identity_accounts").select("password_hash").where("sub", "=", sub).executeTakeFirst();
    if (!row?.password_hash) return "no-password";
    return (await verifyPassword(password, row.password_hash)) ? "confirmed" : "wrong";
  };
}

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, confirmPassword: standInConfirmation(database.db) });
  library = await organiserOf(database.db, els, 0);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const code = (res: { body: unknown }) => problemSchema.parse(res.body).code;

async function holderIdOf(db: Kysely<DB>, cardNumber: string): Promise<string> {
  const row = await db.selectFrom("cards").select("holder_id").where("card_number", "=", cardNumber).executeTakeFirstOrThrow();
  return row.holder_id!;
}

describe("GET /api/user/my-data", () => {
  it("answers everything about the holder as a download that matches the schema", async () => {
    const res = await callAs(server, an, "GET", "/api/user/my-data");
    expect(res.status).toBe(200);
    const headers = res.headers as unknown as Record<string, string>;
    expect(headers["content-disposition"]).toBe('attachment; filename="mijn-gegevens-2026-11-21.json"');
    expect(headers["cache-control"]).toBe("no-store");
    const data = myDataSchema.parse(res.body);
    expect(data.account.email).toBe(an.email);
    expect(data.holder?.firstName).toBe("An");
    expect(data.cards.map((c) => c.cardNumber)).toContain(an.card!.number);
    expect(data.pointsLedger.reduce((sum, row) => sum + row.delta, 0)).toBe(data.holder!.points);
    expect(data.coupons.length).toBeGreaterThan(0);
    // The inbox (decision 0049): An's seeded milestones, newest first.
    expect(data.messages.map((m) => m.title)).toEqual(["Je hebt 100 punten gespaard", "Je eerste punten zijn binnen"]);
  });

  it("lists the counter's look-ups from the audit log", async () => {
    await callAs(server, els, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    const data = myDataSchema.parse((await callAs(server, an, "GET", "/api/user/my-data")).body);
    expect(data.counterLookups.at(-1)).toMatchObject({ action: expect.any(String) as string, organiser: expect.any(String) as string });
  });

  it("lists the channel choices, the push devices (only the service's host) and the favourites with the savings goal", async () => {
    const holderId = await holderIdOf(database.db, an.card!.number);
    await database.db
      .insertInto("channel_preferences")
      .values({ holder_id: holderId, reminder_mails: false, push_milestones: true, quiet_from: "22:30", quiet_until: "07:00" })
      .execute();
    await database.db
      .insertInto("push_subscriptions")
      .values({ holder_id: holderId, endpoint: "https://push.voorbeeld.test/geheim/abc123", p256dh: "B".repeat(87), auth: "A".repeat(22) })
      .execute();
    await database.db
      .insertInto("favourites")
      .values({ holder_id: holderId, kind: "reward", reward_id: 5 /* a demo reward */, savings_goal: true })
      .execute();
    const data = myDataSchema.parse((await callAs(server, an, "GET", "/api/user/my-data")).body);
    expect(data.format).toBe("my-data/2");
    expect(data.channels).toEqual({
      reminderMails: false,
      push: { service: false, milestones: true, info: false, reminders: false },
      quietHours: { from: "22:30", until: "07:00" },
    });
    expect(data.pushDevices).toEqual([{ service: "push.voorbeeld.test", createdAt: expect.any(String) as string }]);
    expect(JSON.stringify(data)).not.toContain("geheim");
    expect(data.favourites).toEqual([
      { kind: "reward", title: expect.any(String) as string, savingsGoal: true, savedAt: expect.any(String) as string },
    ]);
    expect(data.favourites[0]!.title).not.toBe("");
  });

  it("names every table that keeps something about a holder or an account: in the download, or why not", async () => {
    const tables = [...(await referenceColumns(database.db)).keys()].sort();
    expect(tables).toEqual(Object.keys(IN_DOWNLOAD).sort());
  });

  it("refuses a caller without a token", async () => {
    expect((await callAs(server, null, "GET", "/api/user/my-data")).status).toBe(401);
  });
});

describe("POST /api/user/cards/:cardNumber/block", () => {
  it("blocks the card at once: the counter, the partner API and the self-scan refuse it, the points stay", async () => {
    const holderId = await holderIdOf(database.db, an.card!.number);
    const before = await database.db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow();
    const res = await callAs(server, an, "POST", `/api/user/cards/${an.card!.number}/block`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cardNumber: an.card!.number, status: "BLOCKED", blockedAt: FIXTURE_NOW.toISOString() });

    const again = await callAs(server, an, "POST", `/api/user/cards/${an.card!.number}/block`);
    expect([again.status, code(again)]).toEqual([409, "CARD_ALREADY_BLOCKED"]);

    const profile = profileSchema.parse((await callAs(server, an, "GET", "/api/enduser/profile")).body);
    expect(profile.cardStatus).toBe("BLOCKED");

    const lookUp = await callAs(server, els, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    expect([lookUp.status, code(lookUp)]).toEqual([400, "invalid-card-status"]);
    const eventId = await insertOrganiserActivity(database.db, library, { code: "BLOK-BIB" });
    const counter = await callAs(server, els, "POST", `/api/v4/checkins?organizerId=${library}`, {
      uitpasNumber: an.card!.number,
      eventId: String(eventId),
    });
    expect([counter.status, code(counter)]).toEqual([400, "invalid-card-status"]);
    const selfScan = await callAs(server, an, "POST", "/api/user/checkin", { code: "BLOK-BIB" });
    expect(code(selfScan)).toBe("CHECKIN_CARD_BLOCKED");

    const after = await database.db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow();
    expect(after.points).toBe(before.points);
  });

  it("refuses another holder's card and a number that is no card", async () => {
    const other = await callAs(server, an, "POST", `/api/user/cards/${mohamed.card!.number}/block`);
    expect([other.status, code(other)]).toEqual([404, "CARD_NOT_YOURS"]);
    const bad = await callAs(server, an, "POST", `/api/user/cards/12345/block`);
    expect(bad.status).toBe(400);
    const status = await database.db
      .selectFrom("cards")
      .select("status")
      .where("card_number", "=", mohamed.card!.number)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("ACTIVE");
  });

  it("the database keeps a blocked card blocked and records when", async () => {
    await callAs(server, an, "POST", `/api/user/cards/${an.card!.number}/block`);
    await expect(
      database.db.updateTable("cards").set({ status: "ACTIVE" }).where("card_number", "=", an.card!.number).execute(),
    ).rejects.toThrow(/blocked card stays blocked/);
    await expect(
      database.db.updateTable("cards").set({ blocked_at: FIXTURE_NOW }).where("card_number", "=", mohamed.card!.number).execute(),
    ).rejects.toThrow(/cards_blocked_has_time/);
    const row = await database.db
      .selectFrom("cards")
      .select("blocked_at")
      .where("card_number", "=", an.card!.number)
      .executeTakeFirstOrThrow();
    expect(row.blocked_at).toEqual(FIXTURE_NOW);
  });
});

/**
 * Every table with a column that names a holder or an account, from information_schema: a table added
 * later without a line here fails this test, so the deletion cannot forget it.
 */
const REFERENCE_COLUMN = /(^|_)(holder_id|account_id)$|^user_sub$|^to_address$|^sub$/;

/** What may be left of the deleted account and its holder in each table (rows that still name them). */
const LEFT_AFTER_DELETION: Record<string, "none" | "kept"> = {
  // the account and everything only it had: gone
  identity_accounts: "none",
  web_sessions: "none",
  mail_outbox: "kept", // only the confirmation of the deletion (checked below)
  optins: "none",
  channel_preferences: "none",
  push_subscriptions: "none",
  messages: "none",
  favourites: "none",
  families: "none",
  family_members: "none",
  family_invitations: "none",
  insz_registry: "none",
  organiser_staff: "none",
  card_system_staff: "none",
  staff_last_organisers: "none",
  staff_invitations: "none",
  second_factors: "none", // the staff's second factor (decision 0061) goes with the account
  second_factor_recovery_codes: "none",
  // the card system's records on the anonymised holder: the card keeps working, the points keep their history
  holders: "kept",
  cards: "kept",
  memberships_card_system: "kept",
  kansenstatuut: "kept",
  points_ledger: "kept",
  checkins: "kept",
  redemptions: "kept",
  holder_coupons: "kept",
  association_memberships: "kept",
  ticket_sales: "kept",
  order_holders: "kept", // anonymised (checked below)
  staff_audit_log: "kept", // the organisers' append-only log, on the anonymised holder
  report_requests: "kept", // an organiser's report (counts, no holder), asked by a staff account; it expires after 7 days
  region_news: "kept", // a region's news (no holder), written by a staff account
};

/**
 * Where each of those tables shows in the download (a field of myDataSchema), or why it does not: a table
 * added later without a line here fails the test above, so the download cannot forget it either.
 */
const IN_DOWNLOAD: Record<string, keyof MyData | `not: ${string}`> = {
  identity_accounts: "account",
  web_sessions: "not: a login session's tokens, kept for at most its lifetime",
  mail_outbox: "not: the development mailbox's copies of mails the holder received",
  optins: "optins",
  channel_preferences: "channels",
  push_subscriptions: "pushDevices",
  messages: "messages",
  favourites: "favourites",
  families: "family",
  family_members: "family",
  family_invitations: "not: an invitation's code is the invitee's, and it lapses",
  insz_registry: "not: a hash of the national number, to refuse a second card; the number itself shows masked",
  organiser_staff: "not: a staff role of the account, shown on the staff pages",
  card_system_staff: "not: a staff role of the account, shown on the staff pages",
  staff_last_organisers: "not: the counter's last chosen organisation",
  staff_invitations: "not: an invitation to a staff role, shown to the organisation's admins",
  second_factors: "not: the staff's second factor's secret",
  second_factor_recovery_codes: "not: hashes of the staff's recovery codes",
  holders: "holder",
  cards: "cards",
  memberships_card_system: "regions",
  kansenstatuut: "kansenstatuut",
  points_ledger: "pointsLedger",
  checkins: "pointsLedger",
  redemptions: "redemptions",
  holder_coupons: "coupons",
  association_memberships: "associationMemberships",
  ticket_sales: "ticketSales",
  order_holders: "onlineRequests",
  staff_audit_log: "counterLookups",
  report_requests: "not: an organiser's report (counts, no holder) that a staff account asked for",
  region_news: "not: a region's news (no holder) that a staff account wrote; the holder's copy is in messages",
};

async function referenceColumns(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, column_name`.execute(db);
  const tables = new Map<string, string[]>();
  for (const r of rows.rows) {
    if (!REFERENCE_COLUMN.test(r.column_name)) continue;
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  }
  // the holder's own row: by its id
  tables.set("holders", [...(tables.get("holders") ?? []), "id"]);
  return tables;
}

async function rowsNaming(
  db: Kysely<DB>,
  table: string,
  columns: string[],
  ids: { holderId: string; accountId: string; sub: string; email: string },
) {
  const conditions = columns.map((column) => {
    const value =
      column.endsWith("holder_id") || (table === "holders" && column === "id")
        ? ids.holderId
        : column.endsWith("account_id")
          ? ids.accountId
          : column === "to_address"
            ? ids.email
            : ids.sub;
    return sql`${sql.ref(column)}::text = ${value}`;
  });
  const result = await sql<{
    n: string;
  }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE ${sql.join(conditions, sql` OR `)}`.execute(db);
  return Number(result.rows[0]!.n);
}

describe("POST /api/user/account/delete", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const res = await callAs(server, an, "POST", "/api/user/account/delete", { password: "niet-het-wachtwoord" });
    expect([res.status, code(res)]).toEqual([400, "WRONG_PASSWORD"]);
    expect(await database.db.selectFrom("identity_accounts").select("id").where("sub", "=", an.sub!).executeTakeFirst()).toBeDefined();
  });

  it("erases the account in one transaction; what is left in every table; the card still works at a counter", async () => {
    const db = database.db;
    const holderId = await holderIdOf(db, an.card!.number);
    const account = await db.selectFrom("identity_accounts").select(["id", "email"]).where("sub", "=", an.sub!).executeTakeFirstOrThrow();
    const ids = { holderId, accountId: account.id, sub: an.sub!, email: account.email };
    const pointsBefore = (await db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow()).points;
    // a web session and a refresh token of the account, to see them end
    await db
      .insertInto("web_sessions")
      .values({
        id: "sessie-an",
        user_sub: an.sub!,
        access_token: "a",
        refresh_token: "r",
        id_token: "i",
        expires_in_ms: 1,
        issued_at_ms: 1,
        absolute_expires_at: new Date(FIXTURE_NOW.getTime() + 3_600_000),
        data: "{}",
      })
      .execute();
    await db
      .insertInto("oidc_payloads")
      .values({ id: "rt-an", model: "RefreshToken", payload: JSON.stringify({ accountId: an.sub, grantId: "g-an" }), grant_id: "g-an" })
      .execute();
    await db
      .insertInto("oidc_payloads")
      .values({ id: "g-an", model: "Grant", payload: JSON.stringify({ accountId: an.sub }) })
      .execute();
    // a favourite, the savings goal (decision 0059), to see them go
    await db
      .insertInto("favourites")
      .values({ holder_id: holderId, kind: "reward", reward_id: 5 /* a demo reward */, savings_goal: true })
      .execute();
    // a counter look-up, to see the audit log keep it
    await callAs(server, els, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);

    const res = await callAs(server, an, "POST", "/api/user/account/delete", { password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, cardStaysUsable: true });

    const tables = await referenceColumns(db);
    const left: Record<string, number> = {};
    for (const [table, columns] of tables) left[table] = await rowsNaming(db, table, columns, ids);
    expect(Object.keys(left).sort()).toEqual(Object.keys(LEFT_AFTER_DELETION).sort());
    for (const [table, rule] of Object.entries(LEFT_AFTER_DELETION)) {
      if (rule === "none") expect([table, left[table]]).toEqual([table, 0]);
    }
    expect(await db.selectFrom("oidc_payloads").select("id").where("id", "in", ["rt-an", "g-an"]).execute()).toEqual([]);

    const holder = await db.selectFrom("holders").selectAll().where("id", "=", holderId).executeTakeFirstOrThrow();
    expect(holder).toMatchObject({
      first_name: "",
      last_name: "",
      gender: null,
      email: null,
      gsm: null,
      street_and_number: null,
      points: pointsBefore,
    });
    expect(String(holder.birth_date)).toMatch(/^1990-01-01/);
    expect(holder.anonymised_at).not.toBeNull();
    const mails = await db.selectFrom("mail_outbox").select(["kind", "to_address"]).where("to_address", "=", account.email).execute();
    expect(mails).toEqual([{ kind: "account-deleted", to_address: account.email }]);

    // the token no longer opens anything; the card still saves a point at a counter
    expect((await callAs(server, an, "GET", "/api/user/my-data")).status).toBe(401);
    const eventId = await insertOrganiserActivity(db, library, { code: "NA-VERWIJDEREN" });
    const checkin = await callAs(server, els, "POST", `/api/v4/checkins?organizerId=${library}`, {
      uitpasNumber: an.card!.number,
      eventId: String(eventId),
    });
    expect(checkin.status).toBe(201);
    const lookUp = await callAs(server, els, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    expect(lookUp.status).toBe(200);

    // the database refuses contact data on an anonymised holder
    await expect(db.updateTable("holders").set({ email: "terug@voorbeeld.test" }).where("id", "=", holderId).execute()).rejects.toThrow(
      /holders_anonymised_without_contact/,
    );
  });
});
