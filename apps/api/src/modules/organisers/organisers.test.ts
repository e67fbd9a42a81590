// Organisers over HTTP on the demo data: the organiser search (ranking: an exact name first, typos,
// prefixes, dashes and accents, distance from a point with and without a radius), the four map filters,
// pagination bounds, the search documents following every change (migration 0013's triggers), map
// markers inside a box, suggestions, a location with sanitised HTML, activities and regions. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activitySearchResultSchema,
  locationDetailSchema,
  locationSlug,
  locationSuggestionsSchema,
  organiserMarkersResultSchema,
  organiserSearchResultSchema,
  regionsSchema,
  ORGANISER_FILTERS,
  type OrganiserFilter,
  type OrganiserSearchBody,
  type OrganiserSearchResult,
} from "@vtp/contracts/organisers";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { PROBLEM_CONTENT_TYPE, problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { buildApiServer } from "../../app.ts";
import { DEMO_EXPIRED_CHECKIN_CODE, DEMO_UNPLACED_ORGANISER } from "../../seeds/demo.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { testConfig } from "../../testing/holder-auth.ts";
import { LogCapture } from "../../testing/log-capture.ts";
import { FIRST_RADIUS, textQuery, typesMask, typesOf } from "./service.ts";

/** The centre of Gent (Korenmarkt) and of Antwerpen. */
const GENT = { lat: 51.0543, lon: 3.7174 };
const ANTWERPEN = { lat: 51.2194, lon: 4.4025 };
const TYPE_OF: Record<OrganiserFilter, string> = {
  pointOfSale: "POINT_OF_SALE",
  pointOfSaleKansenstatuut: "POINT_OF_SALE_KANSENSTATUUT",
  cidCheckin: "CHECKIN",
  hasPointsPromotions: "POINTS_PROMOTIONS",
};

let database: Database;
let app: FastifyInstance;
const logs = new LogCapture();

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  app = await buildApiServer({ config: testConfig(), db: database.db, clock: () => FIXTURE_NOW, logStream: logs });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function search(body: OrganiserSearchBody): Promise<OrganiserSearchResult> {
  const res = await app.inject({ method: "POST", url: "/api/search/organiser", payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return organiserSearchResultSchema.parse(res.json());
}

async function refused(method: "GET" | "POST", url: string, payload?: unknown) {
  const res = await app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers["content-type"]).toContain(PROBLEM_CONTENT_TYPE);
  const problem = problemSchema.parse(res.json());
  expect(problem.endUserMessage.nl).toMatch(/[a-z]/);
  return problem;
}

async function idOf(name: string): Promise<number> {
  const row = await database.db.selectFrom("organisers").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

describe("the organiser search: ranking", () => {
  it("puts an exact name first, before names that only contain its words", async () => {
    const gent = (await database.db.selectFrom("municipalities").select("id").where("name", "=", "Gent").executeTakeFirstOrThrow()).id;
    // Inserted in this order so that neither the id nor the name order puts the exact one first.
    const inserted = await database.db
      .insertInto("organisers")
      .values([
        { name: "Kunstencentrum Vooruit Café", municipality_id: gent, latitude: 51.049, longitude: 3.728 },
        { name: "Vooruit Kunstencentrum Foyer", municipality_id: gent, latitude: 51.049, longitude: 3.728 },
        { name: "Kunstencentrum Vooruit", municipality_id: gent, latitude: 51.049, longitude: 3.728 },
      ])
      .returning(["id", "name"])
      .execute();
    const exact = inserted.find((o) => o.name === "Kunstencentrum Vooruit")!;
    for (const text of ["Kunstencentrum Vooruit", "kunstencentrum vooruit", "KUNSTENCENTRUM  VOORUIT"]) {
      const result = await search({ text });
      expect(result.organisers[0]!.id, text).toBe(exact.id);
      expect(result.organisers.map((o) => o.id).sort()).toEqual(inserted.map((o) => o.id).sort());
    }
    await database.db
      .deleteFrom("organisers")
      .where(
        "id",
        "in",
        inserted.map((o) => o.id),
      )
      .execute();
  });

  it("finds by the start of a word: 'gen' finds the organisers in Gent, 'stadsbib' the city library", async () => {
    const gen = await search({ text: "gen", size: 100 });
    const inGent = await count(
      sql<{ n: number }>`SELECT count(*) AS n FROM organisers o JOIN municipalities m ON m.id = o.municipality_id WHERE m.name = 'Gent'`,
    );
    expect(gen.organisers.filter((o) => o.address.city === "Gent")).toHaveLength(inGent);
    expect((await search({ text: "stadsbib" })).organisers.map((o) => o.name)).toContain("Stadsbibliotheek Gent");
  });

  it("forgives typos in words of four letters or more", async () => {
    const mechelen = await search({ text: "mechlen", size: 100 });
    expect(mechelen.total).toBeGreaterThan(5);
    expect(mechelen.organisers.every((o) => o.address.city === "Mechelen")).toBe(true);
    const library = await search({ text: "bibliotek mechlen" });
    expect(library.organisers.map((o) => o.name)).toContain("Bibliotheek Mechelen");
    expect((await search({ text: "zwembat gent" })).organisers.map((o) => o.name)).toContain("Stedelijk zwembad Gent");
    // A typo is only corrected towards words that exist: nonsense finds nothing.
    expect((await search({ text: "xqzvw" })).total).toBe(0);
  });

  it("never corrects a word that exists: 'gent' does not find Genk", async () => {
    const gent = await search({ text: "gent", size: 100 });
    expect(gent.organisers.some((o) => o.address.city === "Genk")).toBe(false);
    expect((await search({ text: "genk", size: 100 })).organisers.every((o) => o.address.city !== "Gent")).toBe(true);
  });

  it("treats dashes, spaces, case and accents alike", async () => {
    const waasland = await idOf("Sportcomplex Waasland");
    for (const text of ["sint-niklaas", "Sint Niklaas", "SINT-NIKLAAS", "sint niklaas sportcomplex"]) {
      expect(
        (await search({ text })).organisers.map((o) => o.id),
        text,
      ).toContain(waasland);
    }
    const lelie = await idOf("Zwembad De Waterleliën");
    expect((await search({ text: "waterlelien" })).organisers.map((o) => o.id)).toContain(lelie);
    expect((await search({ text: "WATERLELIËN" })).organisers.map((o) => o.id)).toContain(lelie);
  });

  it("finds an organiser by its postal code and by the titles of its rewards", async () => {
    const byPostalCode = await search({ text: "9000", size: 100 });
    expect(byPostalCode.total).toBeGreaterThan(10);
    expect(byPostalCode.organisers.every((o) => o.address.postalCode === "9000")).toBe(true);
    const coffee = await search({ text: "koffie", size: 100 });
    expect(coffee.organisers.map((o) => o.name)).toContain("Cultuurcentrum Gent");
  });

  it("orders by distance from a point: a position in Gent orders Gent first", async () => {
    const result = await search({ near: GENT, size: 20 });
    expect(result.total).toBe(await count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers`));
    expect(result.organisers[0]!.address.city).toBe("Gent");
    const distances = result.organisers.map((o) => o.distanceMeters!);
    expect(distances.every((d) => d !== null && d < 3000)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const antwerpen = await search({ near: ANTWERPEN, size: 5 });
    expect(antwerpen.organisers[0]!.address.city).toBe("Antwerpen");
  });

  it("orders a rare filter by distance beyond the first box, with the unplaced organisers last", async () => {
    // A filter that is rare near Gent: the nearest matches lie beyond the first radius.
    const all = await search({ near: GENT, filters: ["pointOfSaleKansenstatuut"], size: 100 });
    const placed = all.organisers.filter((o) => o.location !== null);
    expect(placed.at(-1)!.distanceMeters!).toBeGreaterThan(FIRST_RADIUS);
    const distances = placed.map((o) => o.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const unplaced = all.organisers.filter((o) => o.location === null);
    expect(unplaced.map((o) => o.name)).toEqual([DEMO_UNPLACED_ORGANISER]);
    expect(all.organisers.at(-1)).toMatchObject({ name: DEMO_UNPLACED_ORGANISER, distanceMeters: null });
    // Page by page gives the same order.
    const pages: number[] = [];
    for (let from = 0; from < all.total; from += 7)
      pages.push(...(await search({ near: GENT, filters: ["pointOfSaleKansenstatuut"], size: 7, from })).organisers.map((o) => o.id));
    expect(pages).toEqual(all.organisers.map((o) => o.id));
  });

  it("limits to a radius with withinMeters, the total counting only what is inside", async () => {
    const near = await search({ near: GENT, withinMeters: 1000, size: 100 });
    expect(near.total).toBe(near.organisers.length);
    expect(near.total).toBeGreaterThan(0);
    expect(near.organisers.every((o) => o.distanceMeters! <= 1000)).toBe(true);
    const wider = await search({ near: GENT, withinMeters: 5000, size: 100 });
    expect(wider.total).toBeGreaterThan(near.total);
  });

  it("combines text and distance: every match, the nearest first", async () => {
    const plain = await search({ text: "bibliotheek", size: 100 });
    const near = await search({ text: "bibliotheek", near: ANTWERPEN, size: 100 });
    expect(near.total).toBe(plain.total);
    expect(near.organisers.map((o) => o.id).sort()).toEqual(plain.organisers.map((o) => o.id).sort());
    const distances = near.organisers.map((o) => o.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe("near me on many organisers: the growing bounding boxes", () => {
  it("answers every page exactly as sorting every match by distance would", async () => {
    // 1,500 organisers spread over Flanders (more than the boxes' "few matches"), every third a point of sale.
    const { rows: inserted } = await sql<{ id: number }>`
      INSERT INTO organisers (name, municipality_id, latitude, longitude)
      SELECT 'Testorganisator ' || g, (SELECT min(id) FROM municipalities),
        50.75 + ((g * 7919) % 1000) / 1000.0 * 0.6, 2.7 + ((g * 104729) % 1000) / 1000.0 * 3.1
      FROM generate_series(1, 1500) AS g
      RETURNING id`.execute(database.db);
    await sql`INSERT INTO organiser_types (organiser_id, type) SELECT id, 'POINT_OF_SALE' FROM organisers WHERE name LIKE 'Testorganisator %' AND id % 3 = 0`.execute(
      database.db,
    );
    try {
      for (const [point, filters] of [
        [GENT, undefined],
        [ANTWERPEN, ["pointOfSale"]],
        [{ lat: 51.3, lon: 2.8 }, ["pointOfSale", "cidCheckin"]],
        [{ lat: 50.0, lon: 6.5 }, undefined],
      ] as const) {
        const filtered = filters === undefined ? [] : [...filters];
        const mask = typesMask(filtered);
        const { rows: expected } = await sql<{ organiser_id: number }>`
          SELECT d.organiser_id FROM organiser_search_documents d
          WHERE ${mask}::smallint = 0 OR (d.types & ${mask}::smallint) <> 0
          ORDER BY earth_distance(d.position, ll_to_earth(${point.lat}::float8, ${point.lon}::float8)) NULLS LAST, d.organiser_id`.execute(
          database.db,
        );
        for (const [from, size] of [
          [0, 20],
          [20, 20],
          [0, 100],
          [300, 50],
        ] as const) {
          const result = await search({ near: point, filters: filtered, from, size });
          expect(result.total).toBe(expected.length);
          expect(
            result.organisers.map((o) => o.id),
            `${JSON.stringify(point)} ${filtered.join(",")} ${from}`,
          ).toEqual(expected.slice(from, from + size).map((r) => r.organiser_id));
        }
      }
    } finally {
      await database.db
        .deleteFrom("organisers")
        .where(
          "id",
          "in",
          inserted.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe("the organiser search: filters and pages", () => {
  for (const filter of ORGANISER_FILTERS) {
    it(`filters on ${filter}`, async () => {
      const result = await search({ filters: [filter], size: 100 });
      const expected = await count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_types WHERE type = ${TYPE_OF[filter]}`);
      expect(result.total).toBe(expected);
      expect(result.organisers.every((o) => o.types.includes(filter))).toBe(true);
    });
  }

  it("ORs the filters (a place that matches any checked filter) and ANDs them with the text", async () => {
    // Saving points and exchanging them: two filters that neither contains the other in the demo data,
    // so AND would give fewer places than either alone and OR gives more than either alone.
    const either = await search({ filters: ["cidCheckin", "hasPointsPromotions"], size: 100 });
    const expected = await count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers o
      WHERE EXISTS (SELECT 1 FROM organiser_types t WHERE t.organiser_id = o.id AND t.type IN ('CHECKIN', 'POINTS_PROMOTIONS'))`);
    const checkin = await search({ filters: ["cidCheckin"], size: 100 });
    const rewards = await search({ filters: ["hasPointsPromotions"], size: 100 });
    expect(either.total).toBe(expected);
    expect(either.total).toBeGreaterThan(checkin.total);
    expect(either.total).toBeGreaterThan(rewards.total);
    expect(either.organisers.every((o) => o.types.includes("cidCheckin") || o.types.includes("hasPointsPromotions"))).toBe(true);
    expect(either.organisers.some((o) => !o.types.includes("cidCheckin"))).toBe(true);
    expect(either.organisers.some((o) => !o.types.includes("hasPointsPromotions"))).toBe(true);
    // The markers answer the same set.
    const markers = (
      await app.inject({
        method: "POST",
        url: "/api/search/organiser/markers",
        payload: { filters: ["cidCheckin", "hasPointsPromotions"] },
      })
    ).json<{ total: number }>();
    expect(markers.total).toBe(
      await count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers o WHERE o.latitude IS NOT NULL
        AND EXISTS (SELECT 1 FROM organiser_types t WHERE t.organiser_id = o.id AND t.type IN ('CHECKIN', 'POINTS_PROMOTIONS'))`),
    );
    const inGent = await search({ text: "gent", filters: ["pointOfSaleKansenstatuut"], size: 100 });
    expect(inGent.organisers.map((o) => o.name).sort()).toEqual(["OCMW Gent", DEMO_UNPLACED_ORGANISER, "Welzijnshuis Gent"].sort());
  });

  it("counts the public rewards handed out at each organiser", async () => {
    const gent = (await search({ text: "Cultuurcentrum Gent" })).organisers[0]!;
    const rewards = await app.inject({
      method: "POST",
      url: "/api/search/promotion",
      payload: { size: 100, query: { query_string: { query: `organiser:${gent.id}` } } },
    });
    expect(gent.promotionsCount).toBe((rewards.json() as { hits: { total: { value: number } } }).hits.total.value);
    expect(gent.promotionsCount).toBeGreaterThan(0);
  });

  it("pages with from and size: disjoint pages, one total, nothing past the end", async () => {
    const first = await search({ filters: ["cidCheckin"], size: 10 });
    const second = await search({ filters: ["cidCheckin"], size: 10, from: 10 });
    expect(second.total).toBe(first.total);
    expect(second.organisers.map((o) => o.id).some((id) => first.organisers.some((o) => o.id === id))).toBe(false);
    const past = await search({ filters: ["cidCheckin"], size: 10, from: 5000 });
    expect(past).toEqual({ total: first.total, organisers: [] });
  });

  it("refuses bad input with a Dutch 400 and never a 500", async () => {
    const bad: unknown[] = [
      { size: 0 },
      { size: 101 },
      { from: -1 },
      { from: 10_001 },
      { size: 2.5 },
      { text: "x".repeat(101) },
      { filters: ["pointOfSale", "bogus"] },
      { near: { lat: 91, lon: 3 } },
      { near: { lat: 51 } },
      { near: GENT, withinMeters: 10 },
      { text: 42 },
    ];
    for (const payload of bad) {
      const problem = await refused("POST", "/api/search/organiser", payload);
      expect(problem.code, JSON.stringify(payload)).toBe("validation");
      expect(problem.schemaErrors?.[0]?.error).toMatch(/[a-z]/);
    }
    const size = await refused("POST", "/api/search/organiser", { size: 101 });
    expect(size.schemaErrors).toEqual([{ jsonPointer: "/size", error: expect.stringMatching(/100/) }]);
  });

  it("refuses a control character in the search texts with a Dutch 400, never a 500 or an error in the log (issue 24)", async () => {
    logs.clear();
    const searches: [method: "GET" | "POST", url: string, payload?: unknown][] = [
      ["POST", "/api/search/organiser", { text: "ab\u0000c" }],
      ["POST", "/api/search/organiser/markers", { text: "ab\u0000c" }],
      ["POST", "/api/search/organiser", { text: "ab\u007fc" }],
      ["GET", "/api/search/suggest?q=ab%00c"],
      ["GET", "/api/search/activities?text=ab%00c"],
      ["GET", "/api/search/activities?text=%1B"],
    ];
    for (const [method, url, payload] of searches) {
      const problem = await refused(method, url, payload);
      expect(problem.code, url).toBe("validation");
      expect(problem.endUserMessage.nl).toMatch(/[a-z]/);
      expect(problem.schemaErrors).toEqual([{ jsonPointer: url.includes("suggest") ? "/q" : "/text", error: CONTROL_CHARACTER_MESSAGE }]);
    }
    expect(logs.errors()).toEqual([]);
  });

  it("answers odd but valid text without an error", async () => {
    for (const text of ["%", "_", "\\", "'", "--", "a:b", "(", "*", "!!!", "   ", "ß", "😀", "de de de"]) {
      const res = await app.inject({ method: "POST", url: "/api/search/organiser", payload: { text } });
      expect(res.statusCode, text).toBe(200);
    }
  });
});

