// GET and POST /api/user/checkin/:scan/family (decision 0054): the main holder saves their scan's points
// for members of their own family, each under the one check-in rule, all or nothing per member; a holder
// id outside my own family refuses the whole request with nothing saved. On the seeded demo data with an
// injected clock; the parallel proof only on a PostgreSQL server.
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { familyCheckinOptionsSchema, familyCheckinResultSchema } from "@vtp/contracts/checkins";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { an, lotte, noor, pieter, sofie, type DemoPersona } from "@vtp/personas";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { startHolderApi, type HolderApi, type IdentityTestServer } from "../../testing/holder-auth.ts";

const hasServer = Boolean(process.env.DATABASE_URL);
const BIB = DEMO_CHECKIN_CODES.mechelenBibliotheek;
const id = (p: DemoPersona) => p.holderId!;
const byName = <T extends { firstName: string }>(list: T[]) => [...list].sort((a, b) => a.firstName.localeCompare(b.firstName));

let database: Database;
let server: IdentityTestServer;

let api: HolderApi | undefined;

async function start(maxConnections = 1) {
  api = await startHolderApi({ maxConnections });
  ({ database, server } = api);
}

const stop = () => api?.stop();

async function bearer(persona: DemoPersona) {
  return `Bearer ${await server.tokens.sign(persona.sub!)}`;
}

/** The holder's own scan with a fresh idempotency key; answers the key. */
async function scan(persona: DemoPersona, code: string = BIB): Promise<string> {
  const key = randomUUID();
  const res = await server.app.inject({
    method: "POST",
    url: "/api/user/checkin",
    headers: { authorization: await bearer(persona) },
    payload: { code, idempotencyKey: key },
  });
  expect(res.statusCode, res.body).toBe(200);
  return key;
}

async function saveFor(persona: DemoPersona, key: string, members: string[]) {
  return server.app.inject({
    method: "POST",
    url: `/api/user/checkin/${key}/family`,
    headers: { authorization: await bearer(persona) },
    payload: { members },
  });
}

async function options(persona: DemoPersona, key: string) {
  return server.app.inject({ method: "GET", url: `/api/user/checkin/${key}/family`, headers: { authorization: await bearer(persona) } });
}

async function points(db: Kysely<DB>, holderId: string) {
  const { rows } = await sql<{ points: number; ledger: string; today: string }>`
    SELECT h.points,
      (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE holder_id = h.id) AS ledger,
      (SELECT count(*) FROM checkins c JOIN activities a ON a.id = c.activity_id
        WHERE c.holder_id = h.id AND a.checkin_code = ${BIB} AND c.period_key = '2026-11-21') AS today
    FROM holders h WHERE h.id = ${holderId}::uuid`.execute(db);
  const r = rows[0]!;
  return { points: Number(r.points), ledger: Number(r.ledger), today: Number(r.today) };
}

/** A dated activity of UiTPAS Mechelen (the Janssens family's region). */
async function insertEvent(db: Kysely<DB>, opts: { code: string; startsAt: Date; endsAt: Date; volume?: number }) {
  const organiser = await db.selectFrom("activities").select("organiser_id").where("checkin_code", "=", BIB).executeTakeFirstOrThrow();
  await db
    .insertInto("activities")
    .values({
      organiser_id: organiser.organiser_id,
      card_system_id: 5,
      title: "Familieconcert",
      starts_at: opts.startsAt,
      ends_at: opts.endsAt,
      points: 1,
      checkin_volume: opts.volume ?? 1,
      checkin_period: "DAY",
      checkin_code: opts.code,
    })
    .execute();
}

