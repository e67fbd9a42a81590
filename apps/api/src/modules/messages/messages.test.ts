// The inbox (decision 0049) on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): the endpoints
// (newest first, the unread count, opening, "alles gelezen", own messages only), the deduplication key in
// the database, the mail only where the opt-ins allow, the milestones of a check-in, the family's messages
// and the daily reminders with a fake clock, run twice and side by side.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageListSchema, messageSchema, unreadCountSchema } from "@vtp/contracts/messages";
import { problemSchema } from "@vtp/contracts/problem";
import { an, mohamed, tom, type DemoPersona } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { brusselsDay } from "@vtp/db/periods";
import { createTestDatabase } from "@vtp/db/testing";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { testMessagesDeps } from "../../testing/messages.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { crossedMilestones, milestoneMessages } from "./milestones.ts";
import { runReminders } from "./reminders.ts";
import { sendMessage, type MessagesDeps } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
let now = FIXTURE_NOW;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

function deps(): MessagesDeps {
  return testMessagesDeps(database.db, () => now);
}

async function call(persona: DemoPersona | null, method: "GET" | "POST", url: string) {
  const headers: Record<string, string> = persona === null ? {} : { authorization: `Bearer ${await server.tokens.sign(persona.sub!)}` };
  return server.app.inject({ method, url: `/api/user/messages${url}`, headers });
}

const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;

async function messagesOf(holderId: string) {
  return database.db.selectFrom("messages").selectAll().where("holder_id", "=", holderId).orderBy("created_at").execute();
}

async function mailsTo(email: string, kind: string) {
  return database.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", email)
    .where("kind", "=", kind)
    .execute();
}

async function emailOf(holderId: string): Promise<string> {
  const row = await database.db
    .selectFrom("holders as h")
    .leftJoin("identity_accounts as a", "a.holder_id", "h.id")
    .select(["a.email as account", "h.email as holder"])
    .where("h.id", "=", holderId)
    .executeTakeFirstOrThrow();
  return (row.account ?? row.holder)!;
}

