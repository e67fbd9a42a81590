// The demo's staff (issue 20): people who work for an organiser (MEMBER at the counter, ADMIN also
// manages) or for a region (card-system staff). Like the holders they log in with DEMO_PASSWORD through
// the embedded identity provider: the demo seed gives each an identity account without a card, their
// roles and the organiser they used last. An organiser is named by its region and kind (the seed's first
// organiser of that kind in the region, apps/api/src/seeds/demo/organisers.ts), so its id follows the seed.

export type StaffRole = "MEMBER" | "ADMIN";

export interface StaffOrganiserRole {
  /** Card system (region) of the organiser. */
  cardSystemId: number;
  /** The seed's organiser kind: "bibliotheek", "zwembad", "cultuurcentrum", … */
  kind: string;
  /** Where it is, for people reading the demo table. */
  city: string;
  role: StaffRole;
}

export interface StaffPersona {
  key: string;
  accountId: string;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  /** What the persona is good for in a journey or test. */
  scenario: string;
  organisers: readonly StaffOrganiserRole[];
  /** Index in `organisers` of the one used last ("Laatst gebruikt"), or null. */
  lastUsed: number | null;
  /** Regions (card system ids) the person works for as card-system staff. */
  cardSystems: readonly number[];
}

export const els: StaffPersona = {
  key: "els",
  accountId: "a0000000-0000-4000-8000-000000000201",
  sub: "persona-els-vandamme",
  email: "els.vandamme@voorbeeld.test",
  firstName: "Els",
  lastName: "Vandamme",
  scenario: "ADMIN van de bibliotheek in Gent en MEMBER van het zwembad in Gent, dat ze laatst gebruikte.",
  organisers: [
    { cardSystemId: 1, kind: "bibliotheek", city: "Gent", role: "ADMIN" },
    { cardSystemId: 1, kind: "zwembad", city: "Gent", role: "MEMBER" },
  ],
  lastUsed: 1,
  cardSystems: [],
};

export const bram: StaffPersona = {
  key: "bram",
  accountId: "a0000000-0000-4000-8000-000000000202",
  sub: "persona-bram-wuyts",
  email: "bram.wuyts@voorbeeld.test",
  firstName: "Bram",
  lastName: "Wuyts",
  scenario: "MEMBER van het cultuurcentrum in Aalst (UiTPAS Dender): werkt aan de balie.",
  organisers: [{ cardSystemId: 3, kind: "cultuurcentrum", city: "Aalst", role: "MEMBER" }],
  lastUsed: null,
  cardSystems: [],
};

export const katrien: StaffPersona = {
  key: "katrien",
  accountId: "a0000000-0000-4000-8000-000000000203",
  sub: "persona-katrien-verstraete",
  email: "katrien.verstraete@voorbeeld.test",
  firstName: "Katrien",
  lastName: "Verstraete",
  scenario:
    "Medewerker van de regio UiTPAS Gent: ziet de organisaties van de regio, hun rapporten, medewerkers en logboek, en nodigt hun eerste beheerder uit.",
  organisers: [],
  lastUsed: null,
  cardSystems: [1],
};

export const staffPersonas: readonly StaffPersona[] = [els, bram, katrien];

export function staffPersonaByEmail(email: string): StaffPersona | undefined {
  const e = email.trim().toLowerCase();
  return staffPersonas.find((p) => p.email === e);
}

/**
 * A partner client of the demo (decision 0045): an organiser's own system (its ticketing) that gets an
 * OAuth client-credentials token from the embedded identity provider and calls the partner API for that
 * organiser only. One per organiser of the demo's staff; the secret is generated into the data folder
 * (`<dataDir>/idp/partner-clients/<clientId>`) at the first start, never committed.
 */
export interface PartnerClientPersona {
  clientId: string;
  name: string;
  /** The organiser it acts for, named like a staff role's (region + kind). */
  organiser: Omit<StaffOrganiserRole, "role">;
}

export const partnerClients: readonly PartnerClientPersona[] = [
  {
    clientId: "partner-gent-bibliotheek",
    name: "Ticketing van de bibliotheek in Gent",
    organiser: { cardSystemId: 1, kind: "bibliotheek", city: "Gent" },
  },
  {
    clientId: "partner-gent-zwembad",
    name: "Kassasysteem van het zwembad in Gent",
    organiser: { cardSystemId: 1, kind: "zwembad", city: "Gent" },
  },
  {
    clientId: "partner-aalst-cultuurcentrum",
    name: "Ticketing van het cultureel centrum in Aalst",
    organiser: { cardSystemId: 3, kind: "cultuurcentrum", city: "Aalst" },
  },
];
