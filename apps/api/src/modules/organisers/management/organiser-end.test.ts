// Ending an organiser (POST /v4/organizers/{organizerId}/end, decision 0074): Katrien (card-system staff of
// Gent) ends the pool in Gent. In one transaction its running and coming activities (not those over) and its
// rewards end (those it manages; the region's own that only ended organisers hand out, not those taken online)
// and the audit log says so. Afterwards its staff (Els is MEMBER there) and its partner client are shut out,
// holders no longer find it (search, its page, the places of a reward; a kept place is no longer current) nor
// check in there, and it cannot be changed or get new staff (409), while the region still reads its reports and
// its log. A second end, another region's organiser and callers who are not the region's staff:
// refused, nothing written. Races: two ends at once; two organisers of one reward ending at once; an activity
// made while its organiser ends.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import { managedOrganiserSchema } from "@vtp/contracts/organiser-management";
import { problemSchema } from "@vtp/contracts/problem";
import { permissionsResponseSchema } from "@vtp/contracts/staff";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, katrien, mohamed } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../../testing/holder-auth.ts";
import { insertOrganiserReward } from "../../../testing/counter-rewards.ts";
import { callAs, insertOrganiserActivity, organiserOf, POOL_PARTNER_CLIENT } from "../../../testing/staff.ts";
import { endActivitiesOfOrganiser } from "../../activities/service.ts";

let database: Database;
let server: IdentityTestServer;
let pool: number;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  pool = await organiserOf(database.db, els, 1);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const GENT = 1;
const end = (who: { sub: string | null } | null, id: number, cardSystemId = GENT) =>
  callAs(server, who, "POST", `/api/v4/organizers/${id}/end?cardSystemId=${cardSystemId}`);
const code = (res: { body: unknown }) => problemSchema.parse(res.body).code;

async function asClient(clientId: string, url: string) {
  const token = await server.tokens.sign(clientId, { claims: { client_id: clientId, scope: PARTNER_API_SCOPE } });
  return server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
}

/** The names the holders' search finds for a text. */
async function found(text: string): Promise<string[]> {
  const res = await callAs(server, null, "POST", "/api/search/organiser", { text });
  return (res.body as { organisers: { name: string }[] }).organisers.map((o) => o.name);
}

