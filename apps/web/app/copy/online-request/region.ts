// The online request, step 1: where the visitor lives.

export const regionCopy = {
  heading: "Waar woon je?",
  lead: (name: string) => `Vul je postcode in. Zo weten we bij welke regio je ${name} hoort en wat je online kan aanvragen.`,
  availability: {
    ALL: "Online aanvragen kan, ook met kansentarief.",
    REGULAR: "Online aanvragen kan, maar kansentarief vraag je aan bij een verkooppunt.",
    SOCIALTARIFF: "Online kan je hier enkel een pas met kansentarief aanvragen.",
    NONE: "Hier kan je (nog) geen pas online aanvragen.",
    NO_REGION: "Deze gemeente doet niet mee.",
  },
  whereOnline: "Bekijk waar online aanvragen al kan",
  abroad: "Je woont in het buitenland",
  abroadText:
    "Online aanvragen kan enkel voor wie in een gemeente woont die meedoet. Ga naar een verkooppunt in de regio waar je een pas wil.",
  noRegion: "Je gemeente hoort niet bij een regio",
  noRegionText: (name: string) =>
    `Je gemeente doet (nog) niet mee met ${name}. Online een pas aanvragen kan alleen als je woont in een gemeente die meedoet. Aan een verkooppunt helpen ze je verder.`,
  notOnline: (municipality: string) => `In ${municipality} kan je geen pas online aanvragen`,
  notOnlineText: (municipality: string, cardSystem: string | undefined) =>
    `${cardSystem ? `${municipality} hoort bij ${cardSystem}, maar neemt nog geen online aanvragen aan.` : `${municipality} doet niet mee.`} Koop je pas aan een verkooppunt.`,
  postalCode: "Postcode",
  postalCodeHint: "4 cijfers. Woon je in het buitenland? Vul 0000 in.",
  lookup: "Zoek gemeente",
  chooseMunicipality: "Kies je gemeente",
  required: " (verplicht)",
  unknownPostalCode: (postalCode: string | undefined) => `We kennen geen gemeente met postcode ${postalCode ?? ""}. Kijk de postcode na.`,
  /** Followed by the municipality in bold and the card system in brackets. */
  youChose: "Je koos ",
} as const;
