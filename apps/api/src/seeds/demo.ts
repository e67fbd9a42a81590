// The deterministic Flemish demo seed: municipalities, card systems, organisers, activities, rewards,
// coupons and the demo personas with their cards, accounts, families and a consistent points history.
//
// - Idempotent: does nothing when card_systems already has rows (checked under an advisory lock, so
//   two processes starting at once seed only once).
// - Deterministic: every value comes from a seeded PRNG and from `now` (which positions periods
//   relative to "today"); seeding twice with the same `now` gives identical rows, except the password
//   hashes, which have a random salt.
// - Fast: rows are built in memory first and inserted in multi-row batches.
//
// The rows of each domain are built by its own file in demo/; buildDemoData calls those in the order
// in which they draw from the PRNG and puts their rows together, and seedDemo inserts them.
import { sql, type Kysely } from "kysely";
import { DEMO_PASSWORD } from "@vtp/personas";
import { hashPassword } from "@vtp/password";
import type { DB } from "@vtp/db/schema";
import { syncIdentitySequences } from "@vtp/db";
import { buildActivities } from "./demo/activities.ts";
import { buildCardSystems } from "./demo/card-systems.ts";
import { createDemoContext, type Row } from "./demo/context.ts";
import { buildFamilies } from "./demo/families.ts";
import { buildHolders, type DemoHolders } from "./demo/holders.ts";
import { buildMessages } from "./demo/messages.ts";
import { buildOrganiserTypes } from "./demo/organiser-types.ts";
import { buildOrganisers, buildUnplacedOrganiser } from "./demo/organisers.ts";
import { buildPointsHistory } from "./demo/points-history.ts";
import { buildRewards } from "./demo/rewards.ts";
import { buildStaff } from "./demo/staff.ts";
import { buildWallet } from "./demo/wallet.ts";

export {
  DEMO_BLOCKED_CARD_NUMBER,
  DEMO_CHECKIN_CODES,
  DEMO_EXPIRED_CHECKIN_CODE,
  DEMO_REWARD_IDS,
  DEMO_SEED,
  DEMO_STOCK_CARD_NUMBER,
  DEMO_UNPLACED_ORGANISER,
} from "./demo/constants.ts";

export interface SeedDemoOptions {
  /** "Today": periods, end dates and history are positioned relative to it. Defaults to the clock. */
  now?: Date;
}

/** Every table of the demo data (the holders' tables as built by demo/holders.ts). */
export interface DemoData extends Omit<DemoHolders, "plans"> {
  card_systems: Row<"card_systems">[];
  municipalities: Row<"municipalities">[];
  card_system_cities: Row<"card_system_cities">[];
  card_system_prices: Row<"card_system_prices">[];
  registration_vouchers: Row<"registration_vouchers">[];
  organisers: Row<"organisers">[];
  organiser_types: Row<"organiser_types">[];
  activities: Row<"activities">[];
  activity_price_categories: Row<"activity_price_categories">[];
  rewards: Row<"rewards">[];
  reward_card_systems: Row<"reward_card_systems">[];
  reward_organisers: Row<"reward_organisers">[];
  reward_cities: Row<"reward_cities">[];
  families: Row<"families">[];
  family_members: Row<"family_members">[];
  coupons: Row<"coupons">[];
  holder_coupons: Row<"holder_coupons">[];
  association_memberships: Row<"association_memberships">[];
  checkins: Row<"checkins">[];
  redemptions: Row<"redemptions">[];
  points_ledger: Row<"points_ledger">[];
  messages: Row<"messages">[];
  organiser_staff: Row<"organiser_staff">[];
  card_system_staff: Row<"card_system_staff">[];
  staff_last_organisers: Row<"staff_last_organisers">[];
  partner_clients: Row<"partner_clients">[];
}

/** Insert order (parents before children). */
export const DEMO_TABLES: readonly (keyof DemoData)[] = [
  "card_systems",
  "municipalities",
  "card_system_cities",
  "card_system_prices",
  "registration_vouchers",
  "organisers",
  "organiser_types",
  "activities",
  "activity_price_categories",
  "rewards",
  "reward_card_systems",
  "reward_organisers",
  "reward_cities",
  "holders",
  "cards",
  "memberships_card_system",
  "kansenstatuut",
  "identity_accounts",
  "organiser_staff",
  "card_system_staff",
  "staff_last_organisers",
  "partner_clients",
  "optins",
  "families",
  "family_members",
  "coupons",
  "holder_coupons",
  "association_memberships",
  "checkins",
  "redemptions",
  "points_ledger",
  "messages",
];

