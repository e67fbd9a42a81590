// The online request's status page (the link in the confirmation mail).

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

export const statusPageCopy = {
  heading: "Status van je aanvraag",
  /** The word beside each tracker step's icon. */
  states: { done: "Klaar", current: "Nu bezig", todo: "Nog niet", stopped: "Gestopt" },
  linkSent: "Is er een aanvraag met dit nummer? Dan sturen we een nieuwe link naar het e-mailadres van die aanvraag.",
  /** A link replaced by a newer one (a new link was mailed since), or mistyped. */
  linkInvalid:
    "Deze link werkt niet meer. Gebruik de nieuwste link uit je mail, of vraag een nieuwe link aan: we mailen hem naar het adres van je aanvraag.",
  newLink: "Stuur me een nieuwe link",
  openTheLink: "Open de link uit de bevestigingsmail van je aanvraag om de status te zien.",
  request: "Een pas online aanvragen",
  cards: (count: number) => (count === 1 ? "1 pas" : `${count} passen`),
  /** Followed by the masked address. */
  requestedWith: " · aangevraagd met ",
  cancelled: "Deze aanvraag werd geannuleerd. Er werd niets aangerekend.",
  cardsHeading: "Passen",
  inProgress: "in aanmaak",
  createAccount: "Maak je account aan",
  loginInApp: (name: string) => `Meld je aan in de ${name}-app`,
} as const;
