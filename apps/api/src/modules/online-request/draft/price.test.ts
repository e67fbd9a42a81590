// The price table of the online request: every category of the example price list (domain notes), the
// social tariff never above the regular price, vouchers only when cheaper, the region's minimum age
// (the price error) and the totals in cents.
import { describe, expect, it } from "vitest";
import { MAX_CARD_PRICE_EUR } from "@vtp/contracts/online-request/basics";
import { computePrices, type PricedPerson, type PriceList } from "./price.ts";

const list: PriceList = { RESIDENT_ADULT: 3, RESIDENT_CHILD: 0, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2, SOCIAL_TARIFF: 1 };
const GENT = 10;
const ELSEWHERE = 99;
const base = { today: "2026-11-21", prices: list, regionMunicipalityIds: new Set([GENT]), minAge: 0, regionName: "UiTPAS Gent" };
const person = (p: Partial<PricedPerson> & { birthDate: string }): PricedPerson => ({
  personId: p.personId ?? "main",
  name: p.name ?? "Ann",
  municipalityId: GENT,
  socialTariff: false,
  ...p,
});

describe("the price of a card", () => {
  it.each([
    ["resident, 18 today", { birthDate: "2008-11-21" }, "RESIDENT_ADULT", 3],
    ["resident, 18 tomorrow", { birthDate: "2008-11-22" }, "RESIDENT_CHILD", 0],
    ["resident child", { birthDate: "2015-01-01" }, "RESIDENT_CHILD", 0],
    ["non-resident adult", { birthDate: "1980-01-01", municipalityId: ELSEWHERE }, "NON_RESIDENT_ADULT", 5],
    ["non-resident child", { birthDate: "2015-01-01", municipalityId: ELSEWHERE }, "NON_RESIDENT_CHILD", 2],
    ["abroad adult", { birthDate: "1980-01-01", municipalityId: null }, "NON_RESIDENT_ADULT", 5],
    ["social tariff, resident adult", { birthDate: "1980-01-01", socialTariff: true }, "SOCIAL_TARIFF", 1],
    ["social tariff, non-resident adult", { birthDate: "1980-01-01", municipalityId: ELSEWHERE, socialTariff: true }, "SOCIAL_TARIFF", 1],
    ["social tariff, resident child: stays free", { birthDate: "2015-01-01", socialTariff: true }, "RESIDENT_CHILD", 0],
    ["voucher cheaper than the price", { birthDate: "1980-01-01", voucherPrice: 0 }, "VOUCHER", 0],
    [
      "voucher dearer than the social tariff: not used",
      { birthDate: "1980-01-01", socialTariff: true, voucherPrice: 2 },
      "SOCIAL_TARIFF",
      1,
    ],
  ] as const)("%s", (_name, p, category, amount) => {
    const result = computePrices({ ...base, persons: [person(p)] });
    expect(result.lines).toEqual([{ personId: "main", name: "Ann", category, amount }]);
    expect(result.total).toBe(amount);
    expect(result.error).toBeNull();
    expect(amount).toBeLessThanOrEqual(MAX_CARD_PRICE_EUR);
  });

  it("adds up a family in cents (no floating-point drift)", () => {
    const result = computePrices({
      ...base,
      prices: { ...list, RESIDENT_ADULT: 2.1, NON_RESIDENT_CHILD: 0.2 },
      persons: [
        person({ birthDate: "1980-01-01" }),
        person({ personId: "b", birthDate: "1982-01-01" }),
        person({ personId: "c", birthDate: "2016-01-01", municipalityId: ELSEWHERE }),
      ],
    });
    expect(result.lines.map((l) => l.amount)).toEqual([2.1, 2.1, 0.2]);
    expect(result.total).toBe(4.4);
  });

  it("gives the price error for the first person below the region's minimum age, with a message to remove them", () => {
    const result = computePrices({
      ...base,
      minAge: 6,
      regionName: "UiTPAS Dender",
      persons: [
        person({ birthDate: "1980-01-01" }),
        person({ personId: "baby", name: "Lina", birthDate: "2024-03-01" }),
        person({ personId: "six", name: "Sam", birthDate: "2020-11-21" }),
      ],
    });
    expect(result.error).toEqual({
      memberId: "baby",
      message: "Lina is 2 jaar. In UiTPAS Dender krijg je een pas vanaf 6 jaar. Verwijder Lina om verder te gaan.",
    });
    // Sam turns 6 today: old enough.
    expect(result.lines).toHaveLength(3);
  });
});
