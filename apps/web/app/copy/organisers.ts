// Dutch copy of the organiser pages: where to find the card (/waar-vind-je-de-{product}: the search, the map and
// the list), a location's page and its activities (/locaties/{name}/{id}), the activities in a region and
// the supra-local offer, and the components of features/organisers/. The labels of the organiser types,
// the filters, facilities, distances and the map's messages are the feature's (features/organisers/format.ts).
// `name` is the product name. A sentence with a link in it is a list of parts: the page shows the odd
// parts as the link.

/** 1 → "1 activiteit", 12 → "12 activiteiten". */
const activities = (count: number) => (count === 1 ? "1 activiteit" : `${count} activiteiten`);
/** 1 → "1 voordeel", 12 → "12 voordelen". */
const rewards = (count: number) => (count === 1 ? "1 voordeel" : `${count} voordelen`);

/** Said on several organiser pages. */
export const organiserCopy = {
  search: "Zoeken",
  activityPages: "Pagina's met activiteiten",
  allLocations: "← Alle locaties",
  /** The sub navigation of a location's pages, and the heading of its description. */
  about: (location: string) => `Over ${location}`,
  noAddress: "Geen adres gekend",
  whatCanYouDo: "Wat kan je hier doen?",
  map: "Kaart",
} as const;

export const activitiesCopy = {
  /** Part 1 is the link to the supra-local offer. */
  lead: [
    "Ga naar een activiteit, scan er de QR-code met de app en spaar punten. Kies je gemeente of regio om te zien wat er te doen is. Wat in alle regio's geldt, vind je in het ",
    "bovenlokaal aanbod",
    ".",
  ],
  form: "Gemeente of regio kiezen",
  region: "Je gemeente of regio",
  chooseRegion: "Kies je gemeente of regio",
  towns: "Gemeenten",
  regions: "Regio's",
  /** A town in the choice: "Melle (9090), UiTPAS Gent". */
  town: (name: string, postalCode: string, region: string) => `${name} (${postalCode}), ${region}`,
  townInRegion: (town: string, region: string) => `${town} hoort bij ${region}: dit zijn de activiteiten van die hele regio.`,
  yourRegion: " (jouw regio)",
  submit: "Toon activiteiten",
  choose: "Kies een regio om de activiteiten te zien",
  /** Part 1 is the link to the supra-local offer. */
  chooseText: (example: string | undefined) => [
    `Kies hierboven de regio van je pas${example ? `, bijvoorbeeld ${example}` : ""}. Of bekijk het `,
    "bovenlokaal aanbod",
    ": dat geldt in elke regio.",
  ],
  inRegion: (region: string) => `Activiteiten in ${region}`,
  countInRegion: (count: number, region: string) => `${activities(count)} in ${region}`,
  none: (name: string) => `Er staan nu geen activiteiten gepland waar je met je ${name} punten spaart.`,
} as const;

export const supraLocalCopy = {
  /** Part 1 is the link to the activities in the region. */
  lead: (name: string) => [
    `Dit aanbod geldt voor elke ${name}, in welke regio je pas ook hoort: musea, festivals en organisaties die in heel Vlaanderen werken. Wat in je eigen regio te doen is, vind je bij de `,
    "activiteiten in de regio",
    ".",
  ],
  form: "Bovenlokaal aanbod zoeken",
  query: "Zoek een activiteit of organisatie",
  heading: "Bovenlokale activiteiten",
  count: (count: number) => (count === 1 ? "1 bovenlokale activiteit" : `${count} bovenlokale activiteiten`),
  /** Followed by a space and the link `showAll`. */
  none: (q: string) => `Niets gevonden${q !== "" ? ` voor "${q}"` : ""}. Probeer andere woorden.`,
  showAll: "Toon alle bovenlokale activiteiten",
} as const;

export const findCopy = {
  lead: (name: string) =>
    `Zoek waar je een ${name} koopt, waar je punten spaart en waar je ze omruilt. Zoek op de naam van een organisatie of op je gemeente.`,
  form: "Locaties zoeken",
  noscript: "Vink filters aan en kies daarna Zoeken.",
  /** The folded filters' row on a phone, with how many are on. */
  filters: (on: number) => (on === 0 ? "Filters" : on === 1 ? "Filters (1 aan)" : `Filters (${on} aan)`),
  locating: "Je locatie bepalen…",
  nearMe: "In mijn buurt",
  view: "Weergave",
  list: "Lijst",
  unknownMunicipality: "Die gemeente kennen we niet. Kies een gemeente uit de suggesties of zoek op naam.",
  fullscreen: (on: boolean) => (on ? "Volledig scherm sluiten" : "Volledig scherm"),
  orderedBy: {
    municipality: (municipality: string, postalCode: string) => `Dichtst bij ${municipality} (${postalCode}) eerst`,
    position: "Dichtst bij jou eerst",
    relevance: "Beste treffers eerst",
    name: "Op naam",
  },
  count: (total: number) =>
    total === 0 ? "Geen locaties gevonden" : total === 1 ? "1 locatie" : `${total.toLocaleString("nl-BE")} locaties`,
  /** Followed by a space and the link `showAll`. */
  none: "Probeer een andere naam of gemeente, of zet een filter uit.",
  showAll: "Alle locaties tonen",
  /** Followed by the suggested text as a link and a question mark. */
  didYouMean: "Bedoelde je",
  /** The link's accessible name: the suggested text is searched. */
  didYouMeanLink: (text: string) => `Zoek op "${text}"`,
  partialMatches: "Locaties die bij een deel van je zoekwoorden passen",
  pages: "Pagina's met locaties",
} as const;

