// Dutch copy of the wallet pages (/mijn-{product}/…): the frame, the discounts, the memberships and the
// points history. The labels of turns, dates and points are the feature's (features/wallet/) and
// copy/format.ts. `name` is the product name.

export const walletFrameCopy = {
  subNav: "Mijn voordelen",
  noCard: (name: string) => `Koppel je ${name} aan je account om punten te sparen en om te ruilen, en om je kortingen te zien.`,
  retry: "Opnieuw proberen",
} as const;

export const discountsCopy = {
  heading: "Je kortingen",
  none: "Je hebt nog geen kortingen.",
  expired: "Verlopen kortingen",
} as const;

export const membershipsCopy = {
  heading: "Je lidmaatschappen",
  none: "Je hebt nog geen lidmaatschappen bij een vereniging.",
  active: "Actief",
  expired: "Verlopen",
  noEndDate: "Zonder einddatum",
  endDate: (active: boolean, date: string) => `${active ? "Loopt tot" : "Liep tot"} ${date}`,
  renewable: " · Verlengbaar",
} as const;

export const historyCopy = {
  redeemed: "Omgeruilde voordelen",
  free: "gratis",
  heading: "Je puntengeschiedenis",
  none: "Je hebt nog geen punten gespaard of omgeruild.",
  /** Read before the change (visually hidden). */
  earned: "Gespaard: ",
  spent: "Uitgegeven: ",
  pages: "Pagina's van je puntengeschiedenis",
  newer: "Nieuwer",
  page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  older: "Ouder",
} as const;
