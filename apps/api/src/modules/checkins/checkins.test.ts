// POST /api/user/checkin: every refusal, the time window's edges, Brussels day and week boundaries,
// idempotency, the invalid-code limit and access control, on the seeded demo data with an injected
// clock; the parallel proofs (32 scans of one code give one point) only on a PostgreSQL server.
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkInResultSchema, type CheckInResult } from "@vtp/contracts/checkins";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { an, mohamed, tom, type DemoPersona } from "@vtp/personas";
import { DEMO_CHECKIN_CODES, DEMO_EXPIRED_CHECKIN_CODE } from "../../seeds/demo.ts";
import { FIXTURE_NOW } from "../../testing/fixtures.ts";
import { startHolderApi, type HolderApi, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { extractCode, INVALID_CODE_LIMIT, limitMessage, windowState } from "./service.ts";

const hasServer = Boolean(process.env.DATABASE_URL);
const BIB = DEMO_CHECKIN_CODES.gentBibliotheek;

let database: Database;
let server: IdentityTestServer;

let api: HolderApi | undefined;

async function start(maxConnections = 1) {
  api = await startHolderApi({ maxConnections });
  ({ database, server } = api);
}

const stop = () => api?.stop();

async function scan(persona: DemoPersona, body: Record<string, unknown>) {
  return server.app.inject({
    method: "POST",
    url: "/api/user/checkin",
    headers: { authorization: `Bearer ${await server.tokens.sign(persona.sub!)}` },
    payload: body,
  });
}

async function refusal(persona: DemoPersona, body: Record<string, unknown>) {
  const res = await scan(persona, body);
  return { status: res.statusCode, problem: problemSchema.parse(res.json()), headers: res.headers };
}

async function holderId(db: Kysely<DB>, persona: DemoPersona): Promise<string> {
  const row = await db.selectFrom("cards").select("holder_id").where("card_number", "=", persona.card!.number).executeTakeFirstOrThrow();
  return row.holder_id!;
}

async function balanceAndLedger(db: Kysely<DB>, id: string) {
  const { rows } = await sql<{ points: number; ledger: string; checkins: string }>`
    SELECT h.points,
      (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE holder_id = h.id) AS ledger,
      (SELECT count(*) FROM checkins WHERE holder_id = h.id) AS checkins
    FROM holders h WHERE h.id = ${id}::uuid`.execute(db);
  const r = rows[0]!;
  return { points: Number(r.points), ledger: Number(r.ledger), checkins: Number(r.checkins) };
}

/** A dated activity of UiTPAS Gent (An's region), volume per day as given. */
async function insertEvent(db: Kysely<DB>, opts: { code: string; startsAt: Date; endsAt: Date; volume?: number; points?: number }) {
  const organiser = await db.selectFrom("activities").select("organiser_id").where("checkin_code", "=", BIB).executeTakeFirstOrThrow();
  await db
    .insertInto("activities")
    .values({
      organiser_id: organiser.organiser_id,
      card_system_id: 1,
      title: "Testconcert",
      starts_at: opts.startsAt,
      ends_at: opts.endsAt,
      points: opts.points ?? 1,
      checkin_volume: opts.volume ?? 1,
      checkin_period: "DAY",
      checkin_code: opts.code,
    })
    .execute();
}

describe("pure rules", () => {
  it("finds the code in a plain string or a URL", () => {
    expect(extractCode("  gent-bib-2026 ")).toBe("GENT-BIB-2026");
    expect(extractCode("https://uitpas.example/checkin?code=GENT-BIB-2026&x=1")).toBe("GENT-BIB-2026");
    expect(extractCode("https://uitpas.example/qr/GENT-BIB-2026/")).toBe("GENT-BIB-2026");
    expect(extractCode("'; DROP TABLE checkins; --")).toBeUndefined();
    expect(extractCode("https://")).toBeUndefined();
  });

  it("words the limit per period and volume", () => {
    expect(limitMessage(1, "DAY")).toContain("maximaal één keer per dag scannen");
    expect(limitMessage(1, "WEEK")).toContain("maximaal één keer per week scannen");
    expect(limitMessage(3, "MONTH")).toContain("maximaal 3 keer per maand scannen");
    expect(limitMessage(1, "ABSOLUTE")).toContain("maximaal één keer scannen");
  });

  it("opens the window 5 hours before the start and closes it 5 hours after the end (inclusive)", () => {
    const a = { startsAt: new Date("2026-11-21T15:00:00Z"), endsAt: new Date("2026-11-21T17:00:00Z") };
    expect(windowState(a, new Date("2026-11-21T09:59:59.999Z"))).toBe("not-yet");
    expect(windowState(a, new Date("2026-11-21T10:00:00Z"))).toBe("open");
    expect(windowState(a, new Date("2026-11-21T22:00:00Z"))).toBe("open");
    expect(windowState(a, new Date("2026-11-21T22:00:00.001Z"))).toBe("over");
    expect(windowState({ startsAt: null, endsAt: null }, new Date(0))).toBe("open");
  });
});

describe("POST /api/user/checkin", () => {
  // The first test database of a process builds the seeded dump (slow on a busy machine).
  beforeEach(() => start(), 180_000);
  afterEach(() => stop());

  it("adds the activity's points, writes one ledger row and answers the scan result", async () => {
    const id = await holderId(database.db, an);
    const res = await scan(an, { code: BIB });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const result: CheckInResult = checkInResultSchema.parse(res.json());
    expect(result).toEqual({
      addedPoints: 1,
      totalPoints: an.points + 1,
      activity: { title: "Bezoek aan de bib", organiserName: expect.any(String), place: "Gent" },
      firstName: "An",
      lastNameInitial: "P.",
      city: "Gent",
      cardNumber: an.card!.number,
      cardSystem: { id: 1, name: "UiTPAS Gent" },
      points: an.points + 1,
    });
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 1, ledger: an.points + 1 });
    const row = await database.db
      .selectFrom("checkins")
      .select(["period_key", "slot", "points", "checked_in_at"])
      .where("holder_id", "=", id)
      .orderBy("checked_in_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ period_key: "2026-11-21", slot: 1, points: 1 });
    expect(new Date(row.checked_in_at).toISOString()).toBe(FIXTURE_NOW.toISOString());
  });

  it("accepts a URL that carries the code, and a typed code in lower case", async () => {
    expect((await scan(an, { code: `https://qr.example/scan?code=${DEMO_CHECKIN_CODES.gentZwembad}` })).statusCode).toBe(200);
    expect((await scan(an, { code: ` ${BIB.toLowerCase()} ` })).statusCode).toBe(200);
  });

  it("refuses the same code again the same day, with the limit sentence, and writes nothing", async () => {
    const id = await holderId(database.db, an);
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
    const before = await balanceAndLedger(database.db, id);
    const { status, problem } = await refusal(an, { code: BIB });
    expect(status).toBe(400);
    expect(problem.code).toBe("CHECKIN_LIMIT_REACHED");
    expect(problem.endUserMessage.nl).toBe(
      "Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal één keer per dag scannen.",
    );
    expect(await balanceAndLedger(database.db, id)).toEqual(before);
  });

  it("counts days from midnight in Brussels (CET: 23:00 UTC)", async () => {
    server.setNow(new Date("2026-11-21T00:30:00Z")); // 01:30 in Brussels
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
    server.setNow(new Date("2026-11-21T22:59:59Z")); // 23:59:59 the same Brussels day
    const { problem } = await refusal(an, { code: BIB });
    expect(problem.code).toBe("CHECKIN_LIMIT_REACHED");
    // The refusal says when the next point is possible: midnight in Brussels, so no page computes it.
    expect(problem.limit).toEqual({ period: "DAY", nextPossibleAt: "2026-11-21T23:00:00.000Z" });
    server.setNow(new Date("2026-11-21T23:00:00Z")); // 00:00 on 22 November in Brussels
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
  });

  it("counts days from midnight in Brussels in summer time too (CEST: 22:00 UTC)", async () => {
    server.setNow(new Date("2026-07-01T21:59:59Z"));
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
    expect((await refusal(an, { code: BIB })).problem.code).toBe("CHECKIN_LIMIT_REACHED");
    server.setNow(new Date("2026-07-01T22:00:00Z"));
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
  });

  it("counts weeks from Monday to Sunday in Brussels for a once-a-week activity", async () => {
    const expo = DEMO_CHECKIN_CODES.gentTentoonstelling;
    expect((await scan(an, { code: expo })).statusCode).toBe(200); // Saturday 21 November
    server.setNow(new Date("2026-11-22T22:59:59Z")); // Sunday 23:59:59 in Brussels
    const { problem } = await refusal(an, { code: expo });
    expect(problem.code).toBe("CHECKIN_LIMIT_REACHED");
    expect(problem.endUserMessage.nl).toContain("maximaal één keer per week scannen");
    expect(problem.limit).toEqual({ period: "WEEK", nextPossibleAt: "2026-11-22T23:00:00.000Z" });
    server.setNow(new Date("2026-11-22T23:00:00Z")); // Monday 00:00 in Brussels
    expect((await scan(an, { code: expo })).statusCode).toBe(200);
  });

  it("says no next point is possible when the activity is over by the next period", async () => {
    // Ends at 13:00 in Brussels: scanning closes at 18:00, before the next day begins.
    await insertEvent(database.db, {
      code: "TEST-AVOND",
      startsAt: new Date("2026-11-21T08:00:00Z"),
      endsAt: new Date("2026-11-21T12:00:00Z"),
    });
    server.setNow(new Date("2026-11-21T13:00:00Z"));
    expect((await scan(an, { code: "TEST-AVOND" })).statusCode).toBe(200);
    const { problem } = await refusal(an, { code: "TEST-AVOND" });
    expect(problem.code).toBe("CHECKIN_LIMIT_REACHED");
    expect(problem.limit).toEqual({ period: "DAY", nextPossibleAt: null });
  });

  it("lets a scan through from 5 hours before the start to 5 hours after the end, not a millisecond more", async () => {
    await insertEvent(database.db, {
      code: "TEST-CONCERT",
      startsAt: new Date("2026-11-21T15:00:00Z"),
      endsAt: new Date("2026-11-21T17:00:00Z"),
      volume: 5,
    });
    server.setNow(new Date("2026-11-21T09:59:59.999Z"));
    const early = await refusal(an, { code: "TEST-CONCERT" });
    expect(early.problem.code).toBe("CHECKIN_CODE_EXPIRED");
    expect(early.problem.endUserMessage.nl).toContain("nog niet geldig");
    server.setNow(new Date("2026-11-21T10:00:00Z"));
    expect((await scan(an, { code: "TEST-CONCERT" })).statusCode).toBe(200);
    server.setNow(new Date("2026-11-21T22:00:00Z"));
    expect((await scan(an, { code: "TEST-CONCERT" })).statusCode).toBe(200);
    server.setNow(new Date("2026-11-21T22:00:00.001Z"));
    const late = await refusal(an, { code: "TEST-CONCERT" });
    expect(late.problem.code).toBe("CHECKIN_CODE_EXPIRED");
    expect(late.problem.endUserMessage.nl).toContain("niet meer geldig");
  });

  it("refuses an expired demo code", async () => {
    const { status, problem } = await refusal(an, { code: DEMO_EXPIRED_CHECKIN_CODE });
    expect(status).toBe(400);
    expect(problem.code).toBe("CHECKIN_CODE_EXPIRED");
  });

  it("takes up to `volume` check-ins per period, with the activity's points each", async () => {
    await insertEvent(database.db, {
      code: "TEST-TWEE",
      startsAt: new Date("2026-11-21T09:00:00Z"),
      endsAt: new Date("2026-11-21T12:00:00Z"),
      volume: 2,
      points: 3,
    });
    const id = await holderId(database.db, an);
    const first = checkInResultSchema.parse((await scan(an, { code: "TEST-TWEE" })).json());
    const second = checkInResultSchema.parse((await scan(an, { code: "TEST-TWEE" })).json());
    expect([first.addedPoints, second.addedPoints, second.totalPoints]).toEqual([3, 3, an.points + 6]);
    const third = await refusal(an, { code: "TEST-TWEE" });
    expect(third.problem.code).toBe("CHECKIN_LIMIT_REACHED");
    expect(third.problem.endUserMessage.nl).toContain("maximaal 2 keer per dag scannen");
    expect(await balanceAndLedger(database.db, id)).toEqual({ points: an.points + 6, ledger: an.points + 6, checkins: expect.any(Number) });
  });

  it("refuses an unknown code as invalid", async () => {
    for (const code of ["GEEN-CODE-123", "!!!", "https://qr.example/scan?code=ONBEKEND"]) {
      const { status, problem } = await refusal(an, { code });
      expect(status).toBe(400);
      expect(problem.code).toBe("CHECKIN_CODE_INVALID");
      expect(problem.endUserMessage.nl).toBe("Deze QR-code is ongeldig.");
    }
  });

  it("refuses an empty or too long code with a Dutch field error", async () => {
    const empty = await refusal(an, { code: "   " });
    expect(empty.status).toBe(400);
    expect(empty.problem.code).toBe("validation");
    expect(empty.problem.schemaErrors?.[0]).toEqual({ jsonPointer: "/code", error: "Vul de code van de QR-code in." });
    expect((await refusal(an, { code: "A".repeat(501) })).problem.code).toBe("validation");
    expect((await refusal(an, { code: BIB, idempotencyKey: "niet-een-uuid" })).problem.code).toBe("validation");
  });

  it("refuses a region where the holder has no active membership, and a switched-off region", async () => {
    const brugge = await refusal(an, { code: DEMO_CHECKIN_CODES.bruggeMuseum });
    expect(brugge.problem.code).toBe("CHECKIN_NO_ACTIVE_CARD_SYSTEM");
    const id = await holderId(database.db, an);
    await database.db.updateTable("memberships_card_system").set({ status: "INACTIVE" }).where("holder_id", "=", id).execute();
    expect((await refusal(an, { code: BIB })).problem.code).toBe("CHECKIN_NO_ACTIVE_CARD_SYSTEM");
    await database.db.updateTable("memberships_card_system").set({ status: "ACTIVE" }).where("holder_id", "=", id).execute();
    await database.db.updateTable("card_systems").set({ active: false }).where("id", "=", 1).execute();
    expect((await refusal(an, { code: BIB })).problem.code).toBe("CHECKIN_NO_ACTIVE_CARD_SYSTEM");
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points, ledger: an.points });
  });

  it("refuses a holder whose card is blocked, or whose membership in the region is blocked", async () => {
    const id = await holderId(database.db, an);
    await database.db.updateTable("memberships_card_system").set({ status: "BLOCKED" }).where("holder_id", "=", id).execute();
    expect((await refusal(an, { code: BIB })).problem.code).toBe("CHECKIN_CARD_BLOCKED");
    await database.db.updateTable("memberships_card_system").set({ status: "ACTIVE" }).where("holder_id", "=", id).execute();
    // Last: a blocked card stays blocked (migration 0025).
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("holder_id", "=", id).execute();
    const blocked = await refusal(an, { code: BIB });
    expect(blocked.problem.code).toBe("CHECKIN_CARD_BLOCKED");
    expect(blocked.problem.endUserMessage.nl).toBe("Je pas is geblokkeerd. Neem contact op met een balie in je regio.");
  });

  it("answers 404 NO_CARD for an account without a card, and 401 without a token", async () => {
    const noCard = await refusal(tom, { code: BIB });
    expect(noCard.status).toBe(404);
    expect(noCard.problem.code).toBe("NO_CARD");
    const res = await server.app.inject({ method: "POST", url: "/api/user/checkin", payload: { code: BIB } });
    expect(res.statusCode).toBe(401);
  });

  it("checks in only the holder of the token: another holder's id in the body is refused, his balance untouched", async () => {
    const anId = await holderId(database.db, an);
    const mohamedId = await holderId(database.db, mohamed);
    const refused = await refusal(mohamed, { code: DEMO_CHECKIN_CODES.aalstCultuurcentrum, holderId: anId });
    expect(refused.problem.code).toBe("validation");
    const res = await scan(mohamed, { code: DEMO_CHECKIN_CODES.aalstCultuurcentrum });
    expect(checkInResultSchema.parse(res.json())).toMatchObject({ firstName: "Mohamed", totalPoints: mohamed.points + 1 });
    expect(await balanceAndLedger(database.db, anId)).toMatchObject({ points: an.points, ledger: an.points });
    expect(await balanceAndLedger(database.db, mohamedId)).toMatchObject({ points: mohamed.points + 1, ledger: mohamed.points + 1 });
    // An's own limit for the day is still free: Mohamed's scan was his.
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
  });

  it("applies a retried request with the same idempotency key once and answers the same result", async () => {
    const id = await holderId(database.db, an);
    const key = randomUUID();
    const first = await scan(an, { code: BIB, idempotencyKey: key });
    const again = await scan(an, { code: BIB, idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 1, ledger: an.points + 1 });
    // A new key for the same code the same day is a new scan: refused by the limit.
    expect((await refusal(an, { code: BIB, idempotencyKey: randomUUID() })).problem.code).toBe("CHECKIN_LIMIT_REACHED");
    // The key of another code is refused, not replayed as that other scan.
    expect((await refusal(an, { code: DEMO_CHECKIN_CODES.gentZwembad, idempotencyKey: key })).problem.code).toBe("CHECKIN_NOT_POSSIBLE");
    // The same key of another holder is his own.
    expect((await scan(mohamed, { code: DEMO_CHECKIN_CODES.aalstCultuurcentrum, idempotencyKey: key })).statusCode).toBe(200);
  });

  it("limits invalid codes per holder: the 11th within 15 minutes is 429, then every scan until the window ends", async () => {
    for (let i = 0; i < INVALID_CODE_LIMIT.max; i++) {
      expect((await refusal(an, { code: `FOUT-${i}` })).problem.code).toBe("CHECKIN_CODE_INVALID");
    }
    const limited = await refusal(an, { code: "FOUT-X" });
    expect(limited.status).toBe(429);
    expect(limited.problem.code).toBe("CHECKIN_TOO_MANY_INVALID_ATTEMPTS");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A valid code is refused as well while locked (the lock must not tell valid codes apart).
    expect((await refusal(an, { code: BIB })).status).toBe(429);
    // Another holder is not affected.
    expect((await scan(mohamed, { code: DEMO_CHECKIN_CODES.aalstCultuurcentrum })).statusCode).toBe(200);
    // The next window is open again.
    server.setNow(new Date(FIXTURE_NOW.getTime() + INVALID_CODE_LIMIT.windowMs));
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
  });

  it("does not count valid scans or refusals of valid codes against the invalid-code limit", async () => {
    for (let i = 0; i < INVALID_CODE_LIMIT.max - 1; i++) await refusal(an, { code: `FOUT-${i}` });
    expect((await scan(an, { code: BIB })).statusCode).toBe(200);
    expect((await refusal(an, { code: BIB })).problem.code).toBe("CHECKIN_LIMIT_REACHED");
    expect((await refusal(an, { code: DEMO_EXPIRED_CHECKIN_CODE })).problem.code).toBe("CHECKIN_CODE_EXPIRED");
    expect((await refusal(an, { code: "FOUT-LAATSTE" })).problem.code).toBe("CHECKIN_CODE_INVALID");
    expect((await refusal(an, { code: "FOUT-TE-VEEL" })).status).toBe(429);
  });
});

