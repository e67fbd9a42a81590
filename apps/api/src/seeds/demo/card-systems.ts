// The card systems (regions) and places of the demo: every card system, every municipality with its
// deelgemeenten, which places belong to which card system, and lookups of places for the later parts.
// Draws nothing from the PRNG.
import { CARD_SYSTEMS, VOUCHERS } from "../data/card-systems.ts";
import { MUNICIPALITIES, placeKey, type MunicipalitySeed } from "../data/municipalities.ts";
import type { Row } from "./context.ts";

/** A place (municipality or deelgemeente) with its municipalities row id. */
export interface Place {
  m: MunicipalitySeed;
  id: number;
}

export interface DemoCardSystems {
  card_systems: Row<"card_systems">[];
  municipalities: Row<"municipalities">[];
  card_system_cities: Row<"card_system_cities">[];
  card_system_prices: Row<"card_system_prices">[];
  registration_vouchers: Row<"registration_vouchers">[];
  /** The places of each card system, by card system id, in the order of its municipalities. */
  systemPlaces: Map<number, Place[]>;
  /** The municipalities id of a place; throws when the place is unknown. */
  placeId(postalCode: string, name: string): number;
  /** The places of a municipality (main name): the municipality and its deelgemeenten. */
  placesOf(municipality: string): Place[];
}

export function buildCardSystems(): DemoCardSystems {
  const card_systems: Row<"card_systems">[] = CARD_SYSTEMS.map((cs) => ({
    id: cs.id,
    name: cs.name,
    slug: cs.slug,
    colour: cs.colour,
    website_url: cs.websiteUrl,
    permanent: cs.permanent,
    online_registration: cs.onlineRegistration,
    kansenstatuut_grace_days: cs.kansenstatuutGraceDays,
    active: true,
    online_min_age: cs.onlineMinAge ?? 0,
  }));
  const card_system_prices: Row<"card_system_prices">[] = CARD_SYSTEMS.flatMap((cs) =>
    Object.entries(cs.prices ?? {}).map(([category, amount]) => ({
      card_system_id: cs.id,
      category: category as Row<"card_system_prices">["category"],
      amount,
    })),
  );
  const registration_vouchers: Row<"registration_vouchers">[] = VOUCHERS.map((v) => ({
    code: v.code,
    card_system_id: v.cardSystemId,
    price: v.price,
    valid_until: v.validUntil,
    max_uses: v.maxUses,
    uses: 0,
  }));

  const municipalities: Row<"municipalities">[] = MUNICIPALITIES.map((m, i) => ({
    id: i + 1,
    postal_code: m.postalCode,
    name: m.name,
    latitude: m.latitude,
    longitude: m.longitude,
    province: m.province,
  }));
  const placeIdByKey = new Map(MUNICIPALITIES.map((m, i) => [placeKey(m.postalCode, m.name), i + 1]));
  const placeId = (postalCode: string, name: string): number => {
    const id = placeIdByKey.get(placeKey(postalCode, name));
    if (id === undefined) throw new Error(`Onbekende plaats ${postalCode} ${name}`);
    return id;
  };
  const placesOf = (municipality: string): Place[] =>
    MUNICIPALITIES.map((m, i) => ({ m, id: i + 1 })).filter((p) => p.m.municipality === municipality);

  const card_system_cities: Row<"card_system_cities">[] = [];
  const systemPlaces = new Map<number, Place[]>();
  for (const cs of CARD_SYSTEMS) {
    const places: Place[] = [];
    for (const name of cs.municipalities) {
      const ofMunicipality = placesOf(name);
      if (ofMunicipality.length === 0) throw new Error(`Gemeente ${name} van ${cs.name} ontbreekt`);
      for (const p of ofMunicipality) {
        places.push(p);
        card_system_cities.push({
          card_system_id: cs.id,
          municipality_id: p.id,
          online_registration: cs.onlineRegistrationByMunicipality?.[name] ?? cs.onlineRegistration,
        });
      }
    }
    systemPlaces.set(cs.id, places);
  }

  return { card_systems, municipalities, card_system_cities, card_system_prices, registration_vouchers, systemPlaces, placeId, placesOf };
}
