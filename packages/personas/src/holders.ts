// The demo's holders (An, Mohamed, Sofie, Pieter, Lotte, Noor) and Tom (an account without a card), with
// the types every persona module uses and the demo password. Re-exported by index.ts.
/** The one password of every demo identity account. */
export const DEMO_PASSWORD = "Vrijetijd!2026";

export type Gender = "MALE" | "FEMALE" | "X";

export interface PersonaAddress {
  street: string;
  postalCode: string;
  city: string;
}

export interface PersonaCard {
  /** 13 digits, Luhn-valid; digit 12 is 1 for a social-tariff card. */
  number: string;
  /** Numeric id of the card system (region) the card was bought in. */
  cardSystemId: number;
  cardSystemName: string;
  socialTariff: boolean;
}

export interface PersonaKansenstatuut {
  cardSystemId: number;
  status: "ACTIVE" | "EXPIRED" | "SUSPENDED";
}

export interface PersonaOptIns {
  serviceMails: boolean;
  milestoneMails: boolean;
  infoMails: boolean;
  sms: boolean;
  post: boolean;
}

export interface PersonaCoupon {
  /** Stable id of the granted coupon (holder coupon). */
  id: string;
  name: string;
  description: string;
  /** Turns per period, e.g. 2 per MONTH. */
  volume: number;
  period: "WEEK" | "MONTH" | "QUARTER" | "YEAR";
  /** Turns already used in the current period. */
  used: number;
}

export interface PersonaMembership {
  id: string;
  associationName: string;
  /** Months from the seed's "now" to the end date (positive: still running). */
  endsInMonths: number;
  renewable: boolean;
}

export interface DemoPersona {
  /** Short stable key used in code and tests: "an", "mohamed", ... */
  key: string;
  /** Identity account id (UUID), or null for a person without an account. */
  accountId: string | null;
  /** Identity subject ("sub" claim), or null without an account. */
  sub: string | null;
  /** E-mail of the identity account, or null (a young child). */
  email: string | null;
  /** Card holder id (UUID), or null for an account without a card. */
  holderId: string | null;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  birthDate: string;
  gender: Gender;
  address: PersonaAddress;
  /** Mobile number in international format without spaces (12 characters). */
  gsm: string | null;
  card: PersonaCard | null;
  points: number;
  kansenstatuut: PersonaKansenstatuut | null;
  optIns: PersonaOptIns;
  coupons: PersonaCoupon[];
  memberships: PersonaMembership[];
  /** Key of the family's main holder when this person belongs to a family. */
  familyOf: string | null;
}

const allOptIns: PersonaOptIns = { serviceMails: true, milestoneMails: true, infoMails: true, sms: false, post: false };
const serviceOnly: PersonaOptIns = { serviceMails: true, milestoneMails: false, infoMails: false, sms: false, post: false };

export const an: DemoPersona = {
  key: "an",
  accountId: "a0000000-0000-4000-8000-000000000001",
  sub: "persona-an-peeters",
  email: "an.peeters@voorbeeld.test",
  holderId: "b0000000-0000-4000-8000-000000000001",
  firstName: "An",
  lastName: "Peeters",
  birthDate: "1990-05-14",
  gender: "FEMALE",
  address: { street: "Sint-Pietersnieuwstraat 41", postalCode: "9000", city: "Gent" },
  gsm: "+32470123401",
  card: { number: "4010000120100", cardSystemId: 1, cardSystemName: "UiTPAS Gent", socialTariff: false },
  points: 120,
  kansenstatuut: null,
  optIns: allOptIns,
  coupons: [
    {
      id: "c0000000-0000-4000-8000-000000000001",
      name: "Korting op een theaterticket",
      description: "2 euro korting op een ticket voor een voorstelling naar keuze in een Gents cultuurcentrum.",
      volume: 2,
      period: "MONTH",
      used: 0,
    },
    {
      id: "c0000000-0000-4000-8000-000000000002",
      name: "Zwembeurt aan voordeeltarief",
      description: "Een zwembeurt in een Gents stedelijk zwembad aan 1,50 euro.",
      volume: 4,
      period: "MONTH",
      used: 1,
    },
    {
      id: "c0000000-0000-4000-8000-000000000003",
      name: "Gratis filmticket",
      description: "Eén gratis filmticket per kwartaal in een Gentse buurtcinema.",
      volume: 1,
      period: "QUARTER",
      used: 0,
    },
  ],
  memberships: [
    {
      id: "d0000000-0000-4000-8000-000000000001",
      associationName: "Fotoclub Objectief Gent",
      endsInMonths: 7,
      renewable: true,
    },
  ],
  familyOf: null,
};