/** What a refusal must leave as it was: the organisers, activities, rewards and the audit log. */
async function written() {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT md5(string_agg(o::text, ',' ORDER BY o.id)) FROM organisers o) AS organisers,
      (SELECT md5(string_agg(a.id || ':' || COALESCE(a.ended_at::text, ''), ',' ORDER BY a.id)) FROM activities a) AS activities,
      (SELECT md5(string_agg(r.id || ':' || r.status || COALESCE(r.ended_at::text, ''), ',' ORDER BY r.id)) FROM rewards r) AS rewards,
      (SELECT count(*) FROM staff_audit_log) AS audit,
      (SELECT count(*) FROM organiser_search_documents) AS documents`.execute(database.db);
  return rows[0]!;
}

/** The rewards a promotions search by place finds (`organiser:<id>`), by id. */
async function rewardsAt(organiserId: number): Promise<number[]> {
  const res = await callAs(server, null, "POST", "/api/search/promotion", {
    size: 100,
    query: { query_string: { query: `organiser:${organiserId}` } },
  });
  expect(res.status).toBe(200);
  return (res.body as { hits: { hits: { _id: string }[] } }).hits.hits.map((h) => Number(h._id));
}

/** The pool's running rewards by what ending it does to them, as the rows say before it ends. */
async function poolRewards() {
  const { rows } = await sql<{ id: number; managed: boolean; online: boolean; elsewhere: boolean }>`
    SELECT r.id, r.organiser_id IS NOT NULL AS managed, r.online,
      EXISTS (SELECT 1 FROM reward_organisers ro WHERE ro.reward_id = r.id AND ro.organiser_id <> ${pool}) AS elsewhere
    FROM rewards r
    WHERE r.ended_at IS NULL
      AND (r.organiser_id = ${pool} OR EXISTS (SELECT 1 FROM reward_organisers ro WHERE ro.reward_id = r.id AND ro.organiser_id = ${pool}))
    ORDER BY r.id`.execute(database.db);
  return rows;
}

describe("POST /api/v4/organizers/{organizerId}/end", () => {
  it("ends the pool with its activities and rewards; its staff and client are shut out, holders no longer find it, the region still reads it", async () => {
    const poolName = (await database.db.selectFrom("organisers").select("name").where("id", "=", pool).executeTakeFirstOrThrow()).name;
    await insertOrganiserActivity(database.db, pool, { code: "EINDE-ZWEMBAD" });
    const over = await insertOrganiserActivity(database.db, pool, {
      code: "EINDE-VOORBIJ",
      startsAt: new Date(FIXTURE_NOW.getTime() - 3 * 86_400_000),
      endsAt: new Date(FIXTURE_NOW.getTime() - 2 * 86_400_000),
    });
    // One reward of each kind: managed by the pool; the region's, only at the pool; the region's, also at the library; online.
    const library = await organiserOf(database.db, els, 0);
    const managed = await insertOrganiserReward(database.db, pool, { managed: true });
    const onlyHere = await insertOrganiserReward(database.db, pool);
    const shared = await insertOrganiserReward(database.db, pool);
    await database.db.insertInto("reward_organisers").values({ reward_id: shared, organiser_id: library }).execute();
    const online = await insertOrganiserReward(database.db, pool, { online: true });
    const before = await poolRewards();
    const expectedEnded = before.filter((r) => r.managed || (!r.online && !r.elsewhere)).map((r) => r.id);
    expect(expectedEnded).toEqual(expect.arrayContaining([managed, onlyHere]));
    expect(expectedEnded).not.toContain(shared);
    expect(expectedEnded).not.toContain(online);
    expect(await found(poolName)).toContain(poolName);
    expect(await rewardsAt(pool)).toEqual(expect.arrayContaining([shared, online]));
    expect((await callAs(server, an, "PUT", `/api/user/favourites/place/${pool}`)).status).toBeLessThan(300);
    expect((await callAs(server, els, "GET", `/api/v4/events?organizerId=${pool}`)).status).toBe(200);
    expect((await asClient(POOL_PARTNER_CLIENT, "/api/v4/permissions")).statusCode).toBe(200);

    const res = await end(katrien, pool);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(managedOrganiserSchema.parse(res.body)).toMatchObject({ id: String(pool), endDate: FIXTURE_NOW.toISOString() });

    // Its activities and the rewards of the rule ended, at the same moment (one that was over stays over); the others run on.
    const activities = await database.db.selectFrom("activities").select(["id", "ended_at"]).where("organiser_id", "=", pool).execute();
    expect(activities.length).toBeGreaterThan(1);
    expect(activities.filter((a) => a.id !== over).every((a) => a.ended_at?.getTime() === FIXTURE_NOW.getTime())).toBe(true);
    expect(activities.find((a) => a.id === over)?.ended_at).toBeNull();
    const rewards = await database.db
      .selectFrom("rewards")
      .select(["id", "status", "ended_at"])
      .where(
        "id",
        "in",
        before.map((r) => r.id),
      )
      .execute();
    expect(rewards.filter((r) => r.ended_at !== null).map((r) => r.id)).toEqual(expect.arrayContaining(expectedEnded));
    expect(rewards.filter((r) => r.ended_at !== null)).toHaveLength(expectedEnded.length);
    expect(rewards.filter((r) => r.ended_at !== null).every((r) => r.status === "INACTIVE")).toBe(true);
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "organiser.end").execute();
    expect(audit.map((a) => [a.organiser_id, a.card_system_id, a.object_id])).toEqual([[pool, GENT, String(pool)]]);

    // Its staff and its partner client: no access any more; Els keeps the library.
    expect((await callAs(server, els, "GET", `/api/v4/events?organizerId=${pool}`)).status).toBe(403);
    const elsPermissions = permissionsResponseSchema.parse((await callAs(server, els, "GET", "/api/v4/permissions")).body);
    expect(elsPermissions.map((p) => p.organizer.id)).toEqual([String(library)]);
    expect((await asClient(POOL_PARTNER_CLIENT, "/api/v4/permissions")).statusCode).toBe(401);

    // Holders: not in the search, no page, no check-in at its activity, not a place of the shared reward.
    expect(await found(poolName)).not.toContain(poolName);
    expect((await callAs(server, null, "GET", `/api/locations/${pool}`)).status).toBe(404);
    const scan = await callAs(server, an, "POST", "/api/user/checkin", { code: "EINDE-ZWEMBAD" });
    expect(scan.status).toBe(400);
    expect(await rewardsAt(pool)).toEqual([]);
    expect(await rewardsAt(library)).toContain(shared);
    // A place An kept is no longer current; nobody keeps it anew.
    const kept = (await callAs(server, an, "GET", "/api/user/favourites")).body as {
      favourites: { kind: string; objectId: number; current: boolean }[];
    };
    expect(kept.favourites.find((f) => f.kind === "place" && f.objectId === pool)?.current).toBe(false);
    expect((await callAs(server, mohamed, "PUT", `/api/user/favourites/place/${pool}`)).status).toBe(404);

    // The region: it is listed as ended, without inviting staff; its reports and log are still read.
    const katrienPermissions = permissionsResponseSchema.parse((await callAs(server, katrien, "GET", "/api/v4/permissions")).body);
    const entry = katrienPermissions.find((p) => p.organizer.id === String(pool))!;
    expect(entry.organizer.endDate).toBe(FIXTURE_NOW.toISOString());
    expect(entry.permissions).toEqual(expect.arrayContaining(["ORGANIZERS_REPORTS", "ORGANIZERS_ADMINS_READ"]));
    expect(entry.permissions).not.toContain("ORGANIZERS_ADMINS_WRITE");
    expect(katrienPermissions.at(-1)!.organizer.id, "ended ones last").toBe(String(pool));
    const report = await callAs(server, katrien, "GET", `/api/reports/checkins?organizerId=${pool}&from=2026-01-01&to=2026-03-31`);
    expect(report.status).toBe(200);
    expect((await callAs(server, katrien, "GET", `/api/v4/audit-log?organizerId=${pool}`)).status).toBe(200);
    expect((await callAs(server, katrien, "GET", `/api/v4/organizers/${pool}?cardSystemId=${GENT}`)).status).toBe(200);

    // Nothing more changes: a second end, its details, a new ADMIN (409, nothing written).
    const after = await written();
    const again = await end(katrien, pool);
    expect([again.status, code(again)]).toEqual([409, "organizer-ended"]);
    const change = await callAs(server, katrien, "PUT", `/api/v4/organizers/${pool}?cardSystemId=${GENT}`, {
      name: "Nieuw zwembad",
      address: { postalCode: "9000", city: "Gent" },
    });
    expect([change.status, code(change)]).toEqual([409, "organizer-ended"]);
    const invite = await callAs(server, katrien, "POST", `/api/v4/staff/invitations?organizerId=${pool}`, {
      email: "nieuw.zwembad@voorbeeld.test",
      role: "ADMIN",
    });
    expect([invite.status, code(invite)]).toEqual([409, "organizer-ended"]);
    expect(problemSchema.parse(invite.body).endUserMessage.nl).toBe(
      "Deze organisatie is beëindigd. Je kan haar rapporten en logboek nog lezen, maar niets meer wijzigen.",
    );
    expect(await written()).toEqual(after);
  });

  it("refuses who is not the region's staff, another region's organiser and an unknown one: nothing written", async () => {
    const before = await written();
    const aalst = await organiserOf(database.db, bram, 0);
    expect((await end(null, pool)).status).toBe(401);
    expect((await end(an, pool)).status).toBe(403);
    // Els is ADMIN of the library and MEMBER of the pool: an organiser's staff never end one.
    expect((await end(els, pool)).status).toBe(403);
    expect((await end(bram, aalst, 2)).status).toBe(403);
    // Katrien is staff of Gent: Aalst's organiser is not found there, and she is not staff of Aalst's region.
    const other = await end(katrien, aalst);
    expect([other.status, code(other)]).toEqual([404, "organizer-not-found"]);
    expect((await end(katrien, aalst, 2)).status).toBe(403);
    expect((await end(katrien, 999_999)).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it("ends once when two ends arrive at once: one 200, one 409, one audit line", async () => {
    const answers = await Promise.all([end(katrien, pool), end(katrien, pool)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lines = await database.db.selectFrom("staff_audit_log").select("id").where("action", "=", "organiser.end").execute();
    expect(lines).toHaveLength(1);
  });

  it("ends a reward of two organisers that end at once, and refuses an activity made while its organiser ends", async () => {
    const library = await organiserOf(database.db, els, 0);
    const gent = await database.db.selectFrom("municipalities").select("id").where("postal_code", "=", "9000").executeTakeFirstOrThrow();
    const other = (
      await database.db
        .insertInto("organisers")
        .values({ name: "Sporthal Einde", card_system_id: GENT, municipality_id: gent.id })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const reward = await insertOrganiserReward(database.db, pool);
    await database.db.insertInto("reward_organisers").values({ reward_id: reward, organiser_id: other }).execute();
    const ends = await Promise.all([end(katrien, pool), end(katrien, other)]);
    expect(ends.map((a) => a.status)).toEqual([200, 200]);
    const row = await database.db.selectFrom("rewards").select(["status", "ended_at"]).where("id", "=", reward).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "INACTIVE", ended_at: expect.any(Date) });

    // Els makes an activity of the library while its end is under way (its organiser and activities ended, not yet
    // committed: her access was read before): the activity waits for the end and is refused. Without the
    // organiser's row held, it would be made at once and stay running after the end.
    let commitEnd!: () => void;
    const endMayCommit = new Promise<void>((resolve) => (commitEnd = resolve));
    let endDone!: () => void;
    const endHasRun = new Promise<void>((resolve) => (endDone = resolve));
    const ending = database.db.transaction().execute(async (trx) => {
      await trx.updateTable("organisers").set({ ended_at: FIXTURE_NOW }).where("id", "=", library).execute();
      await endActivitiesOfOrganiser(trx, library, FIXTURE_NOW);
      endDone();
      await endMayCommit;
    });
    await endHasRun;
    const body = {
      title: "Laatste voorleesuurtje",
      permanent: true,
      priceInfo: [],
      checkinPoints: 1,
      checkinLimit: { volume: 1, periodType: "DAY" },
      passholderTicketLimit: { volume: 1, periodType: "MONTH" },
    };
    const making = callAs(server, els, "POST", `/api/v4/events?organizerId=${library}`, body);
    const first = await Promise.race([making.then(() => "made"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 500))]);
    commitEnd();
    await ending;
    const made = await making;
    expect(first).toBe("waiting");
    // On PostgreSQL her access was read before the end committed: the held row refuses (409). PGlite's one
    // connection reads her access only after it: she is nobody's staff any more (403).
    expect([made.status, code(made)]).toEqual(process.env.DATABASE_URL ? [409, "organizer-ended"] : [403, "not-staff"]);
    const running = await database.db
      .selectFrom("activities")
      .select("title")
      .where("organiser_id", "=", library)
      .where("title", "=", body.title)
      .execute();
    expect(running).toEqual([]);
  });
});
