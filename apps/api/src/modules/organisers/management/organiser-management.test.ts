// Organisers that card-system staff add to their region (POST /v4/organizers, decision 0067): the new
// organiser in the region's lists, search and permissions, its first ADMIN invited next; every refusal with
// a Dutch message and nothing written; two creations of one name at once give one organiser. Then reading and
// changing one (GET and PUT /v4/organizers/{organizerId}): the change in the search and on the map at once.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { managedOrganiserSchema } from "@vtp/contracts/organiser-management";
import { problemSchema } from "@vtp/contracts/problem";
import { regionsSchema } from "@vtp/contracts/organisers";
import { permissionsResponseSchema } from "@vtp/contracts/staff";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, katrien } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const GENT = 1;
const create = (who: { sub: string | null } | null, body: unknown, cardSystemId = GENT) =>
  callAs(server, who, "POST", `/api/v4/organizers?cardSystemId=${cardSystemId}`, body);
const read = (who: { sub: string | null } | null, id: string, cardSystemId = GENT) =>
  callAs(server, who, "GET", `/api/v4/organizers/${id}?cardSystemId=${cardSystemId}`);
const update = (who: { sub: string | null } | null, id: string, body: unknown, cardSystemId = GENT) =>
  callAs(server, who, "PUT", `/api/v4/organizers/${id}?cardSystemId=${cardSystemId}`, body);
const search = async (text: string) =>
  ((await callAs(server, null, "POST", "/api/search/organiser", { text })).body as { organisers: { name: string; location: unknown }[] })
    .organisers;

const kreek = {
  name: "  Jeugdhuis De Kreek ",
  address: { street: "Kreekstraat 12", postalCode: "9000", city: "gent" },
  email: "Info@DeKreek.be",
  phone: "09 123 45 67",
  websiteUrl: "https://www.dekreek.be",
  description: "Jeugdhuis met concerten en een bar.",
  types: ["pointOfSale", "cidCheckin"],
};

function problem(res: { status: number; body: unknown }) {
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl, fields: (p.schemaErrors ?? []).map((e) => e.jsonPointer) };
}

