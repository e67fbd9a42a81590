// Payments at the stand-in provider: a failed payment shows the spec's message and is paid again without
// retyping anything; a cancelled payment shows its message too and can be paid again.
import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures.ts";
import {
  check,
  checkout,
  chooseMunicipality,
  email,
  finishFamily,
  freshEmail,
  pay,
  person,
  personalData,
  socialTariff,
  start,
} from "./wizard.ts";

test.setTimeout(120_000);

async function toPayment(page: Page, label: string, birth: string): Promise<string> {
  const address = freshEmail(label);
  await start(page);
  await chooseMunicipality(page, "9000", "Gent");
  await email(page, address);
  await socialTariff(page, "Nee");
  await personalData(page, { firstName: "Nora", lastName: "Vandamme", ...person(birth, "FEMALE") }, "Veldstraat 10");
  await finishFamily(page, false);
  return address;
}

test("a failed payment shows the message and is paid again without retyping", async ({ page, axe }) => {
  const address = await toPayment(page, "mislukt", "1990-01-17");
  await pay(page);
  await checkout(page, "Mislukt");
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen$/);
  await expect(page.getByRole("alert").filter({ hasText: "De betaling is mislukt. Er werd niets aangerekend." })).toBeVisible();
  // Nothing to retype: the summary is still there, the button pays again.
  await expect(page.getByRole("row", { name: /Nora Vandamme.*€ 3,00/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Opnieuw betalen (€ 3,00)" })).toBeVisible();
  // The terms were accepted for this order: still ticked, nothing to do again but pay.
  await expect(page.getByLabel(/Ik ga akkoord met de verkoopsvoorwaarden/)).toBeChecked();
  await check(page, axe, "06-betaling-mislukt");
  await pay(page);
  await checkout(page, "Betaald");
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
  await expect(page.getByText("Bedankt! Je aanvraag is betaald.")).toBeVisible();

  // The status page before the account exists: each step says its state in words beside its icon.
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(address)}`)).text();
  const link = /(\/online-aanvraag\/status\?bestelling=[0-9a-f-]+&amp;code=[A-Za-z0-9_-]+)/.exec(mailbox)?.[1]?.replaceAll("&amp;", "&");
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("listitem").filter({ hasText: "Betaling" })).toContainText("Klaar");
  await expect(page.getByRole("listitem").filter({ hasText: "2. Account" })).toContainText("Nu bezig");
  await expect(page.getByRole("listitem").filter({ hasText: "Pas klaar" })).toContainText("Nog niet");
  await check(page, axe, "09-status-account-nog-aanmaken");
});

test("a cancelled payment shows the message and can be paid again", async ({ page, axe }) => {
  await toPayment(page, "geannuleerd", "1991-02-18");
  await pay(page);
  await checkout(page, "Geannuleerd");
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen$/);
  await expect(page.getByRole("status").filter({ hasText: "Je hebt de betaling geannuleerd. Er werd niets aangerekend." })).toBeVisible();
  await expect(page.getByLabel(/Ik ga akkoord met de verkoopsvoorwaarden/)).toBeChecked();
  await check(page, axe, "06-betaling-geannuleerd");
  // Paying again without touching anything.
  await page.getByRole("button", { name: "Opnieuw betalen (€ 3,00)" }).click();
  await expect(page).toHaveURL(/\/test-betaalprovider\/checkout\/tr_/);
  await checkout(page, "Betaald");
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
});
