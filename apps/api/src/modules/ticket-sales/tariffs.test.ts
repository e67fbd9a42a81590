// The tariff rules (decision 0036), pure: the kansentarief price (25% rounded down to 10 cents, at least
// €0.50, never above the regular price, never 0), the coupons' prices, the kansenstatuut's validity with
// the region's grace days, and v4's sentence of a reached limit.
import { describe, expect, it } from "vitest";
import { couponPrice, kansenstatuutValid, socialTariffLimitMessage, socialTariffPrice, socialTariffState } from "./tariffs.ts";

describe("the kansentarief price", () => {
  it("is 25% of the regular price, rounded down to 10 cents, at least €0.50 and at most the regular price", () => {
    expect(socialTariffPrice(1400)).toBe(350);
    expect(socialTariffPrice(999)).toBe(240);
    expect(socialTariffPrice(1001)).toBe(250);
    expect(socialTariffPrice(100)).toBe(50);
    expect(socialTariffPrice(30)).toBe(30);
    expect(socialTariffPrice(1)).toBe(1);
    expect(socialTariffPrice(1_000_000)).toBe(250_000);
  });

  it("is never 0 and never above 25% for a price of €2 or more", () => {
    for (let cents = 1; cents <= 5000; cents++) {
      const price = socialTariffPrice(cents);
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThanOrEqual(cents);
      if (cents >= 200) expect(price).toBeLessThanOrEqual(cents / 4);
    }
  });
});

describe("a coupon's price", () => {
  it("takes a percentage off (the rest rounded up to the cent), an amount off (not below 0) or sets a price (not above the regular one)", () => {
    expect(couponPrice(1400, "PERCENT", 80)).toBe(280);
    expect(couponPrice(999, "PERCENT", 80)).toBe(200);
    expect(couponPrice(350, "AMOUNT", 200)).toBe(150);
    expect(couponPrice(150, "AMOUNT", 200)).toBe(0);
    expect(couponPrice(350, "PRICE", 150)).toBe(150);
    expect(couponPrice(100, "PRICE", 150)).toBe(100);
    expect(couponPrice(350, "PRICE", 0)).toBe(0);
  });
});

describe("the kansenstatuut", () => {
  it("is valid while ACTIVE until its end date plus the region's grace days", () => {
    const active = { status: "ACTIVE" as const, endDate: "2026-11-20", graceDays: 0, suspendedUntil: null };
    expect(kansenstatuutValid(active, "2026-11-20")).toBe(true);
    expect(kansenstatuutValid(active, "2026-11-21")).toBe(false);
    expect(kansenstatuutValid({ ...active, graceDays: 30 }, "2026-12-20")).toBe(true);
    expect(kansenstatuutValid({ ...active, graceDays: 30 }, "2026-12-21")).toBe(false);
    expect(kansenstatuutValid({ ...active, status: "SUSPENDED" }, "2026-11-01")).toBe(false);
    expect(kansenstatuutValid({ ...active, status: "EXPIRED" }, "2026-11-01")).toBe(false);
  });
});

describe("the kansentarief state the counter shows", () => {
  const k = { status: "ACTIVE" as const, endDate: "2026-11-20", graceDays: 30, suspendedUntil: null };
  it("is ACTIVE until the end date, then ACTIVE in the grace period with its last day, then EXPIRED", () => {
    expect(socialTariffState(k, "2026-11-20")).toEqual({ status: "ACTIVE", endDate: "2026-11-20" });
    expect(socialTariffState(k, "2026-11-21")).toEqual({ status: "ACTIVE", endDate: "2026-11-20", graceUntil: "2026-12-20" });
    expect(socialTariffState(k, "2026-12-20")).toEqual({ status: "ACTIVE", endDate: "2026-11-20", graceUntil: "2026-12-20" });
    expect(socialTariffState(k, "2026-12-21")).toEqual({ status: "EXPIRED", endDate: "2026-11-20" });
    expect(socialTariffState({ ...k, graceDays: 0 }, "2026-11-21")).toEqual({ status: "EXPIRED", endDate: "2026-11-20" });
  });

  it("says SUSPENDED with until when, EXPIRED as stored, and NONE without a kansenstatuut", () => {
    expect(socialTariffState({ ...k, status: "SUSPENDED", suspendedUntil: "2027-01-15" }, "2026-11-01")).toEqual({
      status: "SUSPENDED",
      endDate: "2026-11-20",
      suspendedUntil: "2027-01-15",
    });
    expect(socialTariffState({ ...k, status: "EXPIRED" }, "2026-11-01")).toEqual({ status: "EXPIRED", endDate: "2026-11-20" });
    expect(socialTariffState(undefined, "2026-11-01")).toEqual({ status: "NONE" });
  });
});

describe("the limit's sentence", () => {
  it("says v4's sentence with the activity's limit", () => {
    expect(socialTariffLimitMessage(1, "MONTH")).toBe(
      "Je hebt geen recht meer op kansentarief voor deze activiteit. Je kan maximaal 1 ticket per maand kopen aan kansentarief.",
    );
    expect(socialTariffLimitMessage(2, "ABSOLUTE")).toContain("maximaal 2 tickets in totaal");
  });
});
