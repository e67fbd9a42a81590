// The online request, step 6: the price and the payment, and the message after a payment that did not go through.
import type { PaymentStatus } from "@vtp/contracts/online-request/common";

export const priceCategoryLabels = {
  RESIDENT_ADULT: "inwoner, 18 jaar of ouder",
  RESIDENT_CHILD: "inwoner, jonger dan 18",
  NON_RESIDENT_ADULT: "geen inwoner van de regio, 18 jaar of ouder",
  NON_RESIDENT_CHILD: "geen inwoner van de regio, jonger dan 18",
  SOCIAL_TARIFF: "kansentarief",
  VOUCHER: "met kortingscode",
} as const;

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

export const paymentStepCopy = {
  heading: "Overzicht en betalen",
  lead: "Kijk alles na. Een pas kost maximaal 5 euro; de prijs hangt af van je leeftijd, je woonplaats en het kansentarief.",
  continuePayment: "Ga verder met je betaling",
  region: "Regio",
  phone: "Telefoon",
  priceTable: "De prijs per pas",
  cardFor: "Pas voor",
  price: "Prijs",
  total: "Totaal",
  changeDetails: "Gegevens wijzigen",
  changeFamily: "Gezin wijzigen",
  /** Part 1 is the link to the terms of sale. */
  termsConsent: ["Ik ga akkoord met de ", "verkoopsvoorwaarden", "."],
  confirm: "Bevestigen",
  payAgain: (amount: string) => `Opnieuw betalen (${amount})`,
  pay: (amount: string) => `Betalen (${amount})`,
  securePage: "Je gaat naar een beveiligde betaalpagina. Daarna kom je hier terug.",
  calculated: (name: string) => `Alle prijzen zijn berekend door ${name} op basis van de prijzen van je regio.`,
} as const;
