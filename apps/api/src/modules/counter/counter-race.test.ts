// The counter's parallel proofs on PostgreSQL (DATABASE_URL, real parallel connections; skipped on PGlite
// as checkins.test.ts does): a counter check-in and the holder's own scan of the same activity share one
// rule and one statement, so racing they give one point; an undo happens once; an undo racing a spend
// never makes the balance negative, and the balance always equals the ledger; a check-in status question
// (the rule run and rolled back) racing check-ins neither adds a point nor keeps one from being saved.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, els } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";

const hasServer = Boolean(process.env.DATABASE_URL);

let database: Database;
let server: IdentityTestServer;
let pool: number;

async function holderOf(db: Kysely<DB>): Promise<string> {
  const row = await db.selectFrom("cards").select("holder_id").where("card_number", "=", an.card!.number).executeTakeFirstOrThrow();
  return row.holder_id!;
}

/** The holder's balance, the sum of their ledger, and the undo rows of a check-in. */
async function books(db: Kysely<DB>, holderId: string) {
  const { rows } = await sql<{ points: number; ledger: string; undos: string }>`
    SELECT h.points,
      (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE holder_id = h.id) AS ledger,
      (SELECT count(*) FROM points_ledger WHERE holder_id = h.id AND undoes_checkin_id IS NOT NULL) AS undos
    FROM holders h WHERE h.id = ${holderId}::uuid`.execute(db);
  const r = rows[0]!;
  return { points: Number(r.points), ledger: Number(r.ledger), undos: Number(r.undos) };
}

