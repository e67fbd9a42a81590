// The public reward search (the spec's promotions search): the query language of `query_string`, the
// documents it answers and the description sanitiser the organisers' pages share. Part of the rewards
// module; other modules reach it through service.ts.
import type { z } from "zod";
import sanitizeHtml from "sanitize-html";
import type { RewardCounter, RewardDocument, RewardSearchResult } from "@vtp/contracts/rewards";
import { REWARD_CATEGORIES, REWARD_SORTS, type rewardSearchBodySchema } from "@vtp/contracts/rewards";
import { ID_MAX } from "@vtp/contracts/fields";
import { ProblemError } from "@vtp/contracts/problem";
import { searchRewardDocuments, type CounterRow, type RewardSortField, type RewardRow } from "./repository.ts";

type RewardSearchRequest = z.output<typeof rewardSearchBodySchema>;

import type { RewardsDeps } from "./service.ts";

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

export function counterOf(c: CounterRow): RewardCounter {
  return {
    id: c.id,
    name: c.name,
    address: { street: c.street, postalCode: c.postalCode, city: c.city },
    contact: { phone: c.phone, email: c.email, website: c.website },
  };
}

/** A counter as a holder names it: "Vooruit, Gent" (the name alone when its town is unknown); the wallet's SQL says the same. */
export function placeOf(c: Pick<CounterRow, "name" | "city">): string {
  return c.city === null ? c.name : `${c.name}, ${c.city}`;
}

export function iso(d: Date | null): string | null {
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
      total,
      hits: rows.map((r) => ({ _id: String(r.id), _source: rewardDocument(r) })),
    },
  };
}
