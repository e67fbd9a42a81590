// The reward search's whole grammar on the demo data (contracts: rewardSearchBodySchema): free
// text over title, counters, municipalities, postal codes and region (prefixes, typos, dashes,
// phrases), every filter, the four sorts and relevance, pages, and a Dutch 400 for every query it
// cannot read. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { PROBLEM_CONTENT_TYPE, problemSchema } from "@vtp/contracts/problem";
import { REWARD_SORTS, rewardSearchQuery, type RewardDocument, type RewardSearchBody } from "@vtp/contracts/rewards";
import type { Database } from "@vtp/db";
import { DEMO_REWARD_IDS as R } from "../../seeds/demo.ts";
import { FIXTURE_NOW } from "../../testing/fixtures.ts";
import type { LogCapture } from "../../testing/log-capture.ts";
import { openRewardSearchApi, type RewardSearchApi } from "../../testing/reward-search.ts";
import { LAST_CHANCE_DAYS, parseRewardQuery, sanitizeDescription } from "./service.ts";

let api: RewardSearchApi;
let database: Database;
let app: FastifyInstance;
let logs: LogCapture;

beforeAll(async () => {
  api = await openRewardSearchApi();
  ({ database, app, logs } = api);
});
afterAll(async () => {
  await api?.close();
});

const search = (body: RewardSearchBody) => api.search(body);

/** Every hit of a query string (the demo has fewer than 200 public rewards). */
async function find(query: string, sort?: RewardSearchBody["sort"]): Promise<{ total: number; docs: RewardDocument[] }> {
  const first = await search({ size: 100, query: { query_string: { query } }, ...(sort ? { sort } : {}) });
  const second = await search({ size: 100, from: 100, query: { query_string: { query } }, ...(sort ? { sort } : {}) });
  return { total: first.total.value, docs: [...first.hits, ...second.hits].map((h) => h._source) };
}

