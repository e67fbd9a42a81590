// The constraints of the organiser side's people (migration 0020): one role per account and organiser,
// only MEMBER or ADMIN, the last used organiser always one the account is staff of, one open invitation
// per organiser and address, and an audit log that refuses every UPDATE, DELETE and TRUNCATE. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";
import type { Database } from "./database.ts";
import type { DB } from "./schema.ts";

/** Postgres error code (SQLSTATE) of a rejected statement, from node-postgres or PGlite. */
async function sqlState(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error("De database aanvaardde een schrijfactie die ze had moeten weigeren");
}

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const INSUFFICIENT_PRIVILEGE = "42501";

describe("staff constraints", () => {
  let database: Database;
  let db: Kysely<DB>;
  let accountId: string;
  let gent: number;
  let other: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    await db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
    const organisers = await db
      .insertInto("organisers")
      .values([
        { name: "Bibliotheek De Krook", card_system_id: 1 },
        { name: "Zwembad Van Eyck", card_system_id: 1 },
      ])
      .returning("id")
      .execute();
    [gent, other] = organisers.map((o) => o.id) as [number, number];
    const account = await db
      .insertInto("identity_accounts")
      .values({ sub: "staff-1", email: "els@voorbeeld.test" })
      .returning("id")
      .executeTakeFirstOrThrow();
    accountId = account.id;
  });

  afterEach(async () => {
    await database.close();
  });

  it("gives an account one role per organiser, MEMBER or ADMIN", async () => {
    await db.insertInto("organiser_staff").values({ account_id: accountId, organiser_id: gent, role: "ADMIN" }).execute();
    expect(
      await sqlState(db.insertInto("organiser_staff").values({ account_id: accountId, organiser_id: gent, role: "MEMBER" }).execute()),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("organiser_staff")
          .values({ account_id: accountId, organiser_id: other, role: "OWNER" as never })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(db.insertInto("card_system_staff").values({ account_id: accountId, card_system_id: 99 }).execute())).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });

  it("remembers only an organiser the account is staff of, and forgets it with the role", async () => {
    expect(await sqlState(db.insertInto("staff_last_organisers").values({ account_id: accountId, organiser_id: gent }).execute())).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    await db.insertInto("organiser_staff").values({ account_id: accountId, organiser_id: gent, role: "MEMBER" }).execute();
    await db.insertInto("staff_last_organisers").values({ account_id: accountId, organiser_id: gent }).execute();
    await db.deleteFrom("organiser_staff").where("account_id", "=", accountId).execute();
    expect(await db.selectFrom("staff_last_organisers").selectAll().execute()).toEqual([]);
  });

  it("keeps one open invitation per organiser and address, in lower case, expiring after it was made", async () => {
    const invitation = {
      organiser_id: gent,
      email: "nieuw@voorbeeld.test",
      role: "MEMBER" as const,
      expires_at: new Date(Date.now() + 86_400_000),
    };
    await db
      .insertInto("staff_invitations")
      .values({ ...invitation, token_hash: "h1" })
      .execute();
    expect(
      await sqlState(
        db
          .insertInto("staff_invitations")
          .values({ ...invitation, token_hash: "h2" })
          .execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("staff_invitations")
          .values({ ...invitation, email: "Nieuw@voorbeeld.test", token_hash: "h3" })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("staff_invitations")
          .values({ ...invitation, organiser_id: other, token_hash: "h4", expires_at: new Date(Date.now() - 1000) })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    // Once accepted, a new invitation for the same address may be sent.
    await db.updateTable("staff_invitations").set({ accepted_at: new Date(), accepted_by_account_id: accountId }).execute();
    await db
      .insertInto("staff_invitations")
      .values({ ...invitation, token_hash: "h5" })
      .execute();
  });

  it("keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused", async () => {
    await db
      .insertInto("staff_audit_log")
      .values({ account_id: accountId, organiser_id: gent, action: "holder.lookup", object_type: "card", object_id: "4010000120100" })
      .execute();
    expect(await sqlState(db.updateTable("staff_audit_log").set({ action: "holder.forgotten" }).execute())).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlState(db.deleteFrom("staff_audit_log").execute())).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlState(sql`TRUNCATE staff_audit_log`.execute(db))).toBe(INSUFFICIENT_PRIVILEGE);
    const rows = await db.selectFrom("staff_audit_log").select(["action", "account_id"]).execute();
    expect(rows).toEqual([{ action: "holder.lookup", account_id: accountId }]);
    // A row names its scope and a well-formed action; an object comes with its type.
    expect(await sqlState(db.insertInto("staff_audit_log").values({ account_id: accountId, action: "holder.lookup" }).execute())).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlState(
        db.insertInto("staff_audit_log").values({ account_id: accountId, organiser_id: gent, action: "Iets gedaan" }).execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("staff_audit_log")
          .values({ account_id: accountId, card_system_id: 1, action: "report.view", object_id: "7" })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});
