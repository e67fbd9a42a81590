// The deterministic Flemish demo seed: municipalities, card systems, organisers, activities, rewards,
// coupons and the demo personas with their cards, accounts, families and a consistent points history.
//
// - Idempotent: does nothing when card_systems already has rows (checked under an advisory lock, so
//   two processes starting at once seed only once).
// - Deterministic: every value comes from a seeded PRNG and from `now` (which positions periods
//   relative to "today"); seeding twice with the same `now` gives identical rows, except the password
//   hashes, which have a random salt.
// - Fast: rows are built in memory first and inserted in multi-row batches.
import { sql, type Insertable, type Kysely } from "kysely";
import { makeCardNumber } from "@vtp/contracts/card-number";
import {
  DEMO_PASSWORD,
  janssensFamily,
  kansenstatuutEndDate,
  personas,
  unregisteredCards,
  type DemoPersona,
  type Gender,
  type PersonaAddress,
} from "@vtp/personas";
import { hashPassword } from "@vtp/idp/password";
import type { DB, OrganiserType, Period, RewardCategory } from "../schema.ts";
import { syncIdentitySequences } from "../sequences.ts";
import { CARD_SYSTEMS, PROVINCE_PHONE_ZONES, type CardSystemSeed } from "./data/card-systems.ts";
import { MUNICIPALITIES, placeKey, type MunicipalitySeed } from "./data/municipalities.ts";
import {
  ACTIVITY_TITLES,
  FACILITY_CODES,
  ORGANISER_KINDS,
  STREET_NAMES,
  SUPRA_LOCAL_ORGANISERS,
  type OrganiserKind,
} from "./data/organisers.ts";
import { POINTS_REWARD_TEMPLATES, WELCOME_REWARD_TEMPLATES, type RewardTemplate } from "./data/rewards.ts";
import { createRng, type Rng } from "./random.ts";
import { brusselsDateTime, brusselsDay, periodKey } from "./period-key.ts";

/** The PRNG seed of the demo data. Changing it changes every generated row. */
export const DEMO_SEED = 20_261_121;

/** Check-in codes that are valid on any day (permanent or long-running activities), 1 point each. */
export const DEMO_CHECKIN_CODES = {
  /** The library in Gent: permanent, max. 1 per day (UiTPAS Gent: An). */
  gentBibliotheek: "GENT-BIB-2026",
  /** A swimming pool in Gent: permanent, max. 1 per day (UiTPAS Gent). */
  gentZwembad: "GENT-ZWEMBAD-2026",
  /** Tentoonstelling in Gent: started 30 days before the seed, ends 90 days after it; max. 1 per week. */
  gentTentoonstelling: "GENT-EXPO-2026",
  /** The cultural centre in Aalst: permanent, max. 1 per day (UiTPAS Dender: Mohamed). */
  aalstCultuurcentrum: "AALST-CC-2026",
  /** The library in Mechelen: permanent, max. 1 per day (UiTPAS Mechelen: the Janssens family). */
  mechelenBibliotheek: "MECHELEN-BIB-2026",
  /** A museum in Brugge: permanent, max. 1 per day (Paspartoe: refused for holders of other regions). */
  bruggeMuseum: "BRUGGE-MUSEUM-2026",
} as const;

/** A check-in code of an activity that ended long ago (the "code expired" refusal). */
export const DEMO_EXPIRED_CHECKIN_CODE = "GENT-FEEST-2025";

/** Reward ids for demos and journeys (An: 120 points, UiTPAS Gent, no kansenstatuut). */
export const DEMO_REWARD_IDS = {
  /** 10 points, Gent, no limits: An can redeem it. */
  cheapPoints: 1,
  /** WELCOME (0 points), Gent, once per holder. */
  welcome: 2,
  /** Gent, sold out (units taken = max units). */
  soldOut: 3,
  /** UiTPAS Dender, 5 points, only with an active kansenstatuut (Mohamed). */
  kansenstatuut: 4,
  /** Gent, 150 points: more than An has. */
  tooExpensive: 5,
  /** Gent, 25 points, max. 1 per holder per year. */
  oncePerYear: 6,
  /** Gent, 40 points, redeem period ends in 6 days (last chance). */
  lastChance: 7,
  /** Gent, published, but redeemable only from 10 days from now. */
  notYetRedeemable: 8,
  /** Paspartoe (Brugge) only: not applicable to An. */
  otherRegion: 9,
  /** Valid in every card system (supra-local), 25 points. */
  allRegions: 10,
  /** UiTPAS Mechelen, 15 points, for the Janssens family. */
  mechelen: 11,
  /** Gent, only for residents of Oostakker: An (9000 Gent) is not eligible. */
  otherCityOnly: 12,
  /** Valid in every card system, but switched off by UiTPAS Gent. */
  disabledInGent: 13,
} as const;

/** A card that exists in stock (never sold): "kaartnummer niet verkocht". */
export const DEMO_STOCK_CARD_NUMBER = makeCardNumber("40100099901", false);
/** Sofie's previous card, blocked after a replacement: points and history stayed with her. */
export const DEMO_BLOCKED_CARD_NUMBER = makeCardNumber("40500000010", false);

export interface SeedDemoOptions {
  /** "Today": periods, end dates and history are positioned relative to it. Defaults to the clock. */
  now?: Date;
}

type Row<T extends keyof DB> = Insertable<DB[T]>;

