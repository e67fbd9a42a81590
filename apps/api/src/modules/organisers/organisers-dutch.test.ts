// The organiser search understands Dutch (issue 21, decision 0052, migration 0032), over HTTP on the demo
// data: stems without a doubled consonant, the parts of compounds (in the documents and in what was
// typed), the synonym list, descriptions, typos on every word (a swapped letter too), and what the answer
// offers when nothing matches ("Bedoelde je …?" and the places that match part of the words). The
// relevance set is search-relevance.test.ts. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organiserSearchResultSchema, type OrganiserSearchBody, type OrganiserSearchResult } from "@vtp/contracts/organisers";
import { openOrganisersApi, type OrganisersApi } from "../../testing/organisers.ts";

let api: OrganisersApi;
beforeAll(async () => {
  api = await openOrganisersApi();
});
afterAll(async () => {
  await api?.close();
});

async function search(body: OrganiserSearchBody): Promise<OrganiserSearchResult> {
  const res = await api.app.inject({ method: "POST", url: "/api/search/organiser", payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return organiserSearchResultSchema.parse(res.json());
}

async function names(text: string): Promise<string[]> {
  return (await search({ text, size: 100 })).organisers.map((o) => o.name);
}

describe("Dutch words", () => {
  it("matches a stem without its doubled consonant and the parts of compounds", async () => {
    // Snowball stems "zwemmen" to "zwemm"; "zwem" starts "zwembad" and is a part of it.
    expect(await names("zwemmen gent")).toContain("Stedelijk zwembad Gent");
    expect(await names("zwemmen")).toContain("Zwemcentrum De Bron");
    // "havenmuseum" holds "museum"; "stadsbibliotheek" holds "bibliotheek" (and "stad", without the linking s).
    expect(await names("museum")).toEqual(expect.arrayContaining(["Havenmuseum Het Dok", "Abdijmuseum De Duinen"]));
    expect(await names("bibliotheek gent")).toContain("Stadsbibliotheek Gent");
    expect(await names("sporthallen")).toContain("Sporthal Excelsior");
    // The stem is a whole word, not a prefix: "brugge" (stem "brug") finds no "Brugstraat" elsewhere.
    const brugge = await search({ text: "brugge", size: 100 });
    expect(brugge.total).toBeGreaterThan(0);
    for (const o of brugge.organisers) expect(`${o.name} ${o.address.street} ${o.address.city}`).toMatch(/brugge/i);
    const { rows } = await sql<{ parts: string }>`SELECT search_compounds('stadsbibliotheek sporthallen') AS parts`.execute(api.db);
    expect(rows[0]!.parts.split(" ").sort()).toEqual(["bibliotheek", "hal", "sport", "stad", "stads"]);
  });

  it("splits a typed compound into its first part and its head or a word for the same place", async () => {
    // No name holds "dansschool": dans + (school or academie).
    const dans = await names("dansschool");
    expect(dans).toContain("Academie voor Muziek, Woord en Dans Aalst");
    expect(dans.every((n) => /academie/i.test(n))).toBe(true);
    expect(await names("sportzaal")).toContain("Sporthal Olympia");
  });

  it("finds the words of the synonym list both ways", async () => {
    expect(await names("bieb")).toEqual(expect.arrayContaining(["Stadsbibliotheek Gent", "Bib De Letterbak"]));
    expect(await names("bibliotheek")).toContain("Bib De Letterbak");
    expect(await names("cc gent")).toContain("Cultuurcentrum Gent");
    expect(await names("bioscoop")).toContain("Cinema Rio");
    expect(await names("jh")).toContain("Jeugdhuis De Kelder");
    // Every group has two words or more, and is named by one of them.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_synonyms a
      WHERE (SELECT count(*) FROM search_synonyms b WHERE b.grp = a.grp) < 2
        OR NOT EXISTS (SELECT 1 FROM search_synonyms b WHERE b.word = a.grp)`.execute(api.db);
    expect(rows[0]!.n).toBe(0);
    // An organiser is no library because one of its rewards is a bag "van de bib" (reward titles carry no tokens).
    const bag = await api.db
      .selectFrom("rewards")
      .select("id")
      .where("title", "=", "Stoffen boekentas van de bib")
      .executeTakeFirstOrThrow();
    const holders = await api.db
      .selectFrom("reward_organisers")
      .innerJoin("organisers", "organisers.id", "reward_organisers.organiser_id")
      .select("organisers.name")
      .where("reward_id", "=", bag.id)
      .execute();
    const libraries = await names("bibliotheek");
    for (const o of holders.filter((h) => !/bib/i.test(h.name))) expect(libraries).not.toContain(o.name);
  });

  it("matches the description, and follows a change of it", async () => {
    expect(await names("kajak")).toContain("Watersportcentrum Scheldeland");
    const id = await api.idOf("Fort Ter Schelde");
    expect(await names("vleermuizen")).not.toContain("Fort Ter Schelde");
    await api.db
      .updateTable("organisers")
      .set({ description: "<p>Winterslaap van <b>vleermuizen</b> in het fort.</p>" })
      .where("id", "=", id)
      .execute();
    expect(await names("vleermuizen")).toContain("Fort Ter Schelde");
    // The HTML is no word of the document.
    const { rows } = await sql<{ document: string }>`SELECT document FROM organiser_search_terms WHERE organiser_id = ${id}`.execute(
      api.db,
    );
    expect(rows[0]!.document).toMatch(/winterslaap van\s+vleermuizen\s+in het fort/);
    expect(rows[0]!.document).not.toMatch(/[<>]| p | b /);
  });

  it("corrects typos on every word of the query, a swapped letter in a short word too", async () => {
    expect(await names("bieb gnet")).toContain("Stadsbibliotheek Gent");
    expect(await names("muzeum gent")).toContain("Museum Het Brouwershuis");
    expect(await names("kortrjik zwembad")).toContain("Stedelijk zwembad Kortrijk");
    // A word that exists is never corrected: "genk" finds Genk, not Gent.
    expect((await search({ text: "genk", size: 100 })).organisers.every((o) => o.address.city !== "Gent")).toBe(true);
  });
});

describe("when nothing matches", () => {
  it("shows the places that match the words that do match, and no suggestion for a word close to nothing", async () => {
    const result = await search({ text: "zwembad xyzzy", size: 5 });
    expect(result.total).toBe(0);
    expect(result.organisers).toEqual([]);
    expect(result.didYouMean).toBeUndefined();
    expect(result.partialMatches!.length).toBe(5);
    expect(result.partialMatches!.every((o) => /zwem|bad/i.test(o.name))).toBe(true);
  });

  it("puts the places that match the most words first, and keeps the filters", async () => {
    // Both words match, not together: no pool in Blankenberge.
    const result = await search({ text: "zwembad blankenberge bibliotheek", size: 20 });
    expect(result.total).toBe(0);
    const partial = result.partialMatches!.map((o) => o.name);
    // Blankenberge's beach library matches two of the words, a pool only one.
    expect(partial.indexOf("Strandbib Leespunt")).toBeGreaterThanOrEqual(0);
    expect(partial.indexOf("Strandbib Leespunt")).toBeLessThan(partial.findIndex((n) => /^Stedelijk zwembad/.test(n)));
    const filtered = await search({ text: "zwembad xyzzy", filters: ["pointOfSaleKansenstatuut"], size: 20 });
    expect(filtered.partialMatches).toEqual([]);
  });

  it("says 'Bedoelde je …?' with the nearest known word when that finds something", async () => {
    const result = await search({ text: "kunstencentrum", size: 5 });
    expect(result.total).toBe(0);
    expect(result.didYouMean).toBeDefined();
    expect((await search({ text: result.didYouMean! })).total).toBeGreaterThan(0);
    // No word matched: the places are those of the suggestion.
    expect(result.partialMatches!.length).toBeGreaterThan(0);
  });

  it("adds nothing when something matched, past the first page, or without text", async () => {
    const found = await search({ text: "zwembad" });
    expect(found.didYouMean).toBeUndefined();
    expect(found.partialMatches).toBeUndefined();
    const later = await search({ text: "zwembad xyzzy", from: 20 });
    expect(later.partialMatches).toBeUndefined();
    const none = await search({ filters: ["pointOfSale"], near: { lat: 0, lon: 0 }, withinMeters: 100 });
    expect(none.total).toBe(0);
    expect(none.partialMatches).toBeUndefined();
  });
});
