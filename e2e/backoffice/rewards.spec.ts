// The back office's rewards (issue 20 "Rewards", decision 0046), walked once at 1280 px with each screen checked at
// 375 px too: Els (ADMIN of the library in Gent) opens "Voordelen", is refused a reward with points but without
// points (the api's message named in the error summary, which takes the focus), fixes it, sees it at the library's
// counter for An, changes it, and ends it after the question: it shows as "Beëindigd" in words and leaves the
// counter. Bram (MEMBER in Aalst) sees the list without "Nieuw voordeel" and gets a page that says why at the form's
// address (403). Axe on every screen; with SHOTS_DIR set, a screenshot of each.
import type { Page } from "@playwright/test";
import { an, bram, els } from "@vtp/personas";
import { FIELD } from "../counter/counter-support.ts";
import { expect, test } from "../support/fixtures.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, viewport } from "../support/widths.ts";

/** An's rewards at the library's counter, without an activity. */
async function counterRewards(page: Page, library: string) {
  await page.goto(`/balie?organisatie=${library}`);
  await page.getByRole("link", { name: "Verder zonder activiteit" }).click();
  await page.getByLabel(FIELD).fill(an.card!.number);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "An", exact: true })).toBeVisible();
  const panel = page.getByTestId("balie-voordelen");
  await expect(panel.getByRole("heading", { name: "Voordeel omruilen" })).toBeVisible();
  return panel;
}

test("Els makes a reward, fixes an error, sees it at the counter, changes it and ends it", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(1280));
  await login(page, els.email);
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();
  await page.waitForURL(/\/organisatie\/\d+$/);
  const library = /\/organisatie\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByTestId("onderdelen").getByRole("link", { name: /^Rapporten/ })).toBeVisible();
  await checkBoth(page, "r1-organisatie-home", axe);
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Voordelen/ })
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Voordelen" })).toBeVisible();
  // The demo library manages its own "Gratis workshop"; the region's rewards are not listed.
  await expect(
    page
      .getByTestId("voordelen")
      .getByRole("link", { name: /Gratis workshop/ })
      .first(),
  ).toBeVisible();
  await checkBoth(page, "r2-voordelen", axe);
  await page.getByRole("link", { name: "Nieuw voordeel" }).click();

  // With points, but no points typed: the api's sentence, named in the summary and beside the field.
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw voordeel" })).toBeVisible();
  const title = `Gratis koffie ${Date.now() % 100_000}`;
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Aantal beschikbaar in totaal").fill("20");
  await page.getByLabel("Hoeveel keer per pashouder").fill("1");
  await page.getByLabel("Per periode").selectOption("MONTH");
  await page.getByRole("button", { name: "Voordeel maken" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toBeFocused();
  const entry = summary.getByRole("link", { name: "Aantal punten: een voordeel met punten kost minstens 1 punt." });
  await expect(entry).toBeVisible();
  await expect(page.locator("#voordeel-punten-error")).toContainText("Een voordeel met punten kost minstens 1 punt.");
  await expect(page.getByLabel("Titel")).toHaveValue(title);
  await checkBoth(page, "r3-formulier-fout", axe);
  await entry.click();
  await expect(page.getByLabel("Aantal punten")).toBeFocused();

  await page.getByLabel("Aantal punten").fill("15");
  await page.getByRole("button", { name: "Voordeel maken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Het voordeel is gemaakt." })).toBeVisible();
  const facts = page.locator(".backoffice-facts");
  await expect(facts).toContainText("15 punten");
  await expect(facts).toContainText("0 van 20 omgeruild");
  await expect(facts).toContainText("hoogstens één keer per maand");
  await expect(facts).toContainText("Aan de balie");
  await expect(facts).toContainText("Loopt");
  await checkBoth(page, "r4-voordeel", axe);
  const rewardPath = new URL(page.url()).pathname;

  // At the library's counter An can take it now.
  await expect((await counterRewards(page, library)).getByText(title)).toBeVisible();

  // Changed: 20 points, online too.
  await page.goto(rewardPath);
  await page.getByRole("link", { name: "Wijzigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} wijzigen` })).toBeVisible();
  await expect(page.getByLabel("Aantal punten")).toHaveValue("15");
  await checkBoth(page, "r5-wijzigen", axe);
  await page.getByLabel("Aantal punten").fill("20");
  await page.getByLabel(/^Online/).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
  await expect(facts).toContainText("20 punten");
  await expect(facts).toContainText("Aan de balie en online");

  // Ended after the question: in words in the list, and gone from the counter.
  await page.getByRole("link", { name: "Voordeel beëindigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} beëindigen?` })).toBeVisible();
  await checkBoth(page, "r6-beeindigen", axe);
  await page.getByRole("button", { name: "Ja, beëindigen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het voordeel is beëindigd." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wijzigen" })).toHaveCount(0);
  await expect(facts).toContainText("Beëindigd");
  await checkBoth(page, "r7-beeindigd", axe);
  await page.getByRole("link", { name: "Terug naar de voordelen" }).click();
  const ended = page.getByRole("heading", { level: 2, name: "Beëindigd" });
  await expect(ended).toBeVisible();
  await expect(
    page
      .getByTestId("voordelen")
      .last()
      .getByRole("link", { name: new RegExp(title) }),
  ).toContainText("Beëindigd");
  await checkBoth(page, "r8-voordelen-beeindigd", axe);
  await expect((await counterRewards(page, library)).getByText(title)).toHaveCount(0);
});

test("Bram (MEMBER) sees the rewards but gets a clear 403 page at the form", async ({ page, axe }) => {
  await page.setViewportSize(viewport(375));
  await login(page, bram.email);
  await expect(page.getByTestId("onderdelen").getByRole("link", { name: /^Rapporten/ })).toHaveCount(0);
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Voordelen/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Voordelen" })).toBeVisible();
  await expect(page.getByText("Maken, wijzigen en beëindigen doet een beheerder.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuw voordeel" })).toHaveCount(0);
  const form = `${new URL(page.url()).pathname}/nieuw`;
  const response = await page.goto(form);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Enkel voor beheerders" })).toBeVisible();
  await checkBoth(page, "r9-geen-beheerder", axe);
  await page.getByRole("link", { name: "Terug naar de voordelen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Voordelen" })).toBeVisible();
});
