// Dutch copy of saving points: the splash /sparen, the scan page /sparen/scannen and the result
// /sparen/mijn-punten. The refusals and the scan result's own lines are the feature's
// (features/checkins/). `name` is the product name.

export const saveCopy = {
  heading: "Spaar punten bij elke activiteit",
  lead: (name: string) =>
    `Ga je naar de bib, het zwembad, een museum of een voorstelling? Scan daar de QR-code met je ${name} en je krijgt er punten bij. Die ruil je later om voor een voordeel.`,
  scan: "Scan de QR-code",
  howItWorks: "Zo werkt het",
  steps: (name: string) => [
    "Zoek de QR-code aan de balie of de ingang van de activiteit.",
    "Tik op „Scan de QR-code” en richt je camera erop.",
    `Je punten staan meteen op je ${name}. Een code scan je één keer per dag (of per week, zie de activiteit).`,
  ],
  typeCode: "Geen camera? Typ de code",
  /** The heading of the form when a phone's camera opened /sparen?code= from a poster or a kiosk. */
  scannedCode: "Je hebt een QR-code gescand: spaar je punten",
} as const;

export const scanCopy = {
  retry: "Probeer opnieuw",
  typeCode: "Lukt scannen niet? Typ de code",
} as const;

/** The limit per period is reached: information, not a failure (issue 22 §5). */
export const limitCopy = {
  /** The heading by the activity's limit period. */
  heading: {
    ABSOLUTE: "Je spaarde hier al",
    DAY: "Je spaarde hier vandaag al",
    WEEK: "Je spaarde hier deze week al",
    MONTH: "Je spaarde hier deze maand al",
    QUARTER: "Je spaarde hier dit kwartaal al",
    YEAR: "Je spaarde hier dit jaar al",
  },
  /** "morgen, vrijdag 27 november" or "maandag 30 november". */
  nextPoint: (when: string) => `Je volgende punt voor deze activiteit kan je sparen vanaf ${when}.`,
  tomorrow: (day: string) => `morgen, ${day}`,
  noNextPoint: "Voor deze activiteit kan je geen punten meer sparen.",
  next: "Wat nu?",
  toCard: "Naar mijn pas",
  otherCode: "Scan een andere code",
} as const;

export const scanResultCopy = {
  /** Read by screen readers before the activity (the badge itself is hidden from them). */
  addedFor: (added: string) => `${added} voor `,
  /** Followed by the balance in bold. */
  balance: "Je hebt nu ",
  next: "Wat nu?",
  scanAgain: "Nog een code scannen",
  exchange: "Punten omruilen",
  yourCard: (name: string) => `Jouw ${name}`,
  facts: {
    name: "Naam",
    city: "Woonplaats",
    cardNumber: "Pasnummer",
    region: "Regio",
    points: "Punten",
  },
} as const;

/** Saving for the family on the scan result (a main holder with members, decision 0054). */
export const familyCopy = {
  heading: "Wie was er nog bij?",
  lead: "Duid aan wie van je gezin er ook bij was. Zij krijgen dan dezelfde punten.",
  /** Nobody of the family can get the point now (each member's reason follows). */
  noneOpen: "Voor deze activiteit kan niemand van je gezin nu nog punten sparen.",
  /** The group's name for screen readers. */
  legend: "Gezinsleden die er ook bij waren",
  save: "Punten sparen voor wie erbij was",
  saving: "Bezig met sparen…",
  noneChosen: "Duid minstens één gezinslid aan.",
  resultHeading: "Gespaard voor je gezin",
  /** "Noor: +1 punt" */
  saved: (firstName: string, added: string) => `${firstName}: ${added}`,
  /** "Lotte: vandaag al gespaard hier" */
  refused: (firstName: string, reason: string) => `${firstName}: ${reason}`,
} as const;
