// Building blocks for realistic Flemish organisers (UiTPAS partners): kinds with name templates,
// what they do in the card system, typical facilities, and street names. `{gemeente}` is replaced by
// the municipality, `{naam}` by one of the kind's names.
import type { OrganiserType } from "@vtp/db/schema";

export interface OrganiserKind {
  key: string;
  /** Dutch label of the kind, e.g. "Bibliotheek". */
  label: string;
  templates: readonly string[];
  names: readonly string[];
  /** Types the kind always has (CHECKIN and POINTS_PROMOTIONS are derived from the data). */
  baseTypes: readonly OrganiserType[];
  /** Whether it organises activities where holders save points. */
  checkin: boolean;
  description: string;
  /** Relative frequency in a region. */
  weight: number;
}

export const ORGANISER_KINDS: readonly OrganiserKind[] = [
  {
    key: "cultuurcentrum",
    label: "Cultuurcentrum",
    templates: ["Cultuurcentrum {gemeente}", "CC {naam}"],
    names: [
      "De Schakel",
      "Het Gasthuis",
      "De Bogaard",
      "Het Perron",
      "De Meent",
      "Zwaneberg",
      "De Spil",
      "De Kruisboog",
      "Het Vlielandhuis",
      "De Steiger",
    ],
    baseTypes: ["POINT_OF_SALE"],
    checkin: true,
    description: "Theater, concerten, comedy en familievoorstellingen, met een cafetaria voor en na de voorstelling.",
    weight: 3,
  },
  {
    key: "bibliotheek",
    label: "Bibliotheek",
    templates: ["Bibliotheek {gemeente}", "Stadsbibliotheek {gemeente}", "Bib {naam}"],
    names: ["De Leeshoek", "Het Predikheren", "De Letterbak", "Het Leeshuis", "De Boekenberg", "Het Schrijverke"],
    baseTypes: ["POINT_OF_SALE"],
    checkin: true,
    description: "Boeken, strips, films en games lenen, voorleesmomenten voor kinderen en gratis wifi.",
    weight: 3,
  },
  {
    key: "zwembad",
    label: "Zwembad",
    templates: ["Zwembad {naam}", "Stedelijk zwembad {gemeente}"],
    names: ["De Dolfijn", "Het Wellebad", "De Krokodil", "Aquarena", "De Golfslag", "Den Uyt", "De Waterleliën", "Olympia"],
    baseTypes: [],
    checkin: true,
    description: "Recreatief zwemmen, baantjes trekken, zwemlessen voor kinderen en aquagym.",
    weight: 2,
  },
  {
    key: "jeugdhuis",
    label: "Jeugdhuis",
    templates: ["Jeugdhuis {naam}", "JH {naam}"],
    names: ["De Kelder", "'t Hok", "Den Tap", "De Zuidpool", "Kaddish", "De Loods", "Tijl", "Wommel", "Den Eglantier"],
    baseTypes: [],
    checkin: true,
    description: "Ontmoetingsplek voor jongeren met optredens, workshops en een bar gerund door vrijwilligers.",
    weight: 2,
  },
  {
    key: "museum",
    label: "Museum",
    templates: ["Stedelijk Museum {gemeente}", "Erfgoedhuis {gemeente}", "Museum {naam}"],
    names: ["Het Hof", "De Lakenhal", "Het Brouwershuis", "De Oude Pastorij", "De Oude Hal", "De Molen"],
    baseTypes: [],
    checkin: true,
    description: "Wisselende tentoonstellingen, een vaste collectie over de lokale geschiedenis en rondleidingen.",
    weight: 2,
  },
  {
    key: "sportclub",
    label: "Sportclub",
    templates: ["Atletiekclub {gemeente}", "Volleybalclub {naam}", "Turnkring {naam}", "Sporthal {naam}", "Tennisclub {naam}"],
    names: ["Olympia", "De Sportieve", "Vlug en Vrij", "Sparta", "De Toekomst", "Excelsior", "Sint-Jan", "De Meersen"],
    baseTypes: [],
    checkin: true,
    description: "Sportclub met trainingen voor jong en oud, kennismakingslessen en een eigen kantine.",
    weight: 3,
  },
  {
    key: "theater",
    label: "Theater",
    templates: ["Theater {naam}", "Schouwburg {gemeente}"],
    names: ["De Gieterij", "Het Podium", "De Zwerver", "De Vaart", "Het Spiegeltje", "De Poppenkast"],
    baseTypes: [],
    checkin: true,
    description: "Toneel, dans en muziektheater voor volwassenen en kinderen.",
    weight: 1,
  },
  {
    key: "academie",
    label: "Academie",
    templates: ["Academie voor Muziek, Woord en Dans {gemeente}", "Kunstacademie {gemeente}"],
    names: [],
    baseTypes: [],
    checkin: true,
    description: "Deeltijds kunstonderwijs: muziek, woord, dans en beeldende kunst voor kinderen en volwassenen.",
    weight: 1,
  },
  {
    key: "sociaal-huis",
    label: "Sociaal Huis",
    templates: ["Sociaal Huis {gemeente}", "OCMW {gemeente}", "Welzijnshuis {gemeente}"],
    names: [],
    baseTypes: ["POINT_OF_SALE", "POINT_OF_SALE_KANSENSTATUUT"],
    checkin: false,
    description: "Loket voor welzijn en sociale hulp: hier vraag je je pas met kansentarief aan, in vertrouwen.",
    weight: 1,
  },
  {
    key: "toerisme",
    label: "Toerisme",
    templates: ["Toerisme {gemeente}", "Infokantoor {gemeente}"],
    names: [],
    baseTypes: ["POINT_OF_SALE"],
    checkin: false,
    description: "Toeristisch infokantoor met wandel- en fietskaarten, streekproducten en tickets.",
    weight: 1,
  },
  {
    key: "cinema",
    label: "Cinema",
    templates: ["Cinema {naam}", "Filmhuis {naam}"],
    names: ["Aurora", "Lichtspel", "Rio", "Het Zoeklicht", "De Filmfabriek", "Zoom"],
    baseTypes: [],
    checkin: true,
    description: "Arthouse- en familiefilms, met vertoningen voor scholen en een filmcafé.",
    weight: 1,
  },
  {
    key: "speelplein",
    label: "Speelpleinwerking",
    templates: ["Speelplein {naam}", "Speelpleinwerking {gemeente}"],
    names: ["De Wiele", "Kriebel", "Den Ast", "De Speelvogel", "Robbedoes"],
    baseTypes: [],
    checkin: true,
    description: "Speelpleinwerking in de schoolvakanties voor kinderen van 3 tot 15 jaar.",
    weight: 1,
  },
];

