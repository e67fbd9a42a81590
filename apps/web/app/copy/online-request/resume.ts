// The online request: going on with a request begun before.

export const resumeCopy = {
  heading: "Ga verder met je aanvraag",
  invalid: "Deze link werkt niet (meer). Een aanvraag blijft 14 dagen bewaard. Begin opnieuw: het duurt maar een paar minuten.",
  startAgain: "Begin opnieuw",
  kept: "Je gegevens zijn bewaard. Ga verder waar je was, op dit toestel.",
  resume: "Ga verder",
} as const;
