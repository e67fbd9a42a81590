// Decision 0056 on the demo seed: the main holder sees each member's pass with only what a pass shows;
// nobody else sees it (a member, another holder, anonymous), and a removed member's pass is gone at once.
// A member under 16 may leave on their own, in the app and with the mailed link; the main holder is told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { familyMemberPassSchema } from "@vtp/contracts/family-pass";
import { problemSchema } from "@vtp/contracts/problem";
import { an, janssensFamily, lotte, noor, pieter, sofie } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { hashToken } from "../../shared/tokens.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

describe("a family's members (decision 0056)", () => {
  let database: Database;
  let server: IdentityTestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  const call = async (sub: string | undefined, method: "GET" | "DELETE", url: string) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: sub === undefined ? {} : { authorization: `Bearer ${await server.tokens.sign(sub)}` },
    });
  const passOf = (sub: string | undefined, holderId: string) => call(sub, "GET", `/user/family/members/${holderId}/pass`);
  const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;

  describe("GET /api/user/family/members/:holderId/pass", () => {
    it("gives the main holder a member's pass: name, card number, regions and points, nothing more", async () => {
      const res = await passOf(sofie.sub!, noor.holderId!);
      expect(res.statusCode).toBe(200);
      // Strict: a national number, contact data or the social tariff would fail the parse.
      const pass = familyMemberPassSchema.parse(res.json());
      const holder = await database.db.selectFrom("holders").select(["points"]).where("id", "=", noor.holderId!).executeTakeFirstOrThrow();
      expect(pass).toMatchObject({
        holderId: noor.holderId,
        firstName: noor.firstName,
        lastName: noor.lastName,
        cardNumber: noor.card!.number,
        cardStatus: "ACTIVE",
        points: Number(holder.points),
      });
      expect(pass.memberships.length).toBeGreaterThan(0);
      expect(Object.keys(res.json() as object).sort()).toEqual(
        ["cardNumber", "cardStatus", "cardSystem", "firstName", "holderId", "lastName", "memberships", "points"].sort(),
      );
    });

    it("refuses anyone who is not a member of my own family with the same 404, me included", async () => {
      for (const holderId of [an.holderId!, sofie.holderId!, "00000000-0000-4000-8000-000000000000"]) {
        const res = await passOf(sofie.sub!, holderId);
        expect(res.statusCode).toBe(404);
        expect(codeOf(res)).toBe("FAMILY_MEMBER_NOT_FOUND");
      }
    });

    it("refuses a member of the family and another holder: only the main holder sees the passes", async () => {
      for (const [sub, holderId] of [
        [lotte.sub!, noor.holderId!],
        [lotte.sub!, sofie.holderId!],
        [pieter.sub!, noor.holderId!],
        [an.sub!, noor.holderId!],
      ] as const) {
        const res = await passOf(sub, holderId);
        expect(res.statusCode).toBe(404);
        expect(codeOf(res)).toBe("FAMILY_MEMBER_NOT_FOUND");
      }
    });

    it("answers 401 without a token and 400 for an id that is no uuid", async () => {
      expect((await passOf(undefined, noor.holderId!)).statusCode).toBe(401);
      expect((await passOf(sofie.sub!, "noor")).statusCode).toBe(400);
    });

    it("stops showing a member's pass once the member is removed", async () => {
      expect((await call(sofie.sub!, "DELETE", `/user/family/members/${noor.holderId!}`)).statusCode).toBe(200);
      const res = await passOf(sofie.sub!, noor.holderId!);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe("FAMILY_MEMBER_NOT_FOUND");
    });
  });

  describe("leaving", () => {
    const inboxTitles = async (holderId: string) =>
      (await database.db.selectFrom("messages").select("title").where("holder_id", "=", holderId).execute()).map((m) => m.title);

    it("lets Lotte (14) leave on her own in the app, and tells Sofie in her inbox", async () => {
      expect(await inboxTitles(sofie.holderId!)).not.toContain("Lotte heeft je gezin verlaten");
      const res = await server.app.inject({
        method: "POST",
        url: `/api/user/families/${janssensFamily.id}/leave`,
        headers: { authorization: `Bearer ${await server.tokens.sign(lotte.sub!)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(await inboxTitles(sofie.holderId!)).toContain("Lotte heeft je gezin verlaten");
      expect(await inboxTitles(lotte.holderId!)).not.toContain("Lotte heeft je gezin verlaten");
    });

    it("tells the main holder when a member leaves with the mailed link", async () => {
      const token = "link-of-pieter-in-a-test";
      await database.db
        .updateTable("family_members")
        .set({ leave_token_hash: hashToken(token) })
        .where("holder_id", "=", pieter.holderId!)
        .where("family_id", "=", janssensFamily.id)
        .execute();
      const res = await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(await inboxTitles(sofie.holderId!)).toContain("Pieter heeft je gezin verlaten");
    });

    it("tells nobody when nothing was left", async () => {
      const before = (await inboxTitles(sofie.holderId!)).length;
      const res = await server.app.inject({ method: "POST", url: "/api/family/undo", payload: { token: "no-such-link" } });
      expect(res.statusCode).toBe(410);
      expect(await inboxTitles(sofie.holderId!)).toHaveLength(before);
    });
  });
});
