// The permissions matrix (issue 20): every staff route (auth "staff", and every route under /api/v4) of
// the contracts' registry × {anonymous, holder, MEMBER of another organiser, MEMBER, ADMIN, card-system
// staff, partner client of the organiser, partner client of another organiser} → the status its declared
// staffAccess implies (a partner client is MEMBER of its one organiser, decision 0045). A new route joins the matrix by being declared;
// one whose request needs more than the organiser's id must add a sample below, or this test fails.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EndpointDeclaration, StaffAccess } from "@vtp/contracts/endpoint";
import { apiEndpoints } from "@vtp/contracts/endpoints";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue } from "@vtp/jobs";
import { an } from "@vtp/personas";
import { insertOrganiserReward } from "../../testing/counter-rewards.ts";
import { registerReportJobs } from "../reports/jobs.ts";
import { REGION_NEWS_QUEUE, REGION_NEWS_RETRY } from "../region-news/service.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import {
  insertOrganiserActivity,
  MATRIX_CALLERS,
  matrixCalls,
  matrixHeaders,
  type MatrixCall,
  type MatrixCaller,
} from "../../testing/staff.ts";

type Sample = (organiserId: number) => Pick<InjectOptions, "url" | "payload">;

/** An's coupons (demo seed): the theatre coupon for the sale samples, the swim coupon for the sales to cancel. */
const AN_THEATRE_COUPON = "COUPON_c0000000-0000-4000-8000-000000000001";
const AN_SWIM_COUPON = "COUPON_c0000000-0000-4000-8000-000000000002";
/** An's film coupon (one a quarter): the sale sample of the partner client's own organiser. */
const AN_FILM_COUPON = "COUPON_c0000000-0000-4000-8000-000000000003";
/** The coupon of the createTicketSales sample per organiser (the theatre coupon unless set in beforeAll). */
const saleCoupons = new Map<number, string>();

/** Per organiser of the matrix: an open activity of its own, a check-in of An there and a ticket sale (beforeAll). */
const counterFixtures = new Map<number, { eventId: number; checkinId: string; ticketSaleId: string }>();
function counterFixture(organiserId: number): { eventId: number; checkinId: string; ticketSaleId: string } {
  const fixture = counterFixtures.get(organiserId);
  if (fixture === undefined) throw new Error(`geen baliegegevens voor organisatie ${organiserId}`);
  return fixture;
}

/** Per organiser of the matrix: a reward it hands out, a counter redemption to undo and an app code to use (beforeAll). */
const rewardFixtures = new Map<number, { rewardId: number; redemptionId: string; redeemCode: string }>();
function rewardFixture(organiserId: number): { rewardId: number; redemptionId: string; redeemCode: string } {
  const fixture = rewardFixtures.get(organiserId);
  if (fixture === undefined) throw new Error(`geen voordelen voor organisatie ${organiserId}`);
  return fixture;
}
/** Per organiser of the matrix: a reward it manages to edit, and one to end (ended by the ADMIN's call). */
const managedRewards = new Map<number, { toEdit: number; toEnd: number }>();
const managedReward = (organiserId: number) => managedRewards.get(organiserId) ?? { toEdit: 0, toEnd: 0 };
/** A whole reward, as createReward and updateReward take it. */
const rewardBody = {
  title: "Matrixvoordeel",
  type: "POINTS",
  points: 5,
  category: "Doen",
  redeemPeriod: { begin: "2026-11-01T00:00:00+01:00" },
  atCounter: true,
  online: false,
};
/** Per organiser of the matrix: an activity of its own for the endEvent samples (ended by the ADMIN's call). */
const activitiesToEnd = new Map<number, number>();
/** The period of the report samples: the month before the fixtures' now. */
const REPORT_PERIOD = "from=2026-10-21&to=2026-11-20";
/** Per organiser of the matrix: a report request made ready by its worker (beforeAll). */
const reportRequests = new Map<number, string>();
/** An organiser of Gent for the endOrganiser sample (beforeAll): ended by card-system staff's call. */
let organiserToEnd = 0;
function reportRequest(organiserId: number): string {
  // Another organiser's callers are refused before the id is looked up: any id will do.
  return reportRequests.get(organiserId) ?? "00000000-0000-4000-8000-000000000000";
}
/** A whole activity, as createEvent and updateEvent take it. */
const eventBody = {
  title: "Matrixactiviteit",
  permanent: true,
  priceInfo: [{ name: "Basistarief", price: 5 }],
  checkinPoints: 1,
  checkinLimit: { volume: 1, periodType: "DAY" },
  passholderTicketLimit: { volume: 1, periodType: "MONTH" },
};
const eventUrl = (organiserId: number, suffix = "") =>
  `/api/v4/events/${counterFixture(organiserId).eventId}${suffix}?organizerId=${organiserId}`;

