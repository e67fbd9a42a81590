// Dutch copy of the online request: the outcome screens of steps 1 and 3, the payment messages and the
// status page. Plain language (B1), no information by colour alone.
import type { PaymentStatus, SocialTariffOutcome } from "@vtp/contracts/online-request";

export interface OutcomeCopy {
  title: string;
  text: string;
  /** A refusal: "opnieuw proberen" and "ga naar een verkooppunt" are offered (spec). */
  refusal: boolean;
  /** Going on without the social tariff is possible. */
  regularPossible: boolean;
}

export function socialTariffOutcomeCopy(outcome: SocialTariffOutcome, region: string, productName: string): OutcomeCopy {
  switch (outcome) {
    case "CONFIRMED":
      return {
        title: "Je hebt recht op kansentarief",
        text: `De overheid bevestigt dat je recht hebt op een verhoogde tegemoetkoming. Je ${productName} krijgt het kansentarief: je krijgt tot 80% korting bij activiteiten die meedoen.`,
        refusal: false,
        regularPossible: false,
      };
    case "NOT_IN_REGION":
      return {
        title: "Je woont niet in een regio met online aanvraag",
        text: `Volgens de overheid woon je niet in een gemeente die meedoet met ${productName}. Een pas met kansentarief vraag je aan in de gemeente waar je woont. Vraag het na bij een verkooppunt of bij het OCMW.`,
        refusal: true,
        regularPossible: false,
      };
    case "RESIDENCE_NOT_IN_REGION":
      return {
        title: `Je woont niet in ${region}`,
        text: `Het kansentarief van ${region} is voor wie in ${region} woont. Volgens de overheid woon je in een andere regio. Kies bij stap 1 de gemeente waar je woont, of ga naar een verkooppunt.`,
        refusal: true,
        regularPossible: true,
      };
    case "NOT_IN_CITY":
      return {
        title: "Kansentarief kan je hier niet online aanvragen",
        text: `In deze gemeente vraag je een ${productName} met kansentarief aan bij een verkooppunt. Daar helpen ze je persoonlijk. Een pas zonder kansentarief kan je wel online aanvragen.`,
        refusal: true,
        regularPossible: true,
      };
    case "NOT_ALLOWED":
      return {
        title: "Je hebt geen recht op kansentarief",
        text: "Volgens de overheid heb je nu geen recht op een verhoogde tegemoetkoming. Denk je dat dit niet klopt? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook verder zonder kansentarief.",
        refusal: true,
        regularPossible: true,
      };
    case "MAYBE_NOT_ALLOWED":
      return {
        title: "Je hebt waarschijnlijk geen recht op kansentarief",
        text: "We vonden geen verhoogde tegemoetkoming op jouw naam. Twijfel je? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook gewoon verder zonder kansentarief.",
        refusal: true,
        regularPossible: true,
      };
    case "ALREADY_HAS_CARD":
      return {
        title: `Je hebt al een ${productName}`,
        text: `Volgens onze gegevens heb je al een ${productName}. Je kan maar één pas hebben. Ben je je pas kwijt? Ga naar een verkooppunt voor een nieuwe. Meld je aan om je pas in de app te gebruiken.`,
        refusal: true,
        regularPossible: false,
      };
  }
}

/** The message of step 6 after a payment that did not go through (spec: "payment failed"). */
export function paymentMessage(status: PaymentStatus | null): { kind: "danger" | "warning" | "info"; text: string } | undefined {
  switch (status) {
    case "FAILED":
      return { kind: "danger", text: "De betaling is mislukt. Er werd niets aangerekend. Probeer opnieuw: je gegevens zijn bewaard." };
    case "CANCELLED":
      return { kind: "warning", text: "Je hebt de betaling geannuleerd. Er werd niets aangerekend. Je kan opnieuw betalen wanneer je wil." };
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
  account: { title: "Account", done: "Je account is klaar", current: "Maak je account aan", todo: "Na de betaling", stopped: "—" },
  card: { title: "Pas klaar", done: "Je pas staat in de app", current: "Bijna klaar", todo: "Na je account", stopped: "—" },
} as const;

export const genderOptions = [
  { value: "FEMALE", label: "Vrouw" },
  { value: "MALE", label: "Man" },
  { value: "X", label: "X (anders, of liever niet gezegd)" },
] as const;

export const socialTariffAnswers = [
  { value: "YES", label: "Ja" },
  { value: "NO", label: "Nee" },
  { value: "UNSURE", label: "Ik weet het niet" },
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
