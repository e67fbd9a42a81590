// The rules of rewards: the public reward search (the spec's promotions search), whether a holder can
// redeem a reward now (the ten cash-in codes in the order of decision 0016), the holder's rewards and
// welcome advantages, and the cash-in. The cash-in reads its facts in one statement and writes in one
// (cash_in_reward): the unit, the per-holder slot and the points are guarded again in the writing
// statement, so parallel requests can never oversell, overdraw or exceed a limit.
import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import sanitizeHtml from "sanitize-html";
import type {
  CashInBody,
  CashInResult,
  HolderReward,
  HolderRewards,
  RewardCounter,
  RewardDocument,
  RewardSearchResult,
  RedeemStatus,
  RewardProblemCode,
  WelcomeAdvantage,
} from "@vtp/contracts/rewards";
import { REWARD_CATEGORIES, REWARD_SORTS, rewardProblemCodes, type rewardSearchBodySchema } from "@vtp/contracts/rewards";
import { ID_MAX } from "@vtp/contracts/fields";
import { ProblemError } from "@vtp/contracts/problem";
import { brusselsDay, periodKey } from "@vtp/db/periods";
import type { DB, Period } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import {
  cashInReward,
  findRedemption,
  loadRedeemFacts,
  searchRewardDocuments,
  type CounterRow,
  type RewardSortField,
  type HolderFacts,
  type PeriodKeys,
  type RewardRow,
  type RewardFacts,
} from "./repository.ts";
import { recordCounterRedemption } from "./redemptions/repository.ts";

type RewardSearchRequest = z.output<typeof rewardSearchBodySchema>;

export interface RewardsDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

// --- the reward search -------------------------------------------------------------------------

/** Tags and attributes a reward's description may keep; everything else is removed (not escaped). */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h3", "h4"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  disallowedTagsMode: "discard",
};

/**
 * The description as safe HTML (the index's descriptions are HTML written by organisers). Text without
 * markup or entities is already safe HTML and comes back as it is, without parsing (most descriptions:
 * a page of results would otherwise spend half a millisecond here).
 */
export function sanitizeDescription(html: string | null): string {
  if (html === null || html.trim() === "") return "";
  if (!/[<>&]/.test(html)) return html;
  return sanitizeHtml(html, DESCRIPTION_HTML);
}

/** The reward search's query string, parsed (see rewardSearchBodySchema in the contracts for the grammar). */
export interface RewardQuery {
  ids?: number[];
  organiserIds?: number[];
  cardSystemIds?: number[];
  types?: ("POINTS" | "WELCOME")[];
  categories?: string[];
  pointsMin?: number;
  pointsMax?: number;
  forKids?: boolean;
  sport?: boolean;
  online?: boolean;
  lastChance?: boolean;
  /** Free text: words and "phrases", each must match. */
  text?: { raw: string; groups: string[] };
}

/** The redeem period of a "last chance" reward ends within this many days. */
export const LAST_CHANCE_DAYS = 14;
const MAX_TEXT_GROUPS = 12;
const MAX_IDS = 100;
const MAX_POINTS = 1_000_000;
const QUERY_FIELDS = "id, organiser, cardSystem, type, category, points, forKids, sport, online en lastChance";

/** A query the engine cannot read: 400 with the Dutch reason for the one who typed or built it. */
function badQuery(nl: string, detail: string): ProblemError {
  return new ProblemError("bad-request", { nl: `Deze zoekopdracht kunnen we niet lezen: ${nl}`, detail });
}

function positiveId(field: string, value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > ID_MAX) {
    throw badQuery(`${field} verwacht een nummer, niet "${value.slice(0, 40)}".`, `${field}: not an id`);
  }
  return Number(value);
}

function flag(field: string, value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw badQuery(`${field} kan enkel true of false zijn.`, `${field}: not a boolean`);
}

