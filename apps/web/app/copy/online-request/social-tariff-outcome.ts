// The online request: the outcome screens of step 3 (what the government's answer means for the visitor).
import type { SocialTariffOutcome } from "@vtp/contracts/online-request/common";

/** The one primary action of an outcome screen; the other ways on are secondary. */
export type OutcomePrimary = "next" | "regular" | "point-of-sale" | "retry" | "login";

export interface OutcomeCopy {
  title: string;
  /** What happened, in one or two short sentences. */
  text: string;
  /** What the visitor can do now. */
  next?: string;
  /** A refusal: "opnieuw proberen" and "ga naar een verkooppunt" are offered (spec). */
  refusal: boolean;
  /** Going on without the social tariff is possible. */
  regularPossible: boolean;
  primary: OutcomePrimary;
}

/**
 * The seven outcome screens of step 3. `region` is the card system chosen at step 1 ("UiTPAS Dender"),
 * `municipality` the municipality chosen there.
 */
export function socialTariffOutcomeCopy(
  outcome: SocialTariffOutcome,
  region: string,
  municipality: string,
  productName: string,
): OutcomeCopy {
  switch (outcome) {
    case "CONFIRMED":
      return {
        title: "Je hebt recht op kansentarief",
        text: `De overheid bevestigt het: je ${productName} krijgt het kansentarief. Je pas kost minder en je krijgt tot 80% korting bij activiteiten die meedoen.`,
        refusal: false,
        regularPossible: false,
        primary: "next",
      };
    case "NOT_IN_REGION":
      return {
        title: `Je gemeente doet niet mee met ${productName}`,
        text: `Volgens de overheid woon je in een gemeente die niet meedoet met ${productName}. Kansentarief krijg je alleen in de gemeente waar je woont.`,
        next: "Vraag bij het OCMW of het sociaal huis van je gemeente welke korting er voor jou is. Of ga naar een verkooppunt: daar helpen ze je verder.",
        refusal: true,
        regularPossible: false,
        primary: "point-of-sale",
      };
    case "RESIDENCE_NOT_IN_REGION":
      return {
        title: `Je woont niet in de regio van ${region}`,
        text: `Je koos ${municipality}. Volgens de overheid woon je in een gemeente die niet bij ${region} hoort. Kansentarief krijg je alleen in de regio waar je woont.`,
        next: "Kies met 'Opnieuw proberen' de gemeente waar je woont. Of vraag je pas aan bij een verkooppunt. Je kan hier ook een pas zonder kansentarief aanvragen.",
        refusal: true,
        regularPossible: true,
        primary: "retry",
      };
    case "NOT_IN_CITY":
      return {
        title: "Kansentarief kan je hier niet online aanvragen",
        text: `In ${municipality} vraag je een ${productName} met kansentarief aan bij een verkooppunt. Daar helpen ze je persoonlijk.`,
        next: "Een pas zonder kansentarief kan je wel online aanvragen, maar dan krijg je geen korting van het kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "point-of-sale",
      };
    case "NOT_ALLOWED":
      return {
        title: "Je hebt geen recht op kansentarief",
        text: "Volgens de gegevens van de overheid heb je nu geen recht op kansentarief.",
        next: "Denk je dat dit niet klopt? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook verder met een pas zonder kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "regular",
      };
    case "MAYBE_NOT_ALLOWED":
      return {
        title: "Je hebt waarschijnlijk geen recht op kansentarief",
        text: "We vonden bij de overheid geen kansentarief op jouw naam.",
        next: "Twijfel je? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook gewoon verder met een pas zonder kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "regular",
      };
    case "ALREADY_HAS_CARD":
      return {
        title: `Je hebt al een ${productName}`,
        text: `Volgens onze gegevens heb je al een ${productName}. Iedereen kan maar één pas hebben.`,
        next: `Meld je aan om je pas in de app te gebruiken. Ben je je pas kwijt? Ga naar een verkooppunt voor een nieuwe.`,
        refusal: true,
        regularPossible: false,
        primary: "login",
      };
  }
}

export const outcomePageCopy = {
  /** The municipality when step 1 has none. */
  yourMunicipality: "je gemeente",
  loginWithCard: (name: string) => `Meld je aan met je ${name}`,
  regular: "Verder zonder kansentarief",
  retry: "Opnieuw proberen",
  refused: "Niet mogelijk",
  confirmed: "Bevestigd",
  children: "Kinderen",
  childrenText: (names: string) => `${names}: je kan ze bij stap 5 met één klik toevoegen.`,
} as const;