/** Builds every demo row in memory. Pure: the same `now` always gives the same rows. */
export function buildDemoData(now: Date): DemoData {
  // The parts draw from one PRNG in turn: keep this order, or every generated row changes.
  const ctx = createDemoContext(now);
  const places = buildCardSystems();
  const organisers = buildOrganisers(ctx, places);
  const activities = buildActivities(ctx, organisers);
  const rewards = buildRewards(ctx, organisers, places);
  const organiser_types = buildOrganiserTypes(organisers.planned, activities.planned, rewards.reward_organisers);
  const holders = buildHolders(ctx, places);
  const families = buildFamilies(ctx);
  const wallet = buildWallet(ctx);
  // Also counts its redemptions on the reward rows (units_taken).
  const history = buildPointsHistory(ctx, holders.plans, activities.planned, organisers.planned, rewards);
  // Last, so that it changes no other row: a point of sale without coordinates.
  const unplaced = buildUnplacedOrganiser(organisers.organisers.length + 1, places, now);
  // The staff draw nothing from the PRNG either: their accounts, roles and last used organisers.
  const staff = buildStaff(now, organisers);

  return {
    card_systems: places.card_systems,
    municipalities: places.municipalities,
    card_system_cities: places.card_system_cities,
    card_system_prices: places.card_system_prices,
    registration_vouchers: places.registration_vouchers,
    organisers: [...organisers.organisers, unplaced.organiser],
    organiser_types: [...organiser_types, ...unplaced.types],
    activities: activities.activities,
    activity_price_categories: activities.activity_price_categories,
    rewards: rewards.rewards,
    reward_card_systems: rewards.reward_card_systems,
    reward_organisers: rewards.reward_organisers,
    reward_cities: rewards.reward_cities,
    holders: holders.holders,
    cards: holders.cards,
    memberships_card_system: holders.memberships_card_system,
    kansenstatuut: holders.kansenstatuut,
    identity_accounts: [...holders.identity_accounts, ...staff.identity_accounts],
    optins: holders.optins,
    families: families.families,
    family_members: families.family_members,
    coupons: wallet.coupons,
    holder_coupons: wallet.holder_coupons,
    association_memberships: wallet.association_memberships,
    checkins: history.checkins,
    redemptions: history.redemptions,
    points_ledger: history.points_ledger,
    messages: buildMessages(history.points_ledger),
    organiser_staff: staff.organiser_staff,
    card_system_staff: staff.card_system_staff,
    staff_last_organisers: staff.staff_last_organisers,
    partner_clients: staff.partner_clients,
  };
}

const INSERT_BATCH = 500;
const SEED_LOCK_KEY = 7_240_114;

async function insertAll(db: Kysely<DB>, data: DemoData): Promise<void> {
  for (const table of DEMO_TABLES) {
    const rows = data[table] as Record<string, unknown>[];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      // jsonb-free tables only; text[] (organisers.facilities) is sent as an array parameter.
      await db
        .insertInto(table)
        .values(batch as never)
        .execute();
    }
  }
}

/**
 * Seeds the demo data when the database has no card systems yet. Returns whether it inserted.
 * The identity accounts get DEMO_PASSWORD, hashed with the identity provider's scrypt.
 */
export async function seedDemo(db: Kysely<DB>, opts: SeedDemoOptions = {}): Promise<{ inserted: boolean }> {
  const existing = await db
    .selectFrom("card_systems")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { inserted: false };

  const data = buildDemoData(opts.now ?? new Date());
  // One scrypt hash shared by the demo accounts: they share the published demo password anyway, and
  // each hash costs tens of milliseconds of CPU.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  data.identity_accounts = data.identity_accounts.map((a) => ({ ...a, password_hash: passwordHash }));

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const again = await trx
      .selectFrom("card_systems")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    if (Number(again?.n ?? 0) > 0) return { inserted: false };
    await insertAll(trx, data);
    await syncIdentitySequences(trx);
    return { inserted: true };
  });
}