describe("the inbox's endpoints", () => {
  it("lists An's seeded milestones newest first, unread; opening one marks it read once and lowers the count", async () => {
    const list = messageListSchema.parse((await call(an, "GET", "")).json());
    expect(list.messages.map((m) => m.title)).toEqual(["Je hebt 100 punten gespaard", "Je eerste punten zijn binnen"]);
    expect(list.messages.every((m) => m.readAt === null && m.topic === "milestones" && m.linkPath === "/voordelen-zoeken")).toBe(true);
    expect(list.unreadCount).toBe(2);
    expect(unreadCountSchema.parse((await call(an, "GET", "/unread-count")).json())).toEqual({ unreadCount: 2 });

    const opened = await call(an, "POST", `/${list.messages[1]!.id}/read`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(messageSchema.parse(opened.json()).readAt).toBe(FIXTURE_NOW.toISOString());
    expect(unreadCountSchema.parse((await call(an, "GET", "/unread-count")).json())).toEqual({ unreadCount: 1 });
    // Opening it again later keeps the first reading.
    server.setNow(new Date(FIXTURE_NOW.getTime() + 60_000));
    expect(messageSchema.parse((await call(an, "POST", `/${list.messages[1]!.id}/read`)).json()).readAt).toBe(FIXTURE_NOW.toISOString());
    server.setNow(FIXTURE_NOW);
  });

  it("refuses another holder's message with MESSAGE_NOT_FOUND and changes nothing", async () => {
    const [unread] = (messageListSchema.parse((await call(an, "GET", "")).json()).messages ?? []).filter((m) => m.readAt === null);
    const res = await call(mohamed, "POST", `/${unread!.id}/read`);
    expect([res.statusCode, codeOf(res)]).toEqual([404, "MESSAGE_NOT_FOUND"]);
    expect(messageListSchema.parse((await call(an, "GET", "")).json()).unreadCount).toBe(1);
    expect((await call(an, "POST", "/not-a-uuid/read")).statusCode).toBe(400);
  });

  it('"alles gelezen" marks every message of the caller read, no one else\'s', async () => {
    const mohamedBefore = unreadCountSchema.parse((await call(mohamed, "GET", "/unread-count")).json()).unreadCount;
    expect(unreadCountSchema.parse((await call(an, "POST", "/read")).json())).toEqual({ unreadCount: 0 });
    expect(messageListSchema.parse((await call(an, "GET", "")).json()).messages.every((m) => m.readAt !== null)).toBe(true);
    expect(unreadCountSchema.parse((await call(mohamed, "GET", "/unread-count")).json()).unreadCount).toBe(mohamedBefore);
  });

  it("refuses a request without a token, and an account without a card with NO_CARD", async () => {
    expect((await call(null, "GET", "")).statusCode).toBe(401);
    expect((await call(null, "POST", "/read")).statusCode).toBe(401);
    expect(codeOf(await call(tom, "GET", "/unread-count"))).toBe("NO_CARD");
  });
});

describe("sending a message", () => {
  const message = (key: string, topic: "service" | "milestones" | "info" | "reminders" = "service") => ({
    holderId: mohamed.holderId!,
    topic,
    dedupKey: key,
    title: "Een testbericht",
    body: "Dit is een test.",
    linkPath: "/overzicht",
  });

  it("writes a message once per holder and key (the database's UNIQUE key), and mails only the first time", async () => {
    expect(await sendMessage(deps(), message("test:once"))).toBe(true);
    expect(await sendMessage(deps(), message("test:once"))).toBe(false);
    expect((await messagesOf(mohamed.holderId!)).filter((m) => m.dedup_key === "test:once")).toHaveLength(1);
    expect(await mailsTo(await emailOf(mohamed.holderId!), "message-service")).toHaveLength(1);
    // The constraint itself refuses a second row, whoever writes it.
    await expect(
      database.db
        .insertInto("messages")
        .values({ holder_id: mohamed.holderId!, topic: "service", dedup_key: "test:once", title: "x", body: "y", link_path: "/" })
        .execute(),
    ).rejects.toMatchObject({ code: "23505" });
    // A link is a path of the app, never another site.
    await expect(sendMessage(deps(), { ...message("test:link"), linkPath: "//elders.example/pad" })).rejects.toMatchObject({
      code: "23514",
    });
  });

  it("mails a topic only when the holder's opt-in allows it; the inbox gets it always", async () => {
    const email = await emailOf(mohamed.holderId!);
    // The same row GET/PUT api/user/optins read and write (their shape unchanged): service and milestones off, info on.
    const put = await server.app.inject({
      method: "PUT",
      url: "/api/user/optins",
      headers: { authorization: `Bearer ${await server.tokens.sign(mohamed.sub!)}` },
      payload: { optInServiceMails: false, optInMilestoneMails: false, optInInfoMails: true, optInSms: false, optInPost: false },
    });
    expect(put.statusCode).toBe(200);
    for (const topic of ["service", "milestones", "info", "reminders"] as const)
      await sendMessage(deps(), message(`test:optin:${topic}`, topic));
    expect((await messagesOf(mohamed.holderId!)).filter((m) => m.dedup_key.startsWith("test:optin:"))).toHaveLength(4);
    expect(await mailsTo(email, "message-info")).toHaveLength(1);
    expect(await mailsTo(email, "message-milestones")).toHaveLength(0);
    expect(await mailsTo(email, "message-reminders")).toHaveLength(0);
    expect(await mailsTo(email, "message-service")).toHaveLength(1); // the one of the test before
    await database.db
      .updateTable("optins")
      .set({ service_mails: true, milestone_mails: true, info_mails: false })
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
  });

  it("mails reminders by their own choice once the holder saved the grid (decision 0060), whatever the service mails say", async () => {
    const email = await emailOf(mohamed.holderId!);
    const put = await server.app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers: { authorization: `Bearer ${await server.tokens.sign(mohamed.sub!)}` },
      payload: {
        optins: { optInServiceMails: false, optInMilestoneMails: true, optInInfoMails: false, optInSms: false, optInPost: false },
        reminderMails: true,
        push: { service: false, milestones: false, info: false, reminders: false },
        quietHours: { from: "21:00", until: "08:00" },
      },
    });
    expect(put.statusCode).toBe(200);
    const before = (await mailsTo(email, "message-reminders")).length;
    const beforeService = (await mailsTo(email, "message-service")).length;
    await sendMessage(deps(), message("test:grid:reminders", "reminders"));
    await sendMessage(deps(), message("test:grid:service", "service"));
    expect(await mailsTo(email, "message-reminders")).toHaveLength(before + 1);
    expect(await mailsTo(email, "message-service")).toHaveLength(beforeService);
    await database.db.deleteFrom("channel_preferences").where("holder_id", "=", mohamed.holderId!).execute();
    await database.db
      .updateTable("optins")
      .set({ service_mails: true, milestone_mails: true, info_mails: false })
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
  });

  it("writes nothing for an anonymised holder (an erased account)", async () => {
    const holder = await database.db
      .selectFrom("cards")
      .select("holder_id")
      .where("status", "=", "ACTIVE")
      .where("holder_id", "not in", [an.holderId!, mohamed.holderId!])
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("holders")
      .set({ email: null, gsm: null, street_and_number: null, gender: null, anonymised_at: now })
      .where("id", "=", holder.holder_id!)
      .execute();
    expect(await sendMessage(deps(), { ...message("test:anonymised"), holderId: holder.holder_id! })).toBe(false);
    expect((await messagesOf(holder.holder_id!)).filter((m) => m.dedup_key === "test:anonymised")).toEqual([]);
  });
});

