// Reward (voordeel) title templates per category, in natural Dutch. A template fits some organiser
// kinds; `{organisator}` and `{gemeente}` are filled in by the seed.
import type { RewardCategory } from "@vtp/db/schema";

export interface RewardTemplate {
  title: string;
  description: string;
  category: RewardCategory;
  /** Organiser kinds (see organisers.ts) where it can be redeemed; empty = any kind. */
  kinds: readonly string[];
  /** Inclusive range of points (POINTS rewards). */
  points: readonly [number, number];
  forKids?: boolean;
  sport?: boolean;
  online?: boolean;
}

export const POINTS_REWARD_TEMPLATES: readonly RewardTemplate[] = [
  // Eten en drinken
  {
    title: "Gratis koffie bij je voorstelling",
    description: "Toon je pas aan de bar van {organisator} en krijg een koffie of thee bij je voorstelling.",
    category: "Eten en drinken",
    kinds: ["cultuurcentrum", "theater"],
    points: [5, 15],
  },
  {
    title: "Gratis drankje in de cafetaria",
    description: "Een frisdrank, koffie of thee naar keuze in de cafetaria van {organisator}.",
    category: "Eten en drinken",
    kinds: ["cultuurcentrum", "zwembad", "sportclub", "museum"],
    points: [5, 15],
  },
  {
    title: "Gratis ijsje na je zwembeurt",
    description: "Na het zwemmen trakteert {organisator} je op een ijsje uit de automaat.",
    category: "Eten en drinken",
    kinds: ["zwembad"],
    points: [10, 20],
    forKids: true,
  },
  {
    title: "Soep van de dag voor 1 euro",
    description: "Een kom verse soep met brood in {organisator}, voor 1 euro in plaats van 3,50 euro.",
    category: "Eten en drinken",
    kinds: ["cultuurcentrum", "museum", "bibliotheek"],
    points: [10, 20],
  },
  {
    title: "Gratis frisdrank bij een filmticket",
    description: "Koop een ticket bij {organisator} en krijg er een frisdrank bij.",
    category: "Eten en drinken",
    kinds: ["cinema"],
    points: [10, 20],
  },
  {
    title: "Pannenkoek met suiker in de kantine",
    description: "Een verse pannenkoek in de kantine van {organisator} na de training of wedstrijd.",
    category: "Eten en drinken",
    kinds: ["sportclub", "speelplein"],
    points: [10, 20],
    forKids: true,
  },
  {
    title: "Streekproevertje voor twee",
    description: "Proef de streekproducten van {gemeente} met z'n tweeën bij {organisator}.",
    category: "Eten en drinken",
    kinds: ["toerisme"],
    points: [25, 40],
  },
  {
    title: "Gratis popcorn bij de familiefilm",
    description: "Een zakje popcorn bij elke familiefilm op zondagnamiddag in {organisator}.",
    category: "Eten en drinken",
    kinds: ["cinema"],
    points: [10, 15],
    forKids: true,
  },
  {
    title: "Drankje naar keuze aan de toog",
    description: "Een drankje naar keuze aan de toog van {organisator}.",
    category: "Eten en drinken",
    kinds: ["jeugdhuis"],
    points: [5, 10],
  },
  // Doen
  {
    title: "2 zwembeurten voor de prijs van 1",
    description: "Betaal één zwembeurt in {organisator} en zwem een tweede keer gratis.",
    category: "Doen",
    kinds: ["zwembad"],
    points: [15, 30],
    sport: true,
  },
  {
    title: "Gratis toegang tot de tentoonstelling",
    description: "Bezoek de lopende tentoonstelling van {organisator} zonder ticket.",
    category: "Doen",
    kinds: ["museum"],
    points: [20, 40],
  },
  {
    title: "Duoticket voor een voorstelling naar keuze",
    description: "Twee tickets voor de prijs van één voor een voorstelling van {organisator} dit seizoen.",
    category: "Doen",
    kinds: ["cultuurcentrum", "theater"],
    points: [40, 80],
  },
  {
    title: "5 euro korting op een cursus",
    description: "5 euro korting op een cursus of workshop van {organisator}.",
    category: "Doen",
    kinds: ["academie", "cultuurcentrum", "bibliotheek"],
    points: [20, 35],
  },
  {
    title: "Gratis rondleiding met gids",
    description: "Schuif aan bij een rondleiding met gids door {organisator}.",
    category: "Doen",
    kinds: ["museum", "toerisme"],
    points: [15, 30],
  },
  {
    title: "Kennismakingsles voor het hele gezin",
    description: "Probeer samen een training bij {organisator}, materiaal inbegrepen.",
    category: "Doen",
    kinds: ["sportclub"],
    points: [15, 30],
    sport: true,
    forKids: true,
  },
  {
    title: "Gratis filmticket",
    description: "Eén gratis ticket voor een film naar keuze in {organisator}.",
    category: "Doen",
    kinds: ["cinema"],
    points: [40, 60],
  },
  {
    title: "Halve prijs voor een dagje speelplein",
    description: "Een dag speelpleinwerking bij {organisator} aan halve prijs.",
    category: "Doen",
    kinds: ["speelplein"],
    points: [10, 20],
    forKids: true,
  },
  {
    title: "Gratis workshop in de bib",
    description: "Neem gratis deel aan een workshop (strips tekenen, podcasten of programmeren) in {organisator}.",
    category: "Doen",
    kinds: ["bibliotheek"],
    points: [10, 25],
    forKids: true,
  },
  {
    title: "Concertticket met 50% korting",
    description: "De helft van de prijs voor een concert in {organisator}.",
    category: "Doen",
    kinds: ["jeugdhuis", "cultuurcentrum"],
    points: [30, 50],
  },
  {
    title: "Beurtenkaart sporthal aan halve prijs",
    description: "Een beurtenkaart van 10 beurten in {organisator} aan de helft van de prijs.",
    category: "Doen",
    kinds: ["sportclub"],
    points: [60, 100],
    sport: true,
  },
  {
    title: "Gratis proefles dans of muziek",
    description: "Eén gratis proefles naar keuze bij {organisator}.",
    category: "Doen",
    kinds: ["academie"],
    points: [10, 20],
    forKids: true,
  },
  {
    title: "Online concert thuis bekijken",
    description: "Een code om een opgenomen concert van {organisator} online te bekijken.",
    category: "Doen",
    kinds: ["cultuurcentrum"],
    points: [10, 20],
    online: true,
  },
  // Gadget of item
  {
    title: "Herbruikbare drinkbus",
    description: "Een stevige drinkbus van {gemeente} om je water mee te nemen naar sport of school.",
    category: "Gadget of item",
    kinds: [],
    points: [25, 40],
  },
  {
    title: "Stoffen boekentas van de bib",
    description: "Een stoffen tas om je boeken, strips en films mee naar huis te nemen.",
    category: "Gadget of item",
    kinds: ["bibliotheek"],
    points: [15, 25],
  },
  {
    title: "Set fietslichtjes",
    description: "Twee oplaadbare fietslichtjes, zodat je veilig thuiskomt na je activiteit.",
    category: "Gadget of item",
    kinds: [],
    points: [40, 60],
  },
  {
    title: "Zwembril voor kinderen",
    description: "Een kinderzwembril in een kleur naar keuze, af te halen aan de kassa van {organisator}.",
    category: "Gadget of item",
    kinds: ["zwembad"],
    points: [20, 30],
    forKids: true,
    sport: true,
  },
  {
    title: "Stadsspel voor het hele gezin",
    description: "Ontdek {gemeente} met een zoektocht vol opdrachten voor groot en klein.",
    category: "Gadget of item",
    kinds: ["toerisme", "museum"],
    points: [15, 30],
    forKids: true,
  },
  {
    title: "Badhanddoek met logo",
    description: "Een zachte badhanddoek met het logo van de pas.",
    category: "Gadget of item",
    kinds: ["zwembad", "sportclub"],
    points: [50, 80],
  },
  {
    title: "Notitieboekje van gerecycleerd papier",
    description: "Een handig notitieboekje, gemaakt van gerecycleerd papier.",
    category: "Gadget of item",
    kinds: ["bibliotheek", "academie", "cultuurcentrum"],
    points: [10, 20],
  },
  {
    title: "Regenponcho voor festivals",
    description: "Een opvouwbare regenponcho zodat een bui je festival niet verpest.",
    category: "Gadget of item",
    kinds: ["jeugdhuis", "cultuurcentrum"],
    points: [15, 25],
  },
  {
    title: "Kaartspel met streekweetjes",
    description: "Een kaartspel vol weetjes over {gemeente} en de streek.",
    category: "Gadget of item",
    kinds: ["toerisme", "museum"],
    points: [20, 30],
  },
  // Goede doel
  {
    title: "Schenk een maaltijd aan de voedselbank",
    description: "Voor je punten schenkt de stad een maaltijd aan de lokale voedselbank van {gemeente}.",
    category: "Goede doel",
    kinds: [],
    points: [20, 30],
    online: true,
  },
  {
    title: "Steun het jeugdfonds van je sportclub",
    description: "Je punten worden 5 euro voor het jeugdfonds van {organisator}, zodat elk kind kan sporten.",
    category: "Goede doel",
    kinds: ["sportclub"],
    points: [40, 60],
    online: true,
  },
  {
    title: "Schenk een boek aan een kinderdagverblijf",
    description: "De bib koopt met jouw punten een prentenboek voor een kinderdagverblijf in {gemeente}.",
    category: "Goede doel",
    kinds: ["bibliotheek"],
    points: [25, 40],
    online: true,
  },
  {
    title: "Plant een boom in je gemeente",
    description: "Samen met de groendienst plant {gemeente} een boom voor elke 100 geschonken punten.",
    category: "Goede doel",
    kinds: [],
    points: [30, 50],
    online: true,
  },
  {
    title: "Een dag speelplein voor een ander kind",
    description: "Je punten betalen een dag speelpleinwerking voor een kind dat het minder breed heeft.",
    category: "Goede doel",
    kinds: ["speelplein"],
    points: [20, 30],
    online: true,
  },
];

