// The family's caps and its one-pending-invitation rule under parallel requests, on PostgreSQL only (PGlite
// is a single connection): adds at once, invitations accepted at once for the last place (decision 0055),
// one invitation accepted several times at once, one person added or invited ten times at once.
import { afterAll, beforeAll, expect, it, describe } from "vitest";
import { makeCardNumber } from "@vtp/contracts/card-number";
import { problemSchema } from "@vtp/contracts/problem";
import { an, mohamed, pieter, sofie } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const NOW = FIXTURE_NOW;
const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;

describe.skipIf(!process.env.DATABASE_URL)("family caps under parallel adds and acceptances (PostgreSQL)", () => {
  let database: Database;
  let server: IdentityTestServer;
  const people = (prefix: string, count: number, birthDate: string) =>
    Array.from({ length: count }, (_, i) => ({
      holderId: `e0000000-0000-4000-8000-${prefix}${String(i).padStart(12 - prefix.length, "0")}`,
      number: makeCardNumber(`409${prefix}${String(i).padStart(8 - prefix.length, "0")}`, false),
      birthDate,
    }));
  const adults = people("1", 12, "1980-02-01");
  const children = people("2", 20, "2016-03-01");
  const same = people("3", 1, "1975-04-01")[0]!;
  const subOf = (p: { holderId: string }) => `family-race-${p.holderId}`;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 12 });
    expect(database.kind).toBe("postgres");
    server = await buildIdentityTestServer({ db: database.db, now: NOW });
    const all = [...adults, ...children, same];
    await database.db
      .insertInto("holders")
      .values(all.map((p, i) => ({ id: p.holderId, first_name: `Test${i}`, last_name: "Gezin", birth_date: p.birthDate })))
      .execute();
    await database.db
      .insertInto("cards")
      .values(all.map((p) => ({ card_number: p.number, holder_id: p.holderId, card_system_id: 1, status: "ACTIVE" as const })))
      .execute();
    // The adults have an account of their own: they accept their invitations themselves.
    await database.db
      .insertInto("identity_accounts")
      .values(
        adults.map((p, i) => ({ sub: subOf(p), email: `gezin.test${i}@voorbeeld.test`, email_verified: true, holder_id: p.holderId })),
      )
      .execute();
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  const add = async (sub: string, p: { number: string; birthDate: string }) =>
    server.app.inject({
      method: "POST",
      url: "/api/user/family/members",
      headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` },
      payload: { cardNumber: p.number, birthDate: p.birthDate },
    });
  const count = async (main: string) =>
    Number(
      (
        await database.db
          .selectFrom("family_members as fm")
          .innerJoin("families as f", "f.id", "fm.family_id")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("f.main_holder_id", "=", main)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const acceptAt = async (p: { holderId: string }, invitationId: string) =>
    server.app.inject({
      method: "POST",
      url: `/api/user/family-invitations/${invitationId}/accept`,
      headers: { authorization: `Bearer ${await server.tokens.sign(subOf(p))}` },
    });
  const pendingOf = async (holderId: string) =>
    database.db
      .selectFrom("family_invitations")
      .select(["id", "holder_id"])
      .where("holder_id", "=", holderId)
      .where("state", "=", "PENDING")
      .execute();

  it("12 adults invited at once to a family with one adult place left, all accepting at once: exactly one gets in", async () => {
    const invited = await Promise.all(adults.map((p) => add(an.sub!, p)));
    expect(invited.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await count(an.holderId!)).toBe(0);
    const ids = await Promise.all(adults.map(async (p) => (await pendingOf(p.holderId)).map((r) => r.id)));
    expect(ids.map((i) => i.length)).toEqual(Array(12).fill(1));
    const results = await Promise.all(adults.map((p, i) => acceptAt(p, ids[i]![0]!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(11).fill("FAMILY_TOO_MANY_ADULTS"));
    expect(await count(an.holderId!)).toBe(1);
  });

  it("one invitation accepted 8 times at once by its invitee: one membership, the rest refused", async () => {
    const member = adults[0]!;
    expect((await add(mohamed.sub!, member)).statusCode).toBe(200);
    const mohamedsFamily = (
      await database.db.selectFrom("families").select("id").where("main_holder_id", "=", mohamed.holderId!).executeTakeFirstOrThrow()
    ).id;
    const pending = await database.db
      .selectFrom("family_invitations")
      .select("id")
      .where("family_id", "=", mohamedsFamily)
      .where("holder_id", "=", member.holderId)
      .where("state", "=", "PENDING")
      .executeTakeFirstOrThrow();
    const results = await Promise.all(Array.from({ length: 8 }, () => acceptAt(member, pending.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).map(codeOf)).toEqual(Array(7).fill("FAMILY_INVITATION_NOT_FOUND"));
    expect(await count(mohamed.holderId!)).toBe(1);
  });

  it("20 children added at once with maxChildren 8: exactly 8 get in", async () => {
    const results = await Promise.all(children.map((p) => add(mohamed.sub!, p)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(12).fill("FAMILY_TOO_MANY_CHILDREN"));
    // The 8 children and the adult who accepted Mohamed's invitation above.
    expect(await count(mohamed.holderId!)).toBe(9);
  });

  it("one adult invited 10 times at once by a holder without a family yet: one family, one pending invitation", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => add(pieter.sub!, same)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(9).fill("FAMILY_ALREADY_INVITED"));
    expect(await database.db.selectFrom("families").select("id").where("main_holder_id", "=", pieter.holderId!).execute()).toHaveLength(1);
    expect(await pendingOf(same.holderId)).toHaveLength(1);
    expect(await count(pieter.holderId!)).toBe(0);
  });

  it("one child added 10 times at once by a holder without a family yet: one family, one membership", async () => {
    const child = children[19]!;
    const results = await Promise.all(Array.from({ length: 10 }, () => add(sofie.sub!, child)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(9).fill("FAMILY_MEMBER_ALREADY_ADDED"));
  });
});
