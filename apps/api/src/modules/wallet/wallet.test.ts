// The wallet endpoints: the holder's own coupons (turns per calendar period), memberships, points
// history (paged, newest first) and redemptions; never another holder's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { an, mohamed, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { couponView } from "./service.ts";

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

async function get(sub: string, url: string) {
  return server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` } });
}

describe("GET /api/user/wallet/*", () => {
  it("lists the holder's own coupons with the turns still available", async () => {
    const res = await get(an.sub!, "/api/user/wallet/coupons");
    expect(res.statusCode).toBe(200);
    const { coupons } = res.json() as { coupons: { id: string; name: string; turnsAvailable: number | null; status: string }[] };
    expect(coupons.map((c) => c.id).sort()).toEqual(an.coupons.map((c) => c.id).sort());
    for (const c of an.coupons) {
      const got = coupons.find((x) => x.id === c.id)!;
      expect(got.turnsAvailable, c.name).toBe(c.volume - c.used);
      expect(got.status).toBe("ACTIVE");
    }
  });

  it("never shows another holder's coupons, memberships, history or redemptions", async () => {
    for (const path of ["coupons", "memberships", "history", "redemptions"]) {
      const mine = JSON.stringify((await get(mohamed.sub!, `/api/user/wallet/${path}`)).json());
      for (const c of an.coupons) expect(mine).not.toContain(c.id);
      for (const m of an.memberships) expect(mine).not.toContain(m.id);
    }
  });

  it("lists memberships", async () => {
    const res = await get(an.sub!, "/api/user/wallet/memberships");
    const { memberships } = res.json() as { memberships: { id: string; associationName: string }[] };
    expect(memberships.map((m) => m.associationName).sort()).toEqual(an.memberships.map((m) => m.associationName).sort());
  });

  it("pages the points history newest first, and its sum is the balance", async () => {
    const all = (await get(an.sub!, "/api/user/wallet/history?limit=500")).json() as {
      total: number;
      entries: { at: string; delta: number; title: string }[];
    };
    expect(all.total).toBe(all.entries.length);
    expect(all.entries.reduce((sum, e) => sum + e.delta, 0)).toBe(an.points);
    const dates = all.entries.map((e) => e.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const e of all.entries) expect(e.title).not.toBe("");
    const page2 = (await get(an.sub!, "/api/user/wallet/history?start=2&limit=2")).json() as {
      start: number;
      limit: number;
      entries: { at: string }[];
    };
    expect(page2).toMatchObject({ start: 2, limit: 2 });
    expect(page2.entries.map((e) => e.at)).toEqual(dates.slice(2, 4));
  });

  it("refuses a limit over 500 with a Dutch message", async () => {
    const res = await get(an.sub!, "/api/user/wallet/history?limit=501");
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("limit mag hoogstens 500 zijn.");
  });

  it("answers NO_CARD for an account without a card, 401 without a token", async () => {
    expect((await get(tom.sub!, "/api/user/wallet/coupons")).json()).toMatchObject({ code: "NO_CARD" });
    expect((await server.app.inject({ method: "GET", url: "/api/user/wallet/coupons" })).statusCode).toBe(401);
  });
});

describe("couponView", () => {
  const row = {
    id: "x",
    name: "Zwembeurt",
    description: null,
    cardSystemId: 1,
    cardSystemName: "UiTPAS Gent",
    validFrom: "2026-01-01",
    validUntil: "2027-06-30",
    status: "ACTIVE" as const,
    turnsPerPeriod: 4,
    period: "MONTH" as const,
    periodKey: "2026-11",
    turnsUsed: 3,
    socialTariffOnly: false,
  };
  it("counts the turns used in the current period only", () => {
    expect(couponView(row, new Date("2026-11-30T22:59:00Z")).turnsAvailable).toBe(1); // still 30 November in Brussels
    expect(couponView(row, new Date("2026-11-30T23:00:00Z")).turnsAvailable).toBe(4); // 1 December in Brussels
  });
  it("is expired after its valid-until, with no turns", () => {
    const v = couponView(row, new Date("2027-07-01T10:00:00Z"));
    expect([v.status, v.turnsAvailable]).toEqual(["EXPIRED", 0]);
  });
});