export const WELCOME_REWARD_TEMPLATES: readonly RewardTemplate[] = [
  {
    title: "Welkomstgeschenk: gratis drankje",
    description: "Welkom bij de pas! Je eerste drankje bij {organisator} is van ons.",
    category: "Eten en drinken",
    kinds: ["cultuurcentrum", "jeugdhuis", "sportclub"],
    points: [0, 0],
  },
  {
    title: "Welkom: gratis toegang tot het museum",
    description: "Als nieuwe pashouder bezoek je {organisator} één keer gratis.",
    category: "Doen",
    kinds: ["museum"],
    points: [0, 0],
  },
  {
    title: "Welkomstpakket met stadsgids",
    description: "Haal je welkomstpakket met stadsgids en kortingsbonnen af bij {organisator}.",
    category: "Gadget of item",
    kinds: ["toerisme", "bibliotheek"],
    points: [0, 0],
  },
  {
    title: "Gratis zwembeurt om te starten",
    description: "Start je pas met een gratis zwembeurt in {organisator}.",
    category: "Doen",
    kinds: ["zwembad"],
    points: [0, 0],
    sport: true,
  },
  {
    title: "Welkom: gratis filmticket",
    description: "Eén gratis film in {organisator} als welkom.",
    category: "Doen",
    kinds: ["cinema"],
    points: [0, 0],
  },
];
