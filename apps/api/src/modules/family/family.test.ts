// The family endpoints on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): reading, every refusal
// of the add, the caps, removing, leaving, the mailed one-time link, and access control with another
// holder's ids. An adult with an account is invited and accepts (the invitation rules: invitations.test.ts).
// The caps under parallel adds and acceptances: family-race.test.ts (PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFamilyMemberResponseSchema, FAMILY_UNDO_TOKEN_HEADER, familyResponseSchema, familyUndoInfoSchema } from "@vtp/contracts/family";
import { problemSchema } from "@vtp/contracts/problem";
import { an, janssensFamily, lotte, mohamed, noor, pieter, sofie, tom, unregisteredCards } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import {
  blockedCardNumber,
  FIXTURE_NOW,
  ilse,
  jonas,
  seedIdentityFixtures,
  stockCardNumber,
  unknownCardNumber,
} from "../../testing/fixtures.ts";
import { basicAuth, buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const NOW = FIXTURE_NOW;
const yusuf = unregisteredCards[2]!;

async function call(
  server: IdentityTestServer,
  sub: string | undefined,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: sub === undefined ? {} : { authorization: `Bearer ${await server.tokens.sign(sub)}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;

describe("family (demo seed)", () => {
  let database: Database;
  let server: IdentityTestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
    server = await buildIdentityTestServer({ db: database.db, now: NOW });
  }, 180_000);

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  const family = async (sub: string) => {
    const res = await call(server, sub, "GET", "/user/family");
    expect(res.statusCode).toBe(200);
    return familyResponseSchema.parse(res.json());
  };
  const add = (sub: string, cardNumber: string, birthDate: string) =>
    call(server, sub, "POST", "/user/family/members", { cardNumber, birthDate });
  const memberIds = async (familyId: string) =>
    (await database.db.selectFrom("family_members").select("holder_id").where("family_id", "=", familyId).execute())
      .map((r) => r.holder_id)
      .sort();
  const mailsTo = (email: string) =>
    database.db
      .selectFrom("mail_outbox")
      .select(["kind", "subject", "text_body"])
      .where("to_address", "=", email)
      .orderBy("created_at")
      .execute();
  const tokenOf = (text: string) => /\/undo-family\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const notices = async (email: string) => (await mailsTo(email)).filter((m) => m.kind === "family-notice");
  /** The invitee accepts every invitation waiting for them. */
  const acceptAll = async (sub: string) => {
    for (const i of (await family(sub)).invitationsForMe)
      expect((await call(server, sub, "POST", `/user/family-invitations/${i.invitationId}/accept`)).statusCode).toBe(200);
  };

  describe("GET /api/user/family", () => {
    it("lists the main holder first, the members with their age group, and the caps", async () => {
      const f = await family(sofie.sub!);
      expect(f.members[0]).toMatchObject({
        holderId: sofie.holderId,
        firstName: "Sofie",
        lastName: "Janssens",
        mainFamilyMember: true,
        ageGroup: "ADULT",
      });
      const others = Object.fromEntries(f.members.slice(1).map((m) => [m.firstName, [m.mainFamilyMember, m.ageGroup]]));
      expect(others).toEqual({ Pieter: [false, "ADULT"], Lotte: [false, "CHILD"], Noor: [false, "CHILD"] });
      expect(f.members).toHaveLength(4);
      expect(f.caps).toEqual({ maxAdults: 2, maxChildren: 8, adults: 2, children: 2 });
      expect(f.isUnder16).toBe(false);
      expect(f.memberOf).toEqual([]);
    });

    it("shows a member the families they are in with the main holder's first name and initial only", async () => {
      const f = await family(pieter.sub!);
      expect(f.members).toEqual([expect.objectContaining({ firstName: "Pieter", mainFamilyMember: true, addedAt: null })]);
      expect(f.caps).toMatchObject({ adults: 1, children: 0 });
      expect(f.memberOf).toEqual([
        { familyId: janssensFamily.id, mainHolderFirstName: "Sofie", mainHolderLastNameInitial: "J.", addedAt: expect.any(String) },
      ]);
      expect(JSON.stringify(f)).not.toContain(noor.holderId!);
    });

    it("marks a holder under 16", async () => {
      expect((await family(lotte.sub!)).isUnder16).toBe(true);
    });

    it("answers NO_CARD to an account without a card and 401 without a token", async () => {
      const res = await call(server, tom.sub!, "GET", "/user/family");
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe("NO_CARD");
      expect((await call(server, undefined, "GET", "/user/family")).statusCode).toBe(401);
    });
  });

  describe("POST /api/user/family/members", () => {
    it("invites an adult with an account; once they accept, they are a member with a mailed one-time link", async () => {
      const res = await add(an.sub!, mohamed.card!.number, mohamed.birthDate);
      expect(res.statusCode).toBe(200);
      const body = addFamilyMemberResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        status: "INVITED",
        notified: true,
        member: { holderId: mohamed.holderId, firstName: "Mohamed", ageGroup: "ADULT", mainFamilyMember: false, addedAt: null },
      });
      expect((await family(an.sub!)).members.map((m) => m.firstName)).toEqual(["An"]);
      await acceptAll(mohamed.sub!);
      const f = await family(an.sub!);
      expect(f.members.map((m) => m.firstName)).toEqual(["An", "Mohamed"]);
      expect(f.caps).toMatchObject({ adults: 2, children: 0 });
      expect((await family(mohamed.sub!)).memberOf).toEqual([
        expect.objectContaining({ mainHolderFirstName: "An", mainHolderLastNameInitial: "P." }),
      ]);
      const mails = await notices(mohamed.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain("Je hebt de uitnodiging van An P. aanvaard");
      const token = tokenOf(mails[0]!.text_body);
      expect(token).toBeDefined();
      // Only the hash is stored.
      const row = await database.db
        .selectFrom("family_members")
        .select("leave_token_hash")
        .where("holder_id", "=", mohamed.holderId!)
        .executeTakeFirstOrThrow();
      expect(row.leave_token_hash).not.toBeNull();
      expect(row.leave_token_hash).not.toContain(token!);
    });

    it("refuses someone who is already a member", async () => {
      const res = await add(an.sub!, mohamed.card!.number, mohamed.birthDate);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe("FAMILY_MEMBER_ALREADY_ADDED");
    });

    it("refuses the main user's own card (same as main user)", async () => {
      const res = await add(an.sub!, an.card!.number, an.birthDate);
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe("FAMILY_MEMBER_SAME_AS_MAIN_USER");
    });

    it("refuses a third adult (2 adults, the main holder included)", async () => {
      const res = await add(an.sub!, ilse.number, ilse.birthDate);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe("FAMILY_TOO_MANY_ADULTS");
      expect(problemSchema.parse(res.json()).endUserMessage.nl).toContain("al 2 volwassenen");
      expect(
        await memberIds(
          (await database.db.selectFrom("families").select("id").where("main_holder_id", "=", an.holderId!).executeTakeFirstOrThrow()).id,
        ),
      ).toEqual([mohamed.holderId]);
    });

    it("still adds a child when the adults are full", async () => {
      const res = await add(an.sub!, jonas.number, jonas.birthDate);
      expect(res.statusCode).toBe(200);
      expect(addFamilyMemberResponseSchema.parse(res.json())).toMatchObject({
        status: "ADDED",
        member: { ageGroup: "CHILD" },
        notified: false,
        expiresAt: null,
      });
    });

    it("refuses a user under 16", async () => {
      const res = await add(lotte.sub!, ilse.number, ilse.birthDate);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe("FAMILY_UNDER_16");
    });

    it.each([
      ["a wrong birth date", () => [ilse.number, "1969-11-29"]],
      ["an unknown card", () => [unknownCardNumber, "1990-01-01"]],
      ["a card in stock", () => [stockCardNumber, "1990-01-01"]],
      ["a blocked card", () => [blockedCardNumber, sofie.birthDate]],
    ])("answers one neutral FAMILY_HOLDER_NOT_FOUND for %s", async (_name, pair) => {
      const [cardNumber, birthDate] = pair() as [string, string];
      const res = await add(mohamed.sub!, cardNumber, birthDate);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe("FAMILY_HOLDER_NOT_FOUND");
    });

    it("counts wrong birth dates per card with card registration's counter and locks after 5", async () => {
      for (let i = 0; i < 5; i++) expect(codeOf(await add(mohamed.sub!, yusuf.number, "1991-07-18"))).toBe("FAMILY_HOLDER_NOT_FOUND");
      const locked = await add(mohamed.sub!, yusuf.number, yusuf.birthDate);
      expect(locked.statusCode).toBe(429);
      expect(codeOf(locked)).toBe("CARD_ATTEMPTS_LOCKED");
      // The same lock holds for the registration of that card.
      const registration = await server.app.inject({
        method: "GET",
        url: "/api/card/passholders/me/uitid/registration-token",
        headers: { authorization: basicAuth(yusuf.number, yusuf.birthDate), "x-client-id": server.config.api.cardApiClientId },
      });
      expect(codeOf(registration)).toBe("CARD_ATTEMPTS_LOCKED");
      // After the lock (an hour), the right pair works again.
      server.setNow(new Date(NOW.getTime() + 61 * 60 * 1000));
      try {
        expect((await add(mohamed.sub!, yusuf.number, yusuf.birthDate)).statusCode).toBe(200);
      } finally {
        server.setNow(NOW);
      }
    });

    it("refuses a child beyond maxChildren (configuration)", async () => {
      const small = await buildIdentityTestServer({ db: database.db, now: NOW, env: { FAMILY_MAX_CHILDREN: "1" } });
      try {
        // An's family has one child (Jonas) by now.
        const res = await small.app.inject({
          method: "POST",
          url: "/api/user/family/members",
          headers: { authorization: `Bearer ${await small.tokens.sign(an.sub!)}` },
          payload: { cardNumber: noor.card!.number, birthDate: noor.birthDate },
        });
        expect(res.statusCode).toBe(409);
        expect(codeOf(res)).toBe("FAMILY_TOO_MANY_CHILDREN");
        expect(problemSchema.parse(res.json()).endUserMessage.nl).toContain("al 1 kind, het maximum");
        const caps = familyResponseSchema.parse(
          (
            await small.app.inject({
              method: "GET",
              url: "/api/user/family",
              headers: { authorization: `Bearer ${await small.tokens.sign(an.sub!)}` },
            })
          ).json(),
        ).caps;
        expect(caps).toEqual({ maxAdults: 2, maxChildren: 1, adults: 2, children: 1 });
      } finally {
        await small.app.close();
      }
    });

    it("validates the body in Dutch", async () => {
      const res = await add(an.sub!, "123", "12/05/2010");
      expect(res.statusCode).toBe(400);
      expect(
        problemSchema
          .parse(res.json())
          .schemaErrors?.map((e) => e.jsonPointer)
          .sort(),
      ).toEqual(["/birthDate", "/cardNumber"]);
    });
  });

  describe("the mailed link (GET and POST /api/family/undo)", () => {
    let token: string;
    beforeAll(async () => {
      token = tokenOf((await notices(mohamed.email!))[0]!.text_body)!;
    });

    it("tells who added whom and changes nothing, however often it is opened", async () => {
      for (let i = 0; i < 2; i++) {
        const res = await server.app.inject({ method: "GET", url: "/api/family/undo", headers: { [FAMILY_UNDO_TOKEN_HEADER]: token } });
        expect(res.statusCode).toBe(200);
        expect(familyUndoInfoSchema.parse(res.json())).toEqual({
          memberFirstName: "Mohamed",
          mainHolderFirstName: "An",
          mainHolderLastNameInitial: "P.",
        });
      }
      expect((await family(mohamed.sub!)).memberOf).toHaveLength(1);
    });

    it("removes the membership once, without a login", async () => {
      const res = await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "LEFT" });
      expect((await family(mohamed.sub!)).memberOf).toEqual([]);
      expect((await family(an.sub!)).members.map((m) => m.firstName)).toEqual(["An", "Jonas"]);
      const again = await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token } });
      expect(again.statusCode).toBe(410);
      expect(codeOf(again)).toBe("FAMILY_UNDO_TOKEN_INVALID");
      const look = await server.app.inject({ method: "GET", url: "/api/family/undo", headers: { [FAMILY_UNDO_TOKEN_HEADER]: token } });
      expect(codeOf(look)).toBe("FAMILY_UNDO_TOKEN_INVALID");
    });

    it("refuses an unknown token and one whose membership the main holder already ended", async () => {
      expect(codeOf(await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token: "x".repeat(43) } }))).toBe(
        "FAMILY_UNDO_TOKEN_INVALID",
      );
      expect((await add(an.sub!, mohamed.card!.number, mohamed.birthDate)).statusCode).toBe(200);
      await acceptAll(mohamed.sub!);
      const second = tokenOf((await notices(mohamed.email!)).at(-1)!.text_body)!;
      expect(second).not.toBe(token);
      expect((await call(server, an.sub!, "DELETE", `/user/family/members/${mohamed.holderId}`)).statusCode).toBe(200);
      expect(codeOf(await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token: second } }))).toBe(
        "FAMILY_UNDO_TOKEN_INVALID",
      );
    });
  });

  describe("removing, leaving and access control", () => {
    it("never removes the owner", async () => {
      const res = await call(server, sofie.sub!, "DELETE", `/user/family/members/${sofie.holderId}`);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe("FAMILY_OWNER_CANNOT_BE_REMOVED");
      const leave = await call(server, sofie.sub!, "POST", `/user/families/${janssensFamily.id}/leave`);
      expect(codeOf(leave)).toBe("FAMILY_OWNER_CANNOT_BE_REMOVED");
    });

    it("does not let a holder remove a member of someone else's family", async () => {
      const before = await memberIds(janssensFamily.id);
      const res = await call(server, an.sub!, "DELETE", `/user/family/members/${noor.holderId}`);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe("FAMILY_MEMBER_NOT_FOUND");
      // A member of the family is not its owner either.
      expect(codeOf(await call(server, pieter.sub!, "DELETE", `/user/family/members/${noor.holderId}`))).toBe("FAMILY_MEMBER_NOT_FOUND");
      expect(await memberIds(janssensFamily.id)).toEqual(before);
    });

    it("does not let a holder leave (or learn about) a family they are not in", async () => {
      const before = await memberIds(janssensFamily.id);
      const res = await call(server, an.sub!, "POST", `/user/families/${janssensFamily.id}/leave`);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe("FAMILY_NOT_A_MEMBER");
      expect(codeOf(await call(server, an.sub!, "POST", "/user/families/f0000000-0000-4000-8000-0000000000ff/leave"))).toBe(
        "FAMILY_NOT_A_MEMBER",
      );
      expect(await memberIds(janssensFamily.id)).toEqual(before);
      expect(JSON.stringify(await family(an.sub!))).not.toContain(janssensFamily.id);
    });

    it("refuses ids that are not UUIDs", async () => {
      expect((await call(server, sofie.sub!, "DELETE", "/user/family/members/1")).statusCode).toBe(400);
      expect((await call(server, sofie.sub!, "POST", "/user/families/abc/leave")).statusCode).toBe(400);
    });

    it("mails the member the main holder removes (decision 0049: the service mails' opt-in)", async () => {
      const before = (await mailsTo(pieter.email!)).length;
      expect((await call(server, sofie.sub!, "DELETE", `/user/family/members/${pieter.holderId}`)).statusCode).toBe(200);
      const mails = (await mailsTo(pieter.email!)).slice(before);
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([["message-service", "Sofie J. heeft je uit een gezin gehaald"]]);
      // Pieter is an adult with an account: he comes back by invitation.
      expect(addFamilyMemberResponseSchema.parse((await add(sofie.sub!, pieter.card!.number, pieter.birthDate)).json()).status).toBe(
        "INVITED",
      );
      await acceptAll(pieter.sub!);
      expect((await family(sofie.sub!)).members.map((m) => m.firstName)).toContain("Pieter");
    });

    it("lets the main holder remove a member, once", async () => {
      const res = await call(server, sofie.sub!, "DELETE", `/user/family/members/${noor.holderId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "REMOVED" });
      expect((await family(sofie.sub!)).members.map((m) => m.firstName)).not.toContain("Noor");
      expect(codeOf(await call(server, sofie.sub!, "DELETE", `/user/family/members/${noor.holderId}`))).toBe("FAMILY_MEMBER_NOT_FOUND");
    });

    it("lets a member leave, once", async () => {
      const res = await call(server, lotte.sub!, "POST", `/user/families/${janssensFamily.id}/leave`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "LEFT" });
      expect((await family(lotte.sub!)).memberOf).toEqual([]);
      expect((await family(sofie.sub!)).members.map((m) => m.firstName).sort()).toEqual(["Pieter", "Sofie"]);
      expect(codeOf(await call(server, lotte.sub!, "POST", `/user/families/${janssensFamily.id}/leave`))).toBe("FAMILY_NOT_A_MEMBER");
    });

    it("answers 401 on every holder route without a token", async () => {
      expect(
        (await call(server, undefined, "POST", "/user/family/members", { cardNumber: jonas.number, birthDate: jonas.birthDate }))
          .statusCode,
      ).toBe(401);
      expect((await call(server, undefined, "DELETE", `/user/family/members/${noor.holderId}`)).statusCode).toBe(401);
      expect((await call(server, undefined, "POST", `/user/families/${janssensFamily.id}/leave`)).statusCode).toBe(401);
    });
  });
});
