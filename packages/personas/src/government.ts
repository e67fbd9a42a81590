// The government login stand-in's people (eID / itsme) for the online card request. Re-exported by index.ts.
import type { GovernmentPersonClaims } from "@vtp/contracts/identity";
import { makeInsz } from "@vtp/contracts/insz";
import { mohamed, type Gender, type PersonaAddress } from "./holders.ts";

/**
 * People known to the government login stand-in (eID / itsme) used by the online card request.
 * National numbers are valid INSZ numbers; `cardNumber` is set when the person already has a card.
 */
export interface GovernmentPerson {
  insz: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
  address: PersonaAddress;
  socialTariffEntitled: boolean;
  cardNumber: string | null;
}

/** What the government login says about a person in its ID token (the embedded stand-in and the tests' signer). */
export function governmentPersonClaims(p: GovernmentPerson): GovernmentPersonClaims {
  return {
    insz: p.insz,
    given_name: p.firstName,
    family_name: p.lastName,
    birthdate: p.birthDate,
    gender: p.gender,
    address: { street_address: p.address.street, postal_code: p.address.postalCode, locality: p.address.city, country: "BE" },
    social_tariff: p.socialTariffEntitled,
    card_number: p.cardNumber,
  };
}

export interface GovernmentPersona extends GovernmentPerson {
  /** Stable key, also the subject of the government login. */
  key: string;
  sub: string;
  /** What the persona is good for in a journey. */
  scenario: string;
  children: GovernmentPerson[];
}

const fatimaAddress: PersonaAddress = { street: "Moorselbaan 150", postalCode: "9300", city: "Aalst" };

export const governmentPersonas: readonly GovernmentPersona[] = [
  {
    key: "fatima",
    sub: "gov-fatima-benali",
    scenario: "Woont in Aalst (UiTPAS Dender), heeft recht op kansentarief, nog geen kaart, twee kinderen.",
    insz: "87021921487",
    firstName: "Fatima",
    lastName: "Benali",
    birthDate: "1987-02-19",
    gender: "FEMALE",
    address: fatimaAddress,
    socialTariffEntitled: true,
    cardNumber: null,
    children: [
      {
        insz: "16100908877",
        firstName: "Amira",
        lastName: "Benali",
        birthDate: "2016-10-09",
        gender: "FEMALE",
        address: fatimaAddress,
        socialTariffEntitled: true,
        cardNumber: null,
      },
      {
        insz: "11042215159",
        firstName: "Karim",
        lastName: "Benali",
        birthDate: "2011-04-22",
        gender: "MALE",
        address: fatimaAddress,
        socialTariffEntitled: true,
        cardNumber: null,
      },
    ],
  },
  {
    key: "mohamed",
    sub: "gov-mohamed-elamrani",
    scenario: "Dezelfde persoon als de demo-pashouder Mohamed: heeft al een kaart (kaart al in bezit).",
    insz: "76090312388",
    firstName: mohamed.firstName,
    lastName: mohamed.lastName,
    birthDate: mohamed.birthDate,
    gender: "MALE",
    address: mohamed.address,
    socialTariffEntitled: true,
    cardNumber: mohamed.card?.number ?? null,
    children: [],
  },
  {
    key: "elke",
    sub: "gov-elke-wouters",
    scenario: "Woont in Antwerpen, buiten de regio's met online aanvraag; geen recht op kansentarief.",
    insz: "88120114808",
    firstName: "Elke",
    lastName: "Wouters",
    birthDate: "1988-12-01",
    gender: "FEMALE",
    address: { street: "Turnhoutsebaan 310", postalCode: "2140", city: "Borgerhout" },
    socialTariffEntitled: false,
    cardNumber: null,
    children: [
      {
        insz: "18020303604",
        firstName: "Mila",
        lastName: "Wouters",
        birthDate: "2018-02-03",
        gender: "FEMALE",
        address: { street: "Turnhoutsebaan 310", postalCode: "2140", city: "Borgerhout" },
        socialTariffEntitled: false,
        cardNumber: null,
      },
    ],
  },
  {
    key: "jan",
    sub: "gov-jan-vermeulen",
    scenario:
      "Woont in Aalst (UiTPAS Dender), nog geen kaart, maar geen recht op kansentarief (niet toegelaten, of misschien niet bij 'ik weet het niet').",
    insz: makeInsz("1979-06-08", 137),
    firstName: "Jan",
    lastName: "Vermeulen",
    birthDate: "1979-06-08",
    gender: "MALE",
    address: { street: "Nieuwstraat 21", postalCode: "9300", city: "Aalst" },
    socialTariffEntitled: false,
    cardNumber: null,
    children: [],
  },
  {
    key: "ines",
    sub: "gov-ines-goossens",
    scenario:
      "Woont in Geraardsbergen (UiTPAS Dender), recht op kansentarief, maar die stad neemt kansentarief niet online aan (niet in de stad).",
    insz: makeInsz("1992-03-27", 86),
    firstName: "Ines",
    lastName: "Goossens",
    birthDate: "1992-03-27",
    gender: "FEMALE",
    address: { street: "Markt 3", postalCode: "9500", city: "Geraardsbergen" },
    socialTariffEntitled: true,
    cardNumber: null,
    children: [],
  },
  {
    key: "sara",
    sub: "gov-sara-desmet",
    scenario: "Woont in Gent (UiTPAS Gent), recht op kansentarief: bevestigd in Gent, 'woonplaats niet in de regio' in een andere regio.",
    insz: makeInsz("1995-08-14", 42),
    firstName: "Sara",
    lastName: "De Smet",
    birthDate: "1995-08-14",
    gender: "FEMALE",
    address: { street: "Kortrijksesteenweg 200", postalCode: "9000", city: "Gent" },
    socialTariffEntitled: true,
    cardNumber: null,
    children: [],
  },
];