describe("the search documents follow every change (triggers)", () => {
  it("finds a new organiser, its new name, type, place and rewards, and forgets a deleted one", async () => {
    const aalst = (await database.db.selectFrom("municipalities").select("id").where("name", "=", "Aalst").executeTakeFirstOrThrow()).id;
    const [row] = await database.db
      .insertInto("organisers")
      .values({ name: "Buurthuis Het Klaverblad", municipality_id: aalst, latitude: 50.937, longitude: 4.04 })
      .returning("id")
      .execute();
    const id = row!.id;
    const ids = async (body: OrganiserSearchBody) => (await search({ size: 100, ...body })).organisers.map((o) => o.id);
    expect(await ids({ text: "klaverblad aalst" })).toContain(id);

    await database.db.updateTable("organisers").set({ name: "Buurthuis De Regenboog" }).where("id", "=", id).execute();
    expect(await ids({ text: "klaverblad" })).not.toContain(id);
    expect(await ids({ text: "regenboog" })).toContain(id);

    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).not.toContain(id);
    await database.db.insertInto("organiser_types").values({ organiser_id: id, type: "POINT_OF_SALE" }).execute();
    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).toContain(id);
    await database.db.deleteFrom("organiser_types").where("organiser_id", "=", id).execute();
    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).not.toContain(id);

    // Moved to Gent: found near Gent within a kilometre.
    await database.db.updateTable("organisers").set({ latitude: GENT.lat, longitude: GENT.lon }).where("id", "=", id).execute();
    expect(await ids({ near: GENT, withinMeters: 1000 })).toContain(id);

    // A reward handed out here makes its title findable, until the reward is switched off.
    const reward = await database.db
      .insertInto("rewards")
      .values({
        type: "POINTS",
        title: "Gratis theepot",
        card_system_id: 1,
        points: 5,
        category: "Gadget of item",
        publication_start: FIXTURE_NOW,
        redeem_start: FIXTURE_NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db.insertInto("reward_organisers").values({ reward_id: reward.id, organiser_id: id }).execute();
    expect(await ids({ text: "theepot" })).toEqual([id]);
    await database.db.updateTable("rewards").set({ title: "Gratis koffiekan" }).where("id", "=", reward.id).execute();
    expect(await ids({ text: "theepot" })).toEqual([]);
    expect(await ids({ text: "koffiekan" })).toEqual([id]);
    await database.db.updateTable("rewards").set({ status: "INACTIVE" }).where("id", "=", reward.id).execute();
    expect(await ids({ text: "koffiekan" })).toEqual([]);
    await database.db.deleteFrom("rewards").where("id", "=", reward.id).execute();

    await database.db.deleteFrom("organisers").where("id", "=", id).execute();
    expect(await ids({ text: "regenboog" })).not.toContain(id);
    expect(await count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_search_documents WHERE organiser_id = ${id}`)).toBe(0);
    expect(await count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_search_terms WHERE organiser_id = ${id}`)).toBe(0);
  });

  it("keeps one document and one text per organiser and per reward", async () => {
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM organisers o WHERE NOT EXISTS (SELECT 1 FROM organiser_search_documents d WHERE d.organiser_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM organisers o WHERE NOT EXISTS (SELECT 1 FROM organiser_search_terms t WHERE t.organiser_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_search_documents d WHERE d.reward_id = r.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_search_terms t WHERE t.reward_id = r.id)`,
      ),
    ).toBe(0);
  });
});

describe("POST /api/search/organiser/markers", () => {
  it("answers every placed match inside the box as [id, lat, lon, types]", async () => {
    const bbox = { south: 51.0, west: 3.6, north: 51.1, east: 3.8 };
    const res = await app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: { bbox } });
    const result = organiserMarkersResultSchema.parse(res.json());
    expect(result.total).toBe(result.markers.length);
    expect(result.total).toBeGreaterThan(20);
    for (const [, lat, lon] of result.markers) {
      expect(lat).toBeGreaterThanOrEqual(bbox.south);
      expect(lat).toBeLessThanOrEqual(bbox.north);
      expect(lon).toBeGreaterThanOrEqual(bbox.west);
      expect(lon).toBeLessThanOrEqual(bbox.east);
    }
    const inside = await count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers
      WHERE latitude BETWEEN ${bbox.south} AND ${bbox.north} AND longitude BETWEEN ${bbox.west} AND ${bbox.east}`);
    expect(result.total).toBe(inside);
  });

  it("without a box answers every placed match; the types bitmask and the filters agree", async () => {
    const all = organiserMarkersResultSchema.parse(
      (await app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: {} })).json(),
    );
    expect(all.total).toBe(await count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers WHERE latitude IS NOT NULL`));
    const unplaced = await idOf(DEMO_UNPLACED_ORGANISER);
    expect(all.markers.some(([id]) => id === unplaced)).toBe(false);
    const checkin = organiserMarkersResultSchema.parse(
      (
        await app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: { filters: ["cidCheckin"], text: "gent" } })
      ).json(),
    );
    expect(checkin.total).toBeGreaterThan(0);
    expect(checkin.markers.every(([, , , types]) => typesOf(types).includes("cidCheckin"))).toBe(true);
  });

  it("refuses a box whose corners are swapped", async () => {
    const problem = await refused("POST", "/api/search/organiser/markers", { bbox: { south: 51.1, west: 3.6, north: 51.0, east: 3.8 } });
    expect(problem.schemaErrors?.[0]?.error).toMatch(/zuidwestelijke/);
  });
});

describe("GET /api/search/suggest", () => {
  it("suggests organisers and municipalities with their centre while typing", async () => {
    const res = await app.inject({ url: "/api/search/suggest?q=gen" });
    expect(res.statusCode).toBe(200);
    const suggestions = locationSuggestionsSchema.parse(res.json());
    expect(suggestions.municipalities.map((m) => m.name)).toContain("Gent");
    expect(suggestions.municipalities.find((m) => m.name === "Gent")!.centre).toEqual({
      lat: expect.closeTo(51.05, 1),
      lon: expect.closeTo(3.72, 1),
    });
    expect(suggestions.organisers.length).toBeGreaterThan(0);
    expect(suggestions.organisers.length).toBeLessThanOrEqual(5);
  });

  it("reads dashes, postal codes and typos", async () => {
    const suggest = async (q: string) =>
      locationSuggestionsSchema.parse((await app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` })).json());
    expect((await suggest("sint-nik")).municipalities[0]!.name).toBe("Sint-Niklaas");
    expect((await suggest("sint nik")).municipalities[0]!.name).toBe("Sint-Niklaas");
    expect((await suggest("9000")).municipalities[0]).toMatchObject({ postalCode: "9000", name: "Gent" });
    expect((await suggest("mechlen")).municipalities[0]!.name).toBe("Mechelen");
    expect((await suggest("Cultuurcentrum Gent")).organisers[0]!.name).toBe("Cultuurcentrum Gent");
    // Names that start with the text first, then names whose words match (here: a typo).
    const stadsbib = (await suggest("stadsbib")).organisers.map((o) => o.name);
    expect(stadsbib.length).toBeGreaterThan(1);
    expect(stadsbib.every((name) => name.startsWith("Stadsbibliotheek"))).toBe(true);
    expect(stadsbib).toEqual([...stadsbib].sort());
    const typo = (await suggest("bibliotek mechlen")).organisers.map((o) => o.name);
    expect(typo).toContain("Bibliotheek Mechelen");
    expect(await suggest("%%")).toEqual({ organisers: [], municipalities: [] });
  });

  it("refuses an empty or a too long text", async () => {
    await refused("GET", "/api/search/suggest?q=");
    await refused("GET", `/api/search/suggest?q=${"a".repeat(101)}`);
  });
});

