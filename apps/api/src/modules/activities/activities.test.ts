// Activities in the back office (/api/v4/events…, decision 0040): create, edit, settings and end, each
// audited and each refusal writing nothing; the signed check-in codes (a kiosk's expiring, a forged or
// altered one, an ended activity's, another activity's) through the holder's own scan; and the A4 poster,
// whose QR code decodes to a URL that saves a holder's point. One seeded database for the file, an
// injected clock; every test makes its own activity.
import { inflateSync } from "node:zlib";
import jsQRModule from "jsqr";
import { sql, type Kysely } from "kysely";
import { PDFDocument, PDFName, PDFRawStream, type PDFNumber } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSchema, eventSettingsSchema, kioskCodeSchema, downloadLinkSchema, organizerEventsSchema } from "@vtp/contracts/activities";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, type DemoPersona, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";
import { ACTIVITY_ENDED_MESSAGE, SIGNED_CODE_EXPIRED_MESSAGE } from "../checkins/service.ts";
import { A4 } from "./poster.ts";

/** jsqr is CommonJS: Node's default import is its exports object, a bundler's the function. */
const jsQR = ((jsQRModule as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule.default;

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0); // Els is ADMIN here
  pool = await organiserOf(database.db, els, 1); // and MEMBER here
}, 180_000);

beforeEach(() => server.setNow(FIXTURE_NOW));

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

type Who = StaffPersona | DemoPersona | null;

const call = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => callAs(server, who, method, url, payload);

function problem(res: { status: number; body: unknown }) {
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl };
}

const hours = (n: number) => n * 3_600_000;
const iso = (ms: number) => new Date(FIXTURE_NOW.getTime() + ms).toISOString();

/** A dated activity around the fixtures' now, worth 2 points, 5 check-ins a day. */
function dated(overrides: Record<string, unknown> = {}) {
  return {
    title: "Voorleesuurtje",
    description: '<p>Verhalen voor <strong>kleuters</strong>.</p><script>alert("x")</script>',
    permanent: false,
    startDate: iso(-hours(1)),
    endDate: iso(hours(2)),
    priceInfo: [
      { name: "Basistarief", price: 6 },
      { name: "Kinderen", price: 3.5 },
    ],
    checkinPoints: 2,
    checkinLimit: { volume: 5, periodType: "DAY" },
    passholderTicketLimit: { volume: 1, periodType: "MONTH" },
    ...overrides,
  };
}

