// The provider's login limit per visitor address (LOGIN_ATTEMPTS_PER_ADDRESS, per 15 minutes, over every
// e-mail address): credential stuffing tries many accounts from one address, each below its own back-off.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser, createAccount, openForm, startTestServer, TEST_PASSWORD, type TestServer } from "./testing/test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_ADDRESS: "3" });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

it("refuses the address's attempt after the configured number, even with an account's right password", async () => {
  expect(server.config.rateLimit.loginAttemptsPerAddress).toBe(3);
  const email = "gestuffd@voorbeeld.test";
  await createAccount(server, { email, password: TEST_PASSWORD, firstName: "An" });
  const browser = new Browser();
  const { action } = await openForm(server, browser);
  // Three accounts tried once each: every one below the per-account back-off, all counted for the address.
  for (const other of ["een", "twee", "drie"]) {
    const res = await browser.post(action, { email: `${other}@voorbeeld.test`, password: "Geraden-wachtwoord-1" });
    expect(res.status).toBe(400);
  }
  const refused = await browser.post(action, { email, password: TEST_PASSWORD });
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain("Te veel pogingen. Probeer het over enkele minuten opnieuw.");
});