describe("GET /api/locations/:id", () => {
  it("answers a location with its slug, types, counts and sanitised description", async () => {
    const id = await idOf("Stadsbibliotheek Gent");
    await database.db
      .updateTable("organisers")
      .set({
        description:
          '<p onclick="x()">Lees <strong>gratis</strong><script>alert(1)</script></p><a href="javascript:alert(1)">kwaad</a><img src=x onerror=alert(1)>',
      })
      .where("id", "=", id)
      .execute();
    const res = await app.inject({ url: `/api/locations/${id}` });
    expect(res.statusCode).toBe(200);
    const location = locationDetailSchema.parse(res.json());
    expect(location).toMatchObject({
      id,
      name: "Stadsbibliotheek Gent",
      slug: "stadsbibliotheek-gent",
      cardSystem: { id: 1, name: "UiTPAS Gent" },
    });
    expect(location.description).toBe('<p>Lees <strong>gratis</strong></p><a rel="noopener noreferrer">kwaad</a>');
    expect(location.types).toContain("cidCheckin");
    expect(location.location).not.toBeNull();
    expect(location.activitiesCount).toBeGreaterThan(0);
    expect(location.facilities.length).toBeGreaterThan(0);
  });

  it("answers a location without coordinates with location null (the map's 'no address' state)", async () => {
    const res = await app.inject({ url: `/api/locations/${await idOf(DEMO_UNPLACED_ORGANISER)}` });
    const location = locationDetailSchema.parse(res.json());
    expect(location).toMatchObject({
      location: null,
      types: ["pointOfSale", "pointOfSaleKansenstatuut"],
      slug: locationSlug(DEMO_UNPLACED_ORGANISER),
    });
  });

  it("answers 404 for an unknown location and 400 for a bad id", async () => {
    const missing = await app.inject({ url: "/api/locations/999999" });
    expect(missing.statusCode).toBe(404);
    expect(problemSchema.parse(missing.json()).endUserMessage.nl).toBe("Deze locatie werd niet gevonden.");
    for (const bad of ["abc", "0", "-1", "99999999999"]) await refused("GET", `/api/locations/${bad}`);
  });
});

