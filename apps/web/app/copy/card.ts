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
