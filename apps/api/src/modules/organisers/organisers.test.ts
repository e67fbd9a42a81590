// Organisers over HTTP on the demo data, the organiser search: ranking (an exact name first, typos,
// prefixes, dashes and accents, distance from a point with and without a radius), the four map filters,
// pagination, the search documents following every change (migration 0013's triggers), and the service's
// helpers. The map's markers, suggestions, locations, activities and regions are in
// organisers-locations.test.ts, the refused input in organisers-input.test.ts. Runs on PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  organiserSearchResultSchema,
  ORGANISER_FILTERS,
  type OrganiserFilter,
  type OrganiserSearchBody,
  type OrganiserSearchResult,
} from "@vtp/contracts/organisers";
import { DEMO_UNPLACED_ORGANISER } from "../../seeds/demo.ts";
import { FIXTURE_NOW } from "../../testing/fixtures.ts";
import { ANTWERPEN, GENT, openOrganisersApi, type OrganisersApi } from "../../testing/organisers.ts";
import { FEW_MATCHES, textQuery, typesMask, typesOf } from "./service.ts";

const TYPE_OF: Record<OrganiserFilter, string> = {
  pointOfSale: "POINT_OF_SALE",
  pointOfSaleKansenstatuut: "POINT_OF_SALE_KANSENSTATUUT",
  cidCheckin: "CHECKIN",
  hasPointsPromotions: "POINTS_PROMOTIONS",
};

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