describe("GET /api/search/activities", () => {
  it("lists the upcoming activities of a location: dated ones by start, permanent ones after them", async () => {
    const { rows } = await sql<{ organiser_id: number }>`SELECT organiser_id FROM activities WHERE checkin_code = 'GENT-EXPO-2026'`.execute(
      database.db,
    );
    const organiserId = rows[0]!.organiser_id;
    const res = await app.inject({ url: `/api/search/activities?organiserId=${organiserId}&size=100` });
    const result = activitySearchResultSchema.parse(res.json());
    expect(result.total).toBe(result.activities.length);
    expect(result.activities.every((a) => a.organiser.id === organiserId)).toBe(true);
    expect(result.activities.map((a) => a.title)).toContain("Tentoonstelling 'Gent in beweging'");
    const permanentFrom = result.activities.findIndex((a) => a.permanent);
    if (permanentFrom >= 0) expect(result.activities.slice(permanentFrom).every((a) => a.startsAt === null)).toBe(true);
    for (const a of result.activities)
      if (!a.permanent) expect(new Date(a.endsAt ?? a.startsAt!).getTime()).toBeGreaterThanOrEqual(FIXTURE_NOW.getTime());
  });

  it("leaves out activities that ended", async () => {
    const { rows } = await sql<{
      organiser_id: number;
      title: string;
    }>`SELECT organiser_id, title FROM activities WHERE checkin_code = ${DEMO_EXPIRED_CHECKIN_CODE}`.execute(database.db);
    const res = await app.inject({ url: `/api/search/activities?organiserId=${rows[0]!.organiser_id}&size=100` });
    expect(activitySearchResultSchema.parse(res.json()).activities.map((a) => a.title)).not.toContain(rows[0]!.title);
  });

  it("filters a region, the supra-local offer and words, and pages", async () => {
    const get = async (query: string) =>
      activitySearchResultSchema.parse((await app.inject({ url: `/api/search/activities?${query}` })).json());
    const gent = await get("cardSystemId=1&size=100");
    expect(gent.total).toBeGreaterThan(10);
    expect(gent.activities.every((a) => a.cardSystem.id === 1)).toBe(true);
    const supra = await get("supraLocal=true&size=100");
    expect(supra.total).toBeGreaterThan(0);
    expect(supra.activities.every((a) => a.supraLocal)).toBe(true);
    const supraOrganisers = await count(
      sql<{
        n: number;
      }>`SELECT count(DISTINCT organiser_id) AS n FROM activities a JOIN organisers o ON o.id = a.organiser_id WHERE o.card_system_id IS NULL`,
    );
    expect(new Set(supra.activities.map((a) => a.organiser.id)).size).toBeLessThanOrEqual(supraOrganisers);
    const local = await get("supraLocal=false&cardSystemId=1&size=100");
    expect(local.activities.every((a) => !a.supraLocal)).toBe(true);
    const swimming = await get("text=zwembeurt&size=100");
    expect(swimming.total).toBeGreaterThan(0);
    expect(swimming.activities.every((a) => /zwem/i.test(a.title) || /zwem/i.test(a.organiser.name))).toBe(true);
    const page2 = await get("cardSystemId=1&size=5&from=5");
    expect(page2.activities.map((a) => a.id)).toEqual(gent.activities.slice(5, 10).map((a) => a.id));
  });

  it("sanitises descriptions and refuses bad input", async () => {
    const { rows } = await sql<{
      id: number;
      organiser_id: number;
    }>`SELECT id, organiser_id FROM activities WHERE checkin_code = 'GENT-BIB-2026'`.execute(database.db);
    await database.db
      .updateTable("activities")
      .set({ description: '<b>Welkom</b><iframe src="https://x.test"></iframe>' })
      .where("id", "=", rows[0]!.id)
      .execute();
    const result = activitySearchResultSchema.parse(
      (await app.inject({ url: `/api/search/activities?organiserId=${rows[0]!.organiser_id}&size=100` })).json(),
    );
    expect(result.activities.find((a) => a.id === rows[0]!.id)!.description).toBe("<b>Welkom</b>");
    for (const query of ["size=0", "size=101", "from=-1", "supraLocal=ja", "organiserId=x", "cardSystemId=0"])
      await refused("GET", `/api/search/activities?${query}`);
  });

  it("refuses an id the database cannot hold with a Dutch 400, never a 500 or an error in the log (issue 24)", async () => {
    logs.clear();
    for (const name of ["organiserId", "cardSystemId"]) {
      const problem = await refused("GET", `/api/search/activities?${name}=2147483648`);
      expect(problem.code).toBe("validation");
      expect(problem.schemaErrors).toEqual([{ jsonPointer: `/${name}`, error: "Het getal mag hoogstens 2.147.483.647 zijn." }]);
    }
    expect((await app.inject({ url: "/api/search/activities?organiserId=2147483647" })).statusCode).toBe(200);
    expect(logs.errors()).toEqual([]);
  });
});