/** `[a TO b]` (inclusive) or `{a TO b}` (exclusive), `*` for an open end. */
function pointsRange(value: string): { min?: number; max?: number } {
  const m = /^([[{])\s*(\*|\d{1,7})\s+TO\s+(\*|\d{1,7})\s*([\]}])$/.exec(value);
  if (m === null) {
    throw badQuery(
      "het puntenbereik heeft de vorm points:[van TO tot], bijvoorbeeld points:[10 TO 50] of points:[* TO 20].",
      "points: bad range",
    );
  }
  const [, open, low, high, close] = m as unknown as [string, string, string, string, string];
  const range: { min?: number; max?: number } = {};
  if (low !== "*") range.min = Number(low) + (open === "{" ? 1 : 0);
  if (high !== "*") range.max = Number(high) - (close === "}" ? 1 : 0);
  if ((range.min ?? 0) > MAX_POINTS || (range.max ?? 0) > MAX_POINTS) throw badQuery("het puntenbereik is te groot.", "points: too large");
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    throw badQuery("het puntenbereik begint hoger dan het eindigt.", "points: min above max");
  }
  return range;
}

/**
 * Splits a query string into terms: `field:value` (the value may be "quoted" or a [range]), "a phrase",
 * or a word. Unclosed quotes and brackets are refused.
 */
function queryTerms(query: string): { field?: string; value: string; quoted: boolean }[] {
  const terms: { field?: string; value: string; quoted: boolean }[] = [];
  let i = 0;
  const readUntil = (closing: string, what: string): string => {
    const end = query.indexOf(closing, i + 1);
    if (end < 0) throw badQuery(`${what} werd niet gesloten.`, `unclosed ${closing}`);
    const inner = query.slice(i, end + 1);
    i = end + 1;
    return inner;
  };
  while (i < query.length) {
    if (/\s/.test(query[i]!)) {
      i++;
      continue;
    }
    const field = /^([A-Za-z]+):/.exec(query.slice(i));
    if (field !== null) {
      i += field[0].length;
      const next = query[i];
      if (next === '"') terms.push({ field: field[1]!, value: readUntil('"', "Een aanhalingsteken").slice(1, -1), quoted: true });
      else if (next === "[" || next === "{")
        terms.push({ field: field[1]!, value: readUntil(next === "[" ? "]" : "}", "Een puntenbereik"), quoted: false });
      else {
        const word = /^\S*/.exec(query.slice(i))![0];
        i += word.length;
        terms.push({ field: field[1]!, value: word, quoted: false });
      }
      continue;
    }
    if (query[i] === '"') {
      terms.push({ value: readUntil('"', "Een aanhalingsteken").slice(1, -1), quoted: true });
      continue;
    }
    const word = /^\S+/.exec(query.slice(i))![0];
    i += word.length;
    terms.push({ value: word, quoted: false });
  }
  return terms;
}

/**
 * Parses the query string of the search body (the grammar is documented on rewardSearchBodySchema):
 * fields become filters (several terms of one field: any of them), everything else free text (every
 * word or "phrase" must match). Anything it cannot read is refused with a 400 and a Dutch reason rather
 * than silently ignored.
 */
