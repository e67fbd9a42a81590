// A staff member's second factor wiped by the organiser's ADMIN (decision 0066), on PGlite and on PostgreSQL
// (DATABASE_URL): the factor and its recovery codes go, the audit log and a mail say so, in one transaction;
// the person is still staff and enrols a new factor at the next login. Refused in Dutch, writing nothing: a
// MEMBER, card-system staff, someone who is not this organiser's staff, an account without a factor.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "@vtp/mailer";
import { problemSchema } from "@vtp/contracts/problem";
import { staffMemberSchema } from "@vtp/contracts/staff-members";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { els, katrien } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;
const lost = { sub: "staff-lost-phone", id: "a0000000-0000-4000-8000-00000000e101", email: "gsm.kwijt@voorbeeld.test" };

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  pool = await organiserOf(database.db, els, 1);
  await database.db
    .insertInto("identity_accounts")
    .values({ id: lost.id, sub: lost.sub, email: lost.email, email_verified: true, first_name: "Lotte", last_name: "Kwijt" })
    .execute();
  await database.db.insertInto("organiser_staff").values({ account_id: lost.id, organiser_id: library, role: "MEMBER" }).execute();
  await database.db
    .insertInto("second_factors")
    .values({ account_id: lost.id, secret_sealed: "v1.aaaa.bbbb.cccc", last_used_step: null })
    .execute();
  await database.db
    .insertInto("second_factor_recovery_codes")
    .values([1, 2, 3].map((n) => ({ account_id: lost.id, code_hash: String(n).repeat(64), used_at: null })))
    .execute();
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

const reset = (who: { sub: string | null }, organiserId: number, accountId = lost.id) =>
  callAs(server, who, "DELETE", `/api/v4/staff/${accountId}/second-factor?organizerId=${organiserId}`);

/** What a refusal must leave as it was. */
async function written() {
  const { rows } = await sql<{ factors: string; codes: string; audit: string; mails: string }>`
    SELECT (SELECT count(*) FROM second_factors) AS factors, (SELECT count(*) FROM second_factor_recovery_codes) AS codes,
      (SELECT count(*) FROM staff_audit_log) AS audit, (SELECT count(*) FROM mail_outbox) AS mails`.execute(database.db);
  return rows[0];
}

function problem(answer: { status: number; body: unknown }) {
  const p = problemSchema.parse(answer.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: answer.status, code: p.code };
}

describe("DELETE /api/v4/staff/:accountId/second-factor", () => {
  it("refuses a MEMBER, card-system staff and another organiser's staff member, writing nothing", async () => {
    const before = await written();
    // Els is MEMBER of the pool: the reset is the organiser's ADMIN's.
    expect(problem(await reset(els, pool))).toEqual({ status: 403, code: "missing-permission" });
    expect(problem(await reset(katrien, library))).toEqual({ status: 403, code: "missing-permission" });
    // The person is staff of the library, not of the pool where Els would be ADMIN: here, of the library, a stranger.
    expect(problem(await reset(els, library, "a0000000-0000-4000-8000-00000000e199"))).toEqual({
      status: 404,
      code: "staff-member-not-found",
    });
    expect(await written()).toEqual(before);
  });

  it("wipes the factor and its recovery codes, logs it, mails the person, who stays staff; a second time is 409", async () => {
    const answer = await reset(els, library);
    expect(answer.status).toBe(200);
    expect(staffMemberSchema.parse(answer.body)).toMatchObject({ accountId: lost.id, role: "MEMBER", hasSecondFactor: false });
    expect(await database.db.selectFrom("second_factors").select("account_id").where("account_id", "=", lost.id).execute()).toEqual([]);
    expect(
      await database.db.selectFrom("second_factor_recovery_codes").select("code_hash").where("account_id", "=", lost.id).execute(),
    ).toEqual([]);
    const audit = await database.db
      .selectFrom("staff_audit_log")
      .select(["action", "organiser_id", "object_id"])
      .where("action", "=", "staff.second-factor-reset")
      .execute();
    expect(audit).toEqual([{ action: "staff.second-factor-reset", organiser_id: library, object_id: lost.id }]);
    const mails = (await listOutbox(database.db, { to: lost.email })).filter((m) => m.kind === "staff-second-factor-reset");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Bij je volgende aanmelding met je wachtwoord stel je een nieuwe in");

    const before = await written();
    expect(problem(await reset(els, library))).toEqual({ status: 409, code: "no-second-factor" });
    expect(await written()).toEqual(before);
  });
});
