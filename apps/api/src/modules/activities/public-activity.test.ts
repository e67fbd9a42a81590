// An activity's public page (GET /api/activities/:id, issue 22 §7): no login; the title, the dates, the
// place with its coordinates, the points, every price category with what a holder pays at kansentarief
// (25 % rounded down to 10 cents, at least 50 cents) and the kansentarief limit; and not-found for an
// unknown activity, one its organiser ended and one that is over, as the public lists leave them out (and
// the lists leave out an ended one).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSchema } from "@vtp/contracts/activities";
import { activityDetailSchema } from "@vtp/contracts/organisers";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { els } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0); // Els is ADMIN here
}, 180_000);

beforeEach(() => server.setNow(FIXTURE_NOW));

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

const hours = (n: number) => n * 3_600_000;
const iso = (ms: number) => new Date(FIXTURE_NOW.getTime() + ms).toISOString();

async function create(overrides: Record<string, unknown> = {}) {
  const res = await callAs(server, els, "POST", `/api/v4/events?organizerId=${library}`, {
    title: "Voorleesuurtje",
    description: '<p>Verhalen voor <strong>kleuters</strong>.</p><script>alert("x")</script>',
    permanent: false,
    startDate: iso(hours(1)),
    endDate: iso(hours(3)),
    priceInfo: [
      { name: "Basistarief", price: 6 },
      { name: "Kinderen", price: 3.5 },
      { name: "Kleuters", price: 1 },
    ],
    checkinPoints: 2,
    checkinLimit: { volume: 5, periodType: "DAY" },
    passholderTicketLimit: { volume: 2, periodType: "MONTH" },
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return eventSchema.parse(res.body);
}

const read = (id: string | number) => callAs(server, null, "GET", `/api/activities/${id}`);

function notFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  const p = problemSchema.parse(res.body);
  expect(p.code).toBe("not-found");
  expect(p.endUserMessage.nl).toBe("Deze activiteit werd niet gevonden of is voorbij.");
}

describe("an activity's public page", () => {
  it("answers without a login: dates, place, points, the prices with kansentarief and its limit", async () => {
    const event = await create();
    const res = await read(event.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const a = activityDetailSchema.parse(res.body);
    expect(a).toMatchObject({
      id: Number(event.id),
      title: "Voorleesuurtje",
      startsAt: iso(hours(1)),
      endsAt: iso(hours(3)),
      permanent: false,
      points: 2,
      supraLocal: false,
      kansentariefLimit: { volume: 2, period: "MONTH" },
    });
    expect(a.description).toBe("<p>Verhalen voor <strong>kleuters</strong>.</p>");
    expect(a.organiser.id).toBe(library);
    expect(a.organiser.slug).toMatch(/^[a-z0-9-]+$/);
    // 25 % rounded down to 10 cents (€1.50, €0.80), never under 50 cents (€1.00 → €0.50).
    expect(a.prices).toEqual([
      { name: "Basistarief", cents: 600, kansentariefCents: 150 },
      { name: "Kinderen", cents: 350, kansentariefCents: 80 },
      { name: "Kleuters", cents: 100, kansentariefCents: 50 },
    ]);
  });

  it("is not found when unknown, ended by its organiser, or over", async () => {
    notFound(await read(999_999));
    const ended = await create();
    expect((await callAs(server, els, "POST", `/api/v4/events/${ended.id}/end?organizerId=${library}`)).status).toBe(200);
    notFound(await read(ended.id));
    // The public lists leave it out too: no list links to a page that is gone.
    const listed = await callAs(server, null, "GET", `/api/search/activities?organiserId=${library}&size=100`);
    expect(listed.status).toBe(200);
    const ids = (listed.body as { activities: { id: number }[] }).activities.map((a) => a.id);
    expect(ids).not.toContain(Number(ended.id));
    const soon = await create();
    expect((await read(soon.id)).status).toBe(200);
    server.setNow(new Date(FIXTURE_NOW.getTime() + hours(4)));
    notFound(await read(soon.id));
  });

  it("keeps a permanent activity, without dates", async () => {
    const event = await create({ permanent: true, startDate: undefined, endDate: undefined });
    server.setNow(new Date(FIXTURE_NOW.getTime() + hours(24 * 400)));
    const a = activityDetailSchema.parse((await read(event.id)).body);
    expect(a).toMatchObject({ permanent: true, startsAt: null, endsAt: null });
  });
});
