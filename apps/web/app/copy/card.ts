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
  blocked: "Deze pas is geblokkeerd. Neem contact op met een balie in je regio.",
  blockedTitle: "Geblokkeerd",
  /** How to get a new card after blocking a lost one (issue 23): the points stay with the holder. */
  blockedNewCard: "Vraag een nieuwe pas aan een balie in je regio. Je punten blijven bewaard en staan straks op je nieuwe pas.",
} as const;
