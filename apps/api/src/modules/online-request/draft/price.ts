// The price of a card per person, from the region's price list only (domain notes: "depends on region,
// age, residence, social tariff, card type and voucher"; "compute it on the server only"). Pure: the
// service gives it the price list, the region's places and minimum age, and the people.
import { ADULT_AGE, ageOn } from "@vtp/contracts/online-request/basics";
import type { PriceCategoryName } from "@vtp/contracts/online-request/common";
import type { PriceLine } from "@vtp/contracts/online-request/draft";
import type { PriceCategory } from "@vtp/db/schema";

export type PriceList = Readonly<Record<PriceCategory, number>>;

export interface PricedPerson {
  /** "main" or a member id. */
  personId: string;
  name: string;
  /** yyyy-mm-dd */
  birthDate: string;
  /** The municipality of the person's address; null abroad. */
  municipalityId: number | null;
  /** Proven by the government login. */
  socialTariff: boolean;
  /** The price a valid voucher of the region gives, when the person entered one. */
  voucherPrice?: number | undefined;
}

export interface PriceInput {
  /** Today in Europe/Brussels (yyyy-mm-dd): ages are taken on this day. */
  today: string;
  prices: PriceList;
  /** The places of the region: living there makes a person a resident. */
  regionMunicipalityIds: ReadonlySet<number>;
  /** The youngest age at which the region gives a card. */
  minAge: number;
  regionName: string;
  persons: readonly PricedPerson[];
}

export interface PriceResult {
  lines: PriceLine[];
  /** Euro, two decimals. */
  total: number;
  /** The price error: the first person below the region's minimum age. */
  error: { memberId: string; message: string } | null;
}

const cents = (euro: number) => Math.round(euro * 100);

/** The category and amount of one person, before any voucher. */
export function basePrice(
  person: PricedPerson,
  input: Pick<PriceInput, "today" | "prices" | "regionMunicipalityIds">,
): { category: PriceCategoryName; cents: number } {
  const adult = ageOn(person.birthDate, input.today) >= ADULT_AGE;
  const resident = person.municipalityId !== null && input.regionMunicipalityIds.has(person.municipalityId);
  const category: PriceCategory = resident
    ? adult
      ? "RESIDENT_ADULT"
      : "RESIDENT_CHILD"
    : adult
      ? "NON_RESIDENT_ADULT"
      : "NON_RESIDENT_CHILD";
  const regular = cents(input.prices[category]);
  // The social tariff never costs more than the regular price (a resident child is often free already).
  if (person.socialTariff && cents(input.prices.SOCIAL_TARIFF) < regular)
    return { category: "SOCIAL_TARIFF", cents: cents(input.prices.SOCIAL_TARIFF) };
  return { category, cents: regular };
}

export function computePrices(input: PriceInput): PriceResult {
  let error: PriceResult["error"] = null;
  let total = 0;
  const lines: PriceLine[] = input.persons.map((person) => {
    const age = ageOn(person.birthDate, input.today);
    if (age < input.minAge && error === null) {
      error = {
        memberId: person.personId,
        message: `${person.name} is ${age} jaar. In ${input.regionName} krijg je een pas vanaf ${input.minAge} jaar. Verwijder ${person.name} om verder te gaan.`,
      };
    }
    const base = basePrice(person, input);
    const voucher = person.voucherPrice === undefined ? undefined : cents(person.voucherPrice);
    const priced = voucher !== undefined && voucher < base.cents ? { category: "VOUCHER" as const, cents: voucher } : base;
    total += priced.cents;
    return { personId: person.personId, name: person.name, category: priced.category, amount: priced.cents / 100 };
  });
  return { lines, total: total / 100, error };
}