export function parseRewardQuery(query: string | undefined): RewardQuery {
  const parsed: RewardQuery = {};
  const groups: string[] = [];
  const flags: Partial<Record<"forKids" | "sport" | "online" | "lastChance", Set<boolean>>> = {};
  for (const term of queryTerms(query ?? "")) {
    if (term.field === undefined) {
      let word = term.value;
      if (!term.quoted) {
        if (word === "*" || word === "AND" || word === "&&") continue;
        if (word === "OR" || word === "NOT" || word === "||") {
          throw badQuery("OR en NOT worden niet ondersteund: alle zoektermen gelden samen.", `unsupported operator ${word}`);
        }
        if (/^[-+!]/.test(word)) throw badQuery(`een zoekterm kan niet beginnen met "${word[0]}".`, "unsupported prefix operator");
        if (/[()[\]{}~^\\?]/.test(word)) {
          throw badQuery(`het teken in "${word.slice(0, 40)}" wordt niet ondersteund.`, "unsupported query syntax");
        }
        // A trailing wildcard asks what every word already does: match as a prefix.
        word = word.replace(/\*+$/, "");
        if (word.includes("*")) throw badQuery("een * kan enkel op het einde van een woord staan.", "wildcard inside a word");
      }
      if (word.trim() !== "") groups.push(word.trim());
      continue;
    }
    const { field, value } = term;
    switch (field) {
      case "id":
        (parsed.ids ??= []).push(positiveId(field, value));
        break;
      case "organiser":
        (parsed.organiserIds ??= []).push(positiveId(field, value));
        break;
      case "cardSystem":
        (parsed.cardSystemIds ??= []).push(positiveId(field, value));
        break;
      case "type": {
        const type = value.toUpperCase();
        if (type !== "POINTS" && type !== "WELCOME") throw badQuery("type kan enkel POINTS of WELCOME zijn.", "type: unknown");
        (parsed.types ??= []).push(type);
        break;
      }
      case "category": {
        const category = REWARD_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase());
        if (category === undefined) {
          throw badQuery(
            `de categorie "${value.slice(0, 40)}" bestaat niet; kies ${REWARD_CATEGORIES.map((c) => `"${c}"`).join(", ")}.`,
            "category: unknown",
          );
        }
        (parsed.categories ??= []).push(category);
        break;
      }
      case "points": {
        if (parsed.pointsMin !== undefined || parsed.pointsMax !== undefined)
          throw badQuery("geef maar één puntenbereik.", "points: twice");
        const range = pointsRange(value);
        if (range.min !== undefined) parsed.pointsMin = range.min;
        if (range.max !== undefined) parsed.pointsMax = range.max;
        break;
      }
      case "forKids":
      case "sport":
      case "online":
      case "lastChance":
        (flags[field] ??= new Set()).add(flag(field, value));
        break;
      default:
        throw badQuery(
          `het veld "${field.slice(0, 40)}" bestaat niet. Je kan zoeken op ${QUERY_FIELDS}.`,
          `unknown field ${field.slice(0, 40)}`,
        );
    }
  }
  // Several terms of one field mean any of them: true or false is no filter at all.
  for (const [name, values] of Object.entries(flags)) if (values.size === 1) parsed[name as keyof typeof flags] = [...values][0]!;
  for (const list of [parsed.ids, parsed.organiserIds, parsed.cardSystemIds]) {
    if (list !== undefined && list.length > MAX_IDS) throw badQuery(`gebruik hoogstens ${MAX_IDS} nummers per veld.`, "too many ids");
  }
  if (groups.length > MAX_TEXT_GROUPS) throw badQuery(`gebruik hoogstens ${MAX_TEXT_GROUPS} zoekwoorden.`, "too many words");
  if (groups.length > 0) parsed.text = { raw: groups.join(" "), groups };
  return parsed;
}

function counterOf(c: CounterRow): RewardCounter {
  return {
    id: c.id,
    name: c.name,
    address: { street: c.street, postalCode: c.postalCode, city: c.city },
    contact: { phone: c.phone, email: c.email, website: c.website },
  };
}

