// Staff management (decision 0047) on the seeded demo data, on PGlite and on PostgreSQL (DATABASE_URL):
// an ADMIN invites by e-mail (the token only hashed, one open invitation per address, the Dutch mail with
// its link), the invited person accepts when signed in with the invited, verified address, the list, a
// role change, a removal, card-system staff inviting a first ADMIN; every refusal is a Dutch problem and
// writes nothing; an organiser never loses its last ADMIN (also when the database is asked directly).
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import { staffInvitationSchema, staffListSchema } from "@vtp/contracts/staff-members";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { bram, els, katrien } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;
let aalst: number;
/** A Gent organiser without staff, for card-system staff's first ADMIN. */
let noStaff: number;

const NEW_EMAIL = "nieuwe.medewerker@voorbeeld.test";
const newcomer = { sub: "staff-newcomer", id: "a0000000-0000-4000-8000-00000000e001" };
const stranger = { sub: "staff-stranger", id: "a0000000-0000-4000-8000-00000000e002" };
const unverified = { sub: "staff-unverified", id: "a0000000-0000-4000-8000-00000000e003" };
/** A second ADMIN of the library, made by the tests. */
const second = { sub: "staff-second-admin", id: "a0000000-0000-4000-8000-00000000e004" };

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  pool = await organiserOf(database.db, els, 1);
  aalst = await organiserOf(database.db, bram, 0);
  const row = await database.db
    .selectFrom("organisers")
    .select("id")
    .where("card_system_id", "=", 1)
    .where("id", "not in", (eb) => eb.selectFrom("organiser_staff").select("organiser_id"))
    .orderBy("id")
    .executeTakeFirstOrThrow();
  noStaff = row.id;
  await database.db
    .insertInto("identity_accounts")
    .values([
      {
        id: newcomer.id,
        sub: newcomer.sub,
        email: "Nieuwe.Medewerker@voorbeeld.test",
        email_verified: true,
        first_name: "Nina",
        last_name: "Nieuw",
      },
      { id: stranger.id, sub: stranger.sub, email: "iemand.anders@voorbeeld.test", email_verified: true },
      { id: unverified.id, sub: unverified.sub, email: "onbevestigd@voorbeeld.test", email_verified: false },
      { id: second.id, sub: second.sub, email: "tweede.beheerder@voorbeeld.test", email_verified: true },
    ])
    .execute();
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

beforeEach(() => server.setNow(FIXTURE_NOW));

const staffUrl = (organiserId: number, suffix = "") => `/api/v4/staff${suffix}?organizerId=${organiserId}`;
const invite = (who: { sub: string }, organiserId: number, email: string, role = "MEMBER") =>
  callAs(server, who, "POST", staffUrl(organiserId, "/invitations"), { email, role });
const accept = (who: { sub: string }, token: string) => callAs(server, who, "POST", "/api/staff-invitations/accept", { token });

async function mailsTo(email: string) {
  return database.db
    .selectFrom("mail_outbox")
    .select(["kind", "subject", "text_body"])
    .where("to_address", "=", email)
    .orderBy("created_at")
    .execute();
}
const tokenOf = (text: string) => /\/medewerker-uitnodiging\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function counts() {
  const [invitations, staff, audit, mails] = await Promise.all(
    ["staff_invitations", "organiser_staff", "staff_audit_log", "mail_outbox"].map((table) =>
      sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db),
    ),
  );
  return [invitations, staff, audit, mails].map((r) => Number(r!.rows[0]!.n));
}

async function roleOf(accountId: string, organiserId: number) {
  const row = await database.db
    .selectFrom("organiser_staff")
    .select("role")
    .where("account_id", "=", accountId)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return row?.role;
}