export interface DemoData {
  card_systems: Row<"card_systems">[];
  municipalities: Row<"municipalities">[];
  card_system_cities: Row<"card_system_cities">[];
  organisers: Row<"organisers">[];
  organiser_types: Row<"organiser_types">[];
  activities: Row<"activities">[];
  rewards: Row<"rewards">[];
  reward_card_systems: Row<"reward_card_systems">[];
  reward_organisers: Row<"reward_organisers">[];
  reward_cities: Row<"reward_cities">[];
  holders: Row<"holders">[];
  cards: Row<"cards">[];
  memberships_card_system: Row<"memberships_card_system">[];
  kansenstatuut: Row<"kansenstatuut">[];
  /** Without password_hash: the seed hashes DEMO_PASSWORD per account. */
  identity_accounts: Row<"identity_accounts">[];
  optins: Row<"optins">[];
  families: Row<"families">[];
  family_members: Row<"family_members">[];
  coupons: Row<"coupons">[];
  holder_coupons: Row<"holder_coupons">[];
  association_memberships: Row<"association_memberships">[];
  checkins: Row<"checkins">[];
  redemptions: Row<"redemptions">[];
  points_ledger: Row<"points_ledger">[];
}

/** Insert order (parents before children). */
export const DEMO_TABLES: readonly (keyof DemoData)[] = [
  "card_systems",
  "municipalities",
  "card_system_cities",
  "organisers",
  "organiser_types",
  "activities",
  "rewards",
  "reward_card_systems",
  "reward_organisers",
  "reward_cities",
  "holders",
  "cards",
  "memberships_card_system",
  "kansenstatuut",
  "identity_accounts",
  "optins",
  "families",
  "family_members",
  "coupons",
  "holder_coupons",
  "association_memberships",
  "checkins",
  "redemptions",
  "points_ledger",
];

const DAY_MS = 86_400_000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
const dayString = (at: Date) => brusselsDay(at);

