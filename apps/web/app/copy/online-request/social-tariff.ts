// The online request, step 3: the kansentarief question.

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

export const socialTariffStepCopy = {
  heading: "Heb je recht op kansentarief?",
  lead: "Kansentarief is een korting voor mensen met een laag inkomen. Met kansentarief kost je pas minder en krijg je tot 80% korting bij activiteiten die meedoen.",
  who: "Wie heeft er recht op?",
  whoList: [
    "Je krijgt van je ziekenfonds een verhoogde tegemoetkoming. Dan betaal je ook minder bij de dokter en de apotheek.",
    "Of je krijgt hulp om je schulden af te betalen (schuldbemiddeling).",
  ],
  atPointOfSale: (municipality: string) =>
    `In ${municipality} vraag je kansentarief aan bij een verkooppunt. Online kan je hier een pas zonder kansentarief aanvragen.`,
  answer: "Kies je antwoord",
} as const;
