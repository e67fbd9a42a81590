// The same payment confirmation arriving 10 times at once (Mollie retries, a proxy replays): the order
// moves once, every holder gets exactly one card, one family, one confirmation mail. On PostgreSQL
// (DATABASE_URL) the 10 webhooks run on separate connections at the same moment; PGlite serialises them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInsz } from "@vtp/contracts/insz";
import { ONLINE_REQUEST_DRAFT_HEADER } from "@vtp/contracts/online-request/common";
import { municipalitiesResponseSchema } from "@vtp/contracts/online-request/draft";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildOnlineRequestTestServer, type OnlineRequestTestServer } from "../../../testing/online-request.ts";

describe("the payment webhook under concurrency", () => {
  let database: Database;
  let server: OnlineRequestTestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 12 });
    server = await buildOnlineRequestTestServer({ db: database.db, now: FIXTURE_NOW });
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  const call = (method: "GET" | "POST" | "PUT", url: string, draft?: string, body?: unknown) =>
    server.app.inject({
      method,
      url: `/api/online-request${url}`,
      headers: draft ? { [ONLINE_REQUEST_DRAFT_HEADER]: draft } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  async function placedOrder(n: number): Promise<{ orderId: string; paymentId: string; email: string }> {
    const aalst = municipalitiesResponseSchema
      .parse((await call("GET", "/municipalities?postalCode=9300")).json())
      .municipalities.find((m) => m.name === "Aalst")!.municipalityId;
    const draft = ((await call("POST", "/drafts")).json() as { draftToken: string }).draftToken;
    const email = `gelijktijdig${n}@voorbeeld.test`;
    const steps: [string, string, unknown][] = [
      ["PUT", "/draft/region", { postalCode: "9300", municipalityId: aalst }],
      ["PUT", "/draft/email", { email }],
      ["PUT", "/draft/social-tariff", { answer: "NO" }],
      [
        "PUT",
        "/draft/main-holder",
        {
          firstName: "Ria",
          lastName: "Peeters",
          insz: makeInsz("1975-03-0" + n, 42),
          gender: "FEMALE",
          birthDate: `1975-03-0${n}`,
          streetAndNumber: "Markt 1",
          postalCode: "9300",
          municipalityId: aalst,
          privacyConsent: true,
        },
      ],
      [
        "POST",
        "/draft/family-members",
        {
          source: "FORM",
          firstName: "Bart",
          lastName: "Peeters",
          insz: makeInsz(`1974-04-0${n}`, 41),
          gender: "MALE",
          birthDate: `1974-04-0${n}`,
          sameAddress: true,
          sameContact: true,
        },
      ],
      [
        "POST",
        "/draft/family-members",
        {
          source: "FORM",
          firstName: "Elif",
          lastName: "Peeters",
          insz: makeInsz(`2015-05-0${n}`, 44),
          gender: "FEMALE",
          birthDate: `2015-05-0${n}`,
          sameAddress: true,
          sameContact: true,
        },
      ],
      ["PUT", "/draft/family", { familyPrivacyConsent: true }],
    ];
    for (const [method, url, body] of steps) {
      const res = await call(method as "PUT", url, draft, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const placed = await call("POST", "/draft/order", draft, { termsOfSaleConsent: true });
    const { checkoutUrl, draft: view } = placed.json() as { checkoutUrl: string; draft: { order: { orderId: string } } };
    return { orderId: view.order.orderId, paymentId: /checkout\/(tr_\w+)/.exec(checkoutUrl)![1]!, email };
  }

  it("issues one card per holder for 10 simultaneous webhooks of the paid payment", async () => {
    const { orderId, paymentId, email } = await placedOrder(1);
    server.payments.setStatus(paymentId, "paid");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.app.inject({
          method: "POST",
          url: "/api/online-request/payments/webhook",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `id=${paymentId}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const holders = await database.db
      .selectFrom("order_holders")
      .select(["holder_id", "card_id"])
      .where("order_id", "=", orderId)
      .execute();
    expect(holders).toHaveLength(3);
    expect(holders.every((h) => h.card_id !== null && h.holder_id !== null)).toBe(true);
    const holderIds = holders.map((h) => h.holder_id!);
    const cards = await database.db.selectFrom("cards").select("holder_id").where("holder_id", "in", holderIds).execute();
    expect(cards).toHaveLength(3);
    const memberships = await database.db
      .selectFrom("memberships_card_system")
      .select("holder_id")
      .where("holder_id", "in", holderIds)
      .execute();
    expect(memberships).toHaveLength(3);
    const families = await database.db.selectFrom("families").select("id").where("main_holder_id", "in", holderIds).execute();
    expect(families).toHaveLength(1);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", email)
      .where("kind", "=", "online-request-confirmation")
      .execute();
    expect(mails).toHaveLength(1);
    const payment = await database.db
      .selectFrom("payments")
      .select(["status", "events"])
      .where("provider_reference", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("PAID");
    // OPEN when created, PAID once: the replays left no trace.
    expect((payment.events as { status: string }[]).map((e) => e.status)).toEqual(["OPEN", "PAID"]);
  });

  it("hands out each card number once when two orders are paid at the same time", async () => {
    const a = await placedOrder(2);
    const b = await placedOrder(3);
    server.payments.setStatus(a.paymentId, "paid");
    server.payments.setStatus(b.paymentId, "paid");
    await Promise.all(
      [a, b, a, b].map((o) =>
        server.app.inject({
          method: "POST",
          url: "/api/online-request/payments/webhook",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `id=${o.paymentId}`,
        }),
      ),
    );
    const numbers = await database.db
      .selectFrom("order_holders as oh")
      .innerJoin("cards as c", "c.id", "oh.card_id")
      .select("c.card_number")
      .where("oh.order_id", "in", [a.orderId, b.orderId])
      .execute();
    expect(numbers).toHaveLength(6);
    expect(new Set(numbers.map((n) => n.card_number)).size).toBe(6);
  });
});
