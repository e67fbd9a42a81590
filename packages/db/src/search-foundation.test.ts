// The search building blocks of migration 0012 behave the same on PGlite and PostgreSQL: folding,
// Dutch stems, trigrams, earth distances, and the query of what a visitor typed with typo corrections.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";

describe("search foundation (migration 0012)", () => {
  it("folds case, accents and dashes, stems Dutch, measures trigram similarity and earth distances", async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await sql<{ fold1: string; fold2: string; fold3: string; ts: string; similar: number; km: number }>`
        SELECT search_fold('Sint-Niklaas') AS fold1,
               search_fold('Café De Zwaan') AS fold2,
               search_fold('’s-Gravenwezel') AS fold3,
               to_tsvector('dutch_folded', 'Café en zwembaden')::text AS ts,
               similarity(search_fold('gen'), search_fold('Gent')) AS similar,
               round((earth_distance(ll_to_earth(51.0543, 3.7174), ll_to_earth(51.2194, 4.4025)) / 1000)::numeric, 0) AS km
      `.execute(database.db);
      const row = rows[0]!;
      expect(row.fold1).toBe("sint niklaas");
      expect(row.fold2).toBe("cafe de zwaan");
      expect(row.fold3).toBe(" s gravenwezel");
      expect(row.ts).toBe("'caf':1 'zwembad':3");
      expect(row.similar).toBeGreaterThan(0.3);
      // Gent to Antwerpen, as the crow flies.
      expect(row.km).toBe(51);
    } finally {
      await database.close();
    }
  });

  it("lets an index use search_fold (it is immutable)", async () => {
    const database = await createTestDatabase();
    try {
      await sql`CREATE INDEX municipalities_name_fold_trgm ON municipalities USING gin (search_fold(name) gin_trgm_ops)`.execute(
        database.db,
      );
      const { rows } = await sql<{ provolatile: string }>`SELECT provolatile FROM pg_proc WHERE proname = 'search_fold'`.execute(
        database.db,
      );
      expect(rows[0]!.provolatile).toBe("i");
    } finally {
      await database.close();
    }
  });

  it("builds the query of what was typed: prefixes, phrases, stems and words as written", async () => {
    const database = await createTestDatabase();
    try {
      const q = async (groups: string[], fuzzy = false, prefix = true) =>
        (await sql<{ q: string }>`SELECT search_terms_query(${groups}::text[], ${fuzzy}, ${prefix})::text AS q`.execute(database.db))
          .rows[0]!.q;
      expect(await q(["Gén"])).toBe("'gen':* | 'gen':*");
      expect(await q(["sint-niklaas", "bib"])).toBe("'sint':* <-> 'niklas':* & 'bib':* | 'sint':* <-> 'niklaas':* & 'bib':*");
      expect(await q(["zwembaden"], false, false)).toBe("'zwembad' | 'zwembaden'");
      expect(await q(["!!", ""])).toBe("");
      const matches = async (text: string, groups: string[]) =>
        (
          await sql<{ m: boolean }>`SELECT to_tsvector('dutch_folded', search_fold(${text})) || to_tsvector('simple', search_fold(${text}))
          @@ search_terms_query(${groups}::text[], true, true) AS m`.execute(database.db)
        ).rows[0]!.m;
      expect(await matches("Stedelijk Zwembad Sint-Niklaas", ["sint", "zwem"])).toBe(true);
      expect(await matches("Stedelijk Zwembad Sint-Niklaas", ["niklaas-sint"])).toBe(false);
      expect(await matches("Gezondheidscentrum", ["gezondheidsc"])).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("corrects a typo towards the nearest words of the vocabulary, never a word that exists", async () => {
    const database = await createTestDatabase();
    try {
      await sql`INSERT INTO search_words (word) VALUES ('mechelen'), ('gent'), ('genk'), ('bibliotheek')`.execute(database.db);
      const q = async (groups: string[]) =>
        (await sql<{ q: string }>`SELECT search_terms_query(${groups}::text[], true, true)::text AS q`.execute(database.db)).rows[0]!.q;
      expect(await q(["mechlen"])).toContain("'mechelen'");
      expect(await q(["bibliotek"])).toContain("'bibliotheek'");
      // "gent" is a word (and "gen" the start of one): no corrections.
      expect(await q(["gent"])).toBe("'gent':* | 'gent':*");
      expect(await q(["gen"])).toBe("'gen':* | 'gen':*");
      // Three letters are too few to correct; nothing close enough stays uncorrected.
      expect(await q(["gnt"])).toBe("'gnt':* | 'gnt':*");
      expect(await q(["xqzvw"])).toBe("'xqzvw':* | 'xqzvw':*");
    } finally {
      await database.close();
    }
  });
});
