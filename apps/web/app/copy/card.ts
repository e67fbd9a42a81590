// Dutch copy of the digital card: the card itself (dashboard and /pas) and the full-screen page /pas.

export const cardPageCopy = {
  title: "Mijn pas",
  hint: "Houd je scherm helder en laat de streepjescode scannen aan de balie.",
  close: "Sluiten",
} as const;

export const digitalCardCopy = {
  barcode: (cardNumber: string) => `Streepjescode van pasnummer ${cardNumber}`,
  /** Read before the number by screen readers (visually hidden). */
  cardNumber: "Pasnummer ",
  validForever: "Geldig zolang je lid bent",
  validUntil: (date: string) => `Geldig tot ${date}`,
  blockedTitle: "Geblokkeerd",
  /** A blocked card and how to get a new one (issue 23): the points stay with the holder. */
  blocked: "Deze pas werkt niet meer aan een balie.",
  blockedNewCard: "Vraag een nieuwe pas aan een balie in je regio. Je punten blijven bewaard en staan straks op je nieuwe pas.",
} as const;

/** A family member's pass, shown by the main holder at a counter (/profiel/gezin/:gezinslid/pas, decision 0056). */
export const memberPassCopy = {
  title: (firstName: string) => `Pas van ${firstName}`,
  /** Above the card: whose pass this is, so the holder never shows the wrong one. */
  showing: (firstName: string) => `Je toont de pas van ${firstName}`,
  points: (firstName: string, points: number) => `${firstName} heeft ${points} ${points === 1 ? "punt" : "punten"}.`,
  /** The link on the family page, on the own pass and on the member's row. */
  show: (firstName: string) => `Toon de pas van ${firstName}`,
  /** Heading of the links under the own pass. */
  others: "Pas van een gezinslid",
  ownPass: "Naar mijn eigen pas",
  backToFamily: "Terug naar Mijn gezin",
} as const;