describe("GET /api/regions", () => {
  it("lists the active card systems with their municipalities", async () => {
    const regions = regionsSchema.parse((await app.inject({ url: "/api/regions" })).json()).regions;
    expect(regions.map((r) => r.name)).toContain("UiTPAS Gent");
    expect(regions.find((r) => r.id === 1)!.municipalities.map((m) => m.name)).toContain("Gent");
    await database.db.updateTable("card_systems").set({ active: false }).where("id", "=", 9).execute();
    const after = regionsSchema.parse((await app.inject({ url: "/api/regions" })).json()).regions;
    expect(after.map((r) => r.id)).not.toContain(9);
    expect(after).toHaveLength(regions.length - 1);
    await database.db.updateTable("card_systems").set({ active: true }).where("id", "=", 9).execute();
  });
});

describe("the service's helpers", () => {
  it("keeps dashed words together and drops what holds no letter or digit", () => {
    expect(textQuery(" Sint-Niklaas  bib ")).toEqual({ raw: "Sint-Niklaas bib", groups: ["Sint-Niklaas", "bib"] });
    expect(textQuery(" -- ! ")).toBeUndefined();
    expect(textQuery(undefined)).toBeUndefined();
  });

  it("maps the four filters to the documents' bitmask and back", () => {
    expect(typesMask(["pointOfSale", "hasPointsPromotions"])).toBe(0b1001);
    expect(typesOf(0b0110)).toEqual(["pointOfSaleKansenstatuut", "cidCheckin"]);
    expect(typesMask([])).toBe(0);
  });
});
