// The rewards (voordelen) of the demo: first the fixed demo rewards behind DEMO_REWARD_IDS, then
// generated POINTS and WELCOME rewards per card system and supra-local rewards valid in every card
// system, with their card systems, organisers and cities. Publication and redeem periods, units and
// limits come from the PRNG and are positioned relative to now.
import type { Period, RewardCategory } from "@vtp/db/schema";
import { CARD_SYSTEMS, type CardSystemSeed } from "../data/card-systems.ts";
import { POINTS_REWARD_TEMPLATES, WELCOME_REWARD_TEMPLATES, type RewardTemplate } from "../data/rewards.ts";
import type { DemoCardSystems } from "./card-systems.ts";
import { DEMO_REWARD_IDS } from "./constants.ts";
import { addDays, brusselsAt, fill, type DemoContext, type Row } from "./context.ts";
import type { DemoOrganisers, PlannedOrganiser } from "./organisers.ts";

const REWARDS_PER_SYSTEM: Readonly<Record<number, number>> = { 1: 22, 2: 18, 3: 18, 4: 18, 5: 18, 6: 16, 7: 16, 8: 18, 9: 8 };
/** Rewards of supra-local organisers, valid in every card system. */
const SUPRA_LOCAL_REWARDS = 24;

/** A reward as the points history needs it; it keeps unitsTaken up to date when it redeems one. */
export interface PlannedReward {
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
  /** One of the fixed demo rewards: the generated history leaves them alone. */
  demo: boolean;
  organiserIds: number[];
}

export interface DemoRewards {
  rewards: Row<"rewards">[];
  reward_card_systems: Row<"reward_card_systems">[];
  reward_organisers: Row<"reward_organisers">[];
  reward_cities: Row<"reward_cities">[];
  /** In id order, like `rewards`. */
  planned: PlannedReward[];
}

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
  /** Made by its (first) organiser: its back office edits and ends it (decision 0046). */
  managed?: boolean;
}

function template(title: string, welcome = false): RewardTemplate {
  const found = (welcome ? WELCOME_REWARD_TEMPLATES : POINTS_REWARD_TEMPLATES).find((t) => t.title === title);
  if (!found) throw new Error(`Onbekend voordeel ${title}`);
  return found;
}

