// The organiser's reports (decision 0048) on the seeded demo with an injected clock, on PGlite and (with
// DATABASE_URL) PostgreSQL: check-ins per activity per Brussels day without the undone ones, rewards
// redeemed per day and in total, kansentarief sales per municipality without the cancelled ones; the CSV
// for Belgian Excel; the access (ADMIN, the region's staff, nobody else); every bad period a Dutch
// problem with nothing written. The background requests are in report-requests.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkinsReportSchema, rewardsReportSchema, socialTariffSalesReportSchema } from "@vtp/contracts/reports";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, katrien, mohamed } from "@vtp/personas";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { insertOrganiserReward } from "../../testing/counter-rewards.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import { activityByCode, problem, ticket } from "../../testing/ticket-sales.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let aalst: number;

const PERIOD = "from=2026-11-18&to=2026-11-21";

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  aalst = await organiserOf(database.db, bram, 0);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const get = (who: { sub: string | null } | null, url: string) => callAs(server, who, "GET", url);

/** An is checked in at the library's new activity at `at` (the counter, as Els); the check-in's id. */
async function checkInAt(eventId: number, at: string): Promise<string> {
  server.setNow(new Date(at));
  const res = await callAs(server, els, "POST", `/api/v4/checkins?organizerId=${library}`, {
    uitpasNumber: an.card!.number,
    eventId: String(eventId),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

describe("GET /api/reports/checkins", () => {
  it("counts check-ins per activity per Brussels day, leaves undone ones out, and totals them", async () => {
    const eventId = await insertOrganiserActivity(database.db, library, { code: "RAPPORT-1", volume: 5 });
    const undone = await checkInAt(eventId, "2026-11-19T09:00:00Z");
    await checkInAt(eventId, "2026-11-19T15:00:00Z");
    // 23:30 in Brussels on the 20th, and 00:30 on the 21st (UTC+1).
    await checkInAt(eventId, "2026-11-20T22:30:00Z");
    await checkInAt(eventId, "2026-11-20T23:30:00Z");
    const undo = await callAs(server, els, "DELETE", `/api/v4/checkins/${undone}?organizerId=${library}`);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    server.setNow(FIXTURE_NOW);

    const res = await get(els, `/api/reports/checkins?organizerId=${library}&${PERIOD}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = checkinsReportSchema.parse(res.body);
    expect(report.period).toEqual({ from: "2026-11-18", to: "2026-11-21" });
    expect(report.rows.filter((r) => r.eventId === String(eventId))).toEqual([
      { date: "2026-11-19", eventId: String(eventId), eventTitle: "Balietest RAPPORT-1", checkins: 1, points: 1 },
      { date: "2026-11-20", eventId: String(eventId), eventTitle: "Balietest RAPPORT-1", checkins: 1, points: 1 },
      { date: "2026-11-21", eventId: String(eventId), eventTitle: "Balietest RAPPORT-1", checkins: 1, points: 1 },
    ]);
    expect(report.totals.checkins).toBe(report.rows.reduce((n, r) => n + r.checkins, 0));
    // Only the library's own activities.
    const own = await database.db.selectFrom("activities").select("id").where("organiser_id", "=", library).execute();
    expect(report.rows.every((r) => own.some((a) => String(a.id) === r.eventId))).toBe(true);
    // The day before the first check-in shows nothing of the activity: the period's start is Brussels midnight.
    const later = checkinsReportSchema.parse(
      (await get(els, `/api/reports/checkins?organizerId=${library}&from=2026-11-21&to=2026-11-21`)).body,
    );
    expect(later.rows.filter((r) => r.eventId === String(eventId)).map((r) => r.date)).toEqual(["2026-11-21"]);
  });

  it("is open to the region's staff, refused to a MEMBER, another organiser's staff, a holder and without a token", async () => {
    const url = (organiserId: number) => `/api/reports/checkins?organizerId=${organiserId}&${PERIOD}`;
    expect((await get(katrien, url(library))).status).toBe(200);
    const pool = await organiserOf(database.db, els, 1);
    expect(problem(await get(els, url(pool)))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await get(bram, url(library)))).toMatchObject({ status: 403, code: "missing-permission" });
    // The region's staff of Gent do not see an organiser of another region.
    expect(problem(await get(katrien, url(aalst)))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await get(an, url(library)))).toMatchObject({ status: 403, code: "not-staff" });
    expect(problem(await get(null, url(library)))).toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("refuses a bad period with a Dutch problem", async () => {
    const url = (q: string) => `/api/reports/checkins?organizerId=${library}&${q}`;
    const backwards = problem(await get(els, url("from=2026-11-21&to=2026-11-01")));
    expect(backwards).toMatchObject({ status: 400, code: "validation" });
    expect(JSON.stringify((await get(els, url("from=2026-11-21&to=2026-11-01"))).body)).toContain("vóór de eerste dag");
    expect(problem(await get(els, url("from=2026-02-30&to=2026-03-01")))).toMatchObject({ status: 400, code: "validation" });
    expect(problem(await get(els, url("from=21/11/2026&to=2026-11-22")))).toMatchObject({ status: 400, code: "validation" });
    expect(problem(await get(els, url("from=2024-01-01&to=2026-11-21")))).toMatchObject({ status: 400, code: "validation" });
    const long = problem(await get(els, url("from=2026-08-01&to=2026-11-01")));
    expect(long).toMatchObject({ status: 400, code: "report-period-too-long" });
    expect(long.nl).toContain("92 dagen");
    // 92 days is still on screen.
    expect((await get(els, url("from=2026-08-01&to=2026-10-31"))).status).toBe(200);
  });
});

describe("GET /api/reports/rewards", () => {
  it("counts redemptions at the counter and in the app of the organiser's rewards, per day or in total, without undone ones", async () => {
    const rewardId = await insertOrganiserReward(database.db, library, { title: "Gratis koffie" });
    const redeem = async (at: string) => {
      server.setNow(new Date(at));
      const res = await callAs(server, els, "POST", `/api/v4/rewards/redeemed?organizerId=${library}`, {
        rewardId: String(rewardId),
        uitpasNumber: an.card!.number,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    };
    await redeem("2026-11-19T10:00:00Z");
    const undone = await redeem("2026-11-19T11:00:00Z");
    expect((await callAs(server, els, "DELETE", `/api/v4/rewards/redeemed/${undone}?organizerId=${library}`)).status).toBe(200);
    // In An's app: no organiser on the redemption, the reward is the library's.
    server.setNow(new Date("2026-11-20T10:00:00Z"));
    const inApp = await callAs(server, an, "POST", "/api/user/promotion/cashin", { promotionId: rewardId });
    expect(inApp.status, JSON.stringify(inApp.body)).toBe(200);
    server.setNow(FIXTURE_NOW);

    const perDay = rewardsReportSchema.parse((await get(els, `/api/reports/rewards?organizerId=${library}&${PERIOD}`)).body);
    expect(perDay.per).toBe("day");
    expect(perDay.rows.filter((r) => r.rewardId === String(rewardId))).toEqual([
      { date: "2026-11-19", rewardId: String(rewardId), rewardTitle: "Gratis koffie", redeemed: 1, points: 0 },
      { date: "2026-11-20", rewardId: String(rewardId), rewardTitle: "Gratis koffie", redeemed: 1, points: 0 },
    ]);
    const total = rewardsReportSchema.parse((await get(els, `/api/reports/rewards?organizerId=${library}&${PERIOD}&per=total`)).body);
    expect(total.rows.filter((r) => r.rewardId === String(rewardId))).toEqual([
      { rewardId: String(rewardId), rewardTitle: "Gratis koffie", redeemed: 2, points: 0 },
    ]);
    expect(total.totals.redeemed).toBe(total.rows.reduce((n, r) => n + r.redeemed, 0));
    // Another organiser's report does not show them.
    const pool = await organiserOf(database.db, els, 1);
    await database.db.insertInto("organiser_staff").values({ account_id: els.accountId, organiser_id: aalst, role: "ADMIN" }).execute();
    const other = rewardsReportSchema.parse((await get(els, `/api/reports/rewards?organizerId=${aalst}&${PERIOD}`)).body);
    expect(other.rows.some((r) => r.rewardId === String(rewardId))).toBe(false);
    expect(pool).not.toBe(library);
  });
});

describe("the kansentarief sales per municipality (the expense claim)", () => {
  it("sums the organiser's kansentarief sales per municipality of the holder, without cancelled ones, on screen and as CSV", async () => {
    // Els is made ADMIN of the cultural centre in Aalst, where Bram sells Mohamed the kansentarief.
    await database.db.insertInto("organiser_staff").values({ account_id: els.accountId, organiser_id: aalst, role: "ADMIN" }).execute();
    const theatre = await activityByCode(database.db, DEMO_CHECKIN_CODES.aalstCultuurcentrum);
    const second = await insertOrganiserActivity(database.db, aalst, { code: "RAPPORT-AALST" });
    const sold = await callAs(server, bram, "POST", `/api/v4/ticket-sales?organizerId=${aalst}`, [
      ticket(theatre, mohamed.card!.number, "SOCIALTARIFF", 14),
    ]);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const cancelled = await callAs(server, bram, "POST", `/api/v4/ticket-sales?organizerId=${aalst}`, [
      ticket(second, mohamed.card!.number, "SOCIALTARIFF", 10),
    ]);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    const cancelId = (cancelled.body as { id: string }[])[0]!.id;
    expect((await callAs(server, bram, "DELETE", `/api/v4/ticket-sales/${cancelId}?organizerId=${aalst}`)).status).toBe(200);
    const home = await database.db
      .selectFrom("holders")
      .innerJoin("municipalities", "municipalities.id", "holders.municipality_id")
      .select(["municipalities.postal_code", "municipalities.name"])
      .where("holders.id", "=", mohamed.holderId!)
      .executeTakeFirstOrThrow();

    const res = await get(els, `/api/reports/social-tariff-sales?organizerId=${aalst}&from=2026-11-01&to=2026-11-30`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = socialTariffSalesReportSchema.parse(res.body);
    const row = { tickets: 1, regularPriceCents: 1400, priceCents: 350, discountCents: 1050 };
    expect(report.rows).toEqual([{ municipality: { postalCode: home.postal_code, name: home.name }, ...row }]);
    expect(report.totals).toEqual(row);
    // A MEMBER (Bram) does not see the claim; the library's ADMIN sees no sale of Aalst in the library's.
    expect(problem(await get(bram, `/api/reports/social-tariff-sales?organizerId=${aalst}&${PERIOD}`)).code).toBe("missing-permission");
    const libraryClaim = socialTariffSalesReportSchema.parse(
      (await get(els, `/api/reports/social-tariff-sales?organizerId=${library}&${PERIOD}`)).body,
    );
    expect(libraryClaim.rows).toEqual([]);

    const csv = await get(els, `/api/reports/social-tariff-sales/csv?organizerId=${aalst}&from=2026-11-01&to=2026-11-30`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="kansentarief-per-gemeente-2026-11-01-tot-2026-11-30.csv"');
    const bytes = csv.res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      "Postcode;Gemeente;Tickets aan kansentarief;Gewone prijs (EUR);Betaald (EUR);Korting (EUR)\r\n" +
        `${home.postal_code};${home.name};1;14,00;3,50;10,50\r\n` +
        "Totaal;;1;14,00;3,50;10,50\r\n",
    );
  });
});

describe("GET /api/reports/:report/csv", () => {
  it("gives the check-ins with Dutch headers and dates, refuses an unknown report and a long period", async () => {
    const eventId = await insertOrganiserActivity(database.db, library, { code: "RAPPORT-CSV" });
    await database.db.updateTable("activities").set({ title: '=SOM(A1;A2) "quiz"' }).where("id", "=", eventId).execute();
    await checkInAt(eventId, "2026-11-20T10:00:00Z");
    server.setNow(FIXTURE_NOW);
    const res = await get(els, `/api/reports/checkins/csv?organizerId=${library}&${PERIOD}`);
    expect(res.status).toBe(200);
    const text = res.res.rawPayload.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Datum;Activiteit-ID;Activiteit;Check-ins;Punten");
    // A title Excel would run as a formula is defused and quoted (it holds ";" and quotes).
    expect(lines).toContain(`20/11/2026;${eventId};"'=SOM(A1;A2) ""quiz""";1;1`);
    expect(lines.at(-2)).toMatch(/^Totaal;;;\d+;\d+$/);
    expect(problem(await get(els, `/api/reports/holders/csv?organizerId=${library}&${PERIOD}`))).toMatchObject({
      status: 400,
      code: "validation",
    });
    expect(problem(await get(els, `/api/reports/rewards/csv?organizerId=${library}&from=2026-01-01&to=2026-11-21`)).code).toBe(
      "report-period-too-long",
    );
  });
});