async function create(body: unknown = dated(), organiserId = library) {
  const res = await call(els, "POST", `/api/v4/events?organizerId=${organiserId}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return eventSchema.parse(res.body);
}

/** What a refusal must leave as it was. */
async function written(db: Kysely<DB>) {
  const { rows } = await sql<{ activities: string; categories: string; audit: string; checkins: string; ended: string }>`
    SELECT (SELECT count(*) FROM activities) AS activities, (SELECT count(*) FROM activity_price_categories) AS categories,
      (SELECT count(*) FROM staff_audit_log) AS audit, (SELECT count(*) FROM checkins) AS checkins,
      (SELECT count(*) FROM activities WHERE ended_at IS NOT NULL) AS ended`.execute(db);
  return rows[0];
}

async function audits(action: string, activityId: string) {
  return database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", action).where("object_id", "=", activityId).execute();
}

const scan = (code: string) => call(an, "POST", "/api/user/checkin", { code });
const kiosk = async (eventId: string, organiserId = library, who: Who = els) => {
  const res = await call(who, "GET", `/api/v4/events/${eventId}/kiosk-code?organizerId=${organiserId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return kioskCodeSchema.parse(res.body);
};
const codeOf = (url: string) => new URL(url).searchParams.get("code")!;

describe("creating, editing and ending an activity", () => {
  it("creates a dated activity of the organiser, sanitised, in its region, with no plain code, audited", async () => {
    const event = await create();
    expect(event).toMatchObject({
      organizerId: String(library),
      title: "Voorleesuurtje",
      description: "<p>Verhalen voor <strong>kleuters</strong>.</p>",
      permanent: false,
      status: "ACTIVE",
      endedDate: null,
      priceInfo: [
        { name: "Basistarief", price: 6 },
        { name: "Kinderen", price: 3.5 },
      ],
      settings: { id: event.id, checkinPoints: 2, checkinLimit: { volume: 5, periodType: "DAY" } },
    });
    const row = await database.db.selectFrom("activities").selectAll().where("id", "=", Number(event.id)).executeTakeFirstOrThrow();
    expect(row.checkin_code).toBeNull();
    const organiser = await database.db
      .selectFrom("organisers")
      .select("card_system_id")
      .where("id", "=", library)
      .executeTakeFirstOrThrow();
    expect(row.card_system_id).toBe(organiser.card_system_id);
    expect(await audits("activity.create", event.id)).toHaveLength(1);
  });

  it("refuses bad input in Dutch and writes nothing", async () => {
    const before = await written(database.db);
    const cases: [unknown, string][] = [
      [dated({ permanent: true }), "/startDate"],
      [dated({ endDate: iso(-hours(2)) }), "/endDate"],
      [dated({ startDate: undefined }), "/startDate"],
      [
        dated({
          priceInfo: [
            { name: "Basis", price: 5 },
            { name: "basis", price: 4 },
          ],
        }),
        "/priceInfo/1/name",
      ],
      [dated({ checkinPoints: 0 }), "/checkinPoints"],
      [dated({ checkinLimit: { volume: 1, periodType: "FORTNIGHT" } }), "/checkinLimit/periodType"],
      [dated({ title: "  " }), "/title"],
      [dated({ priceInfo: [{ name: "Basis", price: 5.555 }] }), "/priceInfo/0/price"],
    ];
    for (const [body, pointer] of cases) {
      const res = await call(els, "POST", `/api/v4/events?organizerId=${library}`, body);
      expect(res.status, pointer).toBe(400);
      const p = problemSchema.parse(res.body) as { code: string; errors?: { pointer?: string; detail?: string }[] };
      expect(p.code).toBe("validation");
      expect(JSON.stringify(res.body), pointer).toContain(pointer);
    }
    const past = await call(
      els,
      "POST",
      `/api/v4/events?organizerId=${library}`,
      dated({ startDate: iso(-hours(5)), endDate: iso(-hours(3)) }),
    );
    expect(problem(past)).toMatchObject({ status: 400, code: "event-in-the-past" });
    // A MEMBER (Els at the pool) may not; nor Bram for an organiser that is not his.
    expect(problem(await call(els, "POST", `/api/v4/events?organizerId=${pool}`, dated()))).toMatchObject({ code: "missing-permission" });
    expect(problem(await call(bram, "POST", `/api/v4/events?organizerId=${library}`, dated()))).toMatchObject({
      code: "missing-permission",
    });
    expect(await written(database.db)).toEqual(before);
  });

  it("edits the whole activity, replaces its price categories, and never another organiser's", async () => {
    const event = await create();
    const res = await call(els, "PUT", `/api/v4/events/${event.id}?organizerId=${library}`, {
      ...dated({ title: "Voorleesuurtje XL", priceInfo: [{ name: "Iedereen", price: 4 }] }),
      description: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(eventSchema.parse(res.body)).toMatchObject({
      title: "Voorleesuurtje XL",
      description: null,
      priceInfo: [{ name: "Iedereen", price: 4 }],
    });
    expect(await audits("activity.update", event.id)).toHaveLength(1);

    // The library's activity named with the pool's id (where Els is only MEMBER) or Bram's: refused, nothing written.
    const before = await written(database.db);
    expect(problem(await call(els, "PUT", `/api/v4/events/${event.id}?organizerId=${pool}`, dated()))).toMatchObject({ status: 403 });
    expect(problem(await call(els, "PUT", `/api/v4/events/999999?organizerId=${library}`, dated()))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
    expect(await written(database.db)).toEqual(before);
  });

  it("reads and sets the settings in v4's shape", async () => {
    const event = await create();
    const url = `/api/v4/events/${event.id}/settings?organizerId=${library}`;
    const read = await call(els, "GET", url);
    expect(eventSettingsSchema.parse(read.body)).toEqual(event.settings);
    const settings = {
      id: event.id,
      checkinPoints: 3,
      checkinLimit: { volume: 1, periodType: "WEEK" },
      passholderTicketLimit: { volume: 2, periodType: "YEAR" },
    };
    const put = await call(els, "PUT", url, settings);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual(settings);
    expect(eventSettingsSchema.parse((await call(els, "GET", url)).body)).toEqual(settings);
    expect(await audits("activity.settings.update", event.id)).toHaveLength(1);
    expect(problem(await call(els, "PUT", url, { ...settings, id: "1" }))).toMatchObject({ status: 400, code: "bad-request" });
  });

  it("ends an activity once and for good: no edit, settings, codes or check-in afterwards", async () => {
    const event = await create();
    const code = codeOf((await kiosk(event.id)).checkinUrl); // made before the end, never scanned
    const ended = await call(els, "POST", `/api/v4/events/${event.id}/end?organizerId=${library}`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(eventSchema.parse(ended.body)).toMatchObject({ status: "ENDED", endedDate: FIXTURE_NOW.toISOString() });
    expect(await audits("activity.end", event.id)).toHaveLength(1);

    const before = await written(database.db);
    const base = `/api/v4/events/${event.id}`;
    for (const [method, url, body] of [
      ["POST", `${base}/end?organizerId=${library}`, undefined],
      ["PUT", `${base}?organizerId=${library}`, dated()],
      ["PUT", `${base}/settings?organizerId=${library}`, event.settings],
      ["GET", `${base}/kiosk-code?organizerId=${library}`, undefined],
      ["GET", `${base}/qr-checkincodes/download-link?organizerId=${library}&format=pdf`, undefined],
    ] as const) {
      expect(problem(await call(els, method, url, body)), url).toMatchObject({ status: 409, code: "event-ended" });
    }
    expect(problem(await scan(code))).toMatchObject({ status: 400, code: "CHECKIN_CODE_EXPIRED", nl: ACTIVITY_ENDED_MESSAGE });
    // The counter's check-in is the same rule.
    const counter = await call(els, "POST", `/api/v4/checkins?organizerId=${library}`, {
      uitpasNumber: an.card!.number,
      eventId: event.id,
    });
    expect(problem(counter)).toMatchObject({ status: 400, code: "checkin-not-allowed", nl: ACTIVITY_ENDED_MESSAGE });
    expect(await written(database.db)).toEqual(before);
    // The database keeps it ended.
    await expect(sql`UPDATE activities SET ended_at = NULL WHERE id = ${Number(event.id)}`.execute(database.db)).rejects.toThrow();
  });
});

describe("the back office's list and one activity", () => {
  it("lists every activity of the organiser, running and coming first, over or ended after; a MEMBER reads, another organiser not", async () => {
    const coming = await create(dated({ title: "Komt nog", startDate: iso(hours(48)), endDate: iso(hours(50)) }));
    const running = await create(dated({ title: "Loopt nu" }));
    const ended = await create(dated({ title: "Beëindigd" }));
    expect((await call(els, "POST", `/api/v4/events/${ended.id}/end?organizerId=${library}`)).status).toBe(200);
    const list = await call(els, "GET", `/api/v4/organizer-events?organizerId=${library}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const { member, totalItems } = organizerEventsSchema.parse(list.body);
    expect(totalItems).toBe(member.length);
    expect(member.every((e) => e.organizerId === String(library))).toBe(true);
    const at = (id: string) => member.findIndex((e) => e.id === id);
    expect(at(running.id)).toBeLessThan(at(coming.id));
    expect(at(coming.id)).toBeLessThan(at(ended.id));
    expect(member[at(ended.id)]).toMatchObject({ status: "ENDED" });
    expect(member.slice(at(ended.id)).every((e) => e.status === "ENDED" || Date.parse(e.endDate!) < FIXTURE_NOW.getTime())).toBe(true);

    // One activity: its organiser's staff (Els), 404 with the pool's id (not the pool's activity), 403 for Bram.
    const one = await call(els, "GET", `/api/v4/events/${coming.id}?organizerId=${library}`);
    expect(eventSchema.parse(one.body)).toEqual(coming);
    expect(problem(await call(els, "GET", `/api/v4/events/${coming.id}?organizerId=${pool}`))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
    expect(problem(await call(bram, "GET", `/api/v4/events/${coming.id}?organizerId=${library}`))).toMatchObject({ status: 403 });
    expect(problem(await call(bram, "GET", `/api/v4/organizer-events?organizerId=${library}`))).toMatchObject({ status: 403 });
    // Els is MEMBER of the pool: she reads its list.
    expect((await call(els, "GET", `/api/v4/organizer-events?organizerId=${pool}`)).status).toBe(200);
  });
});

describe("racing calls", () => {
  it("eight parallel ends and edits of one activity: it ends once, one end in the audit log, no edit after it", async () => {
    const event = await create();
    const base = `/api/v4/events/${event.id}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? call(els, "POST", `${base}/end?organizerId=${library}`)
          : call(els, "PUT", `${base}?organizerId=${library}`, dated({ title: `Versie ${i}` })),
      ),
    );
    const ends = results.filter((_, i) => i % 2 === 0);
    expect(ends.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(problem(r)).toMatchObject({ status: 409, code: "event-ended" });
    expect(await audits("activity.end", event.id)).toHaveLength(1);
    const row = await database.db
      .selectFrom("activities")
      .select(["title", "ended_at"])
      .where("id", "=", Number(event.id))
      .executeTakeFirstOrThrow();
    // The title is the last edit that ran before the end, or the original: an edit after the end wrote nothing.
    const edits = await audits("activity.update", event.id);
    expect(edits.length).toBe(results.filter((r, i) => i % 2 === 1 && r.status === 200).length);
    expect(row.ended_at).not.toBeNull();
  });
});

describe("signed check-in codes through the holder's own scan", () => {
  it("a kiosk's URL and its bare code save points; the code expires within about a minute", async () => {
    const event = await create();
    const code = await kiosk(event.id);
    expect(code.checkinUrl).toMatch(new RegExp(`^${server.config.publicUrl}/sparen\\?code=vc1\\.[A-Za-z0-9_-]{34}$`));
    const expires = Date.parse(code.expiresAt) - FIXTURE_NOW.getTime();
    expect(expires).toBeGreaterThan(30_000);
    expect(expires).toBeLessThanOrEqual(60_000);
    expect(Date.parse(code.refreshAt)).toBeLessThan(Date.parse(code.expiresAt));

    const byUrl = await scan(code.checkinUrl);
    expect(byUrl.status, JSON.stringify(byUrl.body)).toBe(200);
    expect(byUrl.body).toMatchObject({ addedPoints: 2, activity: { title: "Voorleesuurtje" } });
    const bare = await scan(codeOf(code.checkinUrl));
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);

    server.setNow(new Date(Date.parse(code.expiresAt)));
    expect(problem(await scan(code.checkinUrl))).toMatchObject({
      status: 400,
      code: "CHECKIN_CODE_EXPIRED",
      nl: SIGNED_CODE_EXPIRED_MESSAGE,
    });
  });

  it("a MEMBER gets the kiosk code; another organiser's staff does not", async () => {
    const poolActivity = await insertOrganiserActivity(database.db, pool, { code: "KIOSK-POOL" });
    expect((await kiosk(String(poolActivity), pool)).checkinUrl).toContain("/sparen?code=vc1.");
    const event = await create(dated(), library);
    expect(problem(await call(bram, "GET", `/api/v4/events/${event.id}/kiosk-code?organizerId=${library}`))).toMatchObject({ status: 403 });
    // Els is MEMBER of the pool: the library's activity is not the pool's.
    expect(problem(await call(els, "GET", `/api/v4/events/${event.id}/kiosk-code?organizerId=${pool}`))).toMatchObject({
      status: 404,
      code: "event-not-found",
    });
  });

  it("refuses a forged or altered code, and X's code never checks in for Y", async () => {
    const x = await create(dated({ title: "Activiteit X" }));
    const y = await create(dated({ title: "Activiteit Y" }));
    const code = codeOf((await kiosk(x.id)).checkinUrl);
    const bytes = Buffer.from(code.slice(4), "base64url");
    const retarget = Buffer.from(bytes);
    retarget.writeUInt32BE(Number(y.id), 1); // the activity id, signature kept
    const longer = Buffer.from(bytes);
    longer.writeUInt32BE(bytes.readUInt32BE(5) + 3600, 5); // an hour more, signature kept
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 1] = flipped[bytes.length - 1]! ^ 1; // the signature
    const before = await written(database.db);
    for (const forged of [retarget, longer, flipped]) {
      const text = `vc1.${forged.toString("base64url")}`;
      expect(problem(await scan(text))).toMatchObject({ status: 400, code: "CHECKIN_CODE_INVALID" });
      expect(problem(await scan(`${server.config.publicUrl}/sparen?code=${text}`))).toMatchObject({ code: "CHECKIN_CODE_INVALID" });
    }
    expect(await written(database.db)).toEqual(before);

    const ok = await scan(code);
    expect(ok.status).toBe(200);
    const made = await database.db
      .selectFrom("checkins")
      .select("activity_id")
      .where("activity_id", "in", [Number(x.id), Number(y.id)])
      .execute();
    expect(made).toEqual([{ activity_id: Number(x.id) }]);
  });

  it("a poster's download link is no check-in code", async () => {
    const event = await create();
    const link = downloadLinkSchema.parse(
      (await call(els, "GET", `/api/v4/events/${event.id}/qr-checkincodes/download-link?organizerId=${library}`)).body,
    );
    const downloadCode = link.downloadLink.split("/").pop()!;
    expect(problem(await scan(downloadCode))).toMatchObject({ code: "CHECKIN_CODE_INVALID" });
  });
});

/** The QR code's image in the PDF: its RGB pixels, enlarged 8 times for the decoder. */
function qrImageOf(pdf: PDFDocument): { data: Uint8ClampedArray; width: number; height: number } {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (object.dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue; // not the alpha mask
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const scale = 8;
    const data = new Uint8ClampedArray(width * scale * height * scale * 4);
    for (let y = 0; y < height * scale; y++) {
      for (let x = 0; x < width * scale; x++) {
        const from = (Math.floor(y / scale) * width + Math.floor(x / scale)) * 3;
        const to = (y * width * scale + x) * 4;
        data.set([rgb[from]!, rgb[from + 1]!, rgb[from + 2]!, 255], to);
      }
    }
    return { data, width: width * scale, height: height * scale };
  }
  throw new Error("geen afbeelding in de PDF");
}

describe("the A4 poster", () => {
  it("serves one A4 page whose QR code decodes to a URL that saves a holder's point", async () => {
    const event = await create(dated({ title: "Poëzieavond in de bib", checkinPoints: 1 }));
    const linkRes = await call(els, "GET", `/api/v4/events/${event.id}/qr-checkincodes/download-link?organizerId=${library}&format=pdf`);
    expect(linkRes.status, JSON.stringify(linkRes.body)).toBe(200);
    const link = downloadLinkSchema.parse(linkRes.body);
    expect(link.downloadLink.startsWith(`${server.config.publicUrl}/api/checkin-posters/vc1.`)).toBe(true);

    const download = await call(null, "GET", new URL(link.downloadLink).pathname);
    expect(download.status).toBe(200);
    expect(download.res.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(download.res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const size = pdf.getPage(0).getSize();
    expect(size.width).toBeCloseTo(A4.width, 1);
    expect(size.height).toBeCloseTo(A4.height, 1);
    expect(pdf.getTitle()).toContain("Poëzieavond in de bib");

    const image = qrImageOf(pdf);
    const decoded = jsQR(image.data, image.width, image.height);
    expect(decoded?.data).toMatch(new RegExp(`^${server.config.publicUrl}/sparen\\?code=vc1\\.`));
    const saved = await scan(decoded!.data);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ addedPoints: 1, activity: { title: "Poëzieavond in de bib" } });
  });

  it("is documented in /api/docs as a PDF", async () => {
    const doc = (await call(null, "GET", "/api/openapi.json")).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const poster = Object.entries(doc.paths).find(([path]) => path.includes("checkin-posters"))?.[1];
    expect(Object.keys(poster?.get?.responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
    expect(Object.keys(poster?.get?.responses["404"]?.content ?? {})).toEqual(["application/problem+json"]);
  });

  it("refuses a forged or expired download link, and needs an ADMIN for the link", async () => {
    const event = await create();
    const url = `/api/v4/events/${event.id}/qr-checkincodes/download-link?organizerId=${library}`;
    const link = downloadLinkSchema.parse((await call(els, "GET", url)).body);
    const path = new URL(link.downloadLink).pathname;
    const forged = path.slice(0, -2) + (path.endsWith("AA") ? "AB" : "AA");
    expect(problem(await call(null, "GET", forged))).toMatchObject({ status: 404, code: "download-link-invalid" });
    server.setNow(new Date(Date.parse(link.expiresAt)));
    expect(problem(await call(null, "GET", path))).toMatchObject({ status: 404, code: "download-link-invalid" });
    expect(problem(await call(null, "GET", "/api/checkin-posters/nietsvan"))).toMatchObject({ status: 400 });
  });
});