/** Requests of routes that need more than the organiser's id; keyed by operationId. */
const samples: Partial<Record<string, Sample>> = {
  getPass: (organiserId) => ({ url: `/api/v4/passes?organizerId=${organiserId}&identifier=${an.card!.number}` }),
  createCheckin: (organiserId) => ({
    url: `/api/v4/checkins?organizerId=${organiserId}`,
    payload: { uitpasNumber: an.card!.number, eventId: String(counterFixture(organiserId).eventId) },
  }),
  getCheckinStatus: (organiserId) => ({
    url: `/api/v4/checkin-status?organizerId=${organiserId}&uitpasNumber=${an.card!.number}&eventId=${counterFixture(organiserId).eventId}`,
  }),
  undoCheckin: (organiserId) => ({ url: `/api/v4/checkins/${counterFixture(organiserId).checkinId}?organizerId=${organiserId}` }),
  getTariffs: (organiserId) => ({
    url: `/api/v4/tariffs?organizerId=${organiserId}&eventId=${counterFixture(organiserId).eventId}&uitpasNumber=${an.card!.number}&regularPrice=5`,
  }),
  getStaticTariffs: (organiserId) => ({
    url: `/api/v4/tariffs/static?organizerId=${organiserId}&eventId=${counterFixture(organiserId).eventId}&regularPrice=5`,
  }),
  // An's theatre coupon has two turns a month: one for the MEMBER's call, one for the ADMIN's.
  createTicketSales: (organiserId) => ({
    url: `/api/v4/ticket-sales?organizerId=${organiserId}`,
    payload: [
      {
        regularPrice: 5,
        tariff: { id: saleCoupons.get(organiserId) ?? AN_THEATRE_COUPON },
        eventId: String(counterFixture(organiserId).eventId),
        uitpasNumber: an.card!.number,
      },
    ],
  }),
  getTicketSales: (organiserId) => ({
    url: `/api/v4/ticket-sales?organizerId=${organiserId}&uitpasNumber=${an.card!.number}&eventId=${counterFixture(organiserId).eventId}`,
  }),
  cancelTicketSale: (organiserId) => ({
    url: `/api/v4/ticket-sales/${counterFixture(organiserId).ticketSaleId}?organizerId=${organiserId}`,
  }),
  listCounterRewards: (organiserId) => ({
    url: `/api/v4/rewards?organizerId=${organiserId}&isRedeemableByPassholderId=${an.card!.number}`,
  }),
  redeemCounterReward: (organiserId) => ({
    url: `/api/v4/rewards/redeemed?organizerId=${organiserId}`,
    payload: { rewardId: String(rewardFixture(organiserId).rewardId), uitpasNumber: an.card!.number },
  }),
  undoCounterRedemption: (organiserId) => ({
    url: `/api/v4/rewards/redeemed/${rewardFixture(organiserId).redemptionId}?organizerId=${organiserId}`,
  }),
  useRedeemCode: (organiserId) => ({
    url: `/api/v4/rewards/redeemed/${rewardFixture(organiserId).redeemCode}/use?organizerId=${organiserId}`,
  }),
  createEvent: (organiserId) => ({ url: `/api/v4/events?organizerId=${organiserId}`, payload: eventBody }),
  updateEvent: (organiserId) => ({ url: eventUrl(organiserId), payload: eventBody }),
  endEvent: (organiserId) => ({ url: `/api/v4/events/${activitiesToEnd.get(organiserId)}/end?organizerId=${organiserId}` }),
  getEvent: (organiserId) => ({ url: eventUrl(organiserId) }),
  getEventSettings: (organiserId) => ({ url: eventUrl(organiserId, "/settings") }),
  updateEventSettings: (organiserId) => ({
    url: eventUrl(organiserId, "/settings"),
    payload: {
      checkinPoints: 1,
      checkinLimit: { volume: 10, periodType: "DAY" },
      passholderTicketLimit: { volume: 1, periodType: "MONTH" },
    },
  }),
  getQrCheckinCodesDownloadLink: (organiserId) => ({ url: eventUrl(organiserId, "/qr-checkincodes/download-link") }),
  getEventKioskCode: (organiserId) => ({ url: eventUrl(organiserId, "/kiosk-code") }),
  // Staff management (decision 0047): an ADMIN invitation (which card-system staff may send too; a new
  // one replaces the last), and the two MEMBERs of the library that the ADMIN's calls change and remove.
  inviteStaff: (organiserId) => ({
    url: `/api/v4/staff/invitations?organizerId=${organiserId}`,
    payload: { email: "matrix.uitnodiging@voorbeeld.test", role: "ADMIN" },
  }),
  changeStaffRole: (organiserId) => ({
    url: `/api/v4/staff/${MATRIX_STAFF_TO_CHANGE}?organizerId=${organiserId}`,
    payload: { role: "MEMBER" },
  }),
  removeStaff: (organiserId) => ({ url: `/api/v4/staff/${MATRIX_STAFF_TO_REMOVE}?organizerId=${organiserId}` }),
  // The MEMBER to change has a second factor (beforeAll) that the ADMIN's call wipes.
  resetStaffSecondFactor: (organiserId) => ({ url: `/api/v4/staff/${MATRIX_STAFF_TO_CHANGE}/second-factor?organizerId=${organiserId}` }),
  getRegionAuditLog: () => ({ url: "/api/v4/region-audit-log?cardSystemId=1" }),
  // Organiser management (decision 0067): only card-system staff of Gent add one, once.
  createOrganiser: () => ({
    url: "/api/v4/organizers?cardSystemId=1",
    payload: { name: "Matrix organisatie", address: { postalCode: "9000", city: "Gent" } },
  }),
  // Reading and changing one (the matrix's organiser, of Gent): only card-system staff of Gent, with its own name kept.
  getManagedOrganiser: (organiserId) => ({ url: `/api/v4/organizers/${organiserId}?cardSystemId=1` }),
  updateOrganiser: (organiserId) => ({
    url: `/api/v4/organizers/${organiserId}?cardSystemId=1`,
    payload: { name: `Matrix organisatie ${organiserId}`, address: { postalCode: "9000", city: "Gent" } },
  }),
  // Ending one (decision 0074): only card-system staff of Gent, once, an organiser of Gent no other sample uses.
  endOrganiser: () => ({ url: `/api/v4/organizers/${organiserToEnd}/end?cardSystemId=1` }),
  // A region's news (decision 0071): only card-system staff of Gent send and read it.
  sendRegionNews: () => ({
    url: "/api/v4/news?cardSystemId=1",
    payload: { title: "Nieuws van de matrix", body: "Een bericht aan de pashouders van Gent.", link: "dashboard" },
  }),
  listRegionNews: () => ({ url: "/api/v4/news?cardSystemId=1" }),
  getCheckinsReport: (organiserId) => ({ url: `/api/reports/checkins?organizerId=${organiserId}&${REPORT_PERIOD}` }),
  getRewardsReport: (organiserId) => ({ url: `/api/reports/rewards?organizerId=${organiserId}&${REPORT_PERIOD}` }),
  getSocialTariffSalesReport: (organiserId) => ({ url: `/api/reports/social-tariff-sales?organizerId=${organiserId}&${REPORT_PERIOD}` }),
  downloadReportCsv: (organiserId) => ({ url: `/api/reports/checkins/csv?organizerId=${organiserId}&${REPORT_PERIOD}` }),
  createReportRequest: (organiserId) => ({
    url: `/api/reports/requests?organizerId=${organiserId}`,
    payload: { report: "checkins", from: "2026-01-01", to: "2026-11-20" },
  }),
  getReportRequest: (organiserId) => ({ url: `/api/reports/requests/${reportRequest(organiserId)}?organizerId=${organiserId}` }),
  downloadReportRequestCsv: (organiserId) => ({
    url: `/api/reports/requests/${reportRequest(organiserId)}/csv?organizerId=${organiserId}`,
  }),
  createReward: (organiserId) => ({ url: `/api/v4/rewards?organizerId=${organiserId}`, payload: rewardBody }),
  updateReward: (organiserId) => ({
    url: `/api/v4/rewards/${managedReward(organiserId).toEdit}?organizerId=${organiserId}`,
    payload: rewardBody,
  }),
  endReward: (organiserId) => ({ url: `/api/v4/rewards/${managedReward(organiserId).toEnd}/end?organizerId=${organiserId}` }),
};

