// News of a region (decision 0071) on the job queue of the test database (PGlite, and PostgreSQL with
// DATABASE_URL): Katrien (staff of UiTPAS Gent) sends news, 202 with the news SENDING and an audit line; the
// delivery gives every holder with an active membership in Gent the message once, in the inbox (topic
// info), a mail only to whom wants news by mail, nothing to holders of other regions, blocked memberships or
// erased accounts; the list says SENT to how many; a second delivery writes nothing; bad input, staff of
// another region or of an organiser, a holder and no queue are refused with nothing written.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { regionNewsListSchema, regionNewsSchema } from "@vtp/contracts/region-news";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue, type RetryPolicy } from "@vtp/jobs";
import { an, bram, els, katrien, mohamed } from "@vtp/personas";
import { testMessagesDeps } from "../../testing/messages.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs } from "../../testing/staff.ts";
import { problem } from "../../testing/ticket-sales.ts";
import type { MessagesDeps } from "../messages/service.ts";
import { deliverNews, registerRegionNews, REGION_NEWS_QUEUE } from "./service.ts";

const FAST: RetryPolicy = { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 };
const GENT = 1;

let database: Database;
let server: IdentityTestServer;
const queues: JobQueue[] = [];

function messagesDeps(): MessagesDeps {
  return testMessagesDeps(database.db, () => FIXTURE_NOW);
}

/** A process's job queue with the news delivery's worker, started. */
async function startedQueue(): Promise<JobQueue> {
  const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
  registerRegionNews(queue, messagesDeps(), FAST);
  queues.push(queue);
  await queue.start();
  return queue;
}

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  for (const queue of queues.splice(0)) await queue.stop(2_000);
  await database?.close();
});

const news = {
  title: "Gratis zwemmen in de krokusvakantie",
  body: "Met je pas zwem je de hele krokusvakantie gratis in de stedelijke zwembaden.",
  link: "save",
};
const send = (who: { sub: string | null } | null, cardSystemId: number, body: object) =>
  callAs(server, who, "POST", `/api/v4/news?cardSystemId=${cardSystemId}`, body);

async function count(table: "region_news" | "messages" | "staff_audit_log"): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(database.db);
  return rows[0]!.n;
}

async function gentHolders(): Promise<string[]> {
  const rows = await database.db
    .selectFrom("memberships_card_system as m")
    .innerJoin("holders as h", "h.id", "m.holder_id")
    .select("m.holder_id")
    .where("m.card_system_id", "=", GENT)
    .where("m.status", "=", "ACTIVE")
    .where("h.anonymised_at", "is", null)
    .execute();
  return rows.map((r) => r.holder_id);
}