/** Supra-local organisers (bovenlokaal aanbod): open to holders of every card system. */
export const SUPRA_LOCAL_ORGANISERS: readonly { name: string; municipality: string; kind: string; description: string }[] = [
  {
    name: "Recreatiedomein De Meersen",
    municipality: "Geraardsbergen",
    kind: "sportclub",
    description: "Provinciaal recreatiedomein met zwemvijver, watersport en speeltuinen.",
  },
  {
    name: "Recreatiedomein Het Broek",
    municipality: "Wachtebeke",
    kind: "sportclub",
    description: "Recreatiedomein met openluchtzwembad, minigolf en wandelpaden.",
  },
  { name: "Strandbad De Plas", municipality: "Zemst", kind: "zwembad", description: "Strand, zwemvijvers en sportterreinen in het groen." },
  {
    name: "Circuscentrum De Piste",
    municipality: "Pelt",
    kind: "cultuurcentrum",
    description: "Circus- en theatercentrum met een groot domein om te wandelen.",
  },
  {
    name: "Havenmuseum Het Dok",
    municipality: "Antwerpen",
    kind: "museum",
    description: "Tentoonstellingen over de haven en de stad, met een gratis panoramadak.",
  },
  {
    name: "Volkskundemuseum De Hoeve",
    municipality: "Gent",
    kind: "museum",
    description: "Museum over het dagelijks leven van vroeger, met een poppenspelzaal.",
  },
  {
    name: "Openluchtmuseum Heidehoeve",
    municipality: "Genk",
    kind: "museum",
    description: "Openluchtmuseum met oude ambachten, spelen van toen en een groot speelbos.",
  },
  {
    name: "Wetenschapscentrum De Proefbuis",
    municipality: "Mechelen",
    kind: "museum",
    description: "Doe-centrum voor wetenschap en techniek voor het hele gezin.",
  },
  {
    name: "Dierenpark De Egelantier",
    municipality: "Mechelen",
    kind: "museum",
    description: "Dierenpark in het groen met speeltuinen en een bootje naar de stad.",
  },
  {
    name: "Abdijsite Ter Kruisen",
    municipality: "Hasselt",
    kind: "museum",
    description: "Abdijsite met kruidentuin, tentoonstellingen en een hoevewinkel.",
  },
  {
    name: "Muziekcentrum De Repetitie",
    municipality: "Antwerpen",
    kind: "cultuurcentrum",
    description: "Concertzalen en repetitieruimtes voor jonge muzikanten.",
  },
  {
    name: "Kustzoo De Duinpieper",
    municipality: "De Panne",
    kind: "museum",
    description: "Dierenpark aan de kust met vogels, apen en een speelduin.",
  },
  {
    name: "Recreatiedomein De Kleiput",
    municipality: "Boom",
    kind: "sportclub",
    description: "Recreatiedomein met waterplassen, wandelpaden en speelzones.",
  },
  {
    name: "Openluchtbad De Zonneweide",
    municipality: "Beersel",
    kind: "zwembad",
    description: "Openluchtzwembad, kinderboerderij en een groot park.",
  },
  {
    name: "Fort Ter Schelde",
    municipality: "Puurs-Sint-Amands",
    kind: "museum",
    description: "Militair fort met rondleidingen en een escapegame voor gezinnen.",
  },
  {
    name: "Kunsthuis De Vitrine",
    municipality: "Hasselt",
    kind: "museum",
    description: "Huis voor hedendaagse kunst en vormgeving met familiezondagen.",
  },
  {
    name: "Natuurcentrum De Wielewaal",
    municipality: "Turnhout",
    kind: "museum",
    description: "Natuureducatie met begeleide wandelingen en een uitkijktoren.",
  },
  {
    name: "Kasteeldomein Ten Berghe",
    municipality: "Lennik",
    kind: "museum",
    description: "Kasteel met museumtuin, tentoonstellingen en een avonturenpad.",
  },
  {
    name: "Zwemcentrum De Bron",
    municipality: "Antwerpen",
    kind: "zwembad",
    description: "Groot binnenzwembad met wedstrijdbad en peuterbad.",
  },
  {
    name: "Archeologiepark De Schelp",
    municipality: "Oudenaarde",
    kind: "museum",
    description: "Archeologisch museum over duizend jaar dorpsleven.",
  },
  {
    name: "Sportdomein De Vijver",
    municipality: "Mechelen",
    kind: "sportclub",
    description: "Recreatiedomein met zwemvijver, sporthallen en een klimmuur.",
  },
  {
    name: "Westhoek Erfgoedcentrum",
    municipality: "Ieper",
    kind: "museum",
    description: "Erfgoed en herinnering van de Westhoek, met familieroutes.",
  },
  {
    name: "Kustfestival Zomerpodium",
    municipality: "Oostende",
    kind: "cultuurcentrum",
    description: "Zomerconcerten en straattheater aan zee.",
  },
  {
    name: "Heidepark De Kolonie",
    municipality: "Lommel",
    kind: "sportclub",
    description: "Natuurgebied met uitkijktoren, fietsroutes en speelbossen.",
  },
  {
    name: "Abdijmuseum De Duinen",
    municipality: "Koksijde",
    kind: "museum",
    description: "Museum op de resten van een middeleeuwse abdij, met een archeologische site.",
  },
  {
    name: "Leietheater Deinze",
    municipality: "Deinze",
    kind: "theater",
    description: "Theater aan de Leie met familievoorstellingen op zondag.",
  },
  {
    name: "Bezoekerscentrum Dijlevallei",
    municipality: "Oud-Heverlee",
    kind: "museum",
    description: "Bezoekerscentrum in de Dijlevallei met begeleide natuurwandelingen.",
  },
  {
    name: "Cultuurhuis De Rand",
    municipality: "Vilvoorde",
    kind: "cultuurcentrum",
    description: "Cultuurhuis met concerten, lezingen en Nederlandse conversatietafels.",
  },
  {
    name: "Sportcomplex Waasland",
    municipality: "Sint-Niklaas",
    kind: "sportclub",
    description: "Sportcomplex met atletiekpiste, turnhal en kennismakingsdagen.",
  },
  {
    name: "Mijnsite De Schacht",
    municipality: "Beringen",
    kind: "museum",
    description: "Mijnmuseum met klimberg, duikcentrum en rondleidingen door oud-mijnwerkers.",
  },
  {
    name: "Natuurhuis De Vennen",
    municipality: "Mol",
    kind: "museum",
    description: "Natuurhuis in de Kempen met wandelingen langs vennen en heide.",
  },
  {
    name: "Bezoekerscentrum Vlaamse Ardennen",
    municipality: "Ronse",
    kind: "toerisme",
    description: "Bezoekerscentrum met fiets- en wandelroutes door de Vlaamse Ardennen.",
  },
  {
    name: "Streekhuis Hageland",
    municipality: "Tienen",
    kind: "toerisme",
    description: "Streekcentrum van het Hageland met proeverijen en fietsverhuur.",
  },
  {
    name: "Strandbib Leespunt",
    municipality: "Blankenberge",
    kind: "bibliotheek",
    description: "Strandbibliotheek met leesplekken en voorleesmomenten in de zomer.",
  },
  {
    name: "Erfgoedhuis Maasland",
    municipality: "Maaseik",
    kind: "museum",
    description: "Erfgoedhuis over het Maasland, met een apotheekmuseum en een bakkerijmuseum.",
  },
  {
    name: "Streekhuis Pajottenland",
    municipality: "Gooik",
    kind: "toerisme",
    description: "Streekhuis met wandelroutes, geuzeproeverijen en fietsverhuur.",
  },
  {
    name: "Watersportcentrum Scheldeland",
    municipality: "Temse",
    kind: "sportclub",
    description: "Kajak- en roeicentrum aan de Schelde met initiaties.",
  },
  {
    name: "Fruitcentrum Haspengouw",
    municipality: "Sint-Truiden",
    kind: "toerisme",
    description: "Bezoekerscentrum over de fruitteelt met bloesemwandelingen.",
  },
  {
    name: "Kunstroute Leiestreek",
    municipality: "Sint-Martens-Latem",
    kind: "museum",
    description: "Kunstroute langs ateliers en musea in de Leiestreek.",
  },
  {
    name: "Speelbos Noorderkempen",
    municipality: "Hoogstraten",
    kind: "speelplein",
    description: "Groot speelbos met hutten, avonturenparcours en picknickweide.",
  },
];

