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