function iso(d: Date | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

export function rewardDocument(r: RewardRow): RewardDocument {
  const welcome = r.type === "WELCOME";
  return {
    id: r.id,
    docType: welcome ? "welcome-advantage" : "points-promotion",
    type: r.type,
    title: r.title,
    description: sanitizeDescription(r.description),
    points: r.points,
    category: r.category,
    status: "ACTIVE",
    creationDate: new Date(r.createdAt).toISOString(),
    spotlight: r.featured,
    publicationPeriod: { begin: new Date(r.publicationStart).toISOString(), end: iso(r.publicationEnd) },
    cashingPeriod: { begin: new Date(r.redeemStart).toISOString(), end: iso(r.redeemEnd) },
    maxAvailableUnits: r.maxUnits,
    unitsTaken: r.unitsTaken,
    periodConstraint: welcome
      ? { volume: 1, period: "ABSOLUTE" }
      : r.perHolderVolume !== null && r.perHolderPeriod !== null
        ? { volume: r.perHolderVolume, period: r.perHolderPeriod }
        : null,
    online: r.online,
    forKids: r.forKids,
    sport: r.sport,
    requiresKansenstatuut: r.requiresKansenstatuut,
    pictures: r.pictureUrl === null ? [] : [r.pictureUrl],
    moreInfoUrl: r.moreInfoUrl,
    owningCardSystem: r.owner,
    allCardSystems: r.allCardSystems,
    applicableCardSystems: r.applicableCardSystems.some((s) => s.id === r.owner.id)
      ? r.applicableCardSystems
      : [r.owner, ...r.applicableCardSystems],
    validForCities: r.cities,
    counters: r.counters.map(counterOf),
  };
}

export async function searchRewards(deps: RewardsDeps, body: RewardSearchRequest): Promise<RewardSearchResult> {
  const query = parseRewardQuery(body.query?.query_string.query);
  const now = deps.clock();
  // The sort keys as asked (one field per key); without a sort, free text ranks by relevance first.
  const sort = (body.sort ?? REWARD_SORTS.featured).map((key) => {
    const [field, value] = Object.entries(key)[0] as [RewardSortField, { order: "asc" | "desc" }];
    return { field, order: value.order };
  });
  const { total, rows } = await searchRewardDocuments(deps.db, {
    ...query,
    lastChanceUntil: new Date(now.getTime() + LAST_CHANCE_DAYS * 24 * 60 * 60 * 1000),
    relevanceFirst: query.text !== undefined && body.sort === undefined,
    sort,
    size: body.size,
    from: body.from ?? 0,
    now,
  });
  return {
    hits: {
      total: { value: total },
      hits: rows.map((r) => ({ _id: String(r.id), _source: rewardDocument(r) })),
    },
  };
}

// --- the redeem decision (decision 0016) ------------------------------------------------------

/** The refusals in the order they are checked: the first that applies is answered. */
export const CASH_IN_PRECEDENCE = [
  "NOT_POSSIBLE_INVALID_CARD",
  "NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM",
  "NOT_APPLICABLE_TO_PASSHOLDER",
  "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
  "NOT_POSSIBLE_DATE_CONSTRAINT",
  "NOT_POSSIBLE_KANSENSTATUUT_EXPIRED",
  "NOT_POSSIBLE_USER_CONSTRAINT",
  "NOT_POSSIBLE_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_POINTS_CONSTRAINT",
] as const satisfies readonly RewardProblemCode[];

/** A welcome advantage is redeemed once, whatever its row says. */
export function perHolderLimit(
  r: Pick<RewardFacts, "type" | "perHolderVolume" | "perHolderPeriod">,
): { volume: number; period: Period } | null {
  if (r.type === "WELCOME") return { volume: 1, period: "ABSOLUTE" };
  return r.perHolderVolume !== null && r.perHolderPeriod !== null ? { volume: r.perHolderVolume, period: r.perHolderPeriod } : null;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every rule a reward can fail for this holder now, in precedence order (empty: redeemable). */
export function redeemRefusals(
  holder: HolderFacts,
  reward: RewardFacts,
  now: Date,
  usedInPeriod = reward.usedInPeriod,
): RewardProblemCode[] {
  const failed = new Set<RewardProblemCode>();
  const systems = holder.activeCardSystemIds;
  const row = (id: number) => reward.cardSystems.find((s) => s.id === id);
  const offeredIn = systems.filter((id) => reward.allCardSystems || reward.ownerCardSystemId === id || row(id) !== undefined);
  const enabledIn = offeredIn.filter((id) => row(id)?.disabled !== true);

  if (!holder.cardActive) failed.add("NOT_POSSIBLE_INVALID_CARD");
  if (systems.length === 0) failed.add("NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM");
  else if (offeredIn.length === 0) failed.add("NOT_APPLICABLE_TO_PASSHOLDER");
  else if (enabledIn.length === 0) failed.add("NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM");
  if (now < reward.redeemStart || (reward.redeemEnd !== null && now > reward.redeemEnd)) failed.add("NOT_POSSIBLE_DATE_CONSTRAINT");
  if (reward.requiresKansenstatuut) {
    const today = brusselsDay(now);
    const statuses = holder.kansenstatuut.filter((k) => enabledIn.includes(k.cardSystemId));
    const valid = statuses.some((k) => k.status === "ACTIVE" && addDays(k.endDate, k.graceDays) >= today);
    if (statuses.length === 0) failed.add("NOT_POSSIBLE_USER_CONSTRAINT");
    else if (!valid) failed.add("NOT_POSSIBLE_KANSENSTATUUT_EXPIRED");
  }
  if (reward.cityIds.length > 0 && (holder.municipalityId === null || !reward.cityIds.includes(holder.municipalityId))) {
    failed.add("NOT_POSSIBLE_USER_CONSTRAINT");
  }
  if (reward.maxUnits !== null && reward.unitsTaken >= reward.maxUnits) failed.add("NOT_POSSIBLE_VOLUME_CONSTRAINT");
  const limit = perHolderLimit(reward);
  if (limit !== null && usedInPeriod >= limit.volume) failed.add("NOT_POSSIBLE_USER_VOLUME_CONSTRAINT");
  if (holder.points < reward.points) failed.add("NOT_POSSIBLE_POINTS_CONSTRAINT");
  return CASH_IN_PRECEDENCE.filter((code) => failed.has(code));
}

function statusOf(refusals: RewardProblemCode[]): RedeemStatus {
  const reason = refusals[0];
  return reason === undefined ? { redeemable: true } : { redeemable: false, reason, message: rewardProblemCodes[reason].nl };
}

export function periodKeys(now: Date): PeriodKeys {
  return {
    ABSOLUTE: periodKey(now, "ABSOLUTE"),
    DAY: periodKey(now, "DAY"),
    WEEK: periodKey(now, "WEEK"),
    MONTH: periodKey(now, "MONTH"),
    QUARTER: periodKey(now, "QUARTER"),
    YEAR: periodKey(now, "YEAR"),
  };
}

function holderIdOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

/** Rewards the holder's regions do not offer them at all: not listed on their pages. */
export const NOT_FOR_THIS_HOLDER: ReadonlySet<RewardProblemCode> = new Set([
  "NOT_APPLICABLE_TO_PASSHOLDER",
  "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
  "NOT_POSSIBLE_USER_CONSTRAINT",
]);

export async function getRedeemStatus(deps: RewardsDeps, identity: HolderIdentity, rewardId: number): Promise<RedeemStatus> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), rewardId });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const reward = facts.rewards[0];
  if (reward === undefined) throw new ProblemError("not-found", { detail: `Voordeel ${rewardId} bestaat niet of is niet gepubliceerd.` });
  return statusOf(redeemRefusals(facts.holder, reward, now));
}