/** Facilities: stored as codes in organisers.facilities; the labels are the Dutch text to show. */
export const FACILITIES = {
  rolstoeltoegankelijk: "Rolstoeltoegankelijk",
  ringleiding: "Ringleiding",
  parking: "Parking",
  fietsenstalling: "Fietsenstalling",
  "aangepast-toilet": "Aangepast toilet",
  assistentiehonden: "Assistentiehonden welkom",
  "gratis-wifi": "Gratis wifi",
  cafetaria: "Cafetaria",
  babyverzorging: "Babyverzorgingsruimte",
  "prikkelarm-moment": "Prikkelarm moment",
} as const;

export type FacilityCode = keyof typeof FACILITIES;
export const FACILITY_CODES = Object.keys(FACILITIES) as FacilityCode[];

export const STREET_NAMES: readonly string[] = [
  "Kerkstraat",
  "Stationsstraat",
  "Markt",
  "Grote Markt",
  "Molenstraat",
  "Schoolstraat",
  "Dorpsstraat",
  "Nieuwstraat",
  "Kapelstraat",
  "Hoogstraat",
  "Beekstraat",
  "Sportlaan",
  "Stationsplein",
  "Gemeenteplein",
  "Vaartstraat",
  "Kasteelstraat",
  "Lindenlaan",
  "Parklaan",
  "Kouter",
  "Begijnhofstraat",
  "Leopoldstraat",
  "Ooststraat",
  "Weststraat",
  "Zuidstraat",
  "Noordstraat",
  "Brugstraat",
  "Kloosterstraat",
  "Zwembadlaan",
  "Jeugdlaan",
  "Cultuurplein",
];