export const mohamed: DemoPersona = {
  key: "mohamed",
  accountId: "a0000000-0000-4000-8000-000000000002",
  sub: "persona-mohamed-elamrani",
  email: "mohamed.elamrani@voorbeeld.test",
  holderId: "b0000000-0000-4000-8000-000000000002",
  firstName: "Mohamed",
  lastName: "El Amrani",
  birthDate: "1976-09-03",
  gender: "MALE",
  address: { street: "Kerkstraat 12", postalCode: "9300", city: "Aalst" },
  gsm: "+32485123402",
  card: { number: "4030000045214", cardSystemId: 3, cardSystemName: "UiTPAS Dender", socialTariff: true },
  points: 45,
  kansenstatuut: { cardSystemId: 3, status: "ACTIVE" },
  optIns: { serviceMails: true, milestoneMails: true, infoMails: false, sms: true, post: false },
  coupons: [
    {
      id: "c0000000-0000-4000-8000-000000000004",
      name: "Kansentarief in het stedelijk zwembad",
      description: "Zwemmen aan 80% korting in het stedelijk zwembad van Aalst.",
      volume: 8,
      period: "MONTH",
      used: 2,
    },
    {
      id: "c0000000-0000-4000-8000-000000000005",
      name: "Kansentarief voor cultuur",
      description: "Tickets voor voorstellingen in het cultuurcentrum aan kansentarief.",
      volume: 2,
      period: "MONTH",
      used: 0,
    },
  ],
  memberships: [],
  familyOf: null,
};

export const sofie: DemoPersona = {
  key: "sofie",
  accountId: "a0000000-0000-4000-8000-000000000003",
  sub: "persona-sofie-janssens",
  email: "sofie.janssens@voorbeeld.test",
  holderId: "b0000000-0000-4000-8000-000000000003",
  firstName: "Sofie",
  lastName: "Janssens",
  birthDate: "1984-03-12",
  gender: "FEMALE",
  address: { street: "Bruul 88", postalCode: "2800", city: "Mechelen" },
  gsm: "+32476123403",
  card: { number: "4050000260100", cardSystemId: 5, cardSystemName: "UiTPAS Mechelen", socialTariff: false },
  points: 260,
  kansenstatuut: null,
  optIns: allOptIns,
  coupons: [
    {
      id: "c0000000-0000-4000-8000-000000000006",
      name: "Gezinskorting in het wetenschapscentrum",
      description: "3 euro korting per gezinslid op een dagticket.",
      volume: 1,
      period: "YEAR",
      used: 0,
    },
  ],
  memberships: [],
  familyOf: "sofie",
};

export const pieter: DemoPersona = {
  key: "pieter",
  accountId: "a0000000-0000-4000-8000-000000000004",
  sub: "persona-pieter-janssens",
  email: "pieter.janssens@voorbeeld.test",
  holderId: "b0000000-0000-4000-8000-000000000004",
  firstName: "Pieter",
  lastName: "Janssens",
  birthDate: "1982-09-28",
  gender: "MALE",
  address: { street: "Bruul 88", postalCode: "2800", city: "Mechelen" },
  gsm: "+32477123404",
  card: { number: "4050000075201", cardSystemId: 5, cardSystemName: "UiTPAS Mechelen", socialTariff: false },
  points: 75,
  kansenstatuut: null,
  optIns: serviceOnly,
  coupons: [],
  memberships: [
    {
      id: "d0000000-0000-4000-8000-000000000002",
      associationName: "Wielerclub De Dijlespurters",
      endsInMonths: 2,
      renewable: true,
    },
  ],
  familyOf: "sofie",
};

