import { describe, expect, it } from "vitest";
import { isSocialTariffCardNumber, isValidCardNumber } from "@vtp/contracts/card-number";
import { parseInsz } from "@vtp/contracts/insz";
import {
  DEMO_PASSWORD,
  an,
  governmentPersonas,
  janssensFamily,
  kansenstatuutEndDate,
  lotte,
  mohamed,
  personaByEmail,
  personas,
  tom,
  spareUnregisteredCards,
  unregisteredCards,
} from "./index.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

describe("demo personas", () => {
  it("share the documented password", () => {
    expect(DEMO_PASSWORD).toBe("Vrijetijd!2026");
  });

  it("have unique, well-formed ids, subjects, e-mails and card numbers", () => {
    const ids = personas.flatMap((p) => [p.accountId, p.holderId]).filter((x) => x !== null);
    ids.push(...[...unregisteredCards, ...spareUnregisteredCards].map((c) => c.holderId));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
    const subs = personas.map((p) => p.sub).filter((x) => x !== null);
    expect(new Set(subs).size).toBe(subs.length);
    const cards = [
      ...personas.flatMap((p) => (p.card ? [p.card.number] : [])),
      ...[...unregisteredCards, ...spareUnregisteredCards].map((c) => c.number),
    ];
    expect(new Set(cards).size).toBe(cards.length);
    for (const p of personas) {
      expect(p.accountId === null).toBe(p.email === null);
      expect(p.sub === null).toBe(p.email === null);
      expect(p.holderId === null).toBe(p.card === null);
    }
  });

  it("carry valid card numbers whose tariff digit matches the social tariff", () => {
    for (const card of [...personas.flatMap((p) => (p.card ? [p.card] : [])), ...unregisteredCards, ...spareUnregisteredCards]) {
      expect(isValidCardNumber(card.number)).toBe(true);
      expect(isSocialTariffCardNumber(card.number)).toBe(card.socialTariff);
    }
  });

  it("have the facts the journeys rely on", () => {
    expect(an.email).toBe("an.peeters@voorbeeld.test");
    expect(an.points).toBe(120);
    expect(an.card?.cardSystemName).toBe("UiTPAS Gent");
    expect(an.coupons.length).toBeGreaterThanOrEqual(2);
    expect(an.memberships).toHaveLength(1);
    expect(mohamed.kansenstatuut?.status).toBe("ACTIVE");
    expect(mohamed.card?.socialTariff).toBe(true);
    expect(tom.card).toBeNull();
    expect(tom.holderId).toBeNull();
    expect(personaByEmail(" Lotte.Janssens@voorbeeld.test ")).toBe(lotte);
  });

  it("make Lotte 14 on 2026-11-21 and for months around it", () => {
    for (const day of ["2026-06-15", "2026-11-21", "2027-06-14"]) expect(ageOn(lotte.birthDate, day)).toBe(14);
  });

  it("form the Janssens family: main holder, partner and two children, the youngest without e-mail", () => {
    const [main, partner, teen, young] = janssensFamily.members;
    expect(main).toBe(janssensFamily.main);
    expect(main?.email).toBe("sofie.janssens@voorbeeld.test");
    expect(partner?.email).toBe("pieter.janssens@voorbeeld.test");
    expect(teen).toBe(lotte);
    expect(young?.email).toBeNull();
    expect(ageOn(young?.birthDate ?? "", "2026-11-21")).toBeLessThan(14);
    for (const m of janssensFamily.members) expect(m.familyOf).toBe("sofie");
  });

  it("computes the default kansenstatuut end date: 30 April of the next year", () => {
    expect(kansenstatuutEndDate(new Date("2026-11-21T10:00:00Z"))).toBe("2027-04-30");
  });
});

describe("government personas", () => {
  const today = new Date("2026-11-21T12:00:00Z");
  it("are six, with valid national numbers that match birth date and gender", () => {
    expect(governmentPersonas.map((g) => g.key)).toEqual(["fatima", "mohamed", "elke", "jan", "ines", "sara"]);
    const people = governmentPersonas.flatMap((g) => [g, ...g.children]);
    for (const p of people) {
      const parsed = parseInsz(p.insz, { today });
      expect(parsed?.kind).toBe("NATIONAL");
      expect(parsed?.birthDate).toBe(p.birthDate);
      expect(parsed?.sex).toBe(p.gender);
    }
    expect(new Set(people.map((p) => p.insz)).size).toBe(people.length);
  });
  it("cover an entitled person without card, one with a card, and one outside the regions", () => {
    expect(governmentPersonas.some((g) => g.socialTariffEntitled && g.cardNumber === null && g.children.length > 0)).toBe(true);
    const withCard = governmentPersonas.find((g) => g.cardNumber !== null);
    expect(withCard?.cardNumber).toBe(mohamed.card?.number);
    expect(governmentPersonas.some((g) => !g.socialTariffEntitled)).toBe(true);
  });
  it("cover every outcome of the social-tariff check (decided by the api, tested in its online-request tests)", () => {
    const by = (key: string) => governmentPersonas.find((g) => g.key === key)!;
    // Entitled but living where online social tariff is off (Geraardsbergen), in Gent, and not entitled.
    expect(by("ines")).toMatchObject({ socialTariffEntitled: true, cardNumber: null, address: { city: "Geraardsbergen" } });
    expect(by("sara")).toMatchObject({ socialTariffEntitled: true, cardNumber: null, address: { city: "Gent" } });
    expect(by("jan")).toMatchObject({ socialTariffEntitled: false, cardNumber: null, address: { city: "Aalst" } });
  });
});