/** Accounts the matrix makes MEMBER of the library (beforeAll): one to change, one to remove. */
const MATRIX_STAFF_TO_CHANGE = "a0000000-0000-4000-8000-00000000f001";
const MATRIX_STAFF_TO_REMOVE = "a0000000-0000-4000-8000-00000000f002";

const staffRoutes = (Object.values(apiEndpoints) as EndpointDeclaration[]).filter((e) => e.auth === "staff" || e.path.startsWith("/v4/"));

/** A request built from the declaration alone: no params or body, the organiser's id where it is read. */
function generatedSample(endpoint: EndpointDeclaration): Sample | undefined {
  const access = endpoint.staffAccess;
  const from = access?.scope === "organiser" ? access.organiserFrom : undefined;
  if (endpoint.body !== undefined || endpoint.params !== undefined) return undefined;
  if (from !== undefined && from.in !== "query") return undefined;
  if (endpoint.query !== undefined && from === undefined) return undefined;
  return (organiserId) => ({ url: `/api${endpoint.path}${from !== undefined ? `?${from.name}=${organiserId}` : ""}` });
}

/** The status the declaration promises a caller: 401 anonymous, 403 refused, 2xx allowed. */
export function expectedStatus(access: StaffAccess, caller: MatrixCaller): 401 | 403 | "2xx" {
  if (caller === "anonymous") return 401;
  if (caller === "holder") return 403;
  switch (access.scope) {
    case "staff":
      return "2xx";
    case "organiser":
      if (caller === "admin") return "2xx";
      // Card-system staff of the organiser's region, where the declaration says so (staff and audit log, decision 0047; reports, 0048).
      if (caller === "card-system-staff" && access.cardSystemStaff === true) return "2xx";
      // A partner client is MEMBER of its own organiser (decision 0045).
      return (caller === "member" || caller === "partner-client") && access.role === "MEMBER" ? "2xx" : 403;
    case "card-system":
      return caller === "card-system-staff" ? "2xx" : 403;
  }
}