export async function listHolderRewards(deps: RewardsDeps, identity: HolderIdentity): Promise<HolderRewards> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), type: "POINTS" });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const balance = facts.holder.points;
  const rewards: (HolderReward & { group: number })[] = [];
  for (const r of facts.rewards) {
    const refusals = redeemRefusals(facts.holder, r, now);
    if (refusals.some((code) => NOT_FOR_THIS_HOLDER.has(code))) continue;
    const status = statusOf(refusals);
    rewards.push({
      id: r.id,
      type: r.type,
      title: r.title,
      points: r.points,
      affordable: balance >= r.points,
      pointsMissing: Math.max(0, r.points - balance),
      unitsLeft: r.maxUnits === null ? null : Math.max(0, r.maxUnits - r.unitsTaken),
      cashingPeriodEnd: iso(r.redeemEnd),
      status,
      group: status.redeemable ? 0 : status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT" ? 1 : 2,
    });
  }
  rewards.sort((a, b) => a.group - b.group || a.pointsMissing - b.pointsMissing || a.points - b.points || a.id - b.id);
  return { points: balance, rewards: rewards.map(({ group: _group, ...reward }) => reward) };
}

export async function getWelcomeAdvantages(deps: RewardsDeps, identity: HolderIdentity): Promise<{ advantages: WelcomeAdvantage[] }> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), type: "WELCOME" });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const advantages: WelcomeAdvantage[] = [];
  for (const r of facts.rewards) {
    const refusals = redeemRefusals(facts.holder, r, now);
    if (refusals.some((code) => NOT_FOR_THIS_HOLDER.has(code))) continue;
    advantages.push({
      id: r.id,
      title: r.title,
      description: sanitizeDescription(r.description),
      cashingPeriodEnd: iso(r.redeemEnd),
      redeemed: r.lastRedeemedAt !== null,
      redeemedAt: iso(r.lastRedeemedAt),
      status: statusOf(refusals),
    });
  }
  // Still to redeem first.
  advantages.sort((a, b) => Number(a.redeemed) - Number(b.redeemed) || a.id - b.id);
  return { advantages };
}

// --- the cash-in ------------------------------------------------------------------------------

/** Read aloud or typed at a counter: no 0/O, no 1/I. */
export const REDEEM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REDEEM_CODE_LENGTH = 8;

/** 8 characters of a 32-letter alphabet from the CSPRNG: 40 bits, unguessable; unique by constraint. */
export function newRedeemCode(): string {
  let code = "";
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) code += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

