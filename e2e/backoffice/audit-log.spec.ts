// The organiser's audit log in the back office (issue 20 "Audit log"), walked once at 1280 px with each screen
// checked at 375 px too: Els (ADMIN of the library in Gent) looks An up at the library's counter, then finds that
// look-up in the library's Logboek, filtered on An's card; a wrong date is named in the error summary. Bram (MEMBER
// in Aalst) has no Logboek.
import { formatCardNumber } from "@vtp/contracts/card-number";
import { an, bram, els } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { FIELD } from "../counter/counter-support.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, viewport } from "../support/widths.ts";

test("Els finds her look-up of An in the library's Logboek", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewport(1280));
  await login(page, els.email);
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();
  await page.waitForURL(/\/organisatie\/\d+$/);
  const library = /\/organisatie\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;

  // A look-up at the library's counter, without an activity.
  await page.goto(`/balie?organisatie=${library}`);
  await page.getByRole("link", { name: "Verder zonder activiteit" }).click();
  await page.getByLabel(FIELD).fill(an.card!.number);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "An", exact: true })).toBeVisible();

  await page.goto(`/organisatie/${library}`);
  await page.getByRole("link", { name: /^Logboek/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logboek" })).toBeVisible();
  await expect(page.getByText("Zonder datums: de laatste 30 dagen.")).toBeVisible();
  await page.getByLabel("Pasnummer (niet verplicht)").fill(an.card!.number);
  await page.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(new RegExp(`/organisatie/${library}/logboek\\?.*pas=${an.card!.number}`));
  // The counter's look-up (and its list of An's rewards, read right after it), newest first.
  const first = page.getByTestId("logboek").getByRole("listitem").filter({ hasText: "Pas opgezocht" }).first();
  await expect(first).toContainText("Els Vandamme");
  await expect(first).toContainText(`Pas ${formatCardNumber(an.card!.number)}`);
  await checkBoth(page, "logboek", axe);

  // A date that does not exist: named in the error summary, nothing else shown.
  await page.getByLabel("Van").fill("31/02/2026");
  await page.getByRole("button", { name: "Toon" }).click();
  await expect(page.locator(".error-summary")).toContainText("Van: schrijf de datum als dag, maand en jaar");
  await expect(page.getByTestId("logboek")).toHaveCount(0);
  await checkBoth(page, "logboek-fout", axe);
});

test("Bram (MEMBER in Aalst) has no Logboek: no link, and its address leads back to the organiser", async ({ page }) => {
  await login(page, bram.email);
  await expect(page.getByText("Je bent medewerker van deze organisatie.")).toBeVisible();
  await page.waitForURL(/\/organisatie\/\d+$/);
  await expect(page.getByRole("link", { name: /^Logboek/ })).toHaveCount(0);
  const organiser = /\/organisatie\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;
  await page.goto(`/organisatie/${organiser}/logboek`);
  await expect(page).toHaveURL(new RegExp(`/organisatie/${organiser}$`));
});