function expectProblem(answer: { status: number; body: unknown }, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const problem = problemSchema.parse(answer.body);
  expect(problem.code).toBe(code);
  expect(problem.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return problem;
}

describe(`staff management (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let firstToken: string;

  it("an ADMIN invites by e-mail: the token only hashed, 14 days, a Dutch mail with the link, an audit entry", async () => {
    const answer = await invite(els, library, " Nieuwe.Medewerker@Voorbeeld.test ");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invitation = staffInvitationSchema.parse(answer.body);
    expect(invitation).toMatchObject({ email: NEW_EMAIL, role: "MEMBER", expired: false });
    expect(Date.parse(invitation.expiresAt) - FIXTURE_NOW.getTime()).toBe(14 * 86_400_000);
    const [mail, ...more] = await mailsTo(NEW_EMAIL);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe("staff-invitation");
    expect(mail!.subject).toMatch(/^Uitnodiging: word medewerker van .+/);
    expect(mail!.text_body).toContain("meld je aan met dit e-mailadres");
    firstToken = tokenOf(mail!.text_body)!;
    expect(firstToken).toBeDefined();
    const stored = await database.db.selectFrom("staff_invitations").selectAll().where("id", "=", invitation.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(firstToken);
    expect(stored.invited_by_account_id).toBe(els.accountId);
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("object_id", "=", invitation.id).execute();
    expect(audit).toMatchObject([{ action: "staff.invite", account_id: els.accountId, organiser_id: library }]);
  });

  it("a new invitation to the same address replaces the open one: the old link no longer works", async () => {
    const answer = await invite(els, library, NEW_EMAIL, "ADMIN");
    expect(answer.status).toBe(201);
    const open = await database.db.selectFrom("staff_invitations").select("role").where("email", "=", NEW_EMAIL).execute();
    expect(open).toEqual([{ role: "ADMIN" }]);
    expectProblem(await accept(newcomer, firstToken), 404, "invitation-not-found");
  });

  it("refuses the wrong account, an unverified address, an unknown token and an expired link, writing nothing", async () => {
    const token = tokenOf((await mailsTo(NEW_EMAIL)).at(-1)!.text_body)!;
    const before = await counts();
    expectProblem(await accept(stranger, token), 403, "invitation-other-address");
    expectProblem(await accept(newcomer, "x".repeat(43)), 404, "invitation-not-found");
    const forUnverified = await invite(els, library, "onbevestigd@voorbeeld.test");
    const unverifiedToken = tokenOf((await mailsTo("onbevestigd@voorbeeld.test"))[0]!.text_body)!;
    expect(forUnverified.status).toBe(201);
    const afterInvite = await counts();
    expectProblem(await accept(unverified, unverifiedToken), 403, "invitation-email-unverified");
    server.setNow(new Date(FIXTURE_NOW.getTime() + 15 * 86_400_000));
    expectProblem(await accept(newcomer, token), 410, "invitation-expired");
    expect(await counts()).toEqual(afterInvite);
    expect(afterInvite).toEqual([before[0]! + 1, before[1], before[2]! + 1, before[3]! + 1]);
  });

  it("the invited person, signed in with the invited address, accepts once and is staff with the role", async () => {
    const token = tokenOf((await mailsTo(NEW_EMAIL)).at(-1)!.text_body)!;
    const answer = await accept(newcomer, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ organizer: { id: String(library), name: expect.any(String) }, role: "ADMIN" });
    expect(await roleOf(newcomer.id, library)).toBe("ADMIN");
    const audit = await database.db
      .selectFrom("staff_audit_log")
      .select(["action", "account_id"])
      .where("action", "=", "staff.invitation-accept")
      .execute();
    expect(audit).toEqual([{ action: "staff.invitation-accept", account_id: newcomer.id }]);
    expectProblem(await accept(newcomer, token), 409, "invitation-used");
    // The new ADMIN can now read the staff list.
    expect((await callAs(server, newcomer, "GET", staffUrl(library))).status).toBe(200);
  });

  it("lists the staff (ADMINs first, no second factor yet) and the open invitations", async () => {
    const answer = await callAs(server, els, "GET", staffUrl(library));
    expect(answer.status).toBe(200);
    const list = staffListSchema.parse(answer.body);
    expect(list.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [els.email, "ADMIN"],
        ["Nieuwe.Medewerker@voorbeeld.test", "ADMIN"],
      ]),
    );
    expect(list.members.findIndex((m) => m.role === "MEMBER")).not.toBe(0);
    expect(list.members.find((m) => m.accountId === newcomer.id)).toMatchObject({ name: "Nina Nieuw", hasSecondFactor: false });
    expect(list.members.find((m) => m.accountId === newcomer.id)!.lastActiveAt).not.toBeNull();
    expect(list.invitations.map((i) => [i.email, i.role])).toEqual([["onbevestigd@voorbeeld.test", "MEMBER"]]);
    // Card-system staff of the region read it; a MEMBER and staff of another region do not.
    expect((await callAs(server, katrien, "GET", staffUrl(library))).status).toBe(200);
    expectProblem(await callAs(server, els, "GET", staffUrl(pool)), 403, "missing-permission");
    expectProblem(await callAs(server, bram, "GET", staffUrl(library)), 403, "missing-permission");
  });

  it("refuses bad input and a foreign organiser with a Dutch problem, writing nothing", async () => {
    const before = await counts();
    const bad = expectProblem(await invite(els, library, "geen-e-mailadres"), 400, "validation");
    expect(JSON.stringify(bad)).toContain("Dit is geen geldig e-mailadres");
    expectProblem(await invite(els, library, NEW_EMAIL, "OWNER"), 400, "validation");
    expectProblem(await invite(els, aalst, "iemand@voorbeeld.test"), 403, "missing-permission");
    expectProblem(await invite(els, library, els.email), 409, "already-staff");
    expectProblem(await invite(bram, aalst, "iemand@voorbeeld.test"), 403, "missing-permission");
    expectProblem(await callAs(server, els, "DELETE", staffUrl(aalst, `/${bram.accountId}`)), 403, "missing-permission");
    expectProblem(await callAs(server, els, "PUT", staffUrl(library, "/geen-id"), { role: "ADMIN" }), 400, "validation");
    expect(await counts()).toEqual(before);
  });

  it("card-system staff invite an organiser's first ADMIN, never a MEMBER, and only in their region", async () => {
    const before = await counts();
    expectProblem(await invite(katrien, noStaff, "eerste.beheerder@voorbeeld.test"), 403, "invitation-role-not-allowed");
    expectProblem(await invite(katrien, aalst, "eerste.beheerder@voorbeeld.test", "ADMIN"), 403, "missing-permission");
    expect(await counts()).toEqual(before);
    const answer = await invite(katrien, noStaff, "tweede.beheerder@voorbeeld.test", "ADMIN");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const token = tokenOf((await mailsTo("tweede.beheerder@voorbeeld.test"))[0]!.text_body)!;
    expect((await accept(second, token)).status).toBe(200);
    expect(await roleOf(second.id, noStaff)).toBe("ADMIN");
  });

  it("changes a role and removes a member, with audit entries; never the organiser's last ADMIN", async () => {
    // noStaff has one ADMIN: it can neither become MEMBER nor leave, also not by itself.
    const before = await counts();
    expectProblem(await callAs(server, second, "PUT", staffUrl(noStaff, `/${second.id}`), { role: "MEMBER" }), 409, "last-admin");
    expectProblem(await callAs(server, second, "DELETE", staffUrl(noStaff, `/${second.id}`)), 409, "last-admin");
    expect(await counts()).toEqual(before);
    expect(await roleOf(second.id, noStaff)).toBe("ADMIN");
    // The library has two ADMINs: Els makes the newcomer MEMBER, then removes them.
    const changed = await callAs(server, els, "PUT", staffUrl(library, `/${newcomer.id}`), { role: "MEMBER" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ accountId: newcomer.id, role: "MEMBER" });
    expectProblem(await callAs(server, newcomer, "DELETE", staffUrl(library, `/${els.accountId}`)), 403, "missing-permission");
    expect((await callAs(server, els, "DELETE", staffUrl(library, `/${newcomer.id}`))).body).toEqual({ removed: true });
    expect(await roleOf(newcomer.id, library)).toBeUndefined();
    expectProblem(await callAs(server, els, "DELETE", staffUrl(library, `/${newcomer.id}`)), 404, "staff-member-not-found");
    const actions = await database.db
      .selectFrom("staff_audit_log")
      .select("action")
      .where("object_id", "=", newcomer.id)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["staff.role-change", "staff.remove"]);
  });

  it("the database itself refuses to take an organiser's last ADMIN, but lets the account's erasure through", async () => {
    const direct = database.db
      .deleteFrom("organiser_staff")
      .where("account_id", "=", second.id)
      .where("organiser_id", "=", noStaff)
      .execute();
    await expect(direct).rejects.toMatchObject({ code: "23514" });
    const demote = database.db.updateTable("organiser_staff").set({ role: "MEMBER" }).where("account_id", "=", second.id).execute();
    await expect(demote).rejects.toMatchObject({ code: "23514" });
    expect(await roleOf(second.id, noStaff)).toBe("ADMIN");
    await database.db.deleteFrom("identity_accounts").where("id", "=", second.id).execute();
    expect(await roleOf(second.id, noStaff)).toBeUndefined();
  });
});