let database: Database;
let server: IdentityTestServer;
let calls: Record<MatrixCaller, MatrixCall>;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  // The report requests' worker on the test database's job queue.
  jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  registerReportJobs(jobs, { db: database.db, clock: () => FIXTURE_NOW });
  // A region's news is accepted onto its queue (its delivery is region-news.test.ts's).
  jobs.define(REGION_NEWS_QUEUE, REGION_NEWS_RETRY);
  await jobs.start();
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, jobs });
  calls = await matrixCalls(database.db);
  const gent = await database.db.selectFrom("municipalities").select("id").where("postal_code", "=", "9000").executeTakeFirstOrThrow();
  organiserToEnd = (
    await database.db
      .insertInto("organisers")
      .values({ name: "Matrix organisatie om te beëindigen", card_system_id: 1, municipality_id: gent.id })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  // A report request of the library, made ready by the worker, for the status and download samples.
  const requested = await server.app.inject({
    method: "POST",
    url: `/api/reports/requests?organizerId=${calls.admin.organiserId}`,
    headers: await matrixHeaders(server.tokens, calls.admin),
    payload: { report: "checkins", from: "2026-01-01", to: "2026-11-20" },
  });
  if (requested.statusCode !== 202) throw new Error(requested.body);
  reportRequests.set(calls.admin.organiserId, (requested.json() as { id: string }).id);
  await jobs.drained("reports");
  // Els is ADMIN of the library and MEMBER of the pool: she checks An in once at each, to be undone,
  // and sells her a ticket with a coupon at each, to be cancelled. The matrix's partner client does the
  // same at its own organiser, with its own token (its sale sample takes An's film coupon).
  for (const [id, key] of [
    [MATRIX_STAFF_TO_CHANGE, "change"],
    [MATRIX_STAFF_TO_REMOVE, "remove"],
  ] as const) {
    await database.db
      .insertInto("identity_accounts")
      .values({ id, sub: `matrix-staff-${key}`, email: `matrix.${key}@voorbeeld.test`, email_verified: true })
      .execute();
    await database.db
      .insertInto("organiser_staff")
      .values({ account_id: id, organiser_id: calls.admin.organiserId, role: "MEMBER" })
      .execute();
  }
  await database.db
    .insertInto("second_factors")
    .values({ account_id: MATRIX_STAFF_TO_CHANGE, secret_sealed: "v1.aaaa.bbbb.cccc", last_used_step: null })
    .execute();
  const partner = calls["partner-client"];
  saleCoupons.set(partner.organiserId, AN_FILM_COUPON);
  for (const [organiserId, caller] of [
    [calls.admin.organiserId, calls.admin],
    [calls.member.organiserId, calls.member],
    [partner.organiserId, partner],
  ] as const) {
    const staff = (await matrixHeaders(server.tokens, caller)).authorization!;
    const eventId = await insertOrganiserActivity(database.db, organiserId, { code: `MATRIX-${organiserId}`, volume: 10 });
    const res = await server.app.inject({
      method: "POST",
      url: `/api/v4/checkins?organizerId=${organiserId}`,
      headers: { authorization: staff },
      payload: { uitpasNumber: an.card!.number, eventId: String(eventId) },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    const sale = await server.app.inject({
      method: "POST",
      url: `/api/v4/ticket-sales?organizerId=${organiserId}`,
      headers: { authorization: staff },
      payload: [{ regularPrice: 5, tariff: { id: AN_SWIM_COUPON }, eventId: String(eventId), uitpasNumber: an.card!.number }],
    });
    if (sale.statusCode !== 201) throw new Error(sale.body);
    const ticketSaleId = (sale.json() as { id: string }[])[0]!.id;
    counterFixtures.set(organiserId, { eventId, checkinId: (res.json() as { id: string }).id, ticketSaleId });
    // A free reward of the organiser: redeemed at its counter (to undo) and in An's app (a code to use).
    const rewardId = await insertOrganiserReward(database.db, organiserId);
    const atCounter = await server.app.inject({
      method: "POST",
      url: `/api/v4/rewards/redeemed?organizerId=${organiserId}`,
      headers: { authorization: staff },
      payload: { rewardId: String(rewardId), uitpasNumber: an.card!.number },
    });
    if (atCounter.statusCode !== 201) throw new Error(atCounter.body);
    const inApp = await server.app.inject({
      method: "POST",
      url: "/api/user/promotion/cashin",
      headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
      payload: { promotionId: rewardId },
    });
    if (inApp.statusCode !== 200) throw new Error(inApp.body);
    const { redeemCode } = inApp.json() as { redeemCode: string };
    rewardFixtures.set(organiserId, { rewardId, redemptionId: (atCounter.json() as { id: string }).id, redeemCode });
    activitiesToEnd.set(organiserId, await insertOrganiserActivity(database.db, organiserId, { code: `MATRIX-END-${organiserId}` }));
    managedRewards.set(organiserId, {
      toEdit: await insertOrganiserReward(database.db, organiserId, { managed: true }),
      toEnd: await insertOrganiserReward(database.db, organiserId, { managed: true }),
    });
  }
});

afterAll(async () => {
  await server?.app.close();
  await jobs?.stop(2_000);
  await database?.close();
});

describe("the permissions matrix", () => {
  it("covers the partner API: every /v4 route is a staff route with a declared access and a request", () => {
    expect(staffRoutes.map((e) => e.operationId)).toContain("getPermissions");
    for (const endpoint of staffRoutes) {
      expect(endpoint.auth, endpoint.operationId).toBe("staff");
      expect(endpoint.staffAccess, `${endpoint.operationId}: staffAccess ontbreekt`).toBeDefined();
      expect(
        samples[endpoint.operationId] ?? generatedSample(endpoint),
        `${endpoint.operationId}: voeg een voorbeeldverzoek toe`,
      ).toBeDefined();
    }
  });

  for (const endpoint of staffRoutes) {
    for (const caller of MATRIX_CALLERS) {
      const expected = endpoint.staffAccess === undefined ? "declared" : expectedStatus(endpoint.staffAccess, caller);
      it(`${endpoint.method} /api${endpoint.path} as ${caller} → ${expected}`, async () => {
        const call = calls[caller];
        const request = (samples[endpoint.operationId] ?? generatedSample(endpoint))!(call.organiserId);
        const res = await server.app.inject({ method: endpoint.method, ...request, headers: await matrixHeaders(server.tokens, call) });
        if (expected === "2xx") {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, res.body).toBeLessThan(300);
          return;
        }
        expect(res.statusCode, res.body).toBe(expected);
        expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
        const problem = problemSchema.parse(res.json());
        expect(problem.code).toBe(expected === 401 ? "unauthorized" : caller === "holder" ? "not-staff" : "missing-permission");
        expect(problem.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
      });
    }
  }

  it("reads the access the declarations state", () => {
    const organiser = { scope: "organiser", role: "ADMIN", organiserFrom: { in: "query", name: "organizerId" } } as const;
    // anonymous, holder, member of another, member, admin, card-system staff, partner client, partner client of another
    expect(MATRIX_CALLERS.map((c) => expectedStatus(organiser, c))).toEqual([401, 403, 403, 403, "2xx", 403, 403, 403]);
    expect(MATRIX_CALLERS.map((c) => expectedStatus({ ...organiser, role: "MEMBER" }, c))).toEqual([
      401,
      403,
      403,
      "2xx",
      "2xx",
      403,
      "2xx",
      403,
    ]);
    // Staff management, the audit log and the reports: ADMIN, or card-system staff of the organiser's region.
    expect(MATRIX_CALLERS.map((c) => expectedStatus({ ...organiser, cardSystemStaff: true }, c))).toEqual([
      401,
      403,
      403,
      403,
      "2xx",
      "2xx",
      403,
      403,
    ]);
    const region = { scope: "card-system", cardSystemFrom: { in: "query", name: "cardSystemId" } } as const;
    expect(MATRIX_CALLERS.map((c) => expectedStatus(region, c))).toEqual([401, 403, 403, 403, 403, "2xx", 403, 403]);
    expect(MATRIX_CALLERS.map((c) => expectedStatus({ scope: "staff" }, c))).toEqual([401, 403, "2xx", "2xx", "2xx", "2xx", "2xx", "2xx"]);
  });
});