async function publicIds(): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT r.id FROM rewards r JOIN card_systems cs ON cs.id = r.card_system_id
    WHERE r.status = 'ACTIVE' AND cs.permanent AND r.publication_start <= ${FIXTURE_NOW}
      AND (r.publication_end IS NULL OR r.publication_end >= ${FIXTURE_NOW}) AND (r.redeem_end IS NULL OR r.redeem_end >= ${FIXTURE_NOW})`.execute(
    database.db,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** What free text is matched against, folded: title, counters (name, postal code, city) and region. */
function searchable(d: RewardDocument): string {
  return [d.title, d.owningCardSystem.name, ...d.counters.flatMap((c) => [c.name, c.address.postalCode ?? "", c.address.city ?? ""])]
    .join(" ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[-']/g, " ");
}

const ids = (docs: RewardDocument[]) => docs.map((d) => d.id);

function expectOrdered<T>(values: T[], compare: (a: T, b: T) => number) {
  for (let i = 1; i < values.length; i++) expect(compare(values[i - 1]!, values[i]!), `at ${i}`).toBeLessThanOrEqual(0);
}

describe("the public index without a query", () => {
  it("holds exactly the active, published, not yet ended rewards, featured first, then the newest", async () => {
    const all = await find("");
    expect(all.total).toBe((await publicIds()).length);
    expect([...ids(all.docs)].sort((a, b) => a - b)).toEqual(await publicIds());
    expectOrdered(all.docs, (a, b) =>
      a.spotlight !== b.spotlight
        ? a.spotlight
          ? -1
          : 1
        : a.creationDate !== b.creationDate
          ? b.creationDate.localeCompare(a.creationDate)
          : b.id - a.id,
    );
    expect((await find("*")).total).toBe(all.total);
  });
});

describe("free text", () => {
  it("matches the title, every word as the start of a word", async () => {
    for (const query of ["koffie", "koff", "KOFFIE", "gratis koffie"]) {
      const { docs } = await find(query);
      expect(ids(docs), query).toContain(R.cheapPoints);
      for (const d of docs) expect(searchable(d)).toMatch(/\bkoff/);
    }
  });

  it("matches the counters' names, municipalities and postal codes, and the owning region", async () => {
    const counter = await find("Cultuurcentrum Gent");
    expect(ids(counter.docs)).toContain(R.cheapPoints);
    for (const d of counter.docs) {
      // Or a word for the same place (decision 0052: cultuurcentrum = cc = cultuurhuis).
      expect(searchable(d)).toMatch(/cultuurcentr|\bcc\b|cultuurhuis/);
      expect(searchable(d)).toContain("gent");
    }
    const mechelen = await find("Mechelen");
    expect(ids(mechelen.docs)).toContain(R.mechelen);
    for (const d of mechelen.docs) expect(searchable(d)).toContain("mechelen");
    const postalCode = await find("2800");
    expect(ids(postalCode.docs)).toContain(R.mechelen);
    for (const d of postalCode.docs) expect(d.counters.some((c) => c.address.postalCode?.startsWith("2800"))).toBe(true);
    const region = await find("paspartoe");
    expect(ids(region.docs)).toContain(R.otherRegion);
    for (const d of region.docs) expect(searchable(d)).toContain("paspartoe");
  });

  it("needs every word to match", async () => {
    const both = await find("koffie mechelen");
    for (const d of both.docs) {
      expect(searchable(d)).toContain("koffie");
      expect(searchable(d)).toContain("mechelen");
    }
    expect(both.total).toBeLessThan((await find("koffie")).total);
  });

  it("forgives a typo and reads dashes, spaces and accents alike", async () => {
    const tour = await find("rondleiding");
    expect(tour.total).toBeGreaterThan(0);
    expect(ids((await find("rondleidng")).docs).sort()).toEqual(ids(tour.docs).sort());
    const dashed = await find("sint-andries");
    expect(dashed.total).toBeGreaterThan(0);
    expect(ids((await find("Sint Andries")).docs).sort()).toEqual(ids(dashed.docs).sort());
    expect(ids((await find("SÏNT-ÀNDRIES")).docs).sort()).toEqual(ids(dashed.docs).sort());
  });

  it('keeps the words of a "phrase" together and in order', async () => {
    expect(ids((await find('"gratis koffie"')).docs)).toContain(R.cheapPoints);
    expect(ids((await find('"koffie gratis"')).docs)).not.toContain(R.cheapPoints);
  });

  it("ranks an exact title first when no sort is asked; an asked sort wins", async () => {
    const { docs } = await find("Herbruikbare drinkbus");
    expect(docs[0]!.title).toBe("Herbruikbare drinkbus");
    const sorted = await find("gratis", REWARD_SORTS.pointsAsc);
    expectOrdered(sorted.docs, (a, b) => a.points - b.points);
  });

  it("answers odd but valid text without an error", async () => {
    for (const query of ["%", "_", "'", "ß", "😀", "de het een", "AND", '""', "a*"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/search/promotion",
        payload: { size: 5, query: { query_string: { query } } },
      });
      expect(res.statusCode, query).toBe(200);
    }
  });
});

describe("filters", () => {
  it("looks up ids (several: any of them), the spec's detail lookup with size 1", async () => {
    expect(ids((await find(`id:${R.cheapPoints} id:${R.allRegions}`)).docs).sort((a, b) => a - b)).toEqual([R.cheapPoints, R.allRegions]);
    const lookup = await search({ size: 1, query: { query_string: { query: `id:${R.cheapPoints}` } } });
    expect(lookup.hits[0]!._source.id).toBe(R.cheapPoints);
  });

  it("filters on type, category, points, kids, sport and online", async () => {
    const welcome = await find("type:WELCOME");
    expect(welcome.total).toBeGreaterThan(0);
    expect(welcome.docs.every((d) => d.type === "WELCOME" && d.docType === "welcome-advantage")).toBe(true);
    const food = await find('category:"Eten en drinken"');
    expect(food.total).toBeGreaterThan(0);
    expect(food.docs.every((d) => d.category === "Eten en drinken")).toBe(true);
    expect((await find("category:doen")).docs.every((d) => d.category === "Doen")).toBe(true);
    const range = await find("points:[10 TO 20]");
    expect(range.docs.every((d) => d.points >= 10 && d.points <= 20)).toBe(true);
    expect(ids(range.docs)).toContain(R.cheapPoints);
    expect(ids((await find("points:{10 TO 20}")).docs)).not.toContain(R.cheapPoints);
    expect((await find("points:[* TO 5]")).docs.every((d) => d.points <= 5)).toBe(true);
    expect((await find("points:[100 TO *]")).docs.every((d) => d.points >= 100)).toBe(true);
    for (const [flag, key] of [
      ["forKids", "forKids"],
      ["sport", "sport"],
      ["online", "online"],
    ] as const) {
      const yes = await find(`${flag}:true`);
      const no = await find(`${flag}:false`);
      expect(yes.total, flag).toBeGreaterThan(0);
      expect(yes.docs.every((d) => d[key])).toBe(true);
      expect(no.docs.every((d) => !d[key])).toBe(true);
      expect(yes.total + no.total).toBe((await publicIds()).length);
      // Both values of one field: any of them, so no filter.
      expect((await find(`${flag}:true ${flag}:false`)).total).toBe(yes.total + no.total);
    }
  });

  it("finds the last chance: the redeem period ends within two weeks", async () => {
    const last = await find("lastChance:true");
    expect(ids(last.docs)).toContain(R.lastChance);
    const limit = FIXTURE_NOW.getTime() + LAST_CHANCE_DAYS * 24 * 3600 * 1000;
    for (const d of last.docs) expect(new Date(d.cashingPeriod.end!).getTime()).toBeLessThanOrEqual(limit);
    const rest = await find("lastChance:false");
    expect(ids(rest.docs)).not.toContain(R.lastChance);
    expect(last.total + rest.total).toBe((await publicIds()).length);
  });

  it("filters on a counter (organiser) and on a region with its switched-off rewards", async () => {
    const counterId = (await find(`id:${R.cheapPoints}`)).docs[0]!.counters[0]!.id;
    const here = await find(`organiser:${counterId}`);
    expect(ids(here.docs)).toContain(R.cheapPoints);
    expect(here.docs.every((d) => d.counters.some((c) => c.id === counterId))).toBe(true);
    expect((await find("organiser:999999")).total).toBe(0);

    const gent = ids((await find("cardSystem:1")).docs);
    for (const id of [R.cheapPoints, R.allRegions, R.soldOut]) expect(gent).toContain(id);
    for (const id of [R.otherRegion, R.disabledInGent, R.kansenstatuut]) expect(gent).not.toContain(id);
    const brugge = ids((await find("cardSystem:2")).docs);
    for (const id of [R.otherRegion, R.allRegions, R.disabledInGent]) expect(brugge).toContain(id);
    expect(brugge).not.toContain(R.cheapPoints);
    const either = ids((await find("cardSystem:1 cardSystem:2")).docs);
    for (const id of [R.cheapPoints, R.otherRegion, R.disabledInGent]) expect(either).toContain(id);
  });

  it("ANDs fields with each other and with free text", async () => {
    const { docs, total } = await find("cardSystem:1 type:POINTS points:[* TO 30] koffie");
    expect(ids(docs)).toContain(R.cheapPoints);
    expect(docs.every((d) => d.type === "POINTS" && d.points <= 30 && searchable(d).includes("koffie"))).toBe(true);
    expect(total).toBe(docs.length);
  });

  it("reads what rewardSearchQuery writes from the search page's form", async () => {
    const query = rewardSearchQuery({
      text: 'Gratis "koffie" (Gent)',
      cardSystemIds: [1],
      pointsMax: 30,
      forKids: false,
      lastChance: false,
    });
    const { docs } = await find(query);
    expect(ids(docs)).toContain(R.cheapPoints);
    expect(docs.every((d) => d.points <= 30 && searchable(d).includes("koffie"))).toBe(true);
  });
});

describe("the index follows every change (triggers)", () => {
  it("finds a new reward and follows its title, regions, counters, flags and status", async () => {
    const reward = await database.db
      .insertInto("rewards")
      .values({
        type: "POINTS",
        title: "Gratis smoutebollen",
        card_system_id: 3,
        points: 12,
        category: "Eten en drinken",
        publication_start: FIXTURE_NOW,
        redeem_start: FIXTURE_NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = reward.id;
    const has = async (query: string) => ids((await find(query)).docs).includes(id);
    // A text search reads the text row, which carries a copy of the document's columns (migration 0041).
    const copiesAgree = async () =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM reward_search_terms t JOIN reward_search_documents d USING (reward_id)
            WHERE t.reward_id = ${id} AND (t.active, t.featured, t.all_card_systems, t.for_kids, t.sport, t.online, t.points,
              t.created_at, t.publication_start, t.publication_end, t.redeem_end, t.type, t.category, t.valid_in, t.disabled_in, t.counters)
            IS NOT DISTINCT FROM (d.active, d.featured, d.all_card_systems, d.for_kids, d.sport, d.online, d.points,
              d.created_at, d.publication_start, d.publication_end, d.redeem_end, d.type, d.category, d.valid_in, d.disabled_in, d.counters)`.execute(
            database.db,
          )
        ).rows[0]!.n,
      ) === 1;
    expect(await copiesAgree()).toBe(true);
    expect(await has("smoutebollen")).toBe(true);
    expect(await has("cardSystem:3")).toBe(true);
    expect(await has("cardSystem:1")).toBe(false);

    await database.db.updateTable("rewards").set({ title: "Gratis oliebollen", points: 40, for_kids: true }).where("id", "=", id).execute();
    expect(await has("smoutebollen")).toBe(false);
    expect(await has("oliebollen points:[40 TO 40] forKids:true")).toBe(true);

    // Offered in Gent too, then switched off there; switched off by its own region.
    await database.db.insertInto("reward_card_systems").values({ reward_id: id, card_system_id: 1, disabled: false }).execute();
    expect(await has("cardSystem:1")).toBe(true);
    await database.db
      .updateTable("reward_card_systems")
      .set({ disabled: true })
      .where("reward_id", "=", id)
      .where("card_system_id", "=", 1)
      .execute();
    expect(await has("cardSystem:1")).toBe(false);
    expect(await has("oliebollen cardSystem:1")).toBe(false);
    await database.db.insertInto("reward_card_systems").values({ reward_id: id, card_system_id: 3, disabled: true }).execute();
    expect(await has("cardSystem:3")).toBe(false);
    expect(await has("oliebollen cardSystem:3")).toBe(false);
    expect(await copiesAgree()).toBe(true);
    await database.db.deleteFrom("reward_card_systems").where("reward_id", "=", id).execute();
    expect(await has("cardSystem:3")).toBe(true);
    expect(await has("oliebollen cardSystem:3")).toBe(true);

    // A counter makes it findable by the counter's name and id.
    const counter = await database.db
      .selectFrom("organisers")
      .select(["id", "name"])
      .where("name", "=", "Stadsbibliotheek Gent")
      .executeTakeFirstOrThrow();
    await database.db.insertInto("reward_organisers").values({ reward_id: id, organiser_id: counter.id }).execute();
    expect(await has(`organiser:${counter.id}`)).toBe(true);
    expect(await has("oliebollen stadsbibliotheek")).toBe(true);

    expect(await copiesAgree()).toBe(true);
    await database.db.updateTable("rewards").set({ status: "INACTIVE" }).where("id", "=", id).execute();
    expect(await has("oliebollen")).toBe(false);
    expect(await copiesAgree()).toBe(true);
    await database.db.deleteFrom("rewards").where("id", "=", id).execute();
    expect(
      Number(
        (await sql<{ n: number }>`SELECT count(*) AS n FROM reward_search_documents WHERE reward_id = ${id}`.execute(database.db)).rows[0]!
          .n,
      ),
    ).toBe(0);
    expect(
      Number(
        (await sql<{ n: number }>`SELECT count(*) AS n FROM reward_search_terms WHERE reward_id = ${id}`.execute(database.db)).rows[0]!.n,
      ),
    ).toBe(0);
  });

  it("copies the units taken of a cash-in into the document (most exchanged first) and leaves its text alone", async () => {
    const text = async () =>
      (await sql<{ v: string }>`SELECT xmin::text AS v FROM reward_search_terms WHERE reward_id = ${R.cheapPoints}`.execute(database.db))
        .rows[0]!.v;
    const before = await text();
    // Imported units keep the invariant (units taken = imported + redemptions).
    await database.db
      .updateTable("rewards")
      .set((eb) => ({ units_taken: eb("units_taken", "+", 100_000), units_imported: eb("units_imported", "+", 100_000) }))
      .where("id", "=", R.cheapPoints)
      .execute();
    const popular = await search({ size: 1, sort: [...REWARD_SORTS.popular] });
    expect(popular.hits[0]!._source).toMatchObject({ id: R.cheapPoints, unitsTaken: expect.any(Number) });
    expect(popular.hits[0]!._source.unitsTaken).toBeGreaterThanOrEqual(100_000);
    // With text the units taken come from the document too (the text row has no copy of them).
    const withText = await search({ size: 1, sort: [...REWARD_SORTS.popular], query: { query_string: { query: "koffie" } } });
    expect(withText.hits[0]!._source.id).toBe(R.cheapPoints);
    expect(await text()).toBe(before);
    await database.db
      .updateTable("rewards")
      .set((eb) => ({ units_taken: eb("units_taken", "-", 100_000), units_imported: eb("units_imported", "-", 100_000) }))
      .where("id", "=", R.cheapPoints)
      .execute();
    expect((await search({ size: 1, sort: [...REWARD_SORTS.popular] })).hits[0]!._source.id).not.toBe(R.cheapPoints);
  });
});