/** Lotte is 14 from 2026-06-15 until 2027-06-14: an under-16 user on and around 2026-11-21. */
export const lotte: DemoPersona = {
  key: "lotte",
  accountId: "a0000000-0000-4000-8000-000000000005",
  sub: "persona-lotte-janssens",
  email: "lotte.janssens@voorbeeld.test",
  holderId: "b0000000-0000-4000-8000-000000000005",
  firstName: "Lotte",
  lastName: "Janssens",
  birthDate: "2012-06-15",
  gender: "FEMALE",
  address: { street: "Bruul 88", postalCode: "2800", city: "Mechelen" },
  gsm: null,
  card: { number: "4050000038308", cardSystemId: 5, cardSystemName: "UiTPAS Mechelen", socialTariff: false },
  points: 38,
  kansenstatuut: null,
  optIns: serviceOnly,
  coupons: [],
  memberships: [
    {
      id: "d0000000-0000-4000-8000-000000000003",
      associationName: "Chiro Sint-Rombout",
      endsInMonths: 9,
      renewable: true,
    },
  ],
  familyOf: "sofie",
};

/** The younger child: a card holder without an e-mail address or identity account. */
export const noor: DemoPersona = {
  key: "noor",
  accountId: null,
  sub: null,
  email: null,
  holderId: "b0000000-0000-4000-8000-000000000006",
  firstName: "Noor",
  lastName: "Janssens",
  birthDate: "2018-02-03",
  gender: "FEMALE",
  address: { street: "Bruul 88", postalCode: "2800", city: "Mechelen" },
  gsm: null,
  card: { number: "4050000012402", cardSystemId: 5, cardSystemName: "UiTPAS Mechelen", socialTariff: false },
  points: 12,
  kansenstatuut: null,
  optIns: { serviceMails: false, milestoneMails: false, infoMails: false, sms: false, post: false },
  coupons: [],
  memberships: [],
  familyOf: "sofie",
};

/** An identity account without a card: the starting point of card registration journeys. */
export const tom: DemoPersona = {
  key: "tom",
  accountId: "a0000000-0000-4000-8000-000000000007",
  sub: "persona-tom-declercq",
  email: "tom.declercq@voorbeeld.test",
  holderId: null,
  firstName: "Tom",
  lastName: "De Clercq",
  birthDate: "1988-12-01",
  gender: "MALE",
  address: { street: "Oude Burg 7", postalCode: "8000", city: "Brugge" },
  gsm: null,
  card: null,
  points: 0,
  kansenstatuut: null,
  optIns: serviceOnly,
  coupons: [],
  memberships: [],
  familyOf: null,
};

/** Every persona, in a fixed order. */
export const personas: readonly DemoPersona[] = [an, mohamed, sofie, pieter, lotte, noor, tom];

/** The personas that can log in (they have an identity account). */
export const loginPersonas: readonly DemoPersona[] = personas.filter((p) => p.email !== null);

/** The Janssens family: the main holder first, then partner and children. */
export const janssensFamily = {
  id: "f0000000-0000-4000-8000-000000000001",
  main: sofie,
  members: [sofie, pieter, lotte, noor] as readonly DemoPersona[],
} as const;

export function personaByEmail(email: string): DemoPersona | undefined {
  const e = email.trim().toLowerCase();
  return personas.find((p) => p.email === e);
}

export function personaByKey(key: string): DemoPersona | undefined {
  return personas.find((p) => p.key === key);
}

/** Default end of a kansenstatuut granted "now": 30 April of the next year (yyyy-mm-dd). */
export function kansenstatuutEndDate(now: Date): string {
  return `${now.getUTCFullYear() + 1}-04-30`;
}