describe("milestones", () => {
  it("finds every hundred crossed", () => {
    expect(crossedMilestones(0, 1)).toEqual([]);
    expect(crossedMilestones(99, 100)).toEqual([100]);
    expect(crossedMilestones(120, 320)).toEqual([200, 300]);
    expect(crossedMilestones(200, 250)).toEqual([]);
  });

  it("says the first point in the singular and the first points in the plural, title and body alike", () => {
    const first = (after: number) => milestoneMessages({ holderId: an.holderId!, before: 0, after, firstEver: true })[0]!;
    expect(first(1)).toMatchObject({ title: "Je eerste punt is binnen", body: expect.stringMatching(/^Je eerste punt staat op je pas\./) });
    expect(first(3)).toMatchObject({
      title: "Je eerste punten zijn binnen",
      body: expect.stringMatching(/^Je eerste punten staan op je pas\./),
    });
  });

  it("a check-in that takes An's balance past 200 writes the milestone with it, once", async () => {
    const before = await database.db.selectFrom("holders").select("points").where("id", "=", an.holderId!).executeTakeFirstOrThrow();
    // One activity worth enough points to cross the next hundred.
    const needed = 200 - Number(before.points);
    const bib = await database.db
      .selectFrom("activities")
      .select(["organiser_id", "card_system_id"])
      .where("checkin_code", "=", DEMO_CHECKIN_CODES.gentBibliotheek)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("activities")
      .values({
        ...bib,
        title: "Mijlpaalconcert",
        points: needed,
        checkin_volume: 1,
        checkin_period: "DAY",
        checkin_code: "MIJLPAAL-1",
        permanent: true,
      })
      .execute();
    const scan = async () =>
      server.app.inject({
        method: "POST",
        url: "/api/user/checkin",
        headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
        payload: { code: "MIJLPAAL-1" },
      });
    expect((await scan()).statusCode).toBe(200);
    expect(codeOf(await scan())).toBe("CHECKIN_LIMIT_REACHED"); // no points, no message
    const milestones = (await messagesOf(an.holderId!)).filter((m) => m.dedup_key === "milestone:points:200");
    expect(milestones).toHaveLength(1);
    expect(milestones[0]).toMatchObject({ topic: "milestones", title: "Je hebt 200 punten gespaard", read_at: null });
    // An opted in to milestone mails (allOptIns): one mail.
    expect(await mailsTo(await emailOf(an.holderId!), "message-milestones")).toHaveLength(1);
  });
});

