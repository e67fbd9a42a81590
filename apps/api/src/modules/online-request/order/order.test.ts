// The online request's order on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): the order with
// its payment (paid, failed, cancelled, replayed and forged webhooks), the cards issued, the status page's
// one-time link and the new card's registration token, the close button's reset, unpaid orders left
// behind, and that a national number never appears in an answer or a log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInCardSystemRange, isValidCardNumber, isSocialTariffCardNumber } from "@vtp/contracts/card-number";
import { formatInsz } from "@vtp/contracts/insz";
import { draftViewSchema, type DraftView } from "@vtp/contracts/online-request/draft";
import { orderStatusResponseSchema } from "@vtp/contracts/online-request/order";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildOnlineRequestTestServer, onlineRequestClient, type OnlineRequestTestServer } from "../../../testing/online-request.ts";

describe("online request: the order (demo seed)", () => {
  let database: Database;
  let server: OnlineRequestTestServer;
  const { call, codeOf, viewOf, places, newDraft, regularDraft, adult, mainBody, memberBody } = onlineRequestClient(() => server);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
    // FAMILY caps of the tests: 2 adults, 3 children.
    server = await buildOnlineRequestTestServer({
      db: database.db,
      now: FIXTURE_NOW,
      env: { FAMILY_MAX_CHILDREN: "3", LOG_LEVEL: "trace" },
    });
    await places();
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  describe("order, payment and cards", () => {
    /** Steps 1-5 with a main holder and one child; the order placed; the fake provider's payment id. */
    async function placed(): Promise<{ draft: string; email: string; paymentId: string; view: DraftView }> {
      const { draft, email } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1983-10-10")) }));
      viewOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2016-10-10", "FEMALE")) }));
      viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      const res = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      expect(res.statusCode).toBe(200);
      const { checkoutUrl, draft: view } = res.json() as { checkoutUrl: string; draft: DraftView };
      const paymentId = /checkout\/(tr_\w+)/.exec(checkoutUrl)![1]!;
      return { draft, email, paymentId, view: draftViewSchema.parse(view) };
    }

    const webhook = (id: string) => call("POST", "/payments/webhook", { form: `id=${id}` });

    it("places the order with the server's prices and a payment of that amount at the provider", async () => {
      const { view, paymentId } = await placed();
      expect(view.order).toMatchObject({ status: "PENDING_PAYMENT", total: 3, payment: "OPEN" });
      const payment = server.payments.payments.get(paymentId)!;
      expect(payment.input).toMatchObject({ amountEur: 3, metadata: { orderId: view.order!.orderId } });
      expect(payment.input.redirectUrl).toBe(`http://127.0.0.1:3000/online-aanvraag/betaling?bestelling=${view.order!.orderId}`);
      expect(payment.input.webhookUrl).toBe("http://127.0.0.1:3000/api/online-request/payments/webhook");
    });

    it("after payment: PENDING_UITID_CONNECT, a card per holder in the region's range, the family, the confirmation mail; a replayed webhook changes nothing", async () => {
      const { draft, email, paymentId, view } = await placed();
      const orderId = view.order!.orderId;
      server.payments.setStatus(paymentId, "paid");
      for (let i = 0; i < 3; i++) {
        const res = await webhook(paymentId);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      const holders = await database.db
        .selectFrom("order_holders as oh")
        .innerJoin("cards as c", "c.id", "oh.card_id")
        .select(["oh.is_main", "c.card_number", "c.holder_id", "oh.holder_id as ohh"])
        .where("oh.order_id", "=", orderId)
        .execute();
      expect(holders).toHaveLength(2);
      for (const h of holders) {
        expect(isValidCardNumber(h.card_number)).toBe(true);
        expect(isInCardSystemRange(h.card_number, 3)).toBe(true);
        expect(isSocialTariffCardNumber(h.card_number)).toBe(false);
        expect(h.holder_id).toBe(h.ohh);
      }
      const order = await database.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("PENDING_UITID_CONNECT");
      const main = holders.find((h) => h.is_main)!;
      const family = await database.db
        .selectFrom("families")
        .innerJoin("family_members", "family_members.family_id", "families.id")
        .select("family_members.holder_id")
        .where("families.main_holder_id", "=", main.holder_id)
        .execute();
      expect(family).toHaveLength(1);
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-confirmation")
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain(`/online-aanvraag/status?bestelling=${orderId}&code=`);
      // The inbox of each new holder (decision 0049): paid (the main holder) and the card ready, once despite the replays.
      const messages = await database.db
        .selectFrom("messages")
        .select(["holder_id", "dedup_key"])
        .where(
          "holder_id",
          "in",
          holders.map((h) => h.holder_id!),
        )
        .orderBy("dedup_key")
        .execute();
      const expected = [
        ...holders.map((h) => ({ holder_id: h.holder_id, dedup_key: `online-request:${orderId}:card-ready` })),
        { holder_id: main.holder_id, dedup_key: `online-request:${orderId}:paid` },
      ];
      expect(messages).toHaveLength(expected.length);
      expect(messages).toEqual(expect.arrayContaining(expected));
      expect(viewOf(await call("GET", "/draft", { draft }))).toMatchObject({
        nextStep: "password",
        order: { status: "PENDING_UITID_CONNECT", payment: "PAID" },
      });
      // The request can no longer change.
      expect(codeOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "NO" } }))).toBe("ONLINE_REQUEST_LOCKED");
      expect(codeOf(await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } }))).toBe("ONLINE_REQUEST_ALREADY_PAID");
    });

    it("ignores an unknown or forged payment id, without asking the provider, and a payment whose amount differs", async () => {
      const { paymentId, view } = await placed();
      const gets = server.payments.gets;
      for (const id of ["tr_doesnotexist", "nope", "tr_'; DROP TABLE orders;--", `${paymentId}x`])
        expect((await webhook(encodeURIComponent(id))).statusCode).toBe(200);
      expect(server.payments.gets).toBe(gets);
      // The provider says paid, but for another amount than the order's: nothing moves.
      const p = server.payments.payments.get(paymentId)!;
      p.amount = { value: "0.01", currency: "EUR" };
      p.status = "paid";
      await webhook(paymentId);
      const order = await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("PENDING_PAYMENT");
      const forged = await call("POST", "/payments/webhook", { body: { id: paymentId } });
      expect(forged.statusCode).toBe(200);
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("PENDING_PAYMENT");
    });

    it("a failed payment shows as FAILED and can be paid again without retyping; a cancelled one too", async () => {
      const { draft, paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "failed");
      const failed = viewOf(await call("POST", "/draft/payment-status", { draft }));
      expect(failed.order).toMatchObject({ status: "PENDING_PAYMENT", payment: "FAILED", checkoutUrl: null });
      const again = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      const second = /checkout\/(tr_\w+)/.exec((again.json() as { checkoutUrl: string }).checkoutUrl)![1]!;
      expect(second).not.toBe(paymentId);
      server.payments.setStatus(second, "canceled");
      expect(viewOf(await call("POST", "/draft/payment-status", { draft })).order?.payment).toBe("CANCELLED");
      const third = /checkout\/(tr_\w+)/.exec(
        ((await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } })).json() as { checkoutUrl: string }).checkoutUrl,
      )![1]!;
      server.payments.setStatus(third, "paid");
      expect(viewOf(await call("POST", "/draft/payment-status", { draft })).order).toMatchObject({
        orderId: view.order!.orderId,
        status: "PENDING_UITID_CONNECT",
        payment: "PAID",
      });
      // The late webhook of the failed payment changes nothing.
      await webhook(paymentId);
      const payments = await database.db
        .selectFrom("payments")
        .select(["provider_reference", "status"])
        .where("order_id", "=", view.order!.orderId)
        .orderBy("seq")
        .execute();
      expect(payments.map((p) => p.status)).toEqual(["FAILED", "CANCELLED", "PAID"]);
    });

    it("cancels an open payment at the provider before a new one, and refuses changes while one is under way", async () => {
      const { draft, paymentId } = await placed();
      const locked = await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } });
      expect(codeOf(locked)).toBe("ONLINE_REQUEST_LOCKED");
      await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      expect(server.payments.payments.get(paymentId)?.status).toBe("canceled");
    });

    it("changing a step after a failed payment cancels the unpaid order and frees its national numbers", async () => {
      const { draft, paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "failed");
      await call("POST", "/draft/payment-status", { draft });
      const changed = viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      expect(changed.order).toBeNull();
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
      expect(
        await database.db.selectFrom("insz_registry").select("insz_hash").where("order_id", "=", view.order!.orderId).execute(),
      ).toEqual([]);
      expect((await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } })).statusCode).toBe(200);
    });

    it("cancels an unpaid order left behind for two days and frees its national numbers", async () => {
      const { draft, view, paymentId } = await placed();
      server.payments.setStatus(paymentId, "expired");
      // The provider's webhook tells the payment expired; nobody comes back for the order.
      await webhook(paymentId);
      server.setNow(new Date(FIXTURE_NOW.getTime() + 3 * 24 * 60 * 60 * 1000));
      try {
        await newDraft();
      } finally {
        server.setNow(FIXTURE_NOW);
      }
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
      expect(
        await database.db.selectFrom("insz_registry").select("insz_hash").where("order_id", "=", view.order!.orderId).execute(),
      ).toEqual([]);
      // The status page says every step stopped: no account or card is promised "after the payment".
      const status = orderStatusResponseSchema.parse((await call("GET", `/orders/${view.order!.orderId}`, { draft })).json());
      expect(status.status).toBe("CANCELLED");
      expect(status.steps).toEqual([
        { key: "payment", state: "stopped" },
        { key: "account", state: "stopped" },
        { key: "card", state: "stopped" },
      ]);
    });

    it("the close button's reset cancels the unpaid order and forgets the draft", async () => {
      const { draft, view } = await placed();
      expect((await call("DELETE", "/draft", { draft })).json()).toEqual({ reset: true });
      expect(codeOf(await call("GET", "/draft", { draft }))).toBe("ONLINE_REQUEST_DRAFT_NOT_FOUND");
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
    });

    it("confirms an order that costs nothing at once (a voucher), without a payment", async () => {
      const { draft } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-11"), { voucher: "dender-welkom" }) }));
      expect(
        codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-12"), { voucher: "GENT-GRATIS" }) })),
      ).toBe("ONLINE_REQUEST_VOUCHER_INVALID");
      expect(codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-12"), { voucher: "OUD-2020" }) }))).toBe(
        "ONLINE_REQUEST_VOUCHER_EXPIRED",
      );
      viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: false } }));
      const res = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      const body = res.json() as { checkoutUrl: string | null; draft: DraftView };
      expect(body.checkoutUrl).toBeNull();
      expect(body.draft.order).toMatchObject({ status: "PENDING_UITID_CONNECT", total: 0, payment: null });
      const voucher = await database.db
        .selectFrom("registration_vouchers")
        .select("uses")
        .where("code", "=", "DENDER-WELKOM")
        .executeTakeFirstOrThrow();
      expect(voucher.uses).toBeGreaterThanOrEqual(1);
    });

    it("the status page: the mailed link's token is enough on any device, until a new link replaces it; the registration token links the card and completes the order", async () => {
      const { draft, email, paymentId, view } = await placed();
      const orderId = view.order!.orderId;
      server.payments.setStatus(paymentId, "paid");
      await webhook(paymentId);
      const mail = await database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-confirmation")
        .executeTakeFirstOrThrow();
      const customToken = /code=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
      const opened = await call("POST", `/orders/${orderId}/access`, { body: { customToken } });
      expect(opened.statusCode).toBe(200);
      const { orderToken } = opened.json() as { orderToken: string };
      // Another device opens the same link: it works again, and its token reads the status.
      const again = await call("POST", `/orders/${orderId}/access`, { body: { customToken } });
      expect(again.statusCode).toBe(200);
      expect((await call("GET", `/orders/${orderId}`, { order: (again.json() as { orderToken: string }).orderToken })).statusCode).toBe(
        200,
      );
      // A wrong code opens nothing.
      expect(codeOf(await call("POST", `/orders/${orderId}/access`, { body: { customToken: "q".repeat(43) } }))).toBe(
        "ONLINE_REQUEST_LINK_INVALID",
      );
      const status = orderStatusResponseSchema.parse((await call("GET", `/orders/${orderId}`, { order: orderToken })).json());
      expect(status).toMatchObject({ status: "PENDING_UITID_CONNECT", payment: "PAID", total: 3, cardSystemName: "UiTPAS Dender" });
      expect(status.steps).toEqual([
        { key: "payment", state: "done" },
        { key: "account", state: "current" },
        { key: "card", state: "todo" },
      ]);
      expect(status.holders.every((h) => h.cardNumberMasked?.startsWith("•"))).toBe(true);
      // The wizard's draft reads it too; a stranger does not.
      expect((await call("GET", `/orders/${orderId}`, { draft })).statusCode).toBe(200);
      expect(codeOf(await call("GET", `/orders/${orderId}`, { order: "z".repeat(43) }))).toBe("ONLINE_REQUEST_LINK_INVALID");
      // Step 7: the registration token of the main holder's card links it to a (new) account.
      const reg = await call("POST", "/registration-token", { draft });
      expect(reg.statusCode).toBe(200);
      const { registrationToken, firstName } = reg.json() as { registrationToken: string; firstName: string };
      expect(firstName).toBe("Wout");
      const account = await database.db
        .insertInto("identity_accounts")
        .values({ sub: `online-${orderId}`, email, email_verified: true, first_name: "Wout", last_name: "Claeys" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(account.id).toBeTruthy();
      const linked = await server.app.inject({
        method: "POST",
        url: "/api/user/uitid/link",
        headers: { authorization: `Bearer ${await server.tokens.sign(`online-${orderId}`)}` },
        payload: { registrationToken },
      });
      expect(linked.statusCode).toBe(200);
      const done = orderStatusResponseSchema.parse((await call("GET", `/orders/${orderId}`, { order: orderToken })).json());
      expect(done.status).toBe("COMPLETED");
      expect(done.steps.map((s) => s.state)).toEqual(["done", "done", "done"]);
      expect(viewOf(await call("GET", "/draft", { draft })).nextStep).toBe("install");
      expect(codeOf(await call("POST", "/registration-token", { draft }))).toBe("ONLINE_REQUEST_NOT_PAID");
    });

    it("mails a fresh status link on request, with the same answer for any order id; the old link stops working", async () => {
      const { paymentId, view, email } = await placed();
      server.payments.setStatus(paymentId, "paid");
      await webhook(paymentId);
      const bodyOf = async (kind: string) =>
        (
          await database.db
            .selectFrom("mail_outbox")
            .select("text_body")
            .where("to_address", "=", email)
            .where("kind", "=", kind)
            .executeTakeFirstOrThrow()
        ).text_body;
      const tokenIn = (text: string) => /code=([A-Za-z0-9_-]+)/.exec(text)![1]!;
      const first = tokenIn(await bodyOf("online-request-confirmation"));
      for (const id of [view.order!.orderId, "00000000-0000-4000-8000-000000000000"]) {
        const res = await call("POST", `/orders/${id}/status-link`);
        expect(res.json()).toEqual({ sent: true });
      }
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select("kind")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-status-link")
        .execute();
      expect(mails).toHaveLength(1);
      const orderId = view.order!.orderId;
      expect(codeOf(await call("POST", `/orders/${orderId}/access`, { body: { customToken: first } }))).toBe("ONLINE_REQUEST_LINK_INVALID");
      const fresh = tokenIn(await bodyOf("online-request-status-link"));
      expect((await call("POST", `/orders/${orderId}/access`, { body: { customToken: fresh } })).statusCode).toBe(200);
    });

    it("answers 503 to the webhook when the provider cannot be reached (so it retries), and changes nothing", async () => {
      const { paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "paid");
      server.payments.down = true;
      try {
        const res = await webhook(paymentId);
        expect(res.statusCode).toBe(503);
        expect(codeOf(res)).toBe("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
      } finally {
        server.payments.down = false;
      }
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("PENDING_PAYMENT");
    });
  });

  describe("national numbers never leave the api", () => {
    it("appears masked in every answer and in no log line, whatever the log level", async () => {
      const { draft } = await regularDraft();
      const main = adult("1977-12-24");
      const child = adult("2017-12-24", "FEMALE");
      const answers: string[] = [];
      const record = (res: { body: string }) => {
        answers.push(res.body);
        return res;
      };
      record(await call("PUT", "/draft/main-holder", { draft, body: mainBody(main) }));
      record(await call("PUT", "/draft/main-holder", { draft, body: mainBody({ ...main, birthDate: "1977-12-25" }) }));
      record(await call("POST", "/draft/family-members", { draft, body: memberBody(child) }));
      record(await call("POST", "/draft/family-members", { draft, body: memberBody(child) }));
      record(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      record(await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } }));
      record(await call("GET", "/draft", { draft }));
      const view = draftViewSchema.parse(JSON.parse(answers.at(-1)!));
      expect(view.mainHolder?.inszMasked).toBe(`••.••.••-•••.${main.insz.slice(9)}`);
      const logs = server.logs();
      expect(logs.length).toBeGreaterThan(1000);
      for (const insz of [main.insz, child.insz]) {
        for (const text of [...answers, logs]) {
          expect(text).not.toContain(insz);
          expect(text).not.toContain(formatInsz(insz));
        }
      }
      // Not at rest in plain text either: encrypted, with a keyed hash.
      const rows = await database.db
        .selectFrom("order_holders")
        .select(["insz_encrypted", "insz_hash"])
        .where("order_id", "=", view.order!.orderId)
        .execute();
      for (const r of rows) {
        expect(r.insz_encrypted).not.toMatch(/\d{11}/);
        expect(r.insz_hash).toMatch(/^[0-9a-f]{64}$/);
      }
      const drafts = await database.db.selectFrom("online_request_drafts").select("state_encrypted").execute();
      for (const d of drafts) expect(d.state_encrypted).not.toContain(main.insz);
    });
  });
});