function cashInAnswer(
  reward: RewardFacts,
  r: { id: string; redeemCode: string; pointsSpent: number; redeemedAt: Date },
  balance: number,
): CashInResult & { rewardType: "POINTS" | "WELCOME" } {
  return {
    rewardType: reward.type,
    redemptionId: r.id,
    redeemCode: r.redeemCode,
    promotionId: reward.id,
    title: reward.title,
    pointsSpent: r.pointsSpent,
    newBalance: balance,
    redeemedAt: new Date(r.redeemedAt).toISOString(),
    online: reward.online,
    counters: reward.counters.map(counterOf),
  };
}

export async function cashIn(deps: RewardsDeps, identity: HolderIdentity, body: CashInBody): Promise<CashInResult> {
  return redeemReward(deps, holderIdOf(identity), body).then(({ rewardType: _rewardType, ...result }) => result);
}

/**
 * Redeems a reward for a holder, in their app (`cashIn`) or at an organiser's counter (`atCounter`: a
 * reward that organiser hands out, else not-found; decision 0037): one statement reads the facts (and a
 * replayed key's redemption), the rules answer the first refusal of decision 0016, and one call of
 * cash_in_reward checks the card again (locked against a block until it ends) and takes the unit, the
 * slot and the points; at a counter the same transaction records the organiser and, unless the reward
 * is online, the code as used (handed over). A retried request with the same idempotency key answers
 * the same redemption.
 */
export async function redeemReward(
  deps: RewardsDeps,
  holderId: string,
  body: CashInBody,
  atCounter?: { organiserId: number },
): Promise<CashInResult & { rewardType: "POINTS" | "WELCOME" }> {
  const rewardId = body.promotionId;
  const now = deps.clock();
  const keys = periodKeys(now);
  const facts = await loadRedeemFacts(deps.db, {
    holderId,
    now,
    periodKeys: keys,
    rewardId,
    idempotencyKey: body.idempotencyKey,
  });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const replay = facts.holder.replay;
  const reward = facts.rewards[0];
  if (replay !== null) {
    if (replay.rewardId !== rewardId || reward === undefined) {
      throw new ProblemError("conflict", { detail: "Deze idempotentiesleutel hoort bij een andere omruiling." });
    }
    return cashInAnswer(reward, replay, facts.holder.points);
  }
  if (reward === undefined || (atCounter !== undefined && !reward.counters.some((c) => c.id === atCounter.organiserId))) {
    throw new ProblemError("not-found", { detail: `Voordeel ${rewardId} bestaat niet, is niet gepubliceerd of niet van deze balie.` });
  }
  const refusal = redeemRefusals(facts.holder, reward, now)[0];
  if (refusal !== undefined) throw new ProblemError(refusal);

  const limit = perHolderLimit(reward);
  for (let attempt = 1; ; attempt++) {
    const redeemCode = newRedeemCode();
    try {
      const write = {
        holderId,
        rewardId: reward.id,
        periodKey: limit === null ? null : keys[limit.period],
        volume: limit?.volume ?? null,
        redeemCode,
        idempotencyKey: body.idempotencyKey ?? null,
        now,
      };
      const written =
        atCounter === undefined
          ? await cashInReward(deps.db, write)
          : await deps.db.transaction().execute(async (trx) => {
              const outcome = await cashInReward(trx, write);
              if (outcome.outcome !== "OK") return outcome;
              const handedOverAt = reward.online ? null : now;
              await recordCounterRedemption(trx, { redemptionId: outcome.redemptionId, organiserId: atCounter.organiserId, handedOverAt });
              return outcome;
            });
      if (written.outcome === "OK") {
        return cashInAnswer(reward, { id: written.redemptionId, redeemCode, pointsSpent: reward.points, redeemedAt: now }, written.balance);
      }
      if (written.outcome === "REPLAY") {
        const first = await findRedemption(deps.db, holderId, written.redemptionId);
        if (first === undefined || first.rewardId !== reward.id) throw new ProblemError("conflict");
        return cashInAnswer(reward, first, written.balance);
      }
      throw new ProblemError(written.outcome);
    } catch (error) {
      // Only a redeem code that another redemption already has (1 in 2^40 per pair): draw another.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