export function buildRewards({ rng, now }: DemoContext, organisers: DemoOrganisers, places: DemoCardSystems): DemoRewards {
  const planned: PlannedReward[] = [];
  const rewards: Row<"rewards">[] = [];
  const reward_card_systems: Row<"reward_card_systems">[] = [];
  const reward_organisers: Row<"reward_organisers">[] = [];
  const reward_cities: Row<"reward_cities">[] = [];

  const addReward = (spec: RewardSpec): number => {
    const id = planned.length + 1;
    const first = spec.organisers[0];
    const organiserName = first?.name ?? "de organisator";
    const gemeente = first?.place.municipality ?? "je gemeente";
    const title = fill(spec.template.title, organiserName, gemeente);
    rewards.push({
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
      // The units taken before the demo starts are imported counts; the demo's own redemptions add to both.
      units_imported: spec.unitsTaken,
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
      organiser_id: spec.managed === true ? (first?.id ?? null) : null,
    });
    reward_card_systems.push({ reward_id: id, card_system_id: spec.cardSystemId, disabled: false });
    for (const extra of spec.extraCardSystems) {
      if (extra.id !== spec.cardSystemId) reward_card_systems.push({ reward_id: id, card_system_id: extra.id, disabled: extra.disabled });
    }
    for (const o of spec.organisers) reward_organisers.push({ reward_id: id, organiser_id: o.id });
    for (const m of spec.cities) reward_cities.push({ reward_id: id, municipality_id: m });
    planned.push({
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

  // --- the demo rewards: an active POINTS reward of 60 days ago, unless the spec says otherwise ---
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
  const forced = organisers.forced;
  const gentCc = forced(1, "cultuurcentrum");
  const gentMuseum = forced(1, "museum");
  const gentZwembad = forced(1, "zwembad");
  const gentBib = forced(1, "bibliotheek");
  const gentToerisme = forced(1, "toerisme");
  const supraLocal = organisers.supraLocal;
  const proefbuis = supraLocal.find((o) => o.name === "Wetenschapscentrum De Proefbuis") ?? supraLocal[0];
  if (!proefbuis) throw new Error("Geen bovenlokale organisatoren");
  const oostakker = places
    .placesOf("Gent")
    .filter((p) => p.m.name === "Oostakker")
    .map((p) => p.id);

  const demoRewards: [keyof typeof DEMO_REWARD_IDS, RewardSpec][] = [
    [
      "cheapPoints",
      base({ template: template("Gratis koffie bij je voorstelling"), cardSystemId: 1, organisers: [gentCc], points: 10, featured: true }),
    ],
    [
      "welcome",
      base({
        template: template("Welkomstgeschenk: gratis drankje", true),
        type: "WELCOME",
        cardSystemId: 1,
        organisers: [gentCc],
        points: 0,
        perHolder: [1, "ABSOLUTE"],
      }),
    ],
    [
      "soldOut",
      base({
        template: template("Gratis toegang tot de tentoonstelling"),
        cardSystemId: 1,
        organisers: [gentMuseum],
        points: 30,
        maxUnits: 25,
        unitsTaken: 25,
      }),
    ],
    [
      "kansenstatuut",
      base({
        template: template("2 zwembeurten voor de prijs van 1"),
        cardSystemId: 3,
        organisers: [forced(3, "zwembad")],
        points: 5,
        requiresKansenstatuut: true,
      }),
    ],
    [
      "tooExpensive",
      base({ template: template("Beurtenkaart sporthal aan halve prijs"), cardSystemId: 1, organisers: [gentZwembad], points: 150 }),
    ],
    [
      "oncePerYear",
      base({
        template: template("Herbruikbare drinkbus"),
        cardSystemId: 1,
        organisers: [gentToerisme],
        points: 25,
        perHolder: [1, "YEAR"],
      }),
    ],
    [
      "lastChance",
      base({
        template: template("Gratis rondleiding met gids"),
        cardSystemId: 1,
        organisers: [gentMuseum],
        points: 40,
        publicationEnd: addDays(now, 6),
        redeemEnd: addDays(now, 6),
      }),
    ],
    [
      "notYetRedeemable",
      base({
        template: template("Concertticket met 50% korting"),
        cardSystemId: 1,
        organisers: [gentCc],
        points: 35,
        publicationStart: addDays(now, -2),
        redeemStart: addDays(now, 10),
      }),
    ],
    [
      "otherRegion",
      base({ template: template("Gratis rondleiding met gids"), cardSystemId: 2, organisers: [forced(2, "museum")], points: 20 }),
    ],
    [
      "allRegions",
      base({
        template: template("Gratis toegang tot de tentoonstelling"),
        cardSystemId: 5,
        allCardSystems: true,
        organisers: [proefbuis],
        points: 25,
        featured: true,
      }),
    ],
    [
      "mechelen",
      base({
        template: template("Kennismakingsles voor het hele gezin"),
        cardSystemId: 5,
        organisers: [forced(5, "cultuurcentrum")],
        points: 15,
      }),
    ],
    [
      "otherCityOnly",
      base({
        template: template("Gratis workshop in de bib"),
        cardSystemId: 1,
        organisers: [gentBib],
        points: 15,
        cities: oostakker,
        managed: true,
      }),
    ],
    [
      "disabledInGent",
      base({
        template: template("Plant een boom in je gemeente"),
        cardSystemId: 8,
        allCardSystems: true,
        organisers: [forced(8, "toerisme")],
        points: 30,
        extraCardSystems: [{ id: 1, disabled: true }],
      }),
    ],
  ];
  for (const [key, spec] of demoRewards) {
    const id = addReward(spec);
    if (id !== DEMO_REWARD_IDS[key]) throw new Error(`Demovoordeel ${key} kreeg id ${id}`);
  }

  // --- generated rewards: a random template offered by one or two fitting organisers of the pool ---
  const generated = (cardSystemId: number, allCardSystems: boolean, pool: PlannedOrganiser[], welcome: boolean) => {
    const templates = welcome ? WELCOME_REWARD_TEMPLATES : POINTS_REWARD_TEMPLATES;
    const t = rng.pick(templates);
    const fitting = pool.filter((o) => t.kinds.length === 0 || t.kinds.includes(o.kind.key));
    const chosen = fitting.length > 0 ? rng.sample(fitting, rng.chance(0.2) ? 2 : 1) : [rng.pick(pool)];
    const publicationStart = brusselsAt(now, -rng.int(5, 240), 0);
    let publicationEnd: Date | null = rng.chance(0.4) ? brusselsAt(now, rng.int(20, 300), 23, 59) : null;
    let redeemStart = publicationStart;
    let redeemEnd: Date | null = publicationEnd ?? (rng.chance(0.5) ? brusselsAt(now, rng.int(30, 365), 23, 59) : null);
    const roll = rng.next();
    if (roll < 0.12) {
      // Last chance: the redeem period ends within two weeks.
      redeemEnd = brusselsAt(now, rng.int(1, 13), 23, 59);
      publicationEnd = redeemEnd;
    } else if (roll < 0.17) {
      // Announced: published already, redeemable later.
      redeemStart = brusselsAt(now, rng.int(3, 30), 0);
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
        ? rng.pick<[number, Period]>([
            [1, "YEAR"],
            [1, "MONTH"],
            [2, "MONTH"],
            [1, "WEEK"],
            [1, "ABSOLUTE"],
          ])
        : null;
    const [minPoints, maxPoints] = t.points;
    const points = welcome ? 0 : Math.round(rng.int(minPoints, maxPoints) / 5) * 5 || minPoints;
    const extraCardSystems = !allCardSystems && rng.chance(0.1) ? [{ id: rng.pick(CARD_SYSTEMS).id, disabled: false }] : [];
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
  // Per card system, from its own organisers: two WELCOME rewards, then POINTS rewards.
  for (const cs of CARD_SYSTEMS) {
    const pool = organisers.planned.filter((o) => o.cardSystemId === cs.id);
    const count = REWARDS_PER_SYSTEM[cs.id] ?? 10;
    for (let i = 0; i < count; i++) generated(cs.id, false, pool, i < 2);
  }
  // Supra-local rewards, owned by the card system the organiser sits in (or one in turn).
  for (let i = 0; i < SUPRA_LOCAL_REWARDS; i++) {
    const o = supraLocal[i % supraLocal.length] as PlannedOrganiser;
    const owner =
      CARD_SYSTEMS.find((cs) => cs.municipalities.includes(o.place.municipality)) ??
      (CARD_SYSTEMS[i % CARD_SYSTEMS.length] as CardSystemSeed);
    generated(owner.id, true, [o], false);
  }

  return { rewards, reward_card_systems, reward_organisers, reward_cities, planned };
}