describe("saving points for the family", () => {
  // The first test database of a process builds the seeded dump (slow on a busy machine).
  beforeEach(() => start(), 180_000);
  afterEach(() => stop());

  it("lists my family's members who can still get my scan's point, then saves it for the chosen ones", async () => {
    const key = await scan(sofie);
    const listed = await options(sofie, key);
    expect(listed.statusCode).toBe(200);
    const listing = familyCheckinOptionsSchema.parse(listed.json());
    expect(listing.activity).toEqual({ title: expect.any(String), organiserName: expect.any(String), place: "Mechelen" });
    expect(byName(listing.members)).toEqual(
      [lotte, noor, pieter].map((p) => ({ holderId: id(p), firstName: p.firstName, canSave: true, reason: null })),
    );
    const pieterBefore = await points(database.db, id(pieter));

    const res = await saveFor(sofie, key, [id(noor), id(lotte)]);
    expect(res.statusCode, res.body).toBe(200);
    const result = familyCheckinResultSchema.parse(res.json());
    expect(result.people[0]).toEqual({
      holderId: id(sofie),
      firstName: "Sofie",
      self: true,
      outcome: "saved",
      addedPoints: 1,
      totalPoints: sofie.points + 1,
    });
    expect(byName(result.people.slice(1))).toEqual([
      { holderId: id(lotte), firstName: "Lotte", self: false, outcome: "saved", addedPoints: 1, totalPoints: lotte.points + 1 },
      { holderId: id(noor), firstName: "Noor", self: false, outcome: "saved", addedPoints: 1, totalPoints: noor.points + 1 },
    ]);
    for (const p of [sofie, lotte, noor]) {
      expect(await points(database.db, id(p))).toEqual({ points: p.points + 1, ledger: p.points + 1, today: 1 });
    }
    expect(await points(database.db, id(pieter))).toEqual(pieterBefore);
    const by = await database.db
      .selectFrom("checkins")
      .select(["holder_id", "checked_in_by_holder_id"])
      .where("idempotency_key", "=", key)
      .execute();
    expect(by).toHaveLength(3);
    for (const row of by) expect(row.checked_in_by_holder_id).toBe(row.holder_id === id(sofie) ? null : id(sofie));

    // The same request again adds nothing and answers the same; the members saved now show why not.
    const again = await saveFor(sofie, key, [id(noor), id(lotte)]);
    expect(again.json()).toEqual(res.json());
    for (const p of [sofie, lotte, noor]) expect((await points(database.db, id(p))).points).toBe(p.points + 1);
    const after = familyCheckinOptionsSchema.parse((await options(sofie, key)).json());
    expect(after.members.find((m) => m.holderId === id(noor))).toMatchObject({ canSave: false, reason: "vandaag al gespaard hier" });
    expect(after.members.find((m) => m.holderId === id(pieter))).toMatchObject({ canSave: true, reason: null });
  });

  it("refuses a holder id outside my own family with a Dutch message and saves nothing for anyone", async () => {
    const key = await scan(sofie);
    const before = await Promise.all([sofie, noor, an].map((p) => points(database.db, id(p))));
    for (const stranger of [id(an), randomUUID()]) {
      const res = await saveFor(sofie, key, [id(noor), stranger]);
      expect(res.statusCode).toBe(403);
      const problem = problemSchema.parse(res.json());
      expect(problem.code).toBe("CHECKIN_FAMILY_NOT_YOURS");
      expect(problem.endUserMessage.nl).toBe(
        "Je kan alleen punten sparen voor de leden van je eigen gezin. Er werden geen punten gespaard.",
      );
    }
    expect(await Promise.all([sofie, noor, an].map((p) => points(database.db, id(p))))).toEqual(before);
  });

  it("lets only the main holder save: a member cannot save for the main holder or the others", async () => {
    const key = await scan(pieter);
    const before = await Promise.all([sofie, noor].map((p) => points(database.db, id(p))));
    const res = await saveFor(pieter, key, [id(sofie), id(noor)]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("CHECKIN_FAMILY_NOT_YOURS");
    expect(await Promise.all([sofie, noor].map((p) => points(database.db, id(p))))).toEqual(before);
    expect(familyCheckinOptionsSchema.parse((await options(pieter, key)).json()).members).toEqual([]);
  });

  it("refuses a member who already saved here today while the others get the point", async () => {
    await scan(lotte);
    const lotteBefore = await points(database.db, id(lotte));
    const key = await scan(sofie);
    const listed = familyCheckinOptionsSchema.parse((await options(sofie, key)).json());
    expect(listed.members.find((m) => m.holderId === id(lotte))).toEqual({
      holderId: id(lotte),
      firstName: "Lotte",
      canSave: false,
      reason: "vandaag al gespaard hier",
    });
    const res = await saveFor(sofie, key, [id(lotte), id(noor)]);
    expect(res.statusCode).toBe(200);
    const people = familyCheckinResultSchema.parse(res.json()).people;
    expect(people.find((p) => p.holderId === id(lotte))).toEqual({
      holderId: id(lotte),
      firstName: "Lotte",
      self: false,
      outcome: "refused",
      code: "CHECKIN_LIMIT_REACHED",
      message: "vandaag al gespaard hier",
      nextPossibleAt: "2026-11-21T23:00:00.000Z",
    });
    expect(people.find((p) => p.holderId === id(noor))).toMatchObject({ outcome: "saved", addedPoints: 1 });
    expect(await points(database.db, id(lotte))).toEqual(lotteBefore);
    expect((await points(database.db, id(noor))).today).toBe(1);
  });

  it("applies the same rules per member: the activity's limit per day and its time window", async () => {
    // Twice a day: Lotte scanned twice herself, so the family save refuses her with the limit's words.
    await insertEvent(database.db, {
      code: "FAMILIE-TWEE",
      startsAt: new Date("2026-11-21T09:00:00Z"),
      endsAt: new Date("2026-11-21T11:00:00Z"),
      volume: 2,
    });
    await scan(lotte, "FAMILIE-TWEE");
    await scan(lotte, "FAMILIE-TWEE");
    const key = await scan(sofie, "FAMILIE-TWEE");
    const res = familyCheckinResultSchema.parse((await saveFor(sofie, key, [id(lotte), id(noor)])).json());
    expect(res.people.find((p) => p.holderId === id(lotte))).toMatchObject({
      outcome: "refused",
      message: "vandaag al 2 keer gespaard hier",
    });
    expect(res.people.find((p) => p.holderId === id(noor))).toMatchObject({ outcome: "saved" });

    // The window closes 5 hours after the end: later that day Pieter cannot get the point any more,
    // while my own scan (made in time) still answers its result.
    server.setNow(new Date("2026-11-21T16:00:01Z"));
    const late = familyCheckinResultSchema.parse((await saveFor(sofie, key, [id(pieter)])).json());
    expect(late.people.map((p) => [p.firstName, p.outcome])).toEqual([
      ["Sofie", "saved"],
      ["Pieter", "refused"],
    ]);
    expect(late.people[1]).toMatchObject({ code: "CHECKIN_CODE_EXPIRED", message: "sparen voor deze activiteit kan nu niet meer" });
  });

  it("needs my own scan of today: another holder's, an unknown or yesterday's scan is refused", async () => {
    const lotteKey = await scan(lotte);
    expect((await saveFor(sofie, lotteKey, [id(noor)])).json().code).toBe("CHECKIN_SCAN_NOT_FOUND");
    expect((await options(sofie, randomUUID())).statusCode).toBe(404);
    const key = await scan(sofie);
    server.setNow(new Date("2026-11-21T23:00:01Z")); // just after midnight in Brussels
    const res = await saveFor(sofie, key, [id(noor)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "CHECKIN_CODE_EXPIRED" });
    expect((await points(database.db, id(noor))).today).toBe(0);
  });

  it("refuses a request without members and 401 without a token", async () => {
    const key = await scan(sofie);
    expect((await saveFor(sofie, key, [])).statusCode).toBe(400);
    const res = await server.app.inject({ method: "POST", url: `/api/user/checkin/${key}/family`, payload: { members: [id(noor)] } });
    expect(res.statusCode).toBe(401);
  });
});

describe.skipIf(!hasServer)("saving for the family on PostgreSQL with parallel requests", () => {
  beforeEach(() => start(40), 180_000);
  afterEach(() => stop());

  it("8 parallel family saves of one scan, with a member's own scan among them, give each member exactly one point", async () => {
    const key = await scan(sofie);
    const before = await Promise.all([pieter, lotte, noor].map((p) => points(database.db, id(p))));
    const members = [id(pieter), id(lotte), id(noor)];
    const lotteToken = await bearer(lotte);
    const [own, ...saves] = await Promise.all([
      server.app.inject({ method: "POST", url: "/api/user/checkin", headers: { authorization: lotteToken }, payload: { code: BIB } }),
      ...Array.from({ length: 8 }, () => saveFor(sofie, key, members)),
    ]);
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);
    expect([200, 400]).toContain(own!.statusCode);
    for (const [i, p] of [pieter, lotte, noor].entries()) {
      const now = await points(database.db, id(p));
      expect(now.today, p.firstName).toBe(1);
      expect(now).toEqual({ points: before[i]!.points + 1, ledger: before[i]!.ledger + 1, today: 1 });
    }
    // Every answer says the same for Pieter and Noor: saved once, by this scan.
    for (const res of saves) {
      const people = familyCheckinResultSchema.parse(res.json()).people;
      for (const p of [pieter, noor]) expect(people.find((x) => x.holderId === id(p))).toMatchObject({ outcome: "saved", addedPoints: 1 });
    }
  });
});