describe("sorts and pages", () => {
  for (const [name, sort] of Object.entries(REWARD_SORTS)) {
    it(`sorts ${name}`, async () => {
      const { docs } = await find("", sort);
      expect(docs.length).toBe((await publicIds()).length);
      const [first] = sort;
      const [field, { order }] = Object.entries(first)[0] as [string, { order: "asc" | "desc" }];
      const value = (d: RewardDocument) => (field === "spotlight" ? Number(d.spotlight) : field === "unitsTaken" ? d.unitsTaken : d.points);
      expectOrdered(docs, (a, b) => {
        const primary = order === "asc" ? value(a) - value(b) : value(b) - value(a);
        return primary !== 0 ? primary : b.creationDate.localeCompare(a.creationDate) || b.id - a.id;
      });
    });
  }

  it("pages with from and size; size 0 answers only the total; past the end no hits", async () => {
    const first = await search({ size: 10 });
    const second = await search({ size: 10, from: 10 });
    expect(second.total.value).toBe(first.total.value);
    expect(second.hits.some((h) => first.hits.some((f) => f._id === h._id))).toBe(false);
    expect(await search({ size: 0 })).toEqual({ total: first.total, hits: [] });
    expect(await search({ size: 10, from: 5000 })).toEqual({ total: first.total, hits: [] });
  });

  it("refuses bad pages and sorts with a Dutch 400", async () => {
    const bad: unknown[] = [
      { size: 101 },
      { size: -1 },
      { from: 10_001 },
      { from: -1 },
      { sort: [{ points: { order: "up" } }] },
      { sort: [{ title: { order: "asc" } }] },
      { sort: [{ points: { order: "asc" }, id: { order: "asc" } }] },
      { query: { query_string: { query: "x".repeat(501) } } },
      { query: { match: { title: "koffie" } } },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: "POST", url: "/api/search/promotion", payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problemSchema.parse(res.json()).code).toBe("validation");
    }
  });
});

