// Cards of the demo that no account has yet: what the card-registration journeys register. Re-exported by index.ts.
import type { Gender, PersonaAddress } from "./holders.ts";

/**
 * Cards that exist in the card system but are linked to no identity account: card number + birth date
 * are what the card-registration journey (step 1) asks for.
 */
export interface UnregisteredCard {
  holderId: string;
  number: string;
  birthDate: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  address: PersonaAddress;
  cardSystemId: number;
  cardSystemName: string;
  socialTariff: boolean;
  points: number;
}

export const unregisteredCards: readonly UnregisteredCard[] = [
  {
    holderId: "b0000000-0000-4000-8000-000000000101",
    number: "4010000010509",
    birthDate: "2011-04-22",
    firstName: "Jonas",
    lastName: "Maes",
    gender: "MALE",
    address: { street: "Dendermondsesteenweg 230", postalCode: "9040", city: "Sint-Amandsberg" },
    cardSystemId: 1,
    cardSystemName: "UiTPAS Gent",
    socialTariff: false,
    points: 10,
  },
  {
    holderId: "b0000000-0000-4000-8000-000000000102",
    number: "4020000000608",
    birthDate: "1969-11-30",
    firstName: "Ilse",
    lastName: "Claes",
    gender: "FEMALE",
    address: { street: "Langestraat 105", postalCode: "8000", city: "Brugge" },
    cardSystemId: 2,
    cardSystemName: "Paspartoe",
    socialTariff: false,
    points: 0,
  },
  {
    holderId: "b0000000-0000-4000-8000-000000000103",
    number: "4030000025711",
    birthDate: "1991-07-19",
    firstName: "Yusuf",
    lastName: "Demir",
    gender: "MALE",
    address: { street: "Brusselsesteenweg 64", postalCode: "9400", city: "Ninove" },
    cardSystemId: 3,
    cardSystemName: "UiTPAS Dender",
    socialTariff: true,
    points: 25,
  },
];

/**
 * Spare unregistered cards, one per registration journey that links a card (or locks one): such a journey's
 * second try (CI retries a failed journey once) cannot reuse the card its first try may have linked or
 * locked, so it takes its spare. In the same card systems as the cards they stand in for.
 */
export const spareUnregisteredCards: readonly UnregisteredCard[] = [
  {
    holderId: "b0000000-0000-4000-8000-000000000104",
    number: "4010000010608",
    birthDate: "1998-03-14",
    firstName: "Lars",
    lastName: "Wouters",
    gender: "MALE",
    address: { street: "Kasteellaan 12", postalCode: "9040", city: "Sint-Amandsberg" },
    cardSystemId: 1,
    cardSystemName: "UiTPAS Gent",
    socialTariff: false,
    points: 0,
  },
  {
    holderId: "b0000000-0000-4000-8000-000000000105",
    number: "4020000000707",
    birthDate: "1975-09-02",
    firstName: "Sien",
    lastName: "De Smet",
    gender: "FEMALE",
    address: { street: "Ezelstraat 41", postalCode: "8000", city: "Brugge" },
    cardSystemId: 2,
    cardSystemName: "Paspartoe",
    socialTariff: false,
    points: 0,
  },
  {
    holderId: "b0000000-0000-4000-8000-000000000106",
    number: "4030000025919",
    birthDate: "1987-12-05",
    firstName: "Emma",
    lastName: "Vermeulen",
    gender: "FEMALE",
    address: { street: "Geraardsbergsestraat 18", postalCode: "9400", city: "Ninove" },
    cardSystemId: 3,
    cardSystemName: "UiTPAS Dender",
    socialTariff: true,
    points: 0,
  },
  {
    holderId: "b0000000-0000-4000-8000-000000000107",
    number: "4020000000806",
    birthDate: "1964-06-21",
    firstName: "Wout",
    lastName: "Lambrecht",
    gender: "MALE",
    address: { street: "Smedenstraat 7", postalCode: "8000", city: "Brugge" },
    cardSystemId: 2,
    cardSystemName: "Paspartoe",
    socialTariff: false,
    points: 0,
  },
];
