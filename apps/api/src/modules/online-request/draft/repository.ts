// The wizard's SQL: the places and their regions, the regions' price lists, vouchers, whether an address
// has an account or a national number a card, and the drafts. The only SQL of the online request's
// draft phase.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, OnlineRegistration, PriceCategory } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

// --- regions ----------------------------------------------------------------------------------

export interface PlaceRow {
  municipalityId: number;
  postalCode: string;
  name: string;
  cardSystemId: number | null;
  cardSystemName: string | null;
  /** The city's setting for online requests; null outside every card system. */
  onlineRegistration: OnlineRegistration | null;
  minAge: number;
  /** The region has a price list: without one it cannot sell online. */
  priced: boolean;
}

function placeQuery(db: Executor) {
  return db
    .selectFrom("municipalities as m")
    .leftJoin("card_system_cities as csc", "csc.municipality_id", "m.id")
    .leftJoin("card_systems as cs", (join) => join.onRef("cs.id", "=", "csc.card_system_id").on("cs.active", "=", true))
    .select([
      "m.id as municipality_id",
      "m.postal_code",
      "m.name",
      "cs.id as card_system_id",
      "cs.name as card_system_name",
      "csc.online_registration",
      "cs.online_min_age",
      (eb) =>
        eb
          .exists(eb.selectFrom("card_system_prices as p").select("p.card_system_id").whereRef("p.card_system_id", "=", "cs.id"))
          .as("priced"),
    ]);
}

type PlaceDbRow = {
  municipality_id: number;
  postal_code: string;
  name: string;
  card_system_id: number | null;
  card_system_name: string | null;
  online_registration: OnlineRegistration | null;
  online_min_age: number | null;
  priced: boolean | number | null;
};

function toPlace(r: PlaceDbRow): PlaceRow {
  return {
    municipalityId: r.municipality_id,
    postalCode: r.postal_code,
    name: r.name,
    cardSystemId: r.card_system_id,
    cardSystemName: r.card_system_name,
    onlineRegistration: r.card_system_id === null ? null : r.online_registration,
    minAge: r.online_min_age ?? 0,
    priced: Boolean(r.priced),
  };
}

/** The places with a postal code, each once (a place in two card systems: the lowest id). */
export async function placesByPostalCode(db: Executor, postalCode: string): Promise<PlaceRow[]> {
  const rows = await placeQuery(db).where("m.postal_code", "=", postalCode).orderBy("m.name").orderBy("cs.id").execute();
  const seen = new Set<number>();
  return rows.map(toPlace).filter((p) => (seen.has(p.municipalityId) ? false : (seen.add(p.municipalityId), true)));
}

export async function placeById(db: Executor, municipalityId: number): Promise<PlaceRow | undefined> {
  const rows = await placeQuery(db).where("m.id", "=", municipalityId).orderBy("cs.id").execute();
  return rows[0] ? toPlace(rows[0]) : undefined;
}

/** A place by postal code and name (case-insensitive), else the first place with that postal code. */
export async function placeByPostalCodeAndName(db: Executor, postalCode: string, name: string): Promise<PlaceRow | undefined> {
  const places = await placesByPostalCode(db, postalCode);
  return places.find((p) => p.name.toLowerCase() === name.trim().toLowerCase()) ?? places[0];
}

/** Every card system a place belongs to, with the city's setting. */
export async function cardSystemsOfPlace(
  db: Executor,
  municipalityId: number,
): Promise<{ cardSystemId: number; onlineRegistration: OnlineRegistration }[]> {
  const rows = await db
    .selectFrom("card_system_cities as csc")
    .innerJoin("card_systems as cs", "cs.id", "csc.card_system_id")
    .select(["csc.card_system_id", "csc.online_registration"])
    .where("csc.municipality_id", "=", municipalityId)
    .where("cs.active", "=", true)
    .execute();
  return rows.map((r) => ({ cardSystemId: r.card_system_id, onlineRegistration: r.online_registration }));
}

export async function regionMunicipalityIds(db: Executor, cardSystemId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("card_system_cities").select("municipality_id").where("card_system_id", "=", cardSystemId).execute();
  return new Set(rows.map((r) => r.municipality_id));
}

/** The places open for online requests, per region, for the start page. */
export async function pilotPlaces(
  db: Executor,
): Promise<{ cardSystemId: number; cardSystemName: string; postalCode: string; name: string; onlineRegistration: OnlineRegistration }[]> {
  const rows = await db
    .selectFrom("card_system_cities as csc")
    .innerJoin("card_systems as cs", "cs.id", "csc.card_system_id")
    .innerJoin("municipalities as m", "m.id", "csc.municipality_id")
    .select(["cs.id", "cs.name as card_system_name", "m.postal_code", "m.name", "csc.online_registration"])
    .where("csc.online_registration", "<>", "NONE")
    .where("cs.active", "=", true)
    .where((eb) =>
      eb.exists(eb.selectFrom("card_system_prices as p").select("p.card_system_id").whereRef("p.card_system_id", "=", "cs.id")),
    )
    .orderBy("cs.name")
    .orderBy("m.name")
    .orderBy("m.postal_code")
    .execute();
  return rows.map((r) => ({
    cardSystemId: r.id,
    cardSystemName: r.card_system_name,
    postalCode: r.postal_code,
    name: r.name,
    onlineRegistration: r.online_registration,
  }));
}