describe("queries it cannot read", () => {
  it("refuses a control character with a Dutch 400, never a 500 or an error in the log (issue 24)", async () => {
    logs.clear();
    for (const query of ["ab\u0000c", "\u0000", "koffie\u001b", "id:1\u007f"]) {
      const res = await app.inject({ method: "POST", url: "/api/search/promotion", payload: { query: { query_string: { query } } } });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers["content-type"]).toContain(PROBLEM_CONTENT_TYPE);
      const problem = problemSchema.parse(res.json());
      expect(problem.code).toBe("validation");
      expect(problem.endUserMessage.nl).toMatch(/[a-z]/);
      expect(problem.schemaErrors).toEqual([{ jsonPointer: "/query/query_string/query", error: CONTROL_CHARACTER_MESSAGE }]);
    }
    expect(logs.errors()).toEqual([]);
  });

  const broken: [string, RegExp][] = [
    ["title:koffie", /het veld "title" bestaat niet/],
    ["id:abc", /id verwacht een nummer/],
    ["id:99999999999", /id verwacht een nummer/],
    ["organiser:0", /organiser verwacht een nummer/],
    ["cardSystem:gent", /cardSystem verwacht een nummer/],
    ["points:[a TO b]", /puntenbereik/],
    ["points:[20 TO 10]", /begint hoger/],
    ["points:[10 TO 20", /werd niet gesloten/],
    ["points:[1 TO 2] points:[3 TO 4]", /één puntenbereik/],
    ['"koffie', /aanhalingsteken werd niet gesloten/],
    ["type:GIFT", /POINTS of WELCOME/],
    ["category:Onbekend", /categorie "Onbekend" bestaat niet/],
    ["forKids:ja", /true of false/],
    ["koffie OR thee", /OR en NOT/],
    ["NOT koffie", /OR en NOT/],
    ["-koffie", /kan niet beginnen met "-"/],
    ["(koffie)", /wordt niet ondersteund/],
    ["ko*ffie", /einde van een woord/],
    ["a b c d e f g h i j k l m", /hoogstens 12 zoekwoorden/],
  ];
  for (const [query, message] of broken) {
    it(`refuses ${query.slice(0, 30)} with a Dutch 400`, async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/search/promotion",
        payload: { size: 5, query: { query_string: { query } } },
      });
      expect(res.statusCode).toBe(400);
      const problem = problemSchema.parse(res.json());
      expect(problem.code).toBe("bad-request");
      expect(problem.endUserMessage.nl).toMatch(/^Deze zoekopdracht kunnen we niet lezen: /);
      expect(problem.endUserMessage.nl).toMatch(message);
    });
  }
});