describe.skipIf(!hasServer)("on PostgreSQL with parallel requests", () => {
  beforeEach(() => start(40), 180_000);
  afterEach(() => stop());

  it("32 parallel scans of one code by one holder give exactly one point, and one more after local midnight", async () => {
    const id = await holderId(database.db, an);
    const burst = async () => {
      // Signed at the injected clock's now: a token from before midnight would have expired.
      const token = `Bearer ${await server.tokens.sign(an.sub!)}`;
      return Promise.all(
        Array.from({ length: 32 }, () =>
          server.app.inject({ method: "POST", url: "/api/user/checkin", headers: { authorization: token }, payload: { code: BIB } }),
        ),
      );
    };
    const first = await burst();
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of first.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe("CHECKIN_LIMIT_REACHED");
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM points_ledger l JOIN checkins c ON c.id = l.checkin_id
      WHERE l.holder_id = ${id}::uuid AND c.period_key = '2026-11-21'`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 1, ledger: an.points + 1 });

    server.setNow(new Date("2026-11-21T23:00:00Z")); // midnight in Brussels
    const second = await burst();
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 2, ledger: an.points + 2 });
  });

  it("32 parallel retries with one idempotency key are applied once and all answer the same result", async () => {
    const id = await holderId(database.db, an);
    const token = `Bearer ${await server.tokens.sign(an.sub!)}`;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        server.app.inject({
          method: "POST",
          url: "/api/user/checkin",
          headers: { authorization: token },
          payload: { code: BIB, idempotencyKey: key },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(32).fill(200));
    for (const r of answers) expect(checkInResultSchema.parse(r.json())).toMatchObject({ addedPoints: 1, totalPoints: an.points + 1 });
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 1, ledger: an.points + 1 });
  });

  it("a volume of 3 holds under 32 parallel scans", async () => {
    await insertEvent(database.db, {
      code: "TEST-DRIE",
      startsAt: new Date("2026-11-21T09:00:00Z"),
      endsAt: new Date("2026-11-21T12:00:00Z"),
      volume: 3,
    });
    const id = await holderId(database.db, an);
    const token = `Bearer ${await server.tokens.sign(an.sub!)}`;
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        server.app.inject({ method: "POST", url: "/api/user/checkin", headers: { authorization: token }, payload: { code: "TEST-DRIE" } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await balanceAndLedger(database.db, id)).toMatchObject({ points: an.points + 3, ledger: an.points + 3 });
  });
});