export async function priceList(db: Executor, cardSystemId: number): Promise<Record<PriceCategory, number> | undefined> {
  const rows = await db
    .selectFrom("card_system_prices")
    .select(["category", "amount"])
    .where("card_system_id", "=", cardSystemId)
    .execute();
  const list: Partial<Record<PriceCategory, number>> = {};
  for (const r of rows) list[r.category] = Number(r.amount);
  const categories: PriceCategory[] = ["RESIDENT_ADULT", "RESIDENT_CHILD", "NON_RESIDENT_ADULT", "NON_RESIDENT_CHILD", "SOCIAL_TARIFF"];
  return categories.every((c) => list[c] !== undefined) ? (list as Record<PriceCategory, number>) : undefined;
}

export interface VoucherRow {
  code: string;
  cardSystemId: number;
  price: number;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
}

export async function findVoucher(db: Executor, code: string): Promise<VoucherRow | undefined> {
  const r = await db.selectFrom("registration_vouchers").selectAll().where("code", "=", code).executeTakeFirst();
  return (
    r && {
      code: r.code,
      cardSystemId: r.card_system_id,
      price: Number(r.price),
      validUntil: r.valid_until,
      maxUses: r.max_uses,
      uses: r.uses,
    }
  );
}

/** Takes `count` uses of a voucher, all or nothing. */

export async function accountExistsForEmail(db: Executor, email: string): Promise<boolean> {
  const r = await db
    .selectFrom("identity_accounts")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return r !== undefined;
}

// --- drafts -----------------------------------------------------------------------------------

export interface DraftRow {
  id: string;
  stateEncrypted: string;
  resumeMailedTo: string | null;
  orderId: string | null;
  expiresAt: Date;
  /** The version this state was read at: a write names it (saveDraftState). */
  version: number;
}

const toDraft = (r: {
  id: string;
  state_encrypted: string;
  resume_mailed_to: string | null;
  order_id: string | null;
  expires_at: Date;
  version: number;
}): DraftRow => ({
  id: r.id,
  stateEncrypted: r.state_encrypted,
  resumeMailedTo: r.resume_mailed_to,
  orderId: r.order_id,
  expiresAt: r.expires_at,
  version: r.version,
});

export async function insertDraft(
  db: Executor,
  draft: { tokenHash: string; stateEncrypted: string; now: Date; expiresAt: Date },
): Promise<string> {
  const r = await db
    .insertInto("online_request_drafts")
    .values({
      token_hash: draft.tokenHash,
      state_encrypted: draft.stateEncrypted,
      created_at: draft.now,
      updated_at: draft.now,
      expires_at: draft.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** The draft of a token hash, locked for the transaction when `forUpdate`. */
export async function findDraftByTokenHash(db: Executor, tokenHash: string, now: Date, forUpdate = false): Promise<DraftRow | undefined> {
  let q = db
    .selectFrom("online_request_drafts")
    .select(["id", "state_encrypted", "resume_mailed_to", "order_id", "expires_at", "version"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now);
  if (forUpdate) q = q.forUpdate();
  const r = await q.executeTakeFirst();
  return r && toDraft(r);
}

export async function findDraftByResumeHash(db: Executor, resumeHash: string, now: Date): Promise<DraftRow | undefined> {
  const r = await db
    .selectFrom("online_request_drafts")
    .select(["id", "state_encrypted", "resume_mailed_to", "order_id", "expires_at", "version"])
    .where("resume_token_hash", "=", resumeHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return r && toDraft(r);
}

/** Writes the state read at `readVersion`; false (nothing written) when another write came first. */
export async function saveDraftState(
  db: Executor,
  draft: { id: string; readVersion: number },
  stateEncrypted: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const r = await db
    .updateTable("online_request_drafts")
    .set((eb) => ({ state_encrypted: stateEncrypted, updated_at: now, expires_at: expiresAt, version: eb("version", "+", 1) }))
    .where("id", "=", draft.id)
    .where("version", "=", draft.readVersion)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function setDraftToken(db: Executor, draftId: string, tokenHash: string): Promise<void> {
  await db.updateTable("online_request_drafts").set({ token_hash: tokenHash }).where("id", "=", draftId).execute();
}

export async function setDraftResume(db: Executor, draftId: string, resumeHash: string, mailedTo: string): Promise<void> {
  await db
    .updateTable("online_request_drafts")
    .set({ resume_token_hash: resumeHash, resume_mailed_to: mailedTo })
    .where("id", "=", draftId)
    .execute();
}

export async function setDraftOrder(db: Executor, draftId: string, orderId: string | null): Promise<void> {
  await db.updateTable("online_request_drafts").set({ order_id: orderId }).where("id", "=", draftId).execute();
}

export async function deleteDraft(db: Executor, draftId: string): Promise<void> {
  await db.deleteFrom("online_request_drafts").where("id", "=", draftId).execute();
}

export async function deleteExpiredDrafts(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom("online_request_drafts").where("expires_at", "<=", now).execute();
}

// --- national numbers ------------------------------------------------------------------------------

/** Whether a keyed hash belongs to a card holder or a live order. */
export async function inszRegistered(db: Executor, inszHash: string): Promise<boolean> {
  const r = await db.selectFrom("insz_registry").select("insz_hash").where("insz_hash", "=", inszHash).executeTakeFirst();
  return r !== undefined;
}
