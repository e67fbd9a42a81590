// Dutch wording of organisers and their locations: the four kinds of places (never told by colour alone), distances,
// addresses, facilities, and the spec's map errors.
import type { OrganiserAddress, OrganiserFilter } from "@vtp/contracts/organisers";

/** What a visitor can do at a place: the spec's four organiser filters. */
export const ORGANISER_TYPE_LABELS: Record<OrganiserFilter, string> = {
  pointOfSale: "Pas kopen",
  pointOfSaleKansenstatuut: "Pas met kansentarief kopen",
  cidCheckin: "Punten sparen",
  hasPointsPromotions: "Punten omruilen",
};

/**
 * The filter group: the checked filters combine with OR (a place is shown when it matches any of them,
 * as the api does), so the legend and the labels read as one sentence: "Toon plaatsen waar je … een pas
 * kunt kopen of punten kunt sparen".
 */
export const ORGANISER_FILTER_LEGEND = "Toon alleen plaatsen waar je";
export const ORGANISER_FILTER_HINT = "Kies er één of meer. Je ziet dan elke plaats waar minstens één daarvan kan.";
export const ORGANISER_FILTER_LABELS: Record<OrganiserFilter, string> = {
  pointOfSale: "een pas kunt kopen",
  pointOfSaleKansenstatuut: "een pas met kansentarief kunt kopen",
  cidCheckin: "punten kunt sparen",
  hasPointsPromotions: "punten kunt omruilen",
};

/** "350 m", "1,2 km", "12 km". */
export function distanceLabel(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  if (meters < 10_000) return `${(Math.round(meters / 100) / 10).toLocaleString("nl-BE")} km`;
  return `${Math.round(meters / 1000)} km`;
}

/** "Kerkstraat 12, 9000 Gent"; the parts that exist. */
export function addressLine(address: OrganiserAddress): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.street, place].filter(Boolean).join(", ");
}

const FACILITY_LABELS: Record<string, string> = {
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
};

/** A facility's Dutch label (the api's code, or its text as it is). */
export function facilityLabel(facility: string): string {
  return FACILITY_LABELS[facility] ?? facility;
}

/** The spec's map errors (§8), in Dutch. */
export const MAP_MESSAGES = {
  technical: "Er is een technische fout opgetreden. Probeer het later opnieuw.",
  noAddress: "Deze locatie kunnen we niet aan een adres koppelen. Daarom staat ze niet op de kaart.",
  geolocation: "Je locatie bepalen is niet mogelijk. Geef je browser toestemming om je locatie te gebruiken, of zoek op gemeente.",
  rewards: "De voordelen van deze locatie kunnen nu niet geladen worden. Probeer het later opnieuw.",
  /** Without configured tiles (decision 0021): what the visitor sees, and where the addresses are. */
  simplified:
    "Vereenvoudigde kaart: je ziet alleen de grens van België, zonder straten. De volledige kaart is op deze website nog niet ingesteld. Het adres van elke plaats staat in de lijst.",
} as const;

/**
 * The link that opens the phone's maps app with the place: Apple Maps on iOS, a geo: URI on Android (its
 * maps app, or the one the holder chose), the route planner of OpenStreetMap's website on a computer.
 */
export function routeLink(point: { lat: number; lon: number }, name: string, platform: "ios" | "android" | "other"): string {
  const at = `${point.lat},${point.lon}`;
  if (platform === "ios") return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(name)}`;
  if (platform === "android") return `geo:${at}?q=${at}(${encodeURIComponent(name)})`;
  return `https://www.openstreetmap.org/directions?to=${at}#map=17/${at.replace(",", "/")}`;
}
