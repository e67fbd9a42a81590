// Family invitations (issue 22 §4, decision 0055) on the demo seed (PGlite, and PostgreSQL with
// DATABASE_URL): who is invited instead of added, the invitee's mail and inbox message, one pending
// invitation per family and person (the database's partial UNIQUE index), accepting within the caps,
// expiry, declining, withdrawing, and that only the invitee answers and only the main holder withdraws.
// Acceptances at once run on PostgreSQL in family.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFamilyMemberResponseSchema, familyResponseSchema } from "@vtp/contracts/family";
import { FAMILY_INVITATION_DAYS, familyInvitationDoneResponseSchema } from "@vtp/contracts/family-invitations";
import { problemSchema } from "@vtp/contracts/problem";
import { an, lotte, mohamed, pieter, sofie } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, ilse, jonas, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const NOW = FIXTURE_NOW;
const DAY_MS = 86_400_000;

let database: Database;
let server: IdentityTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function call(sub: string | undefined, method: "GET" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>) {
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: sub === undefined ? {} : { authorization: `Bearer ${await server.tokens.sign(sub)}` },
    ...(payload === undefined ? {} : { payload }),
  });
}
const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;
const family = async (sub: string) => {
  const res = await call(sub, "GET", "/user/family");
  expect(res.statusCode).toBe(200);
  return familyResponseSchema.parse(res.json());
};
const add = async (sub: string, p: { cardNumber: string; birthDate: string }) => call(sub, "POST", "/user/family/members", p);
const addOk = async (sub: string, p: { cardNumber: string; birthDate: string }) => {
  const res = await add(sub, p);
  expect(res.statusCode, res.body).toBe(200);
  return addFamilyMemberResponseSchema.parse(res.json());
};
const card = (p: { card: { number: string } | null; birthDate: string }) => ({ cardNumber: p.card!.number, birthDate: p.birthDate });
const accept = (sub: string, id: string) => call(sub, "POST", `/user/family-invitations/${id}/accept`);
const decline = (sub: string, id: string) => call(sub, "POST", `/user/family-invitations/${id}/decline`);
const withdraw = (sub: string, id: string) => call(sub, "DELETE", `/user/family/invitations/${id}`);
const invitationFor = async (sub: string, mainHolderFirstName: string) => {
  const found = (await family(sub)).invitationsForMe.find((i) => i.mainHolderFirstName === mainHolderFirstName);
  expect(found, `${mainHolderFirstName} nodigde niet uit`).toBeDefined();
  return found!.invitationId;
};
const mailsTo = (email: string, kind: string) =>
  database.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", email)
    .where("kind", "=", kind)
    .orderBy("created_at")
    .execute();
const titlesOf = async (holderId: string) =>
  (await database.db.selectFrom("messages").select("title").where("holder_id", "=", holderId).orderBy("created_at").execute()).map(
    (m) => m.title,
  );

describe("who is invited and who is added at once", () => {
  it("adds a child under 16 without an account of their own at once", async () => {
    const body = await addOk(an.sub!, { cardNumber: jonas.number, birthDate: jonas.birthDate });
    expect(body).toMatchObject({ status: "ADDED", expiresAt: null, member: { firstName: "Jonas", ageGroup: "CHILD" } });
    expect(body.member.addedAt).not.toBeNull();
    expect((await family(an.sub!)).members.map((m) => m.firstName)).toEqual(["An", "Jonas"]);
  });

  it("invites a child under 16 with an account of their own: no membership until they accept", async () => {
    // Lotte (14) left the Janssens family first, so this is about An's family only.
    const body = await addOk(an.sub!, card(lotte));
    expect(body).toMatchObject({ status: "INVITED", notified: true, member: { firstName: "Lotte", ageGroup: "CHILD", addedAt: null } });
    expect(body.expiresAt).toBe(new Date(NOW.getTime() + FAMILY_INVITATION_DAYS * DAY_MS).toISOString());
    const owner = await family(an.sub!);
    expect(owner.members.map((m) => m.firstName)).toEqual(["An", "Jonas"]);
    expect(owner.pendingInvitations).toEqual([
      {
        invitationId: expect.any(String),
        holderId: lotte.holderId,
        firstName: "Lotte",
        lastName: "Janssens",
        ageGroup: "CHILD",
        invitedAt: NOW.toISOString(),
        expiresAt: body.expiresAt,
      },
    ]);
    expect((await family(lotte.sub!)).invitationsForMe).toEqual([
      expect.objectContaining({ mainHolderFirstName: "An", mainHolderLastNameInitial: "P.", mainHolderGender: "FEMALE" }),
    ]);
  });

  it("invites a holder aged 16 or more without an account", async () => {
    const body = await addOk(mohamed.sub!, { cardNumber: ilse.number, birthDate: ilse.birthDate });
    expect(body).toMatchObject({ status: "INVITED", member: { firstName: "Ilse", ageGroup: "ADULT" } });
    expect((await family(mohamed.sub!)).members).toHaveLength(1);
    expect((await family(mohamed.sub!)).pendingInvitations.map((i) => i.firstName)).toEqual(["Ilse"]);
  });

  it("mails the invitee a link to /profiel/gezin with the expiry, and puts an inbox message there", async () => {
    const mails = await mailsTo(lotte.email!, "family-invitation");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("An P. nodigt je uit in een gezin in UiTPAS");
    expect(mails[0]!.text_body).toMatch(/\/profiel\/gezin\n/);
    expect(mails[0]!.text_body).toContain("De uitnodiging is geldig tot ");
    expect(mails[0]!.text_body).not.toContain("/undo-family");
    const message = await database.db
      .selectFrom("messages")
      .select(["title", "link_path", "topic"])
      .where("holder_id", "=", lotte.holderId!)
      .where("dedup_key", "like", "family:invited:%")
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: "An P. nodigt je uit in een gezin", link_path: "/profiel/gezin", topic: "service" });
    // Its mail is the invitation itself: no second mail of the message.
    expect(await mailsTo(lotte.email!, "message-service")).toEqual([]);
  });
});

