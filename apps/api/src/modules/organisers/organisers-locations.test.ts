// Organisers over HTTP on the demo data, what the map and the location pages ask: the markers inside a
// box, suggestions while typing, a location with its sanitised description, its activities, and the
// regions. The organiser search is in organisers.test.ts, the refused input in organisers-input.test.ts.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activitySearchResultSchema,
  locationDetailSchema,
  locationSuggestionsSchema,
  organiserMarkersResultSchema,
  regionsSchema,
} from "@vtp/contracts/organisers";
import { problemSchema } from "@vtp/contracts/problem";
import { locationSlug } from "@vtp/contracts/web-paths";
import { DEMO_EXPIRED_CHECKIN_CODE, DEMO_UNPLACED_ORGANISER } from "../../seeds/demo.ts";
import { FIXTURE_NOW } from "../../testing/fixtures.ts";
import { openOrganisersApi, type OrganisersApi } from "../../testing/organisers.ts";
import { typesOf } from "./service.ts";

let api: OrganisersApi;
beforeAll(async () => {
  api = await openOrganisersApi();
});
afterAll(async () => {
  await api?.close();
});

describe("POST /api/search/organiser/markers", () => {
  it("answers every placed match inside the box as [id, lat, lon, types]", async () => {
    const bbox = { south: 51.0, west: 3.6, north: 51.1, east: 3.8 };
    const res = await api.app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: { bbox } });
    const result = organiserMarkersResultSchema.parse(res.json());
    expect(result.total).toBe(result.markers.length);
    expect(result.total).toBeGreaterThan(20);
    for (const [, lat, lon] of result.markers) {
      expect(lat).toBeGreaterThanOrEqual(bbox.south);
      expect(lat).toBeLessThanOrEqual(bbox.north);
      expect(lon).toBeGreaterThanOrEqual(bbox.west);
      expect(lon).toBeLessThanOrEqual(bbox.east);
    }
    const inside = await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers
      WHERE latitude BETWEEN ${bbox.south} AND ${bbox.north} AND longitude BETWEEN ${bbox.west} AND ${bbox.east}`);
    expect(result.total).toBe(inside);
  });

  it("without a box answers every placed match; the types bitmask and the filters agree", async () => {
    const all = organiserMarkersResultSchema.parse(
      (await api.app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: {} })).json(),
    );
    expect(all.total).toBe(await api.count(sql<{ n: number }>`SELECT count(*) AS n FROM organisers WHERE latitude IS NOT NULL`));
    const unplaced = await api.idOf(DEMO_UNPLACED_ORGANISER);
    expect(all.markers.some(([id]) => id === unplaced)).toBe(false);
    const checkin = organiserMarkersResultSchema.parse(
      (
        await api.app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: { filters: ["cidCheckin"], text: "gent" } })
      ).json(),
    );
    expect(checkin.total).toBeGreaterThan(0);
    expect(checkin.markers.every(([, , , types]) => typesOf(types).includes("cidCheckin"))).toBe(true);
  });
});

describe("GET /api/search/suggest", () => {
  it("suggests organisers and municipalities with their centre while typing", async () => {
    const res = await api.app.inject({ url: "/api/search/suggest?q=gen" });
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
      locationSuggestionsSchema.parse((await api.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` })).json());
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
});

