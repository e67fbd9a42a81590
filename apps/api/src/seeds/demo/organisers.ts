// The organisers of the demo: a fixed number per card system (the first ones of fixed kinds, so every
// region has a social house, library, cultural centre, swimming pool, museum and tourist office), then
// the supra-local organisers that belong to no card system. Names, addresses, phone numbers and
// facilities come from the PRNG.
import { CARD_SYSTEMS, PROVINCE_PHONE_ZONES } from "../data/card-systems.ts";
import type { MunicipalitySeed } from "../data/municipalities.ts";
import { FACILITY_CODES, ORGANISER_KINDS, STREET_NAMES, SUPRA_LOCAL_ORGANISERS, type OrganiserKind } from "../data/organisers.ts";
import type { DemoCardSystems, Place } from "./card-systems.ts";
import { DEMO_UNPLACED_ORGANISER } from "./constants.ts";
import { addDays, fill, phoneNumber, slugify, type DemoContext, type Row } from "./context.ts";

/** The kinds of the first organisers of every card system, in this order. */
export const FORCED_KINDS: readonly string[] = ["sociaal-huis", "bibliotheek", "cultuurcentrum", "zwembad", "museum", "toerisme"];

const ORGANISERS_PER_SYSTEM: Readonly<Record<number, number>> = { 1: 50, 2: 36, 3: 40, 4: 40, 5: 36, 6: 40, 7: 36, 8: 40, 9: 20 };

/** An organiser as the later parts need it. */
export interface PlannedOrganiser {
  id: number;
  name: string;
  kind: OrganiserKind;
  /** Null for a supra-local organiser. */
  cardSystemId: number | null;
  place: MunicipalitySeed;
  placeId: number;
  websiteUrl: string;
}

export interface DemoOrganisers {
  organisers: Row<"organisers">[];
  /** Every organiser in id order: those of the card systems, then the supra-local ones. */
  planned: PlannedOrganiser[];
  supraLocal: PlannedOrganiser[];
  /** The first organiser of a (forced) kind in a card system. */
  forced(cardSystemId: number, kindKey: string): PlannedOrganiser;
}

function kind(key: string): OrganiserKind {
  const found = ORGANISER_KINDS.find((k) => k.key === key);
  if (!found) throw new Error(`Onbekend soort organisator ${key}`);
  return found;
}

export function buildOrganisers({ rng, now }: DemoContext, places: DemoCardSystems): DemoOrganisers {
  const planned: PlannedOrganiser[] = [];
  const organisers: Row<"organisers">[] = [];
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();

  const addOrganiser = (
    name: string,
    k: OrganiserKind,
    cardSystemId: number | null,
    place: Place,
    phoneZone: string,
    description: string,
  ): PlannedOrganiser => {
    usedNames.add(name);
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);
    const id = planned.length + 1;
    const websiteUrl = `https://${slug}.voorbeeld.be`;
    const facilities = FACILITY_CODES.filter(() => rng.chance(0.4));
    if (facilities.length === 0) facilities.push("fietsenstalling");
    organisers.push({
      id,
      name,
      description,
      website_url: websiteUrl,
      phone: phoneNumber(rng, phoneZone),
      email: `info@${slug}.voorbeeld.be`,
      municipality_id: place.id,
      street_and_number: `${rng.pick(STREET_NAMES)} ${rng.int(1, 180)}`,
      latitude: Math.round((place.m.latitude + (rng.next() - 0.5) * 0.024) * 1e6) / 1e6,
      longitude: Math.round((place.m.longitude + (rng.next() - 0.5) * 0.036) * 1e6) / 1e6,
      facilities,
      card_system_id: cardSystemId,
      created_at: addDays(now, -rng.int(60, 1500)),
    });
    const organiser = { id, name, kind: k, cardSystemId, place: place.m, placeId: place.id, websiteUrl };
    planned.push(organiser);
    return organiser;
  };

  /** A name from one of the kind's templates that is not taken yet; numbered as a last resort. */
  const organiserName = (k: OrganiserKind, place: MunicipalitySeed): string => {
    const fromTemplate = (template: string) =>
      fill(template.replace("{naam}", k.names.length > 0 ? rng.pick(k.names) : place.name), "", place.name);
    for (let attempt = 0; attempt < 12; attempt++) {
      const name = fromTemplate(rng.pick(k.templates));
      if (!usedNames.has(name)) return name;
    }
    const template = k.templates.find((t) => t.includes("{naam}")) ?? k.templates[0] ?? k.label;
    let name = `${fromTemplate(template)} ${place.name}`;
    for (let n = 2; usedNames.has(name); n++) name = `${k.label} ${place.name} ${n}`;
    return name;
  };

  for (const cs of CARD_SYSTEMS) {
    const systemPlaces = places.systemPlaces.get(cs.id) ?? [];
    const main = systemPlaces[0];
    if (!main) continue;
    const count = ORGANISERS_PER_SYSTEM[cs.id] ?? 30;
    for (let i = 0; i < count; i++) {
      const k = i < FORCED_KINDS.length ? kind(FORCED_KINDS[i] as string) : rng.weighted(ORGANISER_KINDS, (x) => x.weight);
      const place = i < FORCED_KINDS.length || rng.chance(0.45) ? main : rng.pick(systemPlaces);
      addOrganiser(organiserName(k, place.m), k, cs.id, place, cs.phoneZone, k.description);
    }
  }
  const supraLocal: PlannedOrganiser[] = [];
  for (const s of SUPRA_LOCAL_ORGANISERS) {
    const place = places.placesOf(s.municipality)[0];
    if (!place) throw new Error(`Onbekende gemeente ${s.municipality}`);
    supraLocal.push(addOrganiser(s.name, kind(s.kind), null, place, PROVINCE_PHONE_ZONES[place.m.province] ?? "9", s.description));
  }

  const forced = (cardSystemId: number, kindKey: string): PlannedOrganiser => {
    const found = planned.find((o) => o.cardSystemId === cardSystemId && o.kind.key === kindKey);
    if (!found) throw new Error(`Geen ${kindKey} in kaartsysteem ${cardSystemId}`);
    return found;
  };

  return { organisers, planned, supraLocal, forced };
}

/**
 * The mobile counter of UiTPAS Gent: a point of sale without a fixed address, so without coordinates
 * (the location page's "cannot be linked to an address" state). Added after every other part of the
 * demo, with the next id, so it draws nothing from the PRNG and changes no other row.
 */
export function buildUnplacedOrganiser(
  id: number,
  places: DemoCardSystems,
  now: Date,
): { organiser: Row<"organisers">; types: Row<"organiser_types">[] } {
  const gent = places.placesOf("Gent")[0];
  if (!gent) throw new Error("Onbekende gemeente Gent");
  return {
    organiser: {
      id,
      name: DEMO_UNPLACED_ORGANISER,
      description:
        "<p>De UiTPAS-balie op wielen komt naar buurtfeesten, markten en scholen. Kijk op de website waar ze deze week staat.</p>",
      website_url: "https://uitpas-op-wielen-gent.voorbeeld.be",
      phone: "+32 9 210 10 10",
      email: "info@uitpas-op-wielen-gent.voorbeeld.be",
      municipality_id: gent.id,
      street_and_number: null,
      latitude: null,
      longitude: null,
      facilities: ["rolstoeltoegankelijk"],
      card_system_id: 1,
      created_at: addDays(now, -90),
    },
    types: [
      { organiser_id: id, type: "POINT_OF_SALE" },
      { organiser_id: id, type: "POINT_OF_SALE_KANSENSTATUUT" },
    ],
  };
}