describe("one pending invitation per family and person", () => {
  it("refuses a second invitation while the first waits", async () => {
    const res = await add(an.sub!, card(lotte));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe("FAMILY_ALREADY_INVITED");
    expect(problemSchema.parse(res.json()).endUserMessage.nl).toBe(
      "Je hebt deze persoon al uitgenodigd. De uitnodiging wacht nog op antwoord.",
    );
  });

  it("is a database constraint: a second PENDING row is refused, a closed one is not", async () => {
    const first = await database.db
      .selectFrom("family_invitations")
      .selectAll()
      .where("holder_id", "=", lotte.holderId!)
      .executeTakeFirstOrThrow();
    const row = { family_id: first.family_id, holder_id: first.holder_id, created_at: NOW, expires_at: first.expires_at };
    await expect(database.db.insertInto("family_invitations").values(row).execute()).rejects.toMatchObject({ code: "23505" });
    await database.db
      .insertInto("family_invitations")
      .values({ ...row, state: "DECLINED", closed_at: NOW })
      .execute();
    await expect(
      database.db
        .insertInto("family_invitations")
        .values({ ...row, state: "DECLINED" })
        .execute(),
    ).rejects.toMatchObject({ code: "23514" });
  });
});

describe("answering", () => {
  it("lets only the invitee accept or decline, and only the main holder withdraw", async () => {
    const id = await invitationFor(lotte.sub!, "An");
    for (const sub of [sofie.sub!, mohamed.sub!]) {
      expect(codeOf(await accept(sub, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
      expect(codeOf(await decline(sub, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
      expect(codeOf(await withdraw(sub, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
    }
    // The invitee cannot withdraw it either (it is not her family).
    expect((await withdraw(lotte.sub!, id)).statusCode).toBe(404);
    expect((await family(an.sub!)).pendingInvitations).toHaveLength(1);
    for (const res of [await accept(undefined as unknown as string, id)]) expect(res.statusCode).toBe(401);
    expect((await call(lotte.sub!, "POST", "/user/family-invitations/abc/accept")).statusCode).toBe(400);
  });

  it("accepting makes a member, mails the /undo-family link and tells the main holder; it works once", async () => {
    const id = await invitationFor(lotte.sub!, "An");
    const res = await accept(lotte.sub!, id);
    expect(res.statusCode).toBe(200);
    const done = familyInvitationDoneResponseSchema.parse(res.json());
    expect(done.status).toBe("ACCEPTED");
    const owner = await family(an.sub!);
    expect(owner.members.map((m) => m.firstName).sort()).toEqual(["An", "Jonas", "Lotte"]);
    expect(owner.pendingInvitations).toEqual([]);
    expect((await family(lotte.sub!)).memberOf.map((f) => f.familyId)).toContain(done.familyId);
    expect((await family(lotte.sub!)).invitationsForMe).toEqual([]);
    const notice = await mailsTo(lotte.email!, "family-notice");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text_body).toMatch(/\/undo-family\?token=[A-Za-z0-9_-]{40,}/);
    expect(await titlesOf(an.holderId!)).toContain("Lotte J. is nu lid van je gezin");
    expect(codeOf(await accept(lotte.sub!, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
    expect(codeOf(await add(an.sub!, card(lotte)))).toBe("FAMILY_MEMBER_ALREADY_ADDED");
  });

  it("refuses an expired invitation in Dutch, no longer lists it, and lets the main holder invite again", async () => {
    await addOk(mohamed.sub!, card(pieter));
    const id = await invitationFor(pieter.sub!, "Mohamed");
    server.setNow(new Date(NOW.getTime() + (FAMILY_INVITATION_DAYS + 1) * DAY_MS));
    try {
      const res = await accept(pieter.sub!, id);
      expect(res.statusCode).toBe(410);
      expect(codeOf(res)).toBe("FAMILY_INVITATION_EXPIRED");
      expect(problemSchema.parse(res.json()).endUserMessage.nl).toBe(
        "Deze uitnodiging is verlopen. Vraag de hoofdgebruiker om je opnieuw uit te nodigen.",
      );
      expect((await family(pieter.sub!)).invitationsForMe).toEqual([]);
      // Ilse's invitation of the same day expired too.
      expect((await family(mohamed.sub!)).pendingInvitations).toEqual([]);
      expect((await family(mohamed.sub!)).members).toHaveLength(1);
      // A new invitation closes the expired one (the UNIQUE index counts PENDING rows only).
      expect((await addOk(mohamed.sub!, card(pieter))).status).toBe("INVITED");
      const states = await database.db
        .selectFrom("family_invitations")
        .select("state")
        .where("holder_id", "=", pieter.holderId!)
        .orderBy("created_at")
        .execute();
      expect(states.map((s) => s.state)).toEqual(["EXPIRED", "PENDING"]);
      expect((await withdraw(mohamed.sub!, await invitationFor(pieter.sub!, "Mohamed"))).statusCode).toBe(200);
    } finally {
      server.setNow(NOW);
    }
  });

  it("declining makes no member, tells the main holder, and works once", async () => {
    await addOk(mohamed.sub!, card(pieter));
    const id = await invitationFor(pieter.sub!, "Mohamed");
    const res = await decline(pieter.sub!, id);
    expect(res.statusCode).toBe(200);
    expect(familyInvitationDoneResponseSchema.parse(res.json()).status).toBe("DECLINED");
    expect((await family(mohamed.sub!)).members).toHaveLength(1);
    expect((await family(pieter.sub!)).invitationsForMe).toEqual([]);
    expect(await titlesOf(mohamed.holderId!)).toContain("Pieter J. heeft je uitnodiging geweigerd");
    expect(codeOf(await decline(pieter.sub!, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
    expect(codeOf(await accept(pieter.sub!, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
  });

  it("a withdrawn invitation can no longer be accepted; the invitee is told", async () => {
    await addOk(mohamed.sub!, card(pieter));
    const id = await invitationFor(pieter.sub!, "Mohamed");
    const res = await withdraw(mohamed.sub!, id);
    expect(res.statusCode).toBe(200);
    expect(familyInvitationDoneResponseSchema.parse(res.json()).status).toBe("WITHDRAWN");
    expect(codeOf(await accept(pieter.sub!, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
    expect(codeOf(await withdraw(mohamed.sub!, id))).toBe("FAMILY_INVITATION_NOT_FOUND");
    expect(await titlesOf(pieter.holderId!)).toContain("Mohamed E. heeft de uitnodiging in een gezin ingetrokken");
  });
});

describe("the caps", () => {
  it("refuses to invite into a full age group, and checks the caps again when an invitation is accepted", async () => {
    // Sofie's family: Sofie and Pieter (2 of 2 adults).
    expect(codeOf(await add(sofie.sub!, card(an)))).toBe("FAMILY_TOO_MANY_ADULTS");
    expect((await call(sofie.sub!, "DELETE", `/user/family/members/${pieter.holderId}`)).statusCode).toBe(200);
    // One adult place left, two invitations: both may wait, only one can be accepted.
    await addOk(sofie.sub!, card(pieter));
    await addOk(sofie.sub!, card(mohamed));
    expect((await family(sofie.sub!)).pendingInvitations.map((i) => i.firstName).sort()).toEqual(["Mohamed", "Pieter"]);
    expect((await accept(pieter.sub!, await invitationFor(pieter.sub!, "Sofie"))).statusCode).toBe(200);
    const mohamedsId = await invitationFor(mohamed.sub!, "Sofie");
    const full = await accept(mohamed.sub!, mohamedsId);
    expect(full.statusCode).toBe(409);
    expect(codeOf(full)).toBe("FAMILY_TOO_MANY_ADULTS");
    expect(problemSchema.parse(full.json()).endUserMessage.nl).toContain("Het gezin van Sofie J. heeft al 2 volwassenen, het maximum.");
    const f = await family(sofie.sub!);
    expect(f.caps).toMatchObject({ adults: 2 });
    // Refused, not answered: it still waits (the main holder can make room or withdraw it).
    expect(f.pendingInvitations.map((i) => i.invitationId)).toEqual([mohamedsId]);
  });
});
