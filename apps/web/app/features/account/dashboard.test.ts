import { describe, expect, it } from "vitest";
import { pointsLabel } from "../../copy/format.ts";
import { greeting, rewardProgress, savingsGoal } from "./dashboard.ts";

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
