// Dutch copy of the rewards pages: the holder's rewards (/mijn-{product}/voordelen), the exchange page and its
// success page (/omruilen/{voordeelid}), the reward search (/voordelen-zoeken) and the reward list and
// "where to redeem" of features/rewards/. The labels of points, dates and availability are copy/format.ts and
// features/rewards/format.ts.
import { pointsLabel } from "./format.ts";

/** Said on several rewards pages. */
export const rewardCopy = {
  free: "Gratis",
  welcome: "Welkomstvoordeel",
} as const;

export const holderRewardsCopy = {
  balance: "Je saldo",
  now: "Nu om te ruilen",
  noPoints: "Je hebt nog geen punten. Spaar punten bij activiteiten en ruil ze hier om.",
  nothingNow: "Er is nu geen voordeel dat je met je punten kan omruilen. Spaar nog wat verder!",
  saving: "Sparen voor",
  unavailable: "Nu niet beschikbaar",
  welcome: "Welkomstvoordelen",
  collectedOn: (date: string) => `Opgehaald op ${date}`,
  once: "Eén keer op te halen",
  until: (date: string) => `Om te ruilen tot ${date}`,
  toSave: (points: number) => `Nog ${pointsLabel(points)} te sparen`,
  notNow: "Nu niet om te ruilen",
  showMore: (count: number) => `Toon nog ${count} voordelen`,
} as const;

export const exchangeCopy = {
  back: "← Terug naar mijn voordelen",
  /** Followed by the balance in bold. */
  balance: "Je saldo: ",
  afterExchange: (points: string) => ` · na omruilen: ${points}`,
  refused: "Omruilen lukte niet",
  notNow: "Nu niet om te ruilen",
  toSave: (points: number) => `Nog ${pointsLabel(points)} te sparen.`,
  collectWelcome: "Welkomstvoordeel ophalen",
  exchangeFor: (points: number) => `Omruilen voor ${pointsLabel(points)}`,
  confirmWelcome: (title: string) => `Bevestig: welkomstvoordeel ophalen: ${title}`,
  confirmExchange: (points: number, title: string) => `Bevestig: ${pointsLabel(points)} omruilen voor ${title}`,
  codeNow: "Je krijgt meteen een code. ",
  welcomeOnce: " Een welkomstvoordeel haal je één keer op.",
  busy: "Bezig met omruilen…",
  confirm: "Bevestigen",
  cancel: "Annuleren",
  availability: "Beschikbaarheid",
  about: "Over dit voordeel",
  moreInfo: "Meer info over dit voordeel",
} as const;

export const exchangeSuccessCopy = {
  exchanged: "Omgeruild",
  paid: "Betaald",
  newBalance: "Je nieuwe saldo",
  exchangedOn: "Omgeruild op",
  next: "Verder",
  toWallet: "Naar mijn voordelen",
  toDashboard: "Naar mijn overzicht",
} as const;

export const rewardSearchCopy = {
  lead: "Zoek een voordeel om je punten voor om te ruilen: een drankje, korting op een ticket, een cadeau of een gift aan een goed doel.",
  form: "Voordelen zoeken",
  query: "Zoek op voordeel, organisatie, gemeente of postcode",
  sort: "Sorteer",
  submit: "Toon voordelen",
  moreFilters: (active: number) => `Meer filters${active > 0 ? ` (${active} actief)` : ""}`,
  points: "Aantal punten",
  /** Before the lowest and the highest number of points. */
  pointsFrom: "van",
  pointsTo: "tot",
  type: "Soort",
  types: { all: "Alle voordelen", points: "Punten omruilen", welcome: "Welkomstvoordelen" },
  category: "Categorie",
  allCategories: "Alle categorieën",
  region: "Regio",
  myRegion: (regions: string) => `Mijn regio (${regions})`,
  allRegions: "Alle regio's",
  only: "Toon alleen voordelen",
  flags: {
    forKids: "Voor kinderen",
    sport: "Sport",
    lastChance: "Laatste kans (nog 2 weken of minder)",
    online: "Online te gebruiken",
  },
  results: "Voordelen",
  /** `more`: there are more than `total` (a count that stopped at 1.000). */
  count: (total: number, more = false) =>
    more
      ? `Meer dan ${total.toLocaleString("nl-BE")} voordelen`
      : total === 0
        ? "Geen voordelen gevonden"
        : total === 1
          ? "1 voordeel"
          : `${total.toLocaleString("nl-BE")} voordelen`,
  inYourRegion: " in je regio",
  /** Followed by a space and the link `showOutside`. */
  outside: (count: number | "more") =>
    count === "more"
      ? "Er zijn ook voordelen buiten je regio."
      : `Er zijn ook ${count === 1 ? "1 voordeel" : `${count.toLocaleString("nl-BE")} voordelen`} buiten je regio.`,
  showOutside: "Toon ook die voordelen",
  /** Followed by a space and the link `showAll`. */
  none: "Probeer andere woorden of zet een filter uit.",
  showAll: "Alle voordelen tonen",
  pages: "Pagina's met voordelen",
} as const;

/** features/rewards/: the reward list and where to redeem a reward. */
export const rewardListCopy = {
  badges: { type: "Welkomstvoordeel", "last-chance": "Laatste kans", online: "Online", kids: "Voor kinderen", sport: "Sport" },
  until: (date: string) => `Omruilen kan tot ${date}`,
} as const;

export const whereToRedeemCopy = {
  heading: "Waar haal je het?",
  inTheApp: "Je ruilt om hier in de app en krijgt meteen een code.",
} as const;

/**
 * One story of where a reward is exchanged and used (issue 22 §5), said alike by the wallet, the reward
 * page, a location's page and the code itself: exchanged in the app, the code shown at a counter or used
 * online. `place` is "Vooruit, Gent".
 */
export const whereCopy = {
  online: "Online",
  at: (place: string) => `Bij ${place}`,
  atMore: (place: string, more: number) => `Bij ${place} en ${more} ${more === 1 ? "andere plaats" : "andere plaatsen"}`,
  onlineOr: (where: string) => `Online of ${where.charAt(0).toLowerCase()}${where.slice(1)}`,
  region: "Aan de balie van je regio",
  /** How to use the code. */
  showAt: (places: string) => `Toon je code aan de balie van ${places}.`,
  showAtOneOf: (places: string) => `Toon je code aan de balie van een van deze plaatsen: ${places}.`,
  useOnline: "Gebruik je code online.",
  useOnlineOrShowAt: (places: string) => `Gebruik je code online, of toon ze aan de balie van ${places}.`,
  useOnlineOrShowAtOneOf: (places: string) => `Gebruik je code online, of toon ze aan de balie van een van deze plaatsen: ${places}.`,
  showInRegion: "Toon je code aan de balie van je regio.",
  onlineLink: "Naar de website om je code te gebruiken",
  validUntil: (date: string) => `Geldig tot en met ${date}`,
  noEnd: "Je code heeft geen einddatum.",
  codeLabel: "Jouw code",
  /** The code read out letter by letter. */
  codeAria: (code: string) => `Code ${code.split("").join(" ")}`,
} as const;