describe("GET /api/locations/:id", () => {
  it("answers a location with its slug, types, counts and sanitised description", async () => {
    const id = await api.idOf("Stadsbibliotheek Gent");
    await api.db
      .updateTable("organisers")
      .set({
        description:
          '<p onclick="x()">Lees <strong>gratis</strong><script>alert(1)</script></p><a href="javascript:alert(1)">kwaad</a><img src=x onerror=alert(1)>',
      })
      .where("id", "=", id)
      .execute();
    const res = await api.app.inject({ url: `/api/locations/${id}` });
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
    const res = await api.app.inject({ url: `/api/locations/${await api.idOf(DEMO_UNPLACED_ORGANISER)}` });
    const location = locationDetailSchema.parse(res.json());
    expect(location).toMatchObject({
      location: null,
      types: ["pointOfSale", "pointOfSaleKansenstatuut"],
      slug: locationSlug(DEMO_UNPLACED_ORGANISER),
    });
  });

  it("answers 404 for an unknown location and 400 for a bad id", async () => {
    const missing = await api.app.inject({ url: "/api/locations/999999" });
    expect(missing.statusCode).toBe(404);
    expect(problemSchema.parse(missing.json()).endUserMessage.nl).toBe("Deze locatie werd niet gevonden.");
    for (const bad of ["abc", "0", "-1", "99999999999"]) await api.refused("GET", `/api/locations/${bad}`);
  });
});

describe("GET /api/search/activities", () => {
  it("lists the upcoming activities of a location: dated ones by start, permanent ones after them", async () => {
    const { rows } = await sql<{ organiser_id: number }>`SELECT organiser_id FROM activities WHERE checkin_code = 'GENT-EXPO-2026'`.execute(
      api.db,
    );
    const organiserId = rows[0]!.organiser_id;
    const res = await api.app.inject({ url: `/api/search/activities?organiserId=${organiserId}&size=100` });
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
    }>`SELECT organiser_id, title FROM activities WHERE checkin_code = ${DEMO_EXPIRED_CHECKIN_CODE}`.execute(api.db);
    const res = await api.app.inject({ url: `/api/search/activities?organiserId=${rows[0]!.organiser_id}&size=100` });
    expect(activitySearchResultSchema.parse(res.json()).activities.map((a) => a.title)).not.toContain(rows[0]!.title);
  });

  it("filters a region, the supra-local offer and words, and pages", async () => {
    const get = async (query: string) =>
      activitySearchResultSchema.parse((await api.app.inject({ url: `/api/search/activities?${query}` })).json());
    const gent = await get("cardSystemId=1&size=100");
    expect(gent.total).toBeGreaterThan(10);
    expect(gent.activities.every((a) => a.cardSystem.id === 1)).toBe(true);
    const supra = await get("supraLocal=true&size=100");
    expect(supra.total).toBeGreaterThan(0);
    expect(supra.activities.every((a) => a.supraLocal)).toBe(true);
    const supraOrganisers = await api.count(
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
    }>`SELECT id, organiser_id FROM activities WHERE checkin_code = 'GENT-BIB-2026'`.execute(api.db);
    await api.db
      .updateTable("activities")
      .set({ description: '<b>Welkom</b><iframe src="https://x.test"></iframe>' })
      .where("id", "=", rows[0]!.id)
      .execute();
    const result = activitySearchResultSchema.parse(
      (await api.app.inject({ url: `/api/search/activities?organiserId=${rows[0]!.organiser_id}&size=100` })).json(),
    );
    expect(result.activities.find((a) => a.id === rows[0]!.id)!.description).toBe("<b>Welkom</b>");
    for (const query of ["size=0", "size=101", "from=-1", "supraLocal=ja", "organiserId=x", "cardSystemId=0"])
      await api.refused("GET", `/api/search/activities?${query}`);
  });
});

describe("GET /api/regions", () => {
  it("lists the active card systems with their municipalities", async () => {
    const regions = regionsSchema.parse((await api.app.inject({ url: "/api/regions" })).json()).regions;
    expect(regions.map((r) => r.name)).toContain("UiTPAS Gent");
    expect(regions.find((r) => r.id === 1)!.municipalities.map((m) => m.name)).toContain("Gent");
    await api.db.updateTable("card_systems").set({ active: false }).where("id", "=", 9).execute();
    const after = regionsSchema.parse((await api.app.inject({ url: "/api/regions" })).json()).regions;
    expect(after.map((r) => r.id)).not.toContain(9);
    expect(after).toHaveLength(regions.length - 1);
    await api.db.updateTable("card_systems").set({ active: true }).where("id", "=", 9).execute();
  });
});