export const locationCopy = {
  /** The page title when the location could not be loaded. */
  title: "Locatie",
  back: "← Terug naar alle locaties",
  addressAndContact: "Adres en contact",
  /** After an arrow. */
  route: " Plan je route",
  website: "Website",
  /** After "Website", visually hidden. */
  websiteOf: (location: string) => ` van ${location}`,
  /** Followed by the number as a link. */
  phone: "Telefoon: ",
  /** Followed by the address as a link. */
  email: "E-mail: ",
  takesPart: (name: string) => `Deze organisatie doet mee met ${name}.`,
  region: (region: string) => `Regio: ${region}`,
  facilities: "Faciliteiten",
  rewardsAt: (location: string) => `Voordelen bij ${location}`,
  noRewards: "Hier kan je (nog) geen punten omruilen.",
  rewardsCount: (count: number) =>
    `${rewards(count)}. Kies een voordeel en ruil het om in de app: je krijgt een code om hier aan de balie te tonen.`,
  moreRewards: "Toon meer voordelen",
  /** After `moreRewards`, visually hidden. */
  notShown: (count: number) => ` (${count} nog niet getoond)`,
} as const;

export const locationActivitiesCopy = {
  /** The page title when the location could not be loaded. */
  title: "Activiteiten van deze locatie",
  none: "Er staan hier nu geen activiteiten gepland waar je punten spaart.",
  count: (count: number, name: string) => `${activities(count)} waar je met je ${name} punten spaart: scan er de QR-code.`,
} as const;

/** An activity's own page (/activiteiten/{name}/{id}). */
export const activityPageCopy = {
  /** The page title when the activity could not be loaded. */
  title: "Activiteit",
  backToRegion: (region: string) => `← Activiteiten in ${region}`,
  backToSupraLocal: "← Bovenlokaal aanbod",
  when: "Wanneer",
  where: "Waar",
  /** The facts card's heading, visually hidden. */
  whenAndWhere: "Wanneer en waar",
  /** After an arrow. */
  route: " Plan je route",
  points: "Punten",
  /** Followed by the points. */
  youSave: "Je spaart ",
  saveHow: " per bezoek: scan ter plaatse de QR-code met de app.",
  price: "Prijs",
  noPrice: "De organisator gaf geen prijs op. Vraag hem wat een ticket kost.",
  priceCategory: "Tarief",
  regular: "Gewone prijs",
  kansentarief: "Met kansentarief",
  /** The kansentarief note: who pays less, how many tickets, and how. */
  kansentariefNote: (volume: number, period: string) =>
    `Heb je een pas met kansentarief? Dan betaal je minder: hoogstens ${volume === 1 ? "één ticket" : `${volume} tickets`} ${period} aan die prijs. Toon je pas als je een ticket koopt.`,
  period: {
    DAY: "per dag",
    WEEK: "per week",
    MONTH: "per maand",
    QUARTER: "per kwartaal",
    YEAR: "per jaar",
    ABSOLUTE: "in totaal",
  } as Record<string, string>,
  about: "Over deze activiteit",
  region: (region: string) => `Voor pashouders van ${region}.`,
} as const;

/** features/organisers/: the activity list, the organiser list, the search field and the map. */
export const activityListCopy = {
  /** Before the points, visually hidden. */
  youSave: "Je spaart ",
  permanent: "Doorlopend",
  fromTo: (start: string, end: string) => `Van ${start} tot ${end}`,
  supraLocal: "Bovenlokaal: voor pashouders van elke regio",
} as const;

export const organiserListCopy = {
  /** Before the distance, visually hidden. */
  distance: "Afstand: ",
  rewards,
} as const;

export const locationSearchCopy = {
  label: "Zoek op organisatie of gemeente",
  hint: "Bijvoorbeeld: bibliotheek, Gent of 9000",
  suggestions: "Suggesties",
  municipalities: "Gemeenten",
  organisers: "Organisaties",
  status: (count: number) =>
    count === 0 ? "Geen suggesties" : count === 1 ? "1 suggestie" : `${count} suggesties, kies met de pijltjestoetsen`,
} as const;

export const mapCopy = {
  /** Part 1 is the link to the list. */
  loading: ["De kaart laadt… Dezelfde locaties staan ook ", "in de lijst", "."],
  /** Without JavaScript the map cannot load; the list beside or below the box is rendered on the server. */
  noScript: ["De kaart werkt alleen met JavaScript. Alle locaties van je zoekopdracht staan in de lijst. ", "Toon alleen de lijst", "."],
  withCount: (count: number) => `Kaart met ${count} locaties`,
  zoomIn: "Inzoomen",
  zoomOut: "Uitzoomen",
  close: "Sluiten",
  cluster: (count: number) => `${count} locaties: inzoomen`,
  point: (kinds: string) => `Locatie${kinds ? `: ${kinds}` : ""}`,
  wait: "Even geduld…",
  /** The attribution of the bundled outline of Belgium (the map without configured tiles). */
  outlineSource: "Omtrek: Natural Earth",
} as const;
