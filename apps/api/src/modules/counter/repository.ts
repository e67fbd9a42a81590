// The SQL of the counter: the holder behind a card number or a national number (through its keyed hash
// in insz_registry), with the card found and the holder's memberships per region. The only SQL of the
// counter module; the check-in's SQL is the checkins module's.
import type { Kysely } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { CardStatus, DB, MembershipStatus } from "@vtp/db/schema";
import type { KansenstatuutRow } from "../ticket-sales/tariffs.ts";

export interface PassRow {
  holderId: string;
  cardNumber: string;
  cardStatus: CardStatus;
  cardSystemId: number;
  cardSystemName: string;
  firstName: string;
  points: number;
}

function selectPass(db: Kysely<DB>) {
  return db
    .selectFrom("cards as c")
    .innerJoin("holders as h", "h.id", "c.holder_id")
    .innerJoin("card_systems as cs", "cs.id", "c.card_system_id")
    .select([
      "h.id as holder_id",
      "c.card_number",
      "c.status",
      "c.card_system_id",
      "cs.name as card_system_name",
      "h.first_name",
      "h.points",
    ]);
}

type PassSelection = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPass>["executeTakeFirst"]>>>;

function passOf(row: PassSelection): PassRow {
  return {
    holderId: row.holder_id,
    cardNumber: row.card_number.trim(),
    cardStatus: row.status,
    cardSystemId: row.card_system_id,
    cardSystemName: row.card_system_name,
    firstName: row.first_name,
    points: Number(row.points),
  };
}

/** The card with this number and its holder (a card in stock has none: undefined). */
export async function findPassByCardNumber(db: Kysely<DB>, cardNumber: string): Promise<PassRow | undefined> {
  const row = await selectPass(db).where("c.card_number", "=", cardNumber).executeTakeFirst();
  return row === undefined ? undefined : passOf(row);
}

export interface MembershipRow {
  cardSystemId: number;
  cardSystemName: string;
  status: MembershipStatus;
  /** Whether the region is switched on. */
  cardSystemActive: boolean;
}

/** The card a look-up found, with what the counter shows of its holder. */
export interface LookedUpPassRow extends PassRow {
  /** Every region the holder is a member of, by name. */
  memberships: MembershipRow[];
  /** The kansenstatuut in the region asked for; undefined when none was asked for or the holder has none there. */
  kansenstatuut: KansenstatuutRow | undefined;
}

/** How the counter names a holder: a card number, or the keyed hash of a national number. */
export type PassKey = { cardNumber: string } | { inszHash: string; preferCardSystemId: number | null };

/**
 * The look-up in one statement: the card (by number; or the holder's by national number: an active card
 * first, of the organiser's region first, then a blocked one), its holder's memberships and, when
 * `tariffCardSystemId` is given, the holder's kansenstatuut there; undefined when there is no such card.
 */
export async function findPassForLookup(
  db: Kysely<DB>,
  key: PassKey,
  tariffCardSystemId: number | null,
): Promise<LookedUpPassRow | undefined> {
  let query = selectPass(db).select((eb) => [
    jsonArrayFrom(
      eb
        .selectFrom("memberships_card_system as m")
        .innerJoin("card_systems as mcs", "mcs.id", "m.card_system_id")
        .select(["m.card_system_id as cardSystemId", "mcs.name as cardSystemName", "m.status", "mcs.active as cardSystemActive"])
        .whereRef("m.holder_id", "=", "h.id")
        .orderBy("mcs.name"),
    ).as("memberships"),
    jsonObjectFrom(
      eb
        .selectFrom("kansenstatuut as k")
        .innerJoin("card_systems as kcs", "kcs.id", "k.card_system_id")
        .select(["k.status", "k.end_date as endDate", "kcs.kansenstatuut_grace_days as graceDays", "k.suspended_until as suspendedUntil"])
        .whereRef("k.holder_id", "=", "h.id")
        .where("k.card_system_id", "=", tariffCardSystemId ?? -1),
    ).as("kansenstatuut"),
  ]);
  if ("cardNumber" in key) query = query.where("c.card_number", "=", key.cardNumber);
  else {
    query = query
      .innerJoin("insz_registry as r", "r.holder_id", "h.id")
      .where("r.insz_hash", "=", key.inszHash)
      .where("c.status", "in", ["ACTIVE", "BLOCKED"])
      .orderBy((eb) => eb.case().when("c.status", "=", "ACTIVE").then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when("c.card_system_id", "=", key.preferCardSystemId ?? -1)
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy("c.created_at", "desc");
  }
  const row = await query.executeTakeFirst();
  if (row === undefined) return undefined;
  return { ...passOf(row), memberships: row.memberships, kansenstatuut: row.kansenstatuut ?? undefined };
}

export interface CounterActivityRow {
  id: number;
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
  permanent: boolean;
  points: number;
  /** The price categories ("Basistarief", …), in their order: what "Kies tarief" starts from. */
  priceCategories: { name: string; priceCents: number }[];
}

/**
 * The organiser's activities the counter can choose from: permanent ones, and dated ones that have not
 * ended before `from` and start before `until`; never one its organiser ended. Running ones first (started before `now`), then the
 * permanent ones, then the coming ones by start; by title within each.
 */
export async function listCounterActivities(
  db: Kysely<DB>,
  organiserId: number,
  window: { from: Date; now: Date; until: Date },
): Promise<CounterActivityRow[]> {
  const rows = await db
    .selectFrom("activities as a")
    .select(["a.id", "a.title", "a.starts_at", "a.ends_at", "a.permanent", "a.points"])
    .where("a.organiser_id", "=", organiserId)
    .where("a.ended_at", "is", null)
    .where((eb) =>
      eb.or([eb("a.permanent", "=", true), eb.and([eb("a.ends_at", ">=", window.from), eb("a.starts_at", "<", window.until)])]),
    )
    .execute();
  const categories =
    rows.length === 0
      ? []
      : await db
          .selectFrom("activity_price_categories")
          .select(["activity_id", "name", "price_cents"])
          .where(
            "activity_id",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("position")
          .orderBy("id")
          .execute();
  const rank = (r: CounterActivityRow) => (r.permanent ? 1 : r.startsAt !== null && r.startsAt <= window.now ? 0 : 2);
  return rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      startsAt: r.starts_at === null ? null : new Date(r.starts_at),
      endsAt: r.ends_at === null ? null : new Date(r.ends_at),
      permanent: r.permanent,
      points: Number(r.points),
      priceCategories: categories.filter((c) => c.activity_id === r.id).map((c) => ({ name: c.name, priceCents: Number(c.price_cents) })),
    }))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0) ||
        a.title.localeCompare(b.title, "nl") ||
        a.id - b.id,
    );
}