describe("the organiser search: ranking", () => {
  it("puts an exact name first, before names that only contain its words", async () => {
    const gent = (await api.db.selectFrom("municipalities").select("id").where("name", "=", "Gent").executeTakeFirstOrThrow()).id;
    // Inserted in this order so that neither the id nor the name order puts the exact one first.
    const inserted = await api.db
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
    await api.removeOrganisers(inserted.map((o) => o.id));
  });

  it("finds by the start of a word: 'gen' finds the organisers in Gent, 'stadsbib' the city library", async () => {
    const gen = await search({ text: "gen", size: 100 });
    const inGent = await api.count(
      sql<{
        n: number;
      }>`SELECT count(*) AS n FROM organisers o JOIN municipalities m ON m.id = o.municipality_id WHERE m.name = 'Gent'`,
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
    const waasland = await api.idOf("Sportcomplex Waasland");
    for (const text of ["sint-niklaas", "Sint Niklaas", "SINT-NIKLAAS", "sint niklaas sportcomplex"]) {
      expect(
        (await search({ text })).organisers.map((o) => o.id),
        text,
      ).toContain(waasland);
    }
    const lelie = await api.idOf("Zwembad De Waterleliën");
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
    expect(result.total).toBe(await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers`));
    expect(result.organisers[0]!.address.city).toBe("Gent");
    const distances = result.organisers.map((o) => o.distanceMeters!);
    expect(distances.every((d) => d !== null && d < 3000)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const antwerpen = await search({ near: ANTWERPEN, size: 5 });
    expect(antwerpen.organisers[0]!.address.city).toBe("Antwerpen");
  });

  it("keeps organisers at the same distance in one order, page by page (the nearest-first index finds each page's radius)", async () => {
    // Eight organisers in one building: a page boundary falls between them, wherever the index walk stops.
    const brugge = (await api.db.selectFrom("municipalities").select("id").where("name", "=", "Brugge").executeTakeFirstOrThrow()).id;
    const building = { lat: 51.2085, lon: 3.2265 };
    const inserted = await api.db
      .insertInto("organisers")
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Zaal ${8 - i} van het Concertgebouw`,
          municipality_id: brugge,
          latitude: building.lat,
          longitude: building.lon,
        })),
      )
      .returning("id")
      .execute();
    try {
      const placed = await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers WHERE latitude IS NOT NULL`);
      expect(placed, "more places than are sorted at once: the radius path").toBeGreaterThan(FEW_MATCHES);
      const first = await search({ near: building, size: 12 });
      expect(first.organisers.slice(0, 8).map((o) => o.id)).toEqual(inserted.map((o) => o.id).sort((a, b) => a - b));
      expect(first.organisers.slice(0, 8).every((o) => o.distanceMeters === 0)).toBe(true);
      const pages: number[] = [];
      for (let from = 0; from < 12; from += 3) pages.push(...(await search({ near: building, size: 3, from })).organisers.map((o) => o.id));
      expect(pages).toEqual(first.organisers.map((o) => o.id));
      const distances = first.organisers.map((o) => o.distanceMeters!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(first.total).toBe(await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers`));
    } finally {
      await api.removeOrganisers(inserted.map((o) => o.id));
    }
  });

  it("orders a rare filter by distance far beyond the town, with the unplaced organisers last", async () => {
    // A filter that is rare near Gent: most matches lie well beyond the town.
    const all = await search({ near: GENT, filters: ["pointOfSaleKansenstatuut"], size: 100 });
    const placed = all.organisers.filter((o) => o.location !== null);
    expect(placed.at(-1)!.distanceMeters!).toBeGreaterThan(20_000);
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

describe("near me on many organisers: the radius of each page from the nearest-first index", () => {
  it("answers every page exactly as sorting every match by distance would", async () => {
    // 1,500 organisers spread over Flanders (more than are sorted at once), every third a point of sale.
    const { rows: inserted } = await sql<{ id: number }>`
      INSERT INTO organisers (name, municipality_id, latitude, longitude)
      SELECT 'Testorganisator ' || g, (SELECT min(id) FROM municipalities),
        50.75 + ((g * 7919) % 1000) / 1000.0 * 0.6, 2.7 + ((g * 104729) % 1000) / 1000.0 * 3.1
      FROM generate_series(1, 1500) AS g
      RETURNING id`.execute(api.db);
    await sql`INSERT INTO organiser_types (organiser_id, type) SELECT id, 'POINT_OF_SALE' FROM organisers WHERE name LIKE 'Testorganisator %' AND id % 3 = 0`.execute(
      api.db,
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
          api.db,
        );
        // The last pages too: more asked than there are placed matches, so every match is sorted.
        for (const [from, size] of [
          [0, 20],
          [20, 20],
          [0, 100],
          [300, 50],
          [expected.length - 30, 50],
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
      await api.removeOrganisers(inserted.map((r) => r.id));
    }
  });
});

describe("the organiser search: filters and pages", () => {
  for (const filter of ORGANISER_FILTERS) {
    it(`filters on ${filter}`, async () => {
      const result = await search({ filters: [filter], size: 100 });
      const expected = await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_types WHERE type = ${TYPE_OF[filter]}`);
      expect(result.total).toBe(expected);
      expect(result.organisers.every((o) => o.types.includes(filter))).toBe(true);
    });
  }

  it("ORs the filters (a place that matches any checked filter) and ANDs them with the text", async () => {
    // Saving points and exchanging them: two filters that neither contains the other in the demo data,
    // so AND would give fewer places than either alone and OR gives more than either alone.
    const either = await search({ filters: ["cidCheckin", "hasPointsPromotions"], size: 100 });
    const expected = await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers o
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
      await api.app.inject({
        method: "POST",
        url: "/api/search/organiser/markers",
        payload: { filters: ["cidCheckin", "hasPointsPromotions"] },
      })
    ).json<{ total: number }>();
    expect(markers.total).toBe(
      await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers o WHERE o.latitude IS NOT NULL
        AND EXISTS (SELECT 1 FROM organiser_types t WHERE t.organiser_id = o.id AND t.type IN ('CHECKIN', 'POINTS_PROMOTIONS'))`),
    );
    const inGent = await search({ text: "gent", filters: ["pointOfSaleKansenstatuut"], size: 100 });
    expect(inGent.organisers.map((o) => o.name).sort()).toEqual(["OCMW Gent", DEMO_UNPLACED_ORGANISER, "Welzijnshuis Gent"].sort());
  });

  it("counts the public rewards handed out at each organiser", async () => {
    const gent = (await search({ text: "Cultuurcentrum Gent" })).organisers[0]!;
    const rewards = await api.app.inject({
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
});

describe("the search documents follow every change (triggers)", () => {
  it("finds a new organiser, its new name, type, place and rewards, and forgets a deleted one", async () => {
    const aalst = (await api.db.selectFrom("municipalities").select("id").where("name", "=", "Aalst").executeTakeFirstOrThrow()).id;
    const [row] = await api.db
      .insertInto("organisers")
      .values({ name: "Buurthuis Het Klaverblad", municipality_id: aalst, latitude: 50.937, longitude: 4.04 })
      .returning("id")
      .execute();
    const id = row!.id;
    const ids = async (body: OrganiserSearchBody) => (await search({ size: 100, ...body })).organisers.map((o) => o.id);
    expect(await ids({ text: "klaverblad aalst" })).toContain(id);

    await api.db.updateTable("organisers").set({ name: "Buurthuis De Regenboog" }).where("id", "=", id).execute();
    expect(await ids({ text: "klaverblad" })).not.toContain(id);
    expect(await ids({ text: "regenboog" })).toContain(id);

    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).not.toContain(id);
    await api.db.insertInto("organiser_types").values({ organiser_id: id, type: "POINT_OF_SALE" }).execute();
    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).toContain(id);
    await api.db.deleteFrom("organiser_types").where("organiser_id", "=", id).execute();
    expect(await ids({ text: "regenboog", filters: ["pointOfSale"] })).not.toContain(id);

    // Moved to Gent: found near Gent within a kilometre.
    await api.db.updateTable("organisers").set({ latitude: GENT.lat, longitude: GENT.lon }).where("id", "=", id).execute();
    expect(await ids({ near: GENT, withinMeters: 1000 })).toContain(id);

    // A reward handed out here makes its title findable, until the reward is switched off.
    const reward = await api.db
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
    await api.db.insertInto("reward_organisers").values({ reward_id: reward.id, organiser_id: id }).execute();
    expect(await ids({ text: "theepot" })).toEqual([id]);
    await api.db.updateTable("rewards").set({ title: "Gratis koffiekan" }).where("id", "=", reward.id).execute();
    expect(await ids({ text: "theepot" })).toEqual([]);
    expect(await ids({ text: "koffiekan" })).toEqual([id]);
    await api.db.updateTable("rewards").set({ status: "INACTIVE" }).where("id", "=", reward.id).execute();
    expect(await ids({ text: "koffiekan" })).toEqual([]);
    await api.db.deleteFrom("rewards").where("id", "=", reward.id).execute();

    await api.removeOrganisers([id]);
    expect(await ids({ text: "regenboog" })).not.toContain(id);
    expect(await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_search_documents WHERE organiser_id = ${id}`)).toBe(0);
    expect(await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organiser_search_terms WHERE organiser_id = ${id}`)).toBe(0);
  });

  it("keeps one document and one text per organiser and per reward", async () => {
    expect(
      await api.count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM organisers o WHERE NOT EXISTS (SELECT 1 FROM organiser_search_documents d WHERE d.organiser_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await api.count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM organisers o WHERE NOT EXISTS (SELECT 1 FROM organiser_search_terms t WHERE t.organiser_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await api.count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_search_documents d WHERE d.reward_id = r.id)`,
      ),
    ).toBe(0);
    expect(
      await api.count(
        sql<{
          n: number;
        }>`SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_search_terms t WHERE t.reward_id = r.id)`,
      ),
    ).toBe(0);
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
