// Dutch copy of the favourites (decision 0059): the "Bewaar" toggle on a reward, a place or an
// activity, the page "Bewaard" (/mijn-{product}/bewaard) and the savings goal ("spaardoel") there and on
// the dashboard.
import type { FavouriteKind } from "@vtp/contracts/favourites";

export const starCopy = {
  /** The toggle's one name; aria-pressed says whether it is kept, the visible word says it too. */
  keep: "Bewaar",
  kept: "Bewaard",
  keptHidden: ", staat bij Bewaard",
  keepHint: "Tik om te bewaren",
  failed: "Bewaren lukte niet. Probeer het opnieuw.",
  keptNotice: "Staat nu bij Bewaard.",
  releasedNotice: "Staat niet meer bij Bewaard.",
} as const;

export const favouritesCopy = {
  intro: "Wat je bewaart, vind je hier terug. Kies een voordeel als spaardoel: je ziet het dan op je overzicht.",
  goalHeading: "Je spaardoel",
  noGoal: "Je hebt nog geen spaardoel. Kies hieronder een bewaard voordeel met “Maak spaardoel”.",
  rewards: "Voordelen",
  places: "Plekken",
  activities: "Activiteiten",
  emptyTitle: "Je hebt nog niets bewaard.",
  emptyText:
    "Zie je een voordeel, een plek of een activiteit die je wil onthouden? Tik daar op “Bewaar” (met de ster). Zo vind je het hier terug.",
  findRewards: "Bekijk de voordelen",
  findPlaces: "Zoek een plek",
  count: (n: number, limit: number) => `${n} van de ${limit} bewaard`,
  makeGoal: "Maak spaardoel",
  makeGoalLabel: (title: string) => `Maak spaardoel: ${title}`,
  isGoal: "Je spaardoel",
  stopGoal: "Geen spaardoel meer",
  remove: "Niet meer bewaren",
  removeLabel: (title: string) => `Niet meer bewaren: ${title}`,
  goalSet: (title: string) => `${title} is nu je spaardoel.`,
  goalCleared: "Je hebt geen spaardoel meer.",
  removed: (title: string) => `${title} staat niet meer bij Bewaard.`,
  notCurrent: "Niet meer beschikbaar",
  lastDay: (day: string) => `Laatste dag: ${day}`,
  starts: (day: string) => `Begint op ${day}`,
  failed: "Dat lukte niet. Probeer het opnieuw.",
  noCard: "Nog geen pas gekoppeld",
  noCardText: (name: string) => `Zodra er een ${name} aan je account gekoppeld is, kan je hier voordelen, plekken en activiteiten bewaren.`,
} as const;

/** The kind in words, for an item's accessible context. */
export const kindLabels: Record<FavouriteKind, string> = { reward: "Voordeel", place: "Plek", activity: "Activiteit" };

/** The savings goal on the dashboard: the reward, how much is missing, and the last day. */
export const goalCopy = {
  heading: "Je spaardoel",
  missing: (points: string) => `Nog ${points}`,
  reached: "Je hebt genoeg punten: je kan het nu omruilen.",
  meter: (have: number, need: number) => `${Math.min(have, need)} van de ${need} punten gespaard`,
  lastDay: (day: string) => `Omruilen kan tot en met ${day}.`,
  noEnd: "Omruilen kan zolang het voordeel loopt.",
  change: "Spaardoel wijzigen",
} as const;