function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function phoneNumber(rng: Rng, zone: string): string {
  if (zone.length === 1) return `+32 ${zone} ${rng.int(200, 399)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
  return `+32 ${zone} ${rng.int(20, 79)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

function fill(text: string, organiser: string, gemeente: string): string {
  return text.replaceAll("{organisator}", organiser).replaceAll("{gemeente}", gemeente);
}

interface PlannedOrganiser {
  id: number;
  name: string;
  kind: OrganiserKind;
  cardSystemId: number | null;
  place: MunicipalitySeed;
  placeId: number;
  websiteUrl: string;
}

interface PlannedActivity {
  id: number;
  organiserId: number;
  cardSystemId: number;
  title: string;
  permanent: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  points: number;
  period: Period;
  code: string;
  demo: boolean;
}

interface PlannedReward {
  id: number;
  cardSystemId: number;
  allCardSystems: boolean;
  type: "POINTS" | "WELCOME";
  title: string;
  points: number;
  redeemStart: Date;
  redeemEnd: Date | null;
  maxUnits: number | null;
  unitsTaken: number;
  perHolder: boolean;
  requiresKansenstatuut: boolean;
  status: "ACTIVE" | "INACTIVE";
  demo: boolean;
  organiserIds: number[];
}

/** Builds every demo row in memory. Pure: the same `now` always gives the same rows. */
export function buildDemoData(now: Date): DemoData {
  const rng = createRng(DEMO_SEED);
  const today = dayString(now);
  const kind = (key: string): OrganiserKind => {
    const found = ORGANISER_KINDS.find((k) => k.key === key);
    if (!found) throw new Error(`Onbekend soort organisator ${key}`);
    return found;
  };

  // --- card systems and places ------------------------------------------------------------
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
  const placesOf = (municipality: string) =>
    MUNICIPALITIES.map((m, i) => ({ m, id: i + 1 })).filter((p) => p.m.municipality === municipality);

  const card_system_cities: Row<"card_system_cities">[] = [];
  const systemPlaces = new Map<number, { m: MunicipalitySeed; id: number }[]>();
  for (const cs of CARD_SYSTEMS) {
    const places: { m: MunicipalitySeed; id: number }[] = [];
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

  // --- organisers ---------------------------------------------------------------------------
  const organisers: PlannedOrganiser[] = [];
  const organiserRows: Row<"organisers">[] = [];
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const organisersPerSystem: Record<number, number> = { 1: 50, 2: 36, 3: 40, 4: 40, 5: 36, 6: 40, 7: 36, 8: 40, 9: 20 };
  const forcedKinds = ["sociaal-huis", "bibliotheek", "cultuurcentrum", "zwembad", "museum", "toerisme"];

  const addOrganiser = (
    name: string,
    k: OrganiserKind,
    cardSystemId: number | null,
    place: { m: MunicipalitySeed; id: number },
    phoneZone: string,
    description: string,
  ): PlannedOrganiser => {
    usedNames.add(name);
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);
    const id = organisers.length + 1;
    const websiteUrl = `https://${slug}.voorbeeld.be`;
    const facilities = FACILITY_CODES.filter(() => rng.chance(0.4));
    if (facilities.length === 0) facilities.push("fietsenstalling");
    organiserRows.push({
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
    const planned = { id, name, kind: k, cardSystemId, place: place.m, placeId: place.id, websiteUrl };
    organisers.push(planned);
    return planned;
  };

  const organiserName = (k: OrganiserKind, place: MunicipalitySeed): string => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const template = rng.pick(k.templates);
      const name = fill(template.replace("{naam}", k.names.length > 0 ? rng.pick(k.names) : place.name), "", place.name);
      if (!usedNames.has(name)) return name;
    }
    const template = k.templates.find((t) => t.includes("{naam}")) ?? k.templates[0] ?? k.label;
    let name = `${fill(template.replace("{naam}", k.names.length > 0 ? rng.pick(k.names) : place.name), "", place.name)} ${place.name}`;
    for (let n = 2; usedNames.has(name); n++) name = `${k.label} ${place.name} ${n}`;
    return name;
  };

  for (const cs of CARD_SYSTEMS) {
    const places = systemPlaces.get(cs.id) ?? [];
    const main = places[0];
    if (!main) continue;
    const count = organisersPerSystem[cs.id] ?? 30;
    for (let i = 0; i < count; i++) {
      const k = i < forcedKinds.length ? kind(forcedKinds[i] as string) : rng.weighted(ORGANISER_KINDS, (x) => x.weight);
      const place = i < forcedKinds.length || rng.chance(0.45) ? main : rng.pick(places);
      addOrganiser(organiserName(k, place.m), k, cs.id, place, cs.phoneZone, k.description);
    }
  }
  const supraLocal: PlannedOrganiser[] = [];
  for (const s of SUPRA_LOCAL_ORGANISERS) {
    const place = placesOf(s.municipality)[0];
    if (!place) throw new Error(`Onbekende gemeente ${s.municipality}`);
    supraLocal.push(
      addOrganiser(s.name, kind(s.kind), null, place, PROVINCE_PHONE_ZONES[place.m.province] ?? "9", s.description),
    );
  }

  const forcedOrganiser = (cardSystemId: number, kindKey: string): PlannedOrganiser => {
    const found = organisers.find((o) => o.cardSystemId === cardSystemId && o.kind.key === kindKey);
    if (!found) throw new Error(`Geen ${kindKey} in kaartsysteem ${cardSystemId}`);
    return found;
  };

  // --- activities ---------------------------------------------------------------------------
  const activities: PlannedActivity[] = [];
  const usedCodes = new Set<string>([...Object.values(DEMO_CHECKIN_CODES), DEMO_EXPIRED_CHECKIN_CODE]);
  const newCode = (k: OrganiserKind) => {
    const prefix = slugify(k.label).replace(/-/g, "").slice(0, 4).toUpperCase();
    for (;;) {
      const code = `${prefix}-${rng.code(6)}`;
      if (!usedCodes.has(code)) {
        usedCodes.add(code);
        return code;
      }
    }
  };
  const addActivity = (a: Omit<PlannedActivity, "id">): PlannedActivity => {
    const planned = { ...a, id: activities.length + 1 };
    activities.push(planned);
    return planned;
  };

  const demoActivities: [string, number, string, string, Partial<PlannedActivity>][] = [
    [DEMO_CHECKIN_CODES.gentBibliotheek, 1, "bibliotheek", "Bezoek aan de bib", {}],
    [DEMO_CHECKIN_CODES.gentZwembad, 1, "zwembad", "Zwembeurt", {}],
    [
      DEMO_CHECKIN_CODES.gentTentoonstelling,
      1,
      "museum",
      "Tentoonstelling 'Gent in beweging'",
      {
        permanent: false,
        startsAt: brusselsDateTime(dayString(addDays(now, -30)), 10),
        endsAt: brusselsDateTime(dayString(addDays(now, 90)), 18),
        period: "WEEK",
      },
    ],
    [DEMO_CHECKIN_CODES.aalstCultuurcentrum, 3, "cultuurcentrum", "Bezoek aan het cultuurcentrum", {}],
    [DEMO_CHECKIN_CODES.mechelenBibliotheek, 5, "bibliotheek", "Bezoek aan de bib", {}],
    [DEMO_CHECKIN_CODES.bruggeMuseum, 2, "museum", "Museumbezoek", {}],
    [
      DEMO_EXPIRED_CHECKIN_CODE,
      1,
      "cultuurcentrum",
      "Winterbuurtfeest",
      {
        permanent: false,
        startsAt: brusselsDateTime(dayString(addDays(now, -330)), 14),
        endsAt: brusselsDateTime(dayString(addDays(now, -330)), 22),
        period: "DAY",
      },
    ],
  ];
  for (const [code, cardSystemId, kindKey, title, extra] of demoActivities) {
    const organiser = forcedOrganiser(cardSystemId, kindKey);
    addActivity({
      organiserId: organiser.id,
      cardSystemId,
      title,
      permanent: true,
      startsAt: null,
      endsAt: null,
      points: 1,
      period: "DAY",
      code,
      demo: true,
      ...extra,
    });
  }

  for (const o of organisers) {
    if (!o.kind.checkin) continue;
    const titles = ACTIVITY_TITLES[o.kind.key];
    if (!titles) continue;
    // Supra-local organisers let holders of every region save points in the region they sit in.
    const cardSystemId =
      o.cardSystemId ?? CARD_SYSTEMS.find((cs) => cs.municipalities.includes(o.place.municipality))?.id ?? null;
    if (cardSystemId === null) continue;
    const isForced = forcedKinds.includes(o.kind.key) && organisers.find((x) => x.cardSystemId === o.cardSystemId && x.kind.key === o.kind.key) === o;
    if (isForced || rng.chance(0.75)) {
      addActivity({
        organiserId: o.id,
        cardSystemId,
        title: titles.permanent,
        permanent: true,
        startsAt: null,
        endsAt: null,
        points: 1,
        period: rng.chance(0.3) ? "DAY" : "WEEK",
        code: newCode(o.kind),
        demo: false,
      });
    }
    const events = rng.int(0, 2);
    for (let e = 0; e < events; e++) {
      const offset = rng.int(-150, 90);
      const start = brusselsDateTime(dayString(addDays(now, offset)), rng.pick([10, 14, 19, 20]), rng.pick([0, 30]));
      const multiDay = rng.chance(0.1);
      const end = new Date(start.getTime() + (multiDay ? rng.int(2, 5) * DAY_MS : rng.int(2, 4) * 3_600_000));
      addActivity({
        organiserId: o.id,
        cardSystemId,
        title: fill(rng.pick(titles.events), o.name, o.place.name),
        permanent: false,
        startsAt: start,
        endsAt: end,
        points: rng.weighted([1, 2, 3, 5], (p) => (p === 1 ? 8 : p === 2 ? 3 : p === 3 ? 2 : 1)),
        period: "DAY",
        code: newCode(o.kind),
        demo: false,
      });
    }
  }

  // --- rewards ------------------------------------------------------------------------------
  const rewards: PlannedReward[] = [];
  const rewardRows: Row<"rewards">[] = [];
  const reward_card_systems: Row<"reward_card_systems">[] = [];
  const reward_organisers: Row<"reward_organisers">[] = [];
  const reward_cities: Row<"reward_cities">[] = [];

  interface RewardSpec {
    template: RewardTemplate;
    type: "POINTS" | "WELCOME";
    cardSystemId: number;
    allCardSystems: boolean;
    organisers: PlannedOrganiser[];
    points: number;
    publicationStart: Date;
    publicationEnd: Date | null;
    redeemStart: Date;
    redeemEnd: Date | null;
    maxUnits: number | null;
    unitsTaken: number;
    perHolder: [number, Period] | null;
    requiresKansenstatuut: boolean;
    featured: boolean;
    status: "ACTIVE" | "INACTIVE";
    extraCardSystems: { id: number; disabled: boolean }[];
    cities: number[];
    demo: boolean;
  }

  const addReward = (spec: RewardSpec): number => {
    const id = rewards.length + 1;
    const first = spec.organisers[0];
    const organiserName = first?.name ?? "de organisator";
    const gemeente = first?.place.municipality ?? "je gemeente";
    const title = fill(spec.template.title, organiserName, gemeente);
    rewardRows.push({
      id,
      type: spec.type,
      title,
      description: fill(spec.template.description, organiserName, gemeente),
      card_system_id: spec.cardSystemId,
      all_card_systems: spec.allCardSystems,
      points: spec.type === "WELCOME" ? 0 : spec.points,
      category: spec.template.category as RewardCategory,
      publication_start: spec.publicationStart,
      publication_end: spec.publicationEnd,
      redeem_start: spec.redeemStart,
      redeem_end: spec.redeemEnd,
      max_units: spec.maxUnits,
      units_taken: spec.unitsTaken,
      per_holder_volume: spec.perHolder?.[0] ?? null,
      per_holder_period: spec.perHolder?.[1] ?? null,
      requires_kansenstatuut: spec.requiresKansenstatuut,
      for_kids: spec.template.forKids ?? false,
      sport: spec.template.sport ?? false,
      featured: spec.featured,
      online: spec.template.online ?? false,
      more_info_url: first?.websiteUrl ?? null,
      picture_url: null,
      status: spec.status,
      created_at: spec.publicationStart,
    });
    reward_card_systems.push({ reward_id: id, card_system_id: spec.cardSystemId, disabled: false });
    for (const extra of spec.extraCardSystems) {
      if (extra.id !== spec.cardSystemId) reward_card_systems.push({ reward_id: id, card_system_id: extra.id, disabled: extra.disabled });
    }
    for (const o of spec.organisers) reward_organisers.push({ reward_id: id, organiser_id: o.id });
    for (const m of spec.cities) reward_cities.push({ reward_id: id, municipality_id: m });
    rewards.push({
      id,
      cardSystemId: spec.cardSystemId,
      allCardSystems: spec.allCardSystems,
      type: spec.type,
      title,
      points: spec.type === "WELCOME" ? 0 : spec.points,
      redeemStart: spec.redeemStart,
      redeemEnd: spec.redeemEnd,
      maxUnits: spec.maxUnits,
      unitsTaken: spec.unitsTaken,
      perHolder: spec.perHolder !== null,
      requiresKansenstatuut: spec.requiresKansenstatuut,
      status: spec.status,
      demo: spec.demo,
      organiserIds: spec.organisers.map((o) => o.id),
    });
    return id;
  };

  const template = (title: string, welcome = false): RewardTemplate => {
    const found = (welcome ? WELCOME_REWARD_TEMPLATES : POINTS_REWARD_TEMPLATES).find((t) => t.title === title);
    if (!found) throw new Error(`Onbekend voordeel ${title}`);
    return found;
  };
  const base = (overrides: Partial<RewardSpec> & Pick<RewardSpec, "template" | "cardSystemId" | "organisers" | "points">): RewardSpec => ({
    type: "POINTS",
    allCardSystems: false,
    publicationStart: addDays(now, -60),
    publicationEnd: null,
    redeemStart: addDays(now, -60),
    redeemEnd: null,
    maxUnits: null,
    unitsTaken: 0,
    perHolder: null,
    requiresKansenstatuut: false,
    featured: false,
    status: "ACTIVE",
    extraCardSystems: [],
    cities: [],
    demo: true,
    ...overrides,
  });
  const gentCc = forcedOrganiser(1, "cultuurcentrum");
  const gentMuseum = forcedOrganiser(1, "museum");
  const gentZwembad = forcedOrganiser(1, "zwembad");
  const gentBib = forcedOrganiser(1, "bibliotheek");
  const gentToerisme = forcedOrganiser(1, "toerisme");
  const proefbuis = supraLocal.find((o) => o.name === "Wetenschapscentrum De Proefbuis") ?? supraLocal[0];
  if (!proefbuis) throw new Error("Geen bovenlokale organisatoren");
  const oostakker = placesOf("Gent").filter((p) => p.m.name === "Oostakker").map((p) => p.id);

  const demoRewards: [keyof typeof DEMO_REWARD_IDS, RewardSpec][] = [
    ["cheapPoints", base({ template: template("Gratis koffie bij je voorstelling"), cardSystemId: 1, organisers: [gentCc], points: 10, featured: true })],
    ["welcome", base({ template: template("Welkomstgeschenk: gratis drankje", true), type: "WELCOME", cardSystemId: 1, organisers: [gentCc], points: 0, perHolder: [1, "ABSOLUTE"] })],
    ["soldOut", base({ template: template("Gratis toegang tot de tentoonstelling"), cardSystemId: 1, organisers: [gentMuseum], points: 30, maxUnits: 25, unitsTaken: 25 })],
    ["kansenstatuut", base({ template: template("2 zwembeurten voor de prijs van 1"), cardSystemId: 3, organisers: [forcedOrganiser(3, "zwembad")], points: 5, requiresKansenstatuut: true })],
    ["tooExpensive", base({ template: template("Beurtenkaart sporthal aan halve prijs"), cardSystemId: 1, organisers: [gentZwembad], points: 150 })],
    ["oncePerYear", base({ template: template("Herbruikbare drinkbus"), cardSystemId: 1, organisers: [gentToerisme], points: 25, perHolder: [1, "YEAR"] })],
    ["lastChance", base({ template: template("Gratis rondleiding met gids"), cardSystemId: 1, organisers: [gentMuseum], points: 40, publicationEnd: addDays(now, 6), redeemEnd: addDays(now, 6) })],
    ["notYetRedeemable", base({ template: template("Concertticket met 50% korting"), cardSystemId: 1, organisers: [gentCc], points: 35, publicationStart: addDays(now, -2), redeemStart: addDays(now, 10) })],
    ["otherRegion", base({ template: template("Gratis rondleiding met gids"), cardSystemId: 2, organisers: [forcedOrganiser(2, "museum")], points: 20 })],
    ["allRegions", base({ template: template("Gratis toegang tot de tentoonstelling"), cardSystemId: 5, allCardSystems: true, organisers: [proefbuis], points: 25, featured: true })],
    ["mechelen", base({ template: template("Kennismakingsles voor het hele gezin"), cardSystemId: 5, organisers: [forcedOrganiser(5, "cultuurcentrum")], points: 15 })],
    ["otherCityOnly", base({ template: template("Gratis workshop in de bib"), cardSystemId: 1, organisers: [gentBib], points: 15, cities: oostakker })],
    ["disabledInGent", base({ template: template("Plant een boom in je gemeente"), cardSystemId: 8, allCardSystems: true, organisers: [forcedOrganiser(8, "toerisme")], points: 30, extraCardSystems: [{ id: 1, disabled: true }] })],
  ];
  for (const [key, spec] of demoRewards) {
    const id = addReward(spec);
    if (id !== DEMO_REWARD_IDS[key]) throw new Error(`Demovoordeel ${key} kreeg id ${id}`);
  }

  const rewardsPerSystem: Record<number, number> = { 1: 22, 2: 18, 3: 18, 4: 18, 5: 18, 6: 16, 7: 16, 8: 18, 9: 8 };
  const generated = (cardSystemId: number, allCardSystems: boolean, pool: PlannedOrganiser[], welcome: boolean) => {
    const templates = welcome ? WELCOME_REWARD_TEMPLATES : POINTS_REWARD_TEMPLATES;
    const t = rng.pick(templates);
    const fitting = pool.filter((o) => t.kinds.length === 0 || t.kinds.includes(o.kind.key));
    const chosen = fitting.length > 0 ? rng.sample(fitting, rng.chance(0.2) ? 2 : 1) : [rng.pick(pool)];
    const publicationStart = brusselsDateTime(dayString(addDays(now, -rng.int(5, 240))), 0);
    let publicationEnd: Date | null = rng.chance(0.4) ? brusselsDateTime(dayString(addDays(now, rng.int(20, 300))), 23, 59) : null;
    let redeemStart = publicationStart;
    let redeemEnd: Date | null = publicationEnd ?? (rng.chance(0.5) ? brusselsDateTime(dayString(addDays(now, rng.int(30, 365))), 23, 59) : null);
    const roll = rng.next();
    if (roll < 0.12) {
      // Last chance: the redeem period ends within two weeks.
      redeemEnd = brusselsDateTime(dayString(addDays(now, rng.int(1, 13))), 23, 59);
      publicationEnd = redeemEnd;
    } else if (roll < 0.17) {
      // Announced: published already, redeemable later.
      redeemStart = brusselsDateTime(dayString(addDays(now, rng.int(3, 30))), 0);
      if (redeemEnd !== null && redeemEnd < redeemStart) redeemEnd = null;
      if (publicationEnd !== null && publicationEnd < redeemStart) publicationEnd = null;
    }
    let maxUnits: number | null = rng.chance(0.5) ? rng.pick([20, 25, 50, 100, 150, 200, 500]) : null;
    let unitsTaken = maxUnits === null ? rng.int(0, 400) : rng.int(0, Math.floor(maxUnits * 0.8));
    if (maxUnits !== null && rng.chance(0.12)) unitsTaken = maxUnits;
    if (welcome) {
      maxUnits = rng.chance(0.5) ? 500 : null;
      unitsTaken = rng.int(0, 300);
      if (maxUnits !== null) unitsTaken = Math.min(unitsTaken, maxUnits);
    }
    const perHolder: [number, Period] | null = welcome
      ? [1, "ABSOLUTE"]
      : rng.chance(0.35)
        ? rng.pick<[number, Period]>([[1, "YEAR"], [1, "MONTH"], [2, "MONTH"], [1, "WEEK"], [1, "ABSOLUTE"]])
        : null;
    const [minPoints, maxPoints] = t.points;
    const points = welcome ? 0 : Math.round(rng.int(minPoints, maxPoints) / 5) * 5 || minPoints;
    const extraCardSystems =
      !allCardSystems && rng.chance(0.1) ? [{ id: rng.pick(CARD_SYSTEMS).id, disabled: false }] : [];
    const firstPlace = chosen[0]?.placeId;
    const cities = !allCardSystems && !welcome && rng.chance(0.05) && firstPlace !== undefined ? [firstPlace] : [];
    addReward({
      template: t,
      type: welcome ? "WELCOME" : "POINTS",
      cardSystemId,
      allCardSystems,
      organisers: chosen,
      points,
      publicationStart,
      publicationEnd,
      redeemStart,
      redeemEnd,
      maxUnits,
      unitsTaken,
      perHolder,
      requiresKansenstatuut: !welcome && rng.chance(0.08),
      featured: rng.chance(0.1),
      status: rng.chance(0.03) ? "INACTIVE" : "ACTIVE",
      extraCardSystems,
      cities,
      demo: false,
    });
  };
  for (const cs of CARD_SYSTEMS) {
    const pool = organisers.filter((o) => o.cardSystemId === cs.id);
    const count = rewardsPerSystem[cs.id] ?? 10;
    for (let i = 0; i < count; i++) generated(cs.id, false, pool, i < 2);
  }
  for (let i = 0; i < 24; i++) {
    const o = supraLocal[i % supraLocal.length] as PlannedOrganiser;
    const owner = CARD_SYSTEMS.find((cs) => cs.municipalities.includes(o.place.municipality)) ?? (CARD_SYSTEMS[i % CARD_SYSTEMS.length] as CardSystemSeed);
    generated(owner.id, true, [o], false);
  }

  // --- organiser types (derived from what each organiser offers) -------------------------------
  const organiser_types: Row<"organiser_types">[] = [];
  const withActivities = new Set(activities.map((a) => a.organiserId));
  const withPromotions = new Set(reward_organisers.map((r) => r.organiser_id));
  for (const o of organisers) {
    const types = new Set<OrganiserType>(o.kind.baseTypes);
    if (o.cardSystemId === null) types.delete("POINT_OF_SALE");
    if (withActivities.has(o.id)) types.add("CHECKIN");
    if (withPromotions.has(o.id)) types.add("POINTS_PROMOTIONS");
    for (const type of ["POINT_OF_SALE", "POINT_OF_SALE_KANSENSTATUUT", "CHECKIN", "POINTS_PROMOTIONS"] as const) {
      if (types.has(type)) organiser_types.push({ organiser_id: o.id, type });
    }
  }

  // --- holders, cards, accounts -----------------------------------------------------------------
  const holders: Row<"holders">[] = [];
  const cards: Row<"cards">[] = [];
  const memberships_card_system: Row<"memberships_card_system">[] = [];
  const kansenstatuut: Row<"kansenstatuut">[] = [];
  const identity_accounts: Row<"identity_accounts">[] = [];
  const optins: Row<"optins">[] = [];

  interface HolderPlan {
    id: string;
    points: number;
    cardSystemId: number;
    familyMainId: string | null;
    since: Date;
  }
  const holderPlans: HolderPlan[] = [];

  const addHolder = (h: {
    id: string;
    firstName: string;
    lastName: string;
    birthDate: string;
    gender: Gender;
    email: string | null;
    gsm: string | null;
    address: PersonaAddress;
    points: number;
    cardNumber: string;
    cardSystemId: number;
    socialTariff: boolean;
    kansenstatuut: boolean;
    optIns: DemoPersona["optIns"];
    familyMainId: string | null;
  }) => {
    const since = addDays(now, -rng.int(900, 1300));
    holders.push({
      id: h.id,
      first_name: h.firstName,
      last_name: h.lastName,
      birth_date: h.birthDate,
      gender: h.gender,
      email: h.email,
      gsm: h.gsm,
      municipality_id: placeId(h.address.postalCode, h.address.city),
      street_and_number: h.address.street,
      points: h.points,
      created_at: since,
    });
    cards.push({
      id: rng.uuid(),
      card_number: h.cardNumber,
      holder_id: h.id,
      card_system_id: h.cardSystemId,
      status: "ACTIVE",
      social_tariff: h.socialTariff,
      pin_hash: null,
      created_at: since,
    });
    memberships_card_system.push({ holder_id: h.id, card_system_id: h.cardSystemId, status: "ACTIVE", created_at: since });
    if (h.kansenstatuut) {
      kansenstatuut.push({
        id: rng.uuid(),
        holder_id: h.id,
        card_system_id: h.cardSystemId,
        status: "ACTIVE",
        end_date: kansenstatuutEndDate(now),
        suspended_until: null,
        created_at: since,
      });
    }
    optins.push({
      holder_id: h.id,
      service_mails: h.optIns.serviceMails,
      milestone_mails: h.optIns.milestoneMails,
      info_mails: h.optIns.infoMails,
      sms: h.optIns.sms,
      post: h.optIns.post,
      updated_at: since,
    });
    holderPlans.push({ id: h.id, points: h.points, cardSystemId: h.cardSystemId, familyMainId: h.familyMainId, since });
  };

  const sofieId = janssensFamily.main.holderId;
  for (const p of personas) {
    if (p.holderId !== null && p.card !== null) {
      addHolder({
        id: p.holderId,
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDate,
        gender: p.gender,
        email: p.email,
        gsm: p.gsm,
        address: p.address,
        points: p.points,
        cardNumber: p.card.number,
        cardSystemId: p.card.cardSystemId,
        socialTariff: p.card.socialTariff,
        kansenstatuut: p.kansenstatuut?.status === "ACTIVE",
        optIns: p.optIns,
        familyMainId: p.familyOf !== null && p.holderId !== sofieId ? sofieId : null,
      });
    }
    if (p.accountId !== null && p.sub !== null && p.email !== null) {
      identity_accounts.push({
        id: p.accountId,
        sub: p.sub,
        email: p.email,
        email_verified: true,
        password_hash: null,
        first_name: p.firstName,
        last_name: p.lastName,
        holder_id: p.holderId,
        national_number_hash: null,
        skip_onboarding: false,
        legacy: false,
        created_at: addDays(now, -rng.int(30, 400)),
        updated_at: addDays(now, -rng.int(1, 29)),
      });
    }
  }
  for (const c of unregisteredCards) {
    addHolder({
      id: c.holderId,
      firstName: c.firstName,
      lastName: c.lastName,
      birthDate: c.birthDate,
      gender: c.gender,
      email: null,
      gsm: null,
      address: c.address,
      points: c.points,
      cardNumber: c.number,
      cardSystemId: c.cardSystemId,
      socialTariff: c.socialTariff,
      kansenstatuut: c.socialTariff,
      optIns: { serviceMails: true, milestoneMails: false, infoMails: false, sms: false, post: true },
      familyMainId: null,
    });
  }
  cards.push({
    id: rng.uuid(),
    card_number: DEMO_STOCK_CARD_NUMBER,
    holder_id: null,
    card_system_id: 1,
    status: "STOCK",
    social_tariff: false,
    pin_hash: null,
    created_at: addDays(now, -120),
  });
  if (sofieId !== null) {
    cards.push({
      id: rng.uuid(),
      card_number: DEMO_BLOCKED_CARD_NUMBER,
      holder_id: sofieId,
      card_system_id: 5,
      status: "BLOCKED",
      social_tariff: false,
      pin_hash: null,
      created_at: addDays(now, -1200),
    });
  }

  // --- families -------------------------------------------------------------------------------
  const families: Row<"families">[] = [];
  const family_members: Row<"family_members">[] = [];
  if (sofieId !== null) {
    families.push({ id: janssensFamily.id, main_holder_id: sofieId, created_at: addDays(now, -400) });
    for (const m of janssensFamily.members) {
      if (m.holderId === null || m.holderId === sofieId) continue;
      family_members.push({ family_id: janssensFamily.id, holder_id: m.holderId, added_at: addDays(now, -rng.int(200, 399)), leave_token_hash: null });
    }
  }

  // --- wallet: coupons and memberships ---------------------------------------------------------
  const coupons: Row<"coupons">[] = [];
  const holder_coupons: Row<"holder_coupons">[] = [];
  const association_memberships: Row<"association_memberships">[] = [];
  const genericCoupons: [string, string, boolean][] = [
    ["Kansentarief op cultuur", "Voorstellingen en concerten aan 80% korting met je pas met kansentarief.", true],
    ["Kansentarief op sport", "Zwemmen, sportkampen en lidgeld van sportclubs aan kansentarief.", true],
    ["Korting op een vakantiekamp", "Tot 20 euro korting op een vakantiekamp voor kinderen en jongeren.", false],
  ];
  for (const cs of CARD_SYSTEMS) {
    for (const [name, description, socialTariffOnly] of genericCoupons) {
      coupons.push({ id: coupons.length + 1, card_system_id: cs.id, name, description, social_tariff_only: socialTariffOnly, created_at: addDays(now, -365) });
    }
  }
  for (const p of personas) {
    if (p.holderId === null || p.card === null) continue;
    for (const c of p.coupons) {
      const couponId = coupons.length + 1;
      coupons.push({
        id: couponId,
        card_system_id: p.card.cardSystemId,
        name: c.name,
        description: c.description,
        social_tariff_only: p.card.socialTariff,
        created_at: addDays(now, -200),
      });
      holder_coupons.push({
        id: c.id,
        holder_id: p.holderId,
        coupon_id: couponId,
        valid_from: dayString(addDays(now, -90)),
        valid_until: addMonths(today, 9),
        status: "ACTIVE",
        turns_per_period: c.volume,
        period: c.period,
        period_key: periodKey(now, c.period),
        turns_used: c.used,
      });
    }
    for (const m of p.memberships) {
      association_memberships.push({
        id: m.id,
        holder_id: p.holderId,
        association_name: m.associationName,
        status: "ACTIVE",
        end_date: addMonths(today, m.endsInMonths),
        renewable: m.renewable,
        created_at: addDays(now, -rng.int(100, 300)),
      });
    }
  }

  // --- points history: check-ins, redemptions and the ledger ------------------------------------
  const checkins: Row<"checkins">[] = [];
  const redemptions: Row<"redemptions">[] = [];
  const ledger: (Omit<Row<"points_ledger">, "id"> & { created_at: Date })[] = [];
  const organiserById = new Map(organisers.map((o) => [o.id, o]));
  const rewardRowById = new Map(rewardRows.map((r) => [r.id as number, r]));
  const redemptionPlan: Record<string, number> = {};
  for (const p of personas) {
    if (p.holderId !== null && ["an", "sofie", "mohamed"].includes(p.key)) redemptionPlan[p.holderId] = 1;
  }

  for (const h of holderPlans) {
    if (h.points === 0) continue;
    // One past redemption for some personas: a plain POINTS reward of their region.
    let spent = 0;
    if (redemptionPlan[h.id]) {
      const candidates = rewards.filter(
        (r) =>
          !r.demo &&
          r.type === "POINTS" &&
          r.status === "ACTIVE" &&
          r.cardSystemId === h.cardSystemId &&
          !r.allCardSystems &&
          !r.perHolder &&
          !r.requiresKansenstatuut &&
          r.points > 0 &&
          r.points <= 30 &&
          r.redeemStart <= addDays(now, -40) &&
          (r.redeemEnd === null || r.redeemEnd >= now) &&
          (r.maxUnits === null || r.unitsTaken < r.maxUnits),
      );
      if (candidates.length > 0) {
        const reward = rng.pick(candidates);
        const at = brusselsDateTime(dayString(addDays(now, -rng.int(9, 30))), rng.int(10, 17), 0);
        const redemptionId = rng.uuid();
        redemptions.push({
          id: redemptionId,
          holder_id: h.id,
          reward_id: reward.id,
          redeemed_by_holder_id: null,
          organiser_id: reward.organiserIds[0] ?? null,
          redeemed_at: at,
          points_spent: reward.points,
          redeem_code: `VTP-${rng.code(8)}`,
          period_key: null,
          slot: null,
        });
        reward.unitsTaken += 1;
        const row = rewardRowById.get(reward.id);
        if (row) row.units_taken = reward.unitsTaken;
        ledger.push({ holder_id: h.id, delta: -reward.points, reason: "REDEMPTION", checkin_id: null, redemption_id: redemptionId, description: reward.title, created_at: at });
        spent = reward.points;
      }
    }
    const welcomeBonus = Math.min(5, h.points + spent);
    ledger.push({
      holder_id: h.id,
      delta: welcomeBonus,
      reason: "CORRECTION",
      checkin_id: null,
      redemption_id: null,
      description: "Welkomstpunten bij je nieuwe pas",
      created_at: addDays(h.since, 0.01),
    });
    let remaining = h.points + spent - welcomeBonus;
    const regionActivities = activities.filter((a) => a.cardSystemId === h.cardSystemId && !a.demo);
    const permanent = regionActivities.filter((a) => a.permanent);
    const pastEvents = regionActivities.filter((a) => !a.permanent && a.endsAt !== null && a.endsAt < addDays(now, -2) && a.startsAt !== null && a.startsAt > h.since);
    const used = new Set<string>();
    const addCheckin = (a: PlannedActivity, at: Date) => {
      const key = `${a.id}|${periodKey(at, a.period)}`;
      if (used.has(key) || a.points > remaining) return false;
      used.add(key);
      const checkinId = rng.uuid();
      const byParent = h.familyMainId !== null && rng.chance(0.4) ? h.familyMainId : null;
      checkins.push({
        id: checkinId,
        holder_id: h.id,
        activity_id: a.id,
        checked_in_by_holder_id: byParent,
        checked_in_at: at,
        period_key: periodKey(at, a.period),
        slot: 1,
        points: a.points,
      });
      const organiser = organiserById.get(a.organiserId);
      ledger.push({
        holder_id: h.id,
        delta: a.points,
        reason: "CHECKIN",
        checkin_id: checkinId,
        redemption_id: null,
        description: organiser ? `${a.title} – ${organiser.name}` : a.title,
        created_at: at,
      });
      remaining -= a.points;
      return true;
    };
    for (const e of rng.sample(pastEvents, 4)) {
      if (remaining <= 0) break;
      if (e.startsAt) addCheckin(e, new Date(e.startsAt.getTime() + 3_600_000));
    }
    let daysBack = 2;
    while (remaining > 0) {
      const day = dayString(addDays(now, -daysBack));
      const at = brusselsDateTime(day, rng.int(9, 20), rng.pick([0, 15, 30, 45]));
      let done = false;
      for (let attempt = 0; attempt < 8 && !done; attempt++) done = addCheckin(rng.pick(permanent), at);
      daysBack += rng.int(1, 4);
    }
  }

  ledger.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.holder_id < b.holder_id ? -1 : a.holder_id > b.holder_id ? 1 : 0));
  const points_ledger: Row<"points_ledger">[] = ledger.map((entry, i) => ({ id: i + 1, ...entry }));
  checkins.sort((a, b) => (a.checked_in_at as Date).getTime() - (b.checked_in_at as Date).getTime());

  const activityRows: Row<"activities">[] = activities.map((a) => ({
    id: a.id,
    organiser_id: a.organiserId,
    card_system_id: a.cardSystemId,
    title: a.title,
    description: activityDescription(a, organiserById.get(a.organiserId)),
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    permanent: a.permanent,
    points: a.points,
    checkin_volume: 1,
    checkin_period: a.period,
    checkin_code: a.code,
    created_at: addDays(now, -200),
  }));

  return {
    card_systems,
    municipalities,
    card_system_cities,
    organisers: organiserRows,
    organiser_types,
    activities: activityRows,
    rewards: rewardRows,
    reward_card_systems,
    reward_organisers,
    reward_cities,
    holders,
    cards,
    memberships_card_system,
    kansenstatuut,
    identity_accounts,
    optins,
    families,
    family_members,
    coupons,
    holder_coupons,
    association_memberships,
    checkins,
    redemptions,
    points_ledger,
  };
}