/** What a refusal must leave as it was: the organisers, their search documents and the audit log. */
async function written(db: Kysely<DB>) {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT count(*) FROM organisers) AS organisers,
      (SELECT count(*) FROM staff_audit_log) AS audit,
      (SELECT md5(string_agg(o::text, ',' ORDER BY o.id)) FROM organisers o) AS rows,
      (SELECT md5(string_agg(t::text, ',' ORDER BY t.organiser_id, t.type)) FROM organiser_types t) AS types`.execute(db);
  return rows[0]!;
}

describe("POST /api/v4/organizers", () => {
  it("adds an organiser to Katrien's region: 201, in the audit log, in her permissions, findable, and she invites its first ADMIN", async () => {
    const res = await create(katrien, kreek);
    expect(res.status).toBe(201);
    const organiser = managedOrganiserSchema.parse(res.body);
    expect(organiser).toMatchObject({
      name: "Jeugdhuis De Kreek",
      address: { street: "Kreekstraat 12", postalCode: "9000", city: "Gent" },
      email: "info@dekreek.be",
      phone: "09 123 45 67",
      websiteUrl: "https://www.dekreek.be",
      description: "Jeugdhuis met concerten en een bar.",
      cardSystemId: String(GENT),
      types: ["cidCheckin", "pointOfSale"],
      creationDate: FIXTURE_NOW.toISOString(),
    });
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "organiser.create").execute();
    expect(audit.map((a) => [a.organiser_id, a.card_system_id, a.object_id, a.account_id])).toEqual([
      [Number(organiser.id), GENT, organiser.id, katrien.accountId],
    ]);
    // Katrien acts for it as staff of the region; Els (staff of other Gent organisers) does not.
    const permissions = permissionsResponseSchema.parse((await callAs(server, katrien, "GET", "/api/v4/permissions")).body);
    expect(permissions.find((p) => p.organizer.id === organiser.id)).toMatchObject({
      role: null,
      organizer: { name: "Jeugdhuis De Kreek" },
    });
    const elsPermissions = permissionsResponseSchema.parse((await callAs(server, els, "GET", "/api/v4/permissions")).body);
    expect(elsPermissions.map((p) => p.organizer.id)).not.toContain(organiser.id);
    // Holders find it by name and by what they can do there (the find page's filters; its search document is written with it).
    const found = await callAs(server, null, "POST", "/api/search/organiser", { text: "kreek", filters: ["cidCheckin"] });
    expect((found.body as { organisers: { id: number | string; name: string }[] }).organisers.map((o) => o.name)).toContain(
      "Jeugdhuis De Kreek",
    );
    // The first ADMIN: invited by the region.
    const invite = await callAs(server, katrien, "POST", `/api/v4/staff/invitations?organizerId=${organiser.id}`, {
      email: "beheer@dekreek.be",
      role: "ADMIN",
    });
    expect(invite.status).toBe(201);
  });

  it("places it on the map when its location is given: in the answer, and the find page's results carry it at once", async () => {
    const res = await create(katrien, { ...kreek, location: { lat: 51.05431234567, lon: 3.7174 } });
    expect(res.status).toBe(201);
    const organiser = managedOrganiserSchema.parse(res.body);
    expect(organiser.location).toEqual({ lat: 51.0543123, lon: 3.7174 });
    const found = await callAs(server, null, "POST", "/api/search/organiser", { text: "kreek" });
    const hit = (found.body as { organisers: { name: string; location: unknown }[] }).organisers.find(
      (o) => o.name === "Jeugdhuis De Kreek",
    );
    expect(hit?.location).toEqual({ lat: 51.0543123, lon: 3.7174 });
    // Without one: null in the answer, no marker (the lists and the search still find it).
    const plain = managedOrganiserSchema.parse((await create(katrien, { ...kreek, name: "Jeugdhuis Zonder Plek" })).body);
    expect(plain.location).toBeNull();
  });

  it("refuses a place far from the chosen municipality (a typo in a coordinate): 400 at the location, nothing written", async () => {
    const before = await written(database.db);
    // Antwerp's centre for an organiser in Gent: about 50 km away.
    const far = problem(await create(katrien, { ...kreek, location: { lat: 51.2194, lon: 4.4025 } }));
    expect(far).toMatchObject({ status: 400, code: "location-far-from-municipality" });
    expect(far.nl).toContain("meer dan 20 km van de gekozen gemeente");
    expect(await written(database.db)).toEqual(before);
    // At the edge of Gent (Mariakerke's church, about 4 km from the centre) is near enough.
    expect((await create(katrien, { ...kreek, location: { lat: 51.0703, lon: 3.6795 } })).status).toBe(201);
  });

  it("refuses a location outside Belgium or half a location, and the database refuses one coordinate without the other", async () => {
    const before = await written(database.db);
    for (const location of [{ lat: 3.7174, lon: 51.0543 }, { lat: 48.85, lon: 2.35 }, { lat: 51.05 }, { lat: "51.05", lon: "3.71" }]) {
      const refused = problem(await create(katrien, { ...kreek, location }));
      expect(refused).toMatchObject({ status: 400 });
      expect(refused.fields.some((f) => f.startsWith("/location"))).toBe(true);
    }
    expect(await written(database.db)).toEqual(before);
    const half = database.db
      .insertInto("organisers")
      .values({ name: "Half geplaatst", card_system_id: GENT, municipality_id: 1, latitude: 51.05 })
      .execute();
    await expect(half).rejects.toThrow(/organisers_coordinates_both_or_neither/);
  });

  it("refuses the same name in the same town (any case or accents), a town outside the region and broken fields: nothing written", async () => {
    expect((await create(katrien, kreek)).status).toBe(201);
    const before = await written(database.db);
    expect(problem(await create(katrien, { ...kreek, name: "jeugdhuis de KRÉÉK" }))).toMatchObject({
      status: 409,
      code: "organizer-exists",
    });
    expect(problem(await create(katrien, { ...kreek, address: { postalCode: "9300", city: "Aalst" } }))).toMatchObject({
      status: 400,
      code: "municipality-not-in-region",
      nl: "Deze gemeente hoort niet bij je regio. Kies een gemeente uit de lijst.",
    });
    expect(problem(await create(katrien, { ...kreek, address: { postalCode: "9000", city: "Nergensdorp" } }))).toMatchObject({
      status: 400,
      code: "municipality-not-in-region",
    });
    const broken = problem(
      await create(katrien, {
        name: " ",
        address: { postalCode: "90", city: "Gent" },
        email: "geen-adres",
        phone: "bel me",
        websiteUrl: "http://onveilig.be",
        types: ["cidCheckin", "cidCheckin", "zwembad"],
      }),
    );
    expect(broken).toMatchObject({ status: 400 });
    expect(broken.fields).toEqual(expect.arrayContaining(["/name", "/address/postalCode", "/email", "/phone", "/websiteUrl", "/types/2"]));
    expect(problem(await create(katrien, { ...kreek, name: "Kreek\u0000" }))).toMatchObject({ status: 400 });
    expect(await written(database.db)).toEqual(before);
  });

  it("is for staff of the region only: an organiser's ADMIN or MEMBER, a holder, another region and no token are refused", async () => {
    const before = await written(database.db);
    expect(problem(await create(els, kreek))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await create(bram, kreek))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await create(an, kreek))).toMatchObject({ status: 403, code: "not-staff" });
    expect(problem(await create(katrien, { ...kreek, address: { postalCode: "9300", city: "Aalst" } }, 3))).toMatchObject({
      status: 403,
      code: "missing-permission",
    });
    expect((await create(null, kreek)).status).toBe(401);
    expect(await written(database.db)).toEqual(before);
  });

  it("two creations of one name at once give one organiser and one 409", async () => {
    const answers = await Promise.all([create(katrien, kreek), create(katrien, { ...kreek, name: "JEUGDHUIS DE KREEK" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await database.db.selectFrom("organisers").select("id").where("name", "ilike", "jeugdhuis de kreek").execute();
    expect(rows).toHaveLength(1);
  });
});

describe("GET and PUT /api/v4/organizers/{organizerId}", () => {
  async function added() {
    return managedOrganiserSchema.parse((await create(katrien, kreek)).body);
  }

  it("gives the region's staff the organiser as it was written, and changes it: in the answer, the search, the map and the audit log", async () => {
    const organiser = await added();
    expect(managedOrganiserSchema.parse((await read(katrien, organiser.id)).body)).toEqual(organiser);
    const res = await update(katrien, organiser.id, {
      name: "Jeugdhuis Den Overkant",
      address: { postalCode: "9000", city: "Gent" },
      email: "hallo@denoverkant.be",
      location: { lat: 51.0612, lon: 3.7301 },
      types: ["pointOfSale"],
    });
    expect(res.status).toBe(200);
    const changed = managedOrganiserSchema.parse(res.body);
    // The whole organiser is replaced: what the request leaves out is empty now.
    expect(changed).toEqual({
      ...organiser,
      name: "Jeugdhuis Den Overkant",
      address: { postalCode: "9000", city: "Gent" },
      email: "hallo@denoverkant.be",
      phone: null,
      websiteUrl: null,
      description: null,
      location: { lat: 51.0612, lon: 3.7301 },
      types: ["pointOfSale"],
    });
    expect(managedOrganiserSchema.parse((await read(katrien, organiser.id)).body)).toEqual(changed);
    expect((await search("overkant")).find((o) => o.name === "Jeugdhuis Den Overkant")?.location).toEqual({ lat: 51.0612, lon: 3.7301 });
    expect((await search("kreek")).map((o) => o.name)).not.toContain("Jeugdhuis De Kreek");
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "organiser.update").execute();
    expect(audit.map((a) => [a.organiser_id, a.card_system_id, a.object_id, a.account_id])).toEqual([
      [Number(organiser.id), GENT, organiser.id, katrien.accountId],
    ]);
    // Its own name in another case is a change, not a clash with itself.
    expect((await update(katrien, organiser.id, { ...kreek, name: "JEUGDHUIS DEN OVERKANT" })).status).toBe(200);
  });

  it("refuses another organiser's name in that town, a town outside the region and broken fields: nothing changed", async () => {
    const organiser = await added();
    const other = managedOrganiserSchema.parse((await create(katrien, { ...kreek, name: "Jeugdhuis Vooruit" })).body);
    const before = await written(database.db);
    expect(problem(await update(katrien, organiser.id, { ...kreek, name: "jeugdhuis vooruit" }))).toMatchObject({
      status: 409,
      code: "organizer-exists",
    });
    expect(problem(await update(katrien, other.id, { ...kreek, address: { postalCode: "9300", city: "Aalst" } }))).toMatchObject({
      status: 400,
      code: "municipality-not-in-region",
    });
    expect(problem(await update(katrien, organiser.id, { ...kreek, location: { lat: 51.2194, lon: 4.4025 } }))).toMatchObject({
      status: 400,
      code: "location-far-from-municipality",
    });
    const broken = problem(await update(katrien, organiser.id, { ...kreek, name: "K", location: { lat: 48.85, lon: 2.35 } }));
    expect(broken).toMatchObject({ status: 400 });
    expect(broken.fields).toEqual(expect.arrayContaining(["/name", "/location/lat"]));
    expect(await written(database.db)).toEqual(before);
  });

  it("is for staff of the organiser's region only: its own ADMIN, a holder, another region and no token are refused; elsewhere it is not found", async () => {
    const organiser = await added();
    const before = await written(database.db);
    // Els is ADMIN of Gent's library: its details are the region's to change, not hers.
    const library = String(await organiserOf(database.db, els, 0));
    expect(problem(await update(els, library, { ...kreek, name: "Bib Els" }))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await read(els, library))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await update(els, organiser.id, kreek))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await read(bram, organiser.id))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await update(an, organiser.id, kreek))).toMatchObject({ status: 403, code: "not-staff" });
    expect(problem(await update(katrien, organiser.id, kreek, 3))).toMatchObject({ status: 403, code: "missing-permission" });
    expect((await read(null, organiser.id)).status).toBe(401);
    // An organiser of another region (Dender's) or none at all: 404 for Gent's staff, with a Dutch message.
    const dender = await database.db.selectFrom("organisers").select("id").where("card_system_id", "<>", GENT).executeTakeFirstOrThrow();
    expect(problem(await update(katrien, String(dender.id), { ...kreek, address: { postalCode: "9300", city: "Aalst" } }))).toMatchObject({
      status: 404,
      code: "organizer-not-found",
    });
    expect(problem(await read(katrien, "999999"))).toMatchObject({ status: 404, code: "organizer-not-found" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("GET /api/v4/staff-regions", () => {
  it("names the regions whose staff the account is, with their municipalities; none for an organiser's staff; a holder is refused", async () => {
    const mine = regionsSchema.parse((await callAs(server, katrien, "GET", "/api/v4/staff-regions")).body);
    expect(mine.regions.map((r) => r.id)).toEqual([GENT]);
    expect(mine.regions[0]!.municipalities).toContainEqual({ postalCode: "9000", name: "Gent" });
    expect(regionsSchema.parse((await callAs(server, els, "GET", "/api/v4/staff-regions")).body)).toEqual({ regions: [] });
    expect(problem(await callAs(server, an, "GET", "/api/v4/staff-regions"))).toMatchObject({ status: 403, code: "not-staff" });
  });

  it("names a new region that has no organiser yet, where its staff add the first one", async () => {
    const db = database.db;
    await db
      .insertInto("card_systems")
      .values({ id: 40, name: "UiTPAS Leiestreek", slug: "leiestreek", colour: "#0b6e4f", website_url: null })
      .execute();
    const town = await db
      .insertInto("municipalities")
      .values({ postal_code: "9899", name: "Leiedorp", latitude: null, longitude: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("card_system_cities").values({ card_system_id: 40, municipality_id: town.id }).execute();
    await db.insertInto("card_system_staff").values({ account_id: katrien.accountId!, card_system_id: 40 }).execute();
    const regions = regionsSchema.parse((await callAs(server, katrien, "GET", "/api/v4/staff-regions")).body).regions;
    expect(regions.map((r) => [r.id, r.municipalities])).toEqual([
      [GENT, expect.any(Array)],
      [40, [{ postalCode: "9899", name: "Leiedorp" }]],
    ]);
    const first = await create(katrien, { name: "Bibliotheek Leiedorp", address: { postalCode: "9899", city: "Leiedorp" } }, 40);
    expect(first.status).toBe(201);
  });
});