/**
 * Activity titles per organiser kind: one permanent (ongoing) activity and dated events. An organiser that
 * already has the permanent activity under a demo check-in code gets `another` for its generated one, so
 * the counter's list never shows two activities with one name.
 */
export const ACTIVITY_TITLES: Readonly<Record<string, { permanent: string; another?: string; events: readonly string[] }>> = {
  cultuurcentrum: {
    permanent: "Bezoek aan het cultuurcentrum",
    another: "Tentoonstelling in de foyer",
    events: ["Familievoorstelling op zondag", "Comedyavond", "Concert in de grote zaal", "Dansvoorstelling", "Lezing met auteur"],
  },
  bibliotheek: {
    permanent: "Bezoek aan de bib",
    another: "Boekenclub",
    events: ["Voorleesuurtje voor kleuters", "Repair Café", "Schrijfworkshop", "Gamenamiddag"],
  },
  zwembad: { permanent: "Zwembeurt", another: "Banenzwemmen", events: ["Aquagym", "Zwemmarathon", "Discozwemmen"] },
  jeugdhuis: { permanent: "Open jeugdhuis", events: ["Optreden van lokale bands", "Quizavond", "Dj-workshop"] },
  museum: {
    permanent: "Museumbezoek",
    another: "De vaste collectie",
    events: ["Familiezondag in het museum", "Nocturne", "Rondleiding met gids"],
  },
  sportclub: { permanent: "Training", events: ["Sportkamp in de vakantie", "Jogging {gemeente}", "Kennismakingsdag"] },
  theater: { permanent: "Theaterbezoek", events: ["Toneelvoorstelling", "Kindertheater", "Improvisatieavond"] },
  academie: { permanent: "Les aan de academie", events: ["Toonmoment van de leerlingen", "Open lesdag"] },
  cinema: { permanent: "Filmvoorstelling", events: ["Kinderfilmochtend", "Filmfestival", "Klassieker op groot scherm"] },
  speelplein: { permanent: "Speelpleindag", events: ["Grote Speeldag", "Speelpleinfeest"] },
};
