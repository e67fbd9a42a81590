// The card systems (regions) of the demo: their branding, website, online-registration settings and
// the municipalities (all places of each) that belong to them. Numeric ids are fixed: personas and
// documentation name them.
import type { OnlineRegistration, PriceCategory } from "@vtp/db/schema";

/** A region's card prices in euro (the online request computes each person's price from these). */
export type PriceList = Readonly<Record<PriceCategory, number>>;

/** The example list of the domain notes: residents 18+ 3, under 18 free; others 18+ 5, under 18 2; social tariff 1. */
const STANDARD_PRICES: PriceList = { RESIDENT_ADULT: 3, RESIDENT_CHILD: 0, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2, SOCIAL_TARIFF: 1 };

export interface CardSystemSeed {
  id: number;
  name: string;
  slug: string;
  colour: string;
  websiteUrl: string;
  permanent: boolean;
  /** What the region allows online as a whole. */
  onlineRegistration: OnlineRegistration;
  /** Days an expired kansenstatuut is still honoured. */
  kansenstatuutGraceDays: number;
  /** The municipalities of the region (main names; their deelgemeenten are included). */
  municipalities: readonly string[];
  /** Per-municipality exceptions to onlineRegistration. */
  onlineRegistrationByMunicipality?: Readonly<Record<string, OnlineRegistration>>;
  /** Telephone zone used for organiser phone numbers, e.g. "9" for Gent. */
  phoneZone: string;
  /** Card prices; absent for a region that sells no cards online. */
  prices?: PriceList;
  /** The youngest age at which the region gives a card (default 0: from birth). */
  onlineMinAge?: number;
}

/** Registration vouchers of the demo (a discount code a municipality hands out). */
export interface VoucherSeed {
  code: string;
  cardSystemId: number;
  /** The price of a card with the voucher. */
  price: number;
  /** yyyy-mm-dd, or null: no end. */
  validUntil: string | null;
  maxUses: number | null;
}

export const VOUCHERS: readonly VoucherSeed[] = [
  { code: "DENDER-WELKOM", cardSystemId: 3, price: 0, validUntil: "2030-12-31", maxUses: 500 },
  { code: "GENT-GRATIS", cardSystemId: 1, price: 0, validUntil: "2030-12-31", maxUses: 500 },
  { code: "OUD-2020", cardSystemId: 3, price: 0, validUntil: "2020-12-31", maxUses: null },
];

export const CARD_SYSTEMS: readonly CardSystemSeed[] = [
  {
    id: 1,
    name: "UiTPAS Gent",
    slug: "uitpas-gent",
    colour: "#1AA5A8",
    websiteUrl: "https://gent.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "ALL",
    kansenstatuutGraceDays: 30,
    municipalities: ["Gent"],
    phoneZone: "9",
    prices: STANDARD_PRICES,
  },
  {
    id: 2,
    name: "Paspartoe",
    slug: "paspartoe",
    colour: "#E6007E",
    websiteUrl: "https://paspartoe.voorbeeld.be",
    permanent: true,
    onlineRegistration: "REGULAR",
    kansenstatuutGraceDays: 0,
    municipalities: ["Brugge"],
    phoneZone: "50",
    prices: { RESIDENT_ADULT: 4, RESIDENT_CHILD: 1, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2, SOCIAL_TARIFF: 1 },
  },
  {
    id: 3,
    name: "UiTPAS Dender",
    slug: "uitpas-dender",
    colour: "#F39200",
    websiteUrl: "https://dender.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "ALL",
    kansenstatuutGraceDays: 30,
    municipalities: ["Aalst", "Denderleeuw", "Erpe-Mere", "Geraardsbergen", "Haaltert", "Herzele", "Lede", "Ninove"],
    onlineRegistrationByMunicipality: { Geraardsbergen: "REGULAR", Herzele: "NONE" },
    phoneZone: "53",
    prices: STANDARD_PRICES,
    onlineMinAge: 6,
  },
  {
    id: 4,
    name: "UiTPAS Leuven",
    slug: "uitpas-leuven",
    colour: "#0069B4",
    websiteUrl: "https://leuven.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "REGULAR",
    kansenstatuutGraceDays: 0,
    municipalities: ["Leuven", "Herent", "Kortenberg", "Bertem", "Oud-Heverlee", "Holsbeek", "Lubbeek"],
    phoneZone: "16",
    prices: { RESIDENT_ADULT: 5, RESIDENT_CHILD: 2, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2, SOCIAL_TARIFF: 1 },
  },
  {
    id: 5,
    name: "UiTPAS Mechelen",
    slug: "uitpas-mechelen",
    colour: "#8E44AD",
    websiteUrl: "https://mechelen.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "ALL",
    kansenstatuutGraceDays: 30,
    municipalities: ["Mechelen", "Bonheiden", "Sint-Katelijne-Waver", "Willebroek", "Zemst"],
    phoneZone: "15",
    prices: STANDARD_PRICES,
    onlineMinAge: 3,
  },
  {
    id: 6,
    name: "UiTPAS Kempen",
    slug: "uitpas-kempen",
    colour: "#2E8B57",
    websiteUrl: "https://kempen.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "NONE",
    kansenstatuutGraceDays: 30,
    municipalities: ["Turnhout", "Oud-Turnhout", "Beerse", "Vosselaar", "Kasterlee", "Herentals", "Geel", "Mol", "Retie", "Arendonk"],
    phoneZone: "14",
  },
  {
    id: 7,
    name: "UiTPAS Hasselt",
    slug: "uitpas-hasselt",
    colour: "#C0392B",
    websiteUrl: "https://hasselt.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "SOCIALTARIFF",
    kansenstatuutGraceDays: 0,
    municipalities: ["Hasselt", "Genk", "Diepenbeek", "Zonhoven"],
    phoneZone: "11",
    prices: { RESIDENT_ADULT: 5, RESIDENT_CHILD: 2, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2, SOCIAL_TARIFF: 0.5 },
  },
  {
    id: 8,
    name: "UiTPAS Zuidwest",
    slug: "uitpas-zuidwest",
    colour: "#D4A017",
    websiteUrl: "https://zuidwest.uitpas.voorbeeld.be",
    permanent: true,
    onlineRegistration: "ALL",
    kansenstatuutGraceDays: 30,
    municipalities: ["Kortrijk", "Menen", "Wevelgem", "Harelbeke", "Kuurne", "Zwevegem", "Deerlijk", "Lendelede"],
    onlineRegistrationByMunicipality: { Lendelede: "REGULAR" },
    phoneZone: "56",
    prices: { RESIDENT_ADULT: 2.5, RESIDENT_CHILD: 0, NON_RESIDENT_ADULT: 5, NON_RESIDENT_CHILD: 2.5, SOCIAL_TARIFF: 1 },
  },
  {
    id: 9,
    name: "UiTPAS Meetjesland",
    slug: "uitpas-meetjesland",
    colour: "#5D6D7E",
    websiteUrl: "https://meetjesland.uitpas.voorbeeld.be",
    permanent: false,
    onlineRegistration: "NONE",
    kansenstatuutGraceDays: 0,
    municipalities: ["Eeklo", "Maldegem", "Assenede", "Kaprijke", "Sint-Laureins"],
    phoneZone: "9",
  },
];

/** Telephone zone for organisers outside any card system, by province. */
export const PROVINCE_PHONE_ZONES: Readonly<Record<string, string>> = {
  Antwerpen: "3",
  Limburg: "11",
  "Oost-Vlaanderen": "9",
  "Vlaams-Brabant": "16",
  "West-Vlaanderen": "50",
};