describe.skipIf(!hasServer)("the counter on PostgreSQL with parallel requests", () => {
  beforeEach(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 40 });
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
    pool = await organiserOf(database.db, els, 1);
  }, 180_000);
  afterEach(async () => {
    await server?.app.close();
    await database?.close();
  });

  it("16 counter check-ins and 16 own scans of one activity racing give exactly one point", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "RACE-BALIE" });
    const holderId = await holderOf(database.db);
    const staff = `Bearer ${await server.tokens.sign(els.sub!)}`;
    const holder = `Bearer ${await server.tokens.sign(an.sub!)}`;
    const counter = () =>
      server.app.inject({
        method: "POST",
        url: `/api/v4/checkins?organizerId=${pool}`,
        headers: { authorization: staff },
        payload: { uitpasNumber: an.card!.number, eventId: String(eventId) },
      });
    const scan = () =>
      server.app.inject({ method: "POST", url: "/api/user/checkin", headers: { authorization: holder }, payload: { code: "RACE-BALIE" } });
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? counter() : scan())));
    const ok = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(ok, answers.map((r) => r.statusCode).join(",")).toHaveLength(1);
    for (const r of answers.filter((x) => !ok.includes(x))) {
      expect(["maximum-reached", "CHECKIN_LIMIT_REACHED"]).toContain((r.json() as { code: string }).code);
    }
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM checkins WHERE activity_id = ${eventId}`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await books(database.db, holderId)).toEqual({ points: an.points + 1, ledger: an.points + 1, undos: 0 });
  });

  it("16 check-in status questions racing 16 counter check-ins: one point, every question answered, nothing left by asking", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "RACE-STATUS" });
    const holderId = await holderOf(database.db);
    const staff = `Bearer ${await server.tokens.sign(els.sub!)}`;
    const counter = () =>
      server.app.inject({
        method: "POST",
        url: `/api/v4/checkins?organizerId=${pool}`,
        headers: { authorization: staff },
        payload: { uitpasNumber: an.card!.number, eventId: String(eventId) },
      });
    const status = () =>
      server.app.inject({
        url: `/api/v4/checkin-status?organizerId=${pool}&uitpasNumber=${an.card!.number}&eventId=${eventId}`,
        headers: { authorization: staff },
      });
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? counter() : status())));
    const checkins = answers.filter((_, i) => i % 2 === 0);
    expect(
      checkins.filter((r) => r.statusCode === 201),
      checkins.map((r) => r.statusCode).join(","),
    ).toHaveLength(1);
    for (const r of answers.filter((_, i) => i % 2 === 1)) {
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json() as { allowed: boolean; reason?: string };
      expect(body.allowed || body.reason === "maximum-reached").toBe(true);
    }
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM checkins WHERE activity_id = ${eventId}`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await books(database.db, holderId)).toEqual({ points: an.points + 1, ledger: an.points + 1, undos: 0 });
    expect(((await status()).json() as { reason?: string }).reason).toBe("maximum-reached");
  });

  it("32 parallel undos of one check-in take its points back once", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "RACE-UNDO", points: 5 });
    const holderId = await holderOf(database.db);
    const staff = `Bearer ${await server.tokens.sign(els.sub!)}`;
    const created = await server.app.inject({
      method: "POST",
      url: `/api/v4/checkins?organizerId=${pool}`,
      headers: { authorization: staff },
      payload: { uitpasNumber: an.card!.number, eventId: String(eventId) },
    });
    const checkinId = (created.json() as { id: string }).id;
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        server.app.inject({
          method: "DELETE",
          url: `/api/v4/checkins/${checkinId}?organizerId=${pool}`,
          headers: { authorization: staff },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect((r.json() as { code: string }).code).toBe("checkin-already-undone");
    expect(await books(database.db, holderId)).toEqual({ points: an.points, ledger: an.points, undos: 1 });
  });

  it("undos racing a cash-in of the whole balance never make it negative: exactly one of them wins", async () => {
    const eventId = await insertOrganiserActivity(database.db, pool, { code: "RACE-SPEND" });
    const holderId = await holderOf(database.db);
    const staff = `Bearer ${await server.tokens.sign(els.sub!)}`;
    const holder = `Bearer ${await server.tokens.sign(an.sub!)}`;
    const created = await server.app.inject({
      method: "POST",
      url: `/api/v4/checkins?organizerId=${pool}`,
      headers: { authorization: staff },
      payload: { uitpasNumber: an.card!.number, eventId: String(eventId) },
    });
    const checkinId = (created.json() as { id: string }).id;
    // A reward that costs the whole balance after the check-in: after it, the undo has nothing to take back.
    const reward = await database.db
      .insertInto("rewards")
      .values({
        type: "POINTS",
        title: "Alles-in-één",
        card_system_id: 1,
        points: an.points + 1,
        category: "Doen",
        publication_start: new Date("2026-01-01T00:00:00Z"),
        redeem_start: new Date("2026-01-01T00:00:00Z"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const undo = () =>
      server.app.inject({ method: "DELETE", url: `/api/v4/checkins/${checkinId}?organizerId=${pool}`, headers: { authorization: staff } });
    const spend = () =>
      server.app.inject({
        method: "POST",
        url: "/api/user/promotion/cashin",
        headers: { authorization: holder },
        payload: { promotionId: reward.id },
      });
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? undo() : spend())));
    const undone = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    const spent = answers.filter((r, i) => i % 2 === 1 && r.statusCode === 200).length;
    expect(undone + spent, answers.map((r) => `${r.statusCode}:${(r.json() as { code?: string }).code ?? ""}`).join(",")).toBe(1);
    // The losers lost to the balance, not to anything else about the reward or the check-in.
    for (const [i, r] of answers.entries()) {
      if (r.statusCode === 200) continue;
      expect((r.json() as { code: string }).code).toBe(
        i % 2 === 0 ? (undone === 1 ? "checkin-already-undone" : "points-already-spent") : "NOT_POSSIBLE_POINTS_CONSTRAINT",
      );
    }
    const after = await books(database.db, holderId);
    expect(after.points).toBeGreaterThanOrEqual(0);
    expect(after.points).toBe(after.ledger);
    expect(after).toEqual(undone === 1 ? { points: an.points, ledger: an.points, undos: 1 } : { points: 0, ledger: 0, undos: 0 });
  });
});
