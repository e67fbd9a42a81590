// Kysely table types of the search engine (migrations 0012-0013 and 0032, decisions 0020 and 0052): the
// documents and terms the organiser and reward searches read, written only by the database's triggers, the
// vocabulary that typos are corrected against, and the Dutch compound heads and synonyms. schema.ts puts them into DB, tableColumns and nullableColumns;
// schema-drift.test.ts checks them against the database.
import type { Timestamp, RewardType, RewardCategory } from "./schema.ts";

/** Every word of the search documents (migration 0012): the vocabulary typos are corrected against. */
export interface SearchWordsTable {
  word: string;
}

/** What the organiser search filters and sorts on (migration 0013), written only by the database's triggers. */
export interface OrganiserSearchDocumentsTable {
  organiser_id: number;
  /** Bit i = ORGANISER_FILTERS[i]: pointOfSale 1, pointOfSaleKansenstatuut 2, cidCheckin 4, hasPointsPromotions 8. */
  types: number;
  card_system_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** earthdistance's earth (a cube), NULL without coordinates. */
  position: string | null;
  name_folded: string;
}

/** What the organiser search matches text on (migration 0013), written only by the database's triggers. */
export interface OrganiserSearchTermsTable {
  organiser_id: number;
  /** Folded name, postal code, municipality, the name's compound parts and the description: the vocabulary of typo corrections. */
  document: string;
  /** tsvector: name (A), street, postal code and municipality (B), titles of its ACTIVE rewards (C), description (D), name and description with compound parts and synonym tokens (0032); Dutch stems and words as written. */
  terms: string;
}

/** The reward's search document (migration 0013), written only by the database's triggers. */
export interface RewardSearchDocumentsTable {
  reward_id: number;
  /** Status ACTIVE and an owner card system that is permanent. */
  active: boolean;
  featured: boolean;
  all_card_systems: boolean;
  for_kids: boolean;
  sport: boolean;
  online: boolean;
  card_system_id: number;
  points: number;
  /** Copied from the reward by a trigger on every cash-in (the "most exchanged" sort). */
  units_taken: number;
  created_at: Timestamp;
  publication_start: Timestamp;
  publication_end: Timestamp | null;
  redeem_end: Timestamp | null;
  type: RewardType;
  category: RewardCategory;
  /** Card systems where it is offered and not switched off (the owner unless it switched it off, the listed ones). */
  valid_in: number[];
  /** Card systems that switched it off. */
  disabled_in: number[];
  /** Its counters (organiser ids). */
  counters: number[];
}

/**
 * What the reward search matches text on (migration 0013), written only by the database's triggers; since
 * migration 0041 with a copy of the document's columns except its owner and units taken, so a text search
 * reads each match once.
 */
export interface RewardSearchTermsTable extends Omit<RewardSearchDocumentsTable, "card_system_id" | "units_taken"> {
  title_folded: string;
  /** Folded title, counters' names, postal codes and municipalities, the owning region's name. */
  document: string;
  /** tsvector: title (A), counters (B), places and region (C). */
  terms: string;
}

/** Known last parts of Dutch compounds (migration 0032): the documents also hold the parts of their compounds. */
export interface SearchCompoundHeadsTable {
  head: string;
}

/** Words for the same kind of place (migration 0032), in groups named by their first word: documents carry a token per group. */
export interface SearchSynonymsTable {
  word: string;
  grp: string;
}

export interface SearchTables {
  search_words: SearchWordsTable;
  search_compound_heads: SearchCompoundHeadsTable;
  search_synonyms: SearchSynonymsTable;
  organiser_search_documents: OrganiserSearchDocumentsTable;
  organiser_search_terms: OrganiserSearchTermsTable;
  reward_search_documents: RewardSearchDocumentsTable;
  reward_search_terms: RewardSearchTermsTable;
}

const REWARD_DOCUMENT_COLUMNS = [
  "reward_id",
  "active",
  "featured",
  "all_card_systems",
  "for_kids",
  "sport",
  "online",
  "card_system_id",
  "points",
  "units_taken",
  "created_at",
  "publication_start",
  "publication_end",
  "redeem_end",
  "type",
  "category",
  "valid_in",
  "disabled_in",
  "counters",
] as const;

export const searchTableColumns = {
  search_words: ["word"],
  search_compound_heads: ["head"],
  search_synonyms: ["word", "grp"],
  organiser_search_documents: ["organiser_id", "types", "card_system_id", "latitude", "longitude", "position", "name_folded"],
  organiser_search_terms: ["organiser_id", "document", "terms"],
  reward_search_documents: REWARD_DOCUMENT_COLUMNS,
  // The text row: its texts and a copy of the document's columns but the owner and the units taken (migration 0041).
  reward_search_terms: [
    "reward_id",
    "title_folded",
    "document",
    "terms",
    ...REWARD_DOCUMENT_COLUMNS.filter((c) => c !== "reward_id" && c !== "card_system_id" && c !== "units_taken"),
  ],
} as const;

export const searchNullableColumns = {
  search_words: [],
  search_compound_heads: [],
  search_synonyms: [],
  organiser_search_documents: ["card_system_id", "latitude", "longitude", "position"],
  organiser_search_terms: [],
  reward_search_documents: ["publication_end", "redeem_end"],
  reward_search_terms: ["publication_end", "redeem_end"],
} as const;
