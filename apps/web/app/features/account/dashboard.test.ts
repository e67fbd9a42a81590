import { describe, expect, it } from "vitest";
import type { Profile } from "@vtp/contracts/account";
import { pointsLabel } from "../../copy/format.ts";
import {
  daysUntil,
  endsSoon,
  expiringCoupons,
  expiringFromProfile,
  greeting,
  rewardProgress,
  savingsGoal,
  sortExpiring,
} from "./dashboard.ts";

const profile: Profile = {
  firstName: "Mohamed",
  lastName: "El Amrani",
  lastNameInitial: "E.",
  city: "Aalst",
  cardNumber: "4030000045214",
  cardStatus: "ACTIVE",
  cardSystem: { id: 3, name: "UiTPAS Dender" },
  points: 1,
  email: "m@voorbeeld.test",
  gsm: null,
  kansenStatuut: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE", kansenStatuutEndDate: "2027-01-10" }],
  memberships: [
    { cardSystem: { id: 3, name: "UiTPAS Dender" }, endDate: "2026-12-31" },
    { cardSystem: { id: 1, name: "UiTPAS Gent" }, endDate: "2027-12-31" },
  ],
  birthDate: "1985-01-01",
  isUnder16: false,
};

describe("dashboard", () => {
  it("greets with the full name", () => {
    expect(greeting("An", "Peeters")).toBe("Hallo An Peeters");
    expect(greeting("", "")).toBe("Hallo");
  });

  it("says punt or punten", () => {
    expect(pointsLabel(1)).toBe("1 punt");
    expect(pointsLabel(0)).toBe("0 punten");
    expect(pointsLabel(120)).toBe("120 punten");
  });

  it("counts days in calendar dates and warns up to 60 days ahead, not after the end", () => {
    expect(daysUntil("2026-12-31", "2026-11-23")).toBe(38);
    expect(endsSoon("2027-01-22", "2026-11-23")).toBe(true); // 60 days
    expect(endsSoon("2027-01-23", "2026-11-23")).toBe(false); // 61 days
    expect(endsSoon("2026-11-22", "2026-11-23")).toBe(false); // already over
    expect(endsSoon(null, "2026-11-23")).toBe(false);
  });

  it("lists the social tariff and memberships that end soon, soonest first", () => {
    expect(sortExpiring(expiringFromProfile(profile, "2026-11-23"))).toEqual([
      { label: "Je lidmaatschap van UiTPAS Dender", date: "31/12/2026", isoDate: "2026-12-31", kind: "membership" },
      { label: "Je kansentarief (UiTPAS Dender)", date: "10/01/2027", isoDate: "2027-01-10", kind: "kansenstatuut" },
    ]);
  });

  it("leaves out an expired or suspended social tariff (the profile page tells about it)", () => {
    const suspended: Profile = { ...profile, kansenStatuut: [{ ...profile.kansenStatuut[0]!, status: "SUSPENDED" }] };
    expect(expiringFromProfile(suspended, "2026-11-23").map((i) => i.kind)).toEqual(["membership"]);
  });

  it("warns about coupons that end soon, not expired ones", () => {
    const coupon = {
      id: "c",
      name: "Zwembeurt",
      description: null,
      cardSystem: { id: 1, name: "UiTPAS Gent" },
      validFrom: "2026-01-01",
      validUntil: "2026-12-10",
      status: "ACTIVE" as const,
      turnsPerPeriod: null,
      period: null,
      turnsAvailable: null,
      socialTariffOnly: false,
    };
    expect(expiringCoupons([coupon, { ...coupon, id: "d", status: "EXPIRED" }], "2026-11-23")).toEqual([
      { label: 'Je korting "Zwembeurt"', date: "10/12/2026", isoDate: "2026-12-10", kind: "coupon" },
    ]);
  });

  it("finds the nearest reward to save for and counts what can be exchanged now", () => {
    const base = { type: "POINTS" as const, affordable: false, unitsLeft: null, cashingPeriodEnd: null, online: false, places: [] };
    const rewards = [
      { ...base, id: 1, title: "Koffie", points: 10, affordable: true, pointsMissing: 0, status: { redeemable: true } },
      {
        ...base,
        id: 2,
        title: "Ticket",
        points: 150,
        pointsMissing: 30,
        status: { redeemable: false, reason: "NOT_POSSIBLE_POINTS_CONSTRAINT" as const, message: "x" },
      },
      {
        ...base,
        id: 3,
        title: "Boek",
        points: 130,
        pointsMissing: 10,
        status: { redeemable: false, reason: "NOT_POSSIBLE_POINTS_CONSTRAINT" as const, message: "x" },
      },
      {
        ...base,
        id: 4,
        title: "Uitverkocht",
        points: 125,
        pointsMissing: 5,
        status: { redeemable: false, reason: "NOT_POSSIBLE_VOLUME_CONSTRAINT" as const, message: "x" },
      },
    ];
    expect(rewardProgress(rewards)).toEqual({ exchangeableNow: 1, next: { id: 3, title: "Boek", points: 130, pointsMissing: 10 } });
    expect(rewardProgress([])).toEqual({ exchangeableNow: 0, next: null });
    // The savings goal (decision 0059): the reward the list names, with its last chance; none when it names none or one not listed.
    const withEnd = rewards.map((r) => (r.id === 2 ? { ...r, cashingPeriodEnd: "2026-12-31T22:59:59.000Z" } : r));
    expect(savingsGoal({ points: 120, rewards: withEnd, savingsGoal: 2 })).toEqual({
      id: 2,
      title: "Ticket",
      points: 150,
      pointsMissing: 30,
      lastChance: "2026-12-31T22:59:59.000Z",
    });
    expect(savingsGoal({ points: 120, rewards, savingsGoal: null })).toBeNull();
    expect(savingsGoal({ points: 120, rewards, savingsGoal: 99 })).toBeNull();
  });
});
