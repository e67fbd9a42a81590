// The five onboarding steps (spec §2: save points, exchange, wallet, family, install the app).

export interface OnboardingStep {
  key: "sparen" | "omruilen" | "portefeuille" | "gezin" | "app";
  title: string;
  text: string;
}

export function onboardingSteps(product: string): OnboardingStep[] {
  return [
    {
      key: "sparen",
      title: "Spaar punten",
      text: `Ga je naar een activiteit met je ${product}? Scan de QR-code ter plaatse en je krijgt er punten bij.`,
    },
    {
      key: "omruilen",
      title: "Ruil je punten om",
      text: "Met je punten kies je een voordeel: een gratis ticket, een drankje of een leuk cadeau. Je ziet meteen hoeveel punten je nodig hebt.",
    },
    {
      key: "portefeuille",
      title: "Alles in je portefeuille",
      text: "Je kortingen, welkomstvoordelen en lidmaatschappen staan samen op één plek, klaar om te tonen aan de balie.",
    },
    {
      key: "gezin",
      title: "Samen met je gezin",
      text: `Voeg je gezinsleden toe. Zo spaar je samen en zie je ook hun ${product} en punten.`,
    },
    {
      key: "app",
      title: "Installeer de app",
      text: `Zet ${product} op het beginscherm van je smartphone. Dan heb je je pas altijd bij de hand.`,
    },
  ];
}

/** The step number from `?stap=`, clamped to 1..count. */
export function stepNumber(value: string | null, count: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= count ? n : 1;
}