describe("parseRewardQuery", () => {
  it("turns fields into filters and the rest into free text", () => {
    expect(
      parseRewardQuery(
        'id:4 organiser:7 cardSystem:1 cardSystem:2 type:welcome category:"eten en drinken" points:[5 TO *] forKids:true lastChance:false "gratis koffie" Gent AND koff*',
      ),
    ).toEqual({
      ids: [4],
      organiserIds: [7],
      cardSystemIds: [1, 2],
      types: ["WELCOME"],
      categories: ["Eten en drinken"],
      pointsMin: 5,
      forKids: true,
      lastChance: false,
      text: { raw: "gratis koffie Gent koff", groups: ["gratis koffie", "Gent", "koff"] },
    });
    expect(parseRewardQuery(undefined)).toEqual({});
    expect(parseRewardQuery("  *  ")).toEqual({});
    expect(parseRewardQuery("points:{10 TO 20}")).toEqual({ pointsMin: 11, pointsMax: 19 });
  });
});

describe("sanitizeDescription", () => {
  it("keeps text without markup as it is and sanitises everything else", () => {
    for (const text of ["Zeg \"hallo\" en 'dag'", "a\nb  c", "ß é ‘ ’ …"]) expect(sanitizeDescription(text)).toBe(text);
    expect(sanitizeDescription("x > y & z")).toBe("x &gt; y &amp; z");
    expect(sanitizeDescription("<b>vet</b><script>x()</script>")).toBe("<b>vet</b>");
    expect(sanitizeDescription("   ")).toBe("");
    expect(sanitizeDescription(null)).toBe("");
  });
});