describe("POST /api/v4/news", () => {
  it("answers 202, delivers the news once to every holder of the region (inbox, mail by choice), and the list says to how many", async () => {
    const queue = await startedQueue();
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, jobs: queue });
    const res = await send(katrien, GENT, news);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const accepted = regionNewsSchema.parse(res.body);
    expect(accepted).toMatchObject({ cardSystemId: "1", title: news.title, link: "save", status: "SENDING", recipients: null });
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "news.send").execute();
    expect(audit).toMatchObject([{ card_system_id: GENT, organiser_id: null, object_type: "news", object_id: accepted.id }]);

    await queue.drained(REGION_NEWS_QUEUE);
    const holders = await gentHolders();
    expect(holders).toContain(an.holderId);
    const written = await database.db.selectFrom("messages").selectAll().where("dedup_key", "=", `news:${accepted.id}`).execute();
    expect(written.map((m) => m.holder_id).sort()).toEqual([...holders].sort());
    expect(written.every((m) => m.topic === "info" && m.link_path === "/sparen" && m.title === news.title && m.read_at === null)).toBe(
      true,
    );
    expect(written.some((m) => m.holder_id === mohamed.holderId)).toBe(false);
    // An wants news by mail; Mohamed (another region) gets none.
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("kind", "=", "message-info")
      .execute();
    expect(mails.map((m) => m.to_address)).toContain(an.email);
    expect(mails.map((m) => m.to_address)).not.toContain(mohamed.email);
    expect(mails.find((m) => m.to_address === an.email)!.text_body).toContain("https://pas.example/sparen");

    const list = regionNewsListSchema.parse((await callAs(server, katrien, "GET", `/api/v4/news?cardSystemId=${GENT}`)).body);
    expect(list.member).toMatchObject([{ id: accepted.id, status: "SENT", recipients: holders.length }]);
    expect(Date.parse(list.member[0]!.deliveredAt!)).toBeGreaterThanOrEqual(Date.parse(list.member[0]!.creationDate));

    // The job again (a retry, a second process): nothing new, the delivery stays as it was.
    const before = await count("messages");
    await deliverNews(messagesDeps(), { newsId: accepted.id });
    expect(await count("messages")).toBe(before);
  });

  it("leaves out a blocked membership and an erased account; a delivery that stopped halfway is done again without writing twice", async () => {
    const queue = await startedQueue();
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, jobs: queue });
    await queue.stop(2_000);
    const holders = await gentHolders();
    expect(holders.length).toBeGreaterThanOrEqual(2);
    const [blocked, erased, ...rest] = [...holders].sort();
    await database.db
      .updateTable("memberships_card_system")
      .set({ status: "BLOCKED" })
      .where("holder_id", "=", blocked!)
      .where("card_system_id", "=", GENT)
      .execute();
    await database.db
      .updateTable("holders")
      .set({ anonymised_at: FIXTURE_NOW, email: null, gsm: null, street_and_number: null, gender: null })
      .where("id", "=", erased!)
      .execute();
    const accepted = regionNewsSchema.parse((await send(katrien, GENT, news)).body);
    // Halfway: one holder already has it (a try that failed after its first holder).
    if (rest.length > 0) {
      await database.db
        .insertInto("messages")
        .values({
          holder_id: rest[0]!,
          topic: "info",
          dedup_key: `news:${accepted.id}`,
          title: news.title,
          body: news.body,
          link_path: "/sparen",
        })
        .execute();
    }
    await deliverNews(messagesDeps(), { newsId: accepted.id });
    const written = await database.db.selectFrom("messages").select("holder_id").where("dedup_key", "=", `news:${accepted.id}`).execute();
    expect(written.map((m) => m.holder_id).sort()).toEqual(rest);
    const row = await database.db.selectFrom("region_news").selectAll().where("id", "=", accepted.id).executeTakeFirstOrThrow();
    expect(row.recipients).toBe(rest.length);
  });

  it("refuses bad input, staff of another region or of an organiser, a holder and no queue, with nothing written", async () => {
    const queue = await startedQueue();
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, jobs: queue });
    const messagesBefore = await count("messages");
    const cases: Array<[who: { sub: string | null } | null, cardSystemId: number, body: object, status: number, code: string | null]> = [
      [katrien, GENT, { ...news, title: "Kort" }, 400, "validation"],
      [katrien, GENT, { ...news, body: "Te kort" }, 400, "validation"],
      [katrien, GENT, { ...news, body: "x".repeat(1001) }, 400, "validation"],
      [katrien, GENT, { ...news, link: "https://elders.example" }, 400, "validation"],
      [katrien, GENT, { ...news, title: "Nieuws\u0007 met een bel" }, 400, "validation"],
      [katrien, GENT, { ...news, extra: true }, 400, "validation"],
      [katrien, 3, news, 403, "missing-permission"],
      [els, GENT, news, 403, "missing-permission"],
      [bram, 3, news, 403, "missing-permission"],
      [an, GENT, news, 403, "not-staff"],
      [null, GENT, news, 401, null],
    ];
    for (const [who, cardSystemId, body, status, code] of cases) {
      const res = await send(who, cardSystemId, body);
      expect(res.status, `${JSON.stringify(body)} ${String(who?.sub)}`).toBe(status);
      if (code !== null) expect(problem(res).code).toBe(code);
    }
    expect(await count("region_news")).toBe(0);
    expect(await count("messages")).toBe(messagesBefore);

    await server.app.close();
    server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
    const res = await send(katrien, GENT, news);
    expect(res.status).toBe(503);
    expect(problem(res)).toMatchObject({ code: "news-queue-unavailable" });
    expect(await count("region_news")).toBe(0);
    expect(await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "news.send").execute()).toEqual([]);
  });
});
