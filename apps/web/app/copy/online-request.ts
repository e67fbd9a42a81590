// Dutch copy of the online request: the outcome screens of steps 1 and 3, the payment messages and the
// status page. Plain language (B1), no information by colour alone.
import type { PaymentStatus, SocialTariffOutcome } from "@vtp/contracts/online-request/common";

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

/** The message of step 6 after a payment that did not go through (spec: "payment failed"). */
export function paymentMessage(status: PaymentStatus | null): { kind: "danger" | "warning" | "info"; text: string } | undefined {
  switch (status) {
    case "FAILED":
      return { kind: "danger", text: "De betaling is mislukt. Er werd niets aangerekend. Probeer opnieuw: je gegevens zijn bewaard." };
    case "CANCELLED":
      return {
        kind: "warning",
        text: "Je hebt de betaling geannuleerd. Er werd niets aangerekend. Je kan opnieuw betalen wanneer je wil.",
      };
    case "EXPIRED":
      return { kind: "warning", text: "De betaling is verlopen. Er werd niets aangerekend. Probeer opnieuw." };
    case "OPEN":
      return { kind: "info", text: "Je betaling is nog niet afgerond." };
    default:
      return undefined;
  }
}

export const statusStepCopy = {
  payment: { title: "Betaling", done: "Betaald", current: "Wacht op je betaling", todo: "Nog te betalen", stopped: "Geannuleerd" },
  account: {
    title: "Account",
    done: "Je account is klaar",
    current: "Maak je account aan",
    todo: "Na de betaling",
    stopped: "Niet nodig: de aanvraag is stopgezet",
  },
  card: {
    title: "Pas klaar",
    done: "Je pas staat in de app",
    current: "Bijna klaar",
    todo: "Na je account",
    stopped: "Er komt geen pas: de aanvraag is stopgezet",
  },
} as const;

export const genderOptions = [
  { value: "FEMALE", label: "Vrouw" },
  { value: "MALE", label: "Man" },
  { value: "X", label: "X (anders, of liever niet gezegd)" },
] as const;

/** Step 3's answers, each with what it leads to. */
export const socialTariffAnswers = [
  {
    value: "YES",
    label: "Ja",
    hint: "We kijken het na bij de overheid. Je meldt je aan met je eID of met itsme. Je gegevens vullen we dan meteen voor je in.",
  },
  { value: "NO", label: "Nee", hint: "Je vraagt een pas aan zonder kansentarief." },
  {
    value: "UNSURE",
    label: "Ik weet het niet",
    hint: "We kijken het voor je na bij de overheid. Je meldt je aan met je eID of met itsme. Heb je geen recht? Dan ga je gewoon verder zonder kansentarief.",
  },
] as const;

export const priceCategoryLabels = {
  RESIDENT_ADULT: "inwoner, 18 jaar of ouder",
  RESIDENT_CHILD: "inwoner, jonger dan 18",
  NON_RESIDENT_ADULT: "geen inwoner van de regio, 18 jaar of ouder",
  NON_RESIDENT_CHILD: "geen inwoner van de regio, jonger dan 18",
  SOCIAL_TARIFF: "kansentarief",
  VOUCHER: "met kortingscode",
} as const;

/** "€ 3,00", "gratis". */
export function euro(amount: number): string {
  return amount === 0 ? "gratis" : `€ ${amount.toFixed(2).replace(".", ",")}`;
}
