// A slow payment provider (issue 24): every call has a deadline, so the payment step answers its own
// Dutch 503 (ONLINE_REQUEST_PAYMENT_UNAVAILABLE, the draft kept: order.test.ts) instead of waiting until
// the web app gives up. The production provider is always wrapped (paymentProviderFromConfig).
import { describe, expect, it } from "vitest";
import { createFakePaymentProvider } from "../../../testing/online-request.ts";
import { PaymentProviderError, PROVIDER_DEADLINE_MS, withDeadline, type PaymentProvider } from "./payment-provider.ts";

const never = new Promise<never>(() => {});
const hanging: PaymentProvider = { kind: "mollie", create: () => never, get: () => never, cancel: () => never };
const input = { amountEur: 7, description: "test", redirectUrl: "https://x.test/", webhookUrl: undefined, metadata: {} };

describe("the payment provider's deadline", () => {
  it("turns a provider that does not answer into a PaymentProviderError, and a cancel into 'could not'", async () => {
    const bounded = withDeadline(hanging, 30);
    const started = Date.now();
    await expect(bounded.create(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(bounded.get("tr_1")).rejects.toThrow(/antwoordde niet binnen/);
    await expect(bounded.cancel("tr_1")).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("passes a timely answer through unchanged", async () => {
    const fake = createFakePaymentProvider();
    const bounded = withDeadline(fake, 5_000);
    const payment = await bounded.create(input);
    expect(await bounded.get(payment.id)).toMatchObject({ id: payment.id, status: "open" });
    expect(await bounded.cancel(payment.id)).toBe(true);
  });

  it("stays below the 15 s the web app waits for the api", () => {
    expect(PROVIDER_DEADLINE_MS).toBeLessThan(15_000);
  });
});