function activityDescription(a: PlannedActivity, organiser: PlannedOrganiser | undefined): string {
  const where = organiser ? ` bij ${organiser.name} in ${organiser.place.name}` : "";
  const limit =
    a.period === "DAY" ? "1 keer per dag" : a.period === "WEEK" ? "1 keer per week" : "1 keer";
  const points = a.points === 1 ? "1 punt" : `${a.points} punten`;
  return `Scan de QR-code${where} en spaar ${points} (${limit}).`;
}

const INSERT_BATCH = 500;
const SEED_LOCK_KEY = 7_240_114;

async function insertAll(db: Kysely<DB>, data: DemoData): Promise<void> {
  for (const table of DEMO_TABLES) {
    const rows = data[table] as Record<string, unknown>[];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      // jsonb-free tables only; text[] (organisers.facilities) is sent as an array parameter.
      await db.insertInto(table).values(batch as never).execute();
    }
  }
}

/**
 * Seeds the demo data when the database has no card systems yet. Returns whether it inserted.
 * The identity accounts get DEMO_PASSWORD, hashed with the identity provider's scrypt.
 */
export async function seedDemo(db: Kysely<DB>, opts: SeedDemoOptions = {}): Promise<{ inserted: boolean }> {
  const existing = await db.selectFrom("card_systems").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { inserted: false };

  const data = buildDemoData(opts.now ?? new Date());
  // One scrypt hash shared by the demo accounts: they share the published demo password anyway, and
  // each hash costs tens of milliseconds of CPU.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  data.identity_accounts = data.identity_accounts.map((a) => ({ ...a, password_hash: passwordHash }));

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const again = await trx.selectFrom("card_systems").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    if (Number(again?.n ?? 0) > 0) return { inserted: false };
    await insertAll(trx, data);
    await syncIdentitySequences(trx);
    return { inserted: true };
  });
}