describe("family messages", () => {
  it("the member invited, added and then removed is told each time in the inbox; the removal is mailed (service opt-in), the add's mail is the family notice", async () => {
    const auth = { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` };
    const added = await server.app.inject({
      method: "POST",
      url: "/api/user/family/members",
      headers: auth,
      payload: { cardNumber: mohamed.card!.number, birthDate: mohamed.birthDate },
    });
    expect(added.statusCode).toBe(200);
    // Mohamed is an adult with an account: he is invited and accepts (decision 0055).
    const invitation = await database.db
      .selectFrom("family_invitations")
      .select("id")
      .where("holder_id", "=", mohamed.holderId!)
      .where("state", "=", "PENDING")
      .executeTakeFirstOrThrow();
    const accepted = await server.app.inject({
      method: "POST",
      url: `/api/user/family-invitations/${invitation.id}/accept`,
      headers: { authorization: `Bearer ${await server.tokens.sign(mohamed.sub!)}` },
    });
    expect(accepted.statusCode).toBe(200);
    const removed = await server.app.inject({ method: "DELETE", url: `/api/user/family/members/${mohamed.holderId}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    const family = (await messagesOf(mohamed.holderId!)).filter((m) => m.dedup_key.startsWith("family:"));
    const by = `${an.firstName} ${an.lastName.charAt(0)}.`;
    expect(family.map((m) => m.title)).toEqual([
      `${by} nodigt je uit in een gezin`,
      `Je bent lid van het gezin van ${by}`,
      `${by} heeft je uit een gezin gehaald`,
    ]);
    expect(family.every((m) => m.link_path === "/profiel/gezin" && m.topic === "service")).toBe(true);
    const email = await emailOf(mohamed.holderId!);
    expect(await mailsTo(email, "family-notice")).toHaveLength(1);
    expect((await mailsTo(email, "message-service")).map((m) => m.subject)).toContain(`${by} heeft je uit een gezin gehaald`);
  });
});

describe("the daily reminders (fake clock)", () => {
  const day = (offset: number) => {
    const [y, m, d] = brusselsDay(now).split("-").map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  };
  const keysOf = async (holderId: string, prefix: string) =>
    (await messagesOf(holderId)).filter((m) => m.dedup_key.startsWith(prefix)).map((m) => m.dedup_key);

  it("kansentarief: 30 days before its end and 7 days before, each once, with where to renew", async () => {
    now = FIXTURE_NOW;
    const end = day(30);
    const k = await database.db
      .updateTable("kansenstatuut")
      .set({ end_date: end, status: "ACTIVE" })
      .where("holder_id", "=", mohamed.holderId!)
      .returning("id")
      .executeTakeFirstOrThrow();
    now = new Date(FIXTURE_NOW.getTime() - 86_400_000); // 31 days before: nothing yet
    await runReminders(deps());
    expect(await keysOf(mohamed.holderId!, "kansentarief:")).toEqual([]);
    now = FIXTURE_NOW;
    await runReminders(deps());
    await runReminders(deps()); // a second run the same day writes nothing
    expect(await keysOf(mohamed.holderId!, "kansentarief:")).toEqual([`kansentarief:${k.id}:${end}:30`]);
    now = new Date(FIXTURE_NOW.getTime() + 10 * 86_400_000); // 20 days left: nothing new
    await runReminders(deps());
    expect(await keysOf(mohamed.holderId!, "kansentarief:")).toHaveLength(1);
    now = new Date(FIXTURE_NOW.getTime() + 23 * 86_400_000); // 7 days left
    await runReminders(deps());
    await runReminders(deps());
    expect(await keysOf(mohamed.holderId!, "kansentarief:")).toEqual([`kansentarief:${k.id}:${end}:30`, `kansentarief:${k.id}:${end}:7`]);
    const last = (await messagesOf(mohamed.holderId!)).find((m) => m.dedup_key.endsWith(":7"))!;
    expect(last.title).toBe("Je kansentarief loopt over 7 dagen af");
    expect(last.body).toContain("OCMW of de sociale dienst van je gemeente");
    now = FIXTURE_NOW;
  });

  it("a coupon that expires in 7 days, once; not one that expires later", async () => {
    now = FIXTURE_NOW;
    const coupons = await database.db
      .selectFrom("holder_coupons")
      .select("id")
      .where("holder_id", "=", an.holderId!)
      .orderBy("id")
      .execute();
    expect(coupons.length).toBeGreaterThan(0);
    await database.db
      .updateTable("holder_coupons")
      .set({ valid_until: day(60), status: "ACTIVE" })
      .where("holder_id", "=", an.holderId!)
      .execute();
    await database.db
      .updateTable("holder_coupons")
      .set({ valid_until: day(7) })
      .where("id", "=", coupons[0]!.id)
      .execute();
    await runReminders(deps());
    await runReminders(deps());
    expect(await keysOf(an.holderId!, "coupon:")).toEqual([`coupon:${coupons[0]!.id}:${day(7)}:7`]);
  });

  it("a welcome reward still unused 30 days after the card started, once; not at 29 days", async () => {
    now = FIXTURE_NOW;
    await database.db
      .updateTable("cards")
      .set({ created_at: new Date(FIXTURE_NOW.getTime() - 29 * 86_400_000) })
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
    await runReminders(deps());
    expect(await keysOf(mohamed.holderId!, "welcome:")).toEqual([]);
    now = new Date(FIXTURE_NOW.getTime() + 86_400_000 + 60_000);
    await runReminders(deps());
    await runReminders(deps());
    const welcome = await keysOf(mohamed.holderId!, "welcome:");
    expect(welcome.length).toBeGreaterThan(0);
    expect(new Set(welcome).size).toBe(welcome.length);
    now = FIXTURE_NOW;
  });

  it("two runs side by side (two processes) write and mail each reminder once", async () => {
    now = FIXTURE_NOW;
    await database.db
      .updateTable("holder_coupons")
      .set({ valid_until: day(3) })
      .where("holder_id", "=", an.holderId!)
      .execute();
    const [a, b] = await Promise.all([runReminders(deps()), runReminders(deps())]);
    const keys = await keysOf(an.holderId!, "coupon:");
    expect(new Set(keys).size).toBe(keys.length);
    // Every new key was written by exactly one of the two runs.
    expect(a.written + b.written).toBe(keys.filter((k) => k.endsWith(`${day(3)}:7`)).length);
    const mails = await mailsTo(await emailOf(an.holderId!), "message-reminders");
    expect(mails.length).toBe(keys.length);
  });
});

// Last in the file: its messages and mails would count in the tests above.
describe("reading a message", () => {
  it("opens a message written by a clock ahead of the reader's (another process, a job's clock): read at its writing, no error", async () => {
    const holderId = (
      await database.db.selectFrom("cards").select("holder_id").where("card_number", "=", mohamed.card!.number).executeTakeFirstOrThrow()
    ).holder_id!;
    const ahead = new Date(FIXTURE_NOW.getTime() + 5_000);
    now = ahead;
    const message = {
      holderId,
      topic: "service" as const,
      dedupKey: "test:clock-ahead",
      title: "Vooruit",
      body: "Een klok die voorloopt.",
      linkPath: "/overzicht",
    };
    expect(await sendMessage(deps(), message)).toBe(true);
    now = FIXTURE_NOW;
    const written = (await messagesOf(holderId)).find((m) => m.dedup_key === "test:clock-ahead")!;
    const opened = await call(mohamed, "POST", `/${written.id}/read`);
    expect(opened.statusCode).toBe(200);
    expect(messageSchema.parse(opened.json()).readAt).toBe(ahead.toISOString());
    // "Alles gelezen" likewise, for a second one.
    now = ahead;
    expect(await sendMessage(deps(), { ...message, dedupKey: "test:clock-ahead-2" })).toBe(true);
    now = FIXTURE_NOW;
    expect(unreadCountSchema.parse((await call(mohamed, "POST", "/read")).json())).toEqual({ unreadCount: 0 });
  });
});
