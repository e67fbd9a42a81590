// Favourites and the savings goal (issue 23, decision 0059) at 375 and 1280 px: An finds "Bewaard" empty
// (it says how to keep something), keeps a reward with the star on its page (aria-pressed, without a
// full reload), finds it under Bewaard, makes it her savings goal, sees it on the dashboard under her
// balance (the pass and the balance first) with what is missing, the meter and its text, and the last
// day, and (for the reward that ends in 6 days) its last chance under "Binnenkort" after the balance and
// the quick actions, marked in words (decision 0063), and lets it go again. Without JavaScript the star is a plain form post. Axe on every screen;
// screenshots with SHOTS_DIR (e2e/support/widths.ts). The activity and place journey walks once on a phone.
import { an } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkBoth, shot, shotOf, viewport } from "../support/widths.ts";

/**
 * Demo rewards of Gent (apps/api/src/seeds/demo/constants.ts): 150 points (An has 120 in the seed) and 40
 * points ending in 6 days. An's balance is read from the dashboard: other journeys on the same server check
 * her in (the back office's reports), so what is missing follows from what she has then.
 */
const journeys = [
  { width: 375, rewardId: 5, title: "Beurtenkaart sporthal aan halve prijs", points: 150, endsSoon: false },
  { width: 1280, rewardId: 7, title: "Gratis rondleiding met gids", points: 40, endsSoon: true },
];

/** The goal's words for a balance: what is missing (or that it is enough) and the meter's text. */
function goalWords(balance: number, points: number): { missing: string; meter: string } {
  return {
    missing: balance >= points ? "Je hebt genoeg punten" : `Nog ${points - balance} punten`,
    meter: `${Math.min(balance, points)} van de ${points} punten gespaard`,
  };
}

for (const j of journeys) {
  test(`An keeps a reward, makes it her savings goal, sees it on the dashboard and lets it go at ${j.width} px`, async ({ page, axe }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: j.width, height: j.width === 375 ? 812 : 900 });
    await loginAs(page, an, { startPath: "/mijn-uitpas/bewaard", skipOnboarding: true });
    await page.goto("/mijn-uitpas/bewaard");
    await page.getByRole("button", { name: "Sluiten" }).click();

    // Empty: it says how to keep something.
    await expect(page.getByRole("heading", { level: 1, name: "Bewaard" })).toBeVisible();
    await expect(page.getByText("Je hebt nog niets bewaard.")).toBeVisible();
    await expect(page.getByText(/Tik daar op “Bewaar”/)).toBeVisible();
    await axe(page);
    await shot(page, "bewaard-leeg");

    // The star on the reward's page: a toggle, pressed after the tap, and the page did not reload.
    await page.goto(`/omruilen/${j.rewardId}`);
    await expect(page.getByRole("heading", { name: j.title })).toBeVisible();
    const star = page.getByRole("button", { name: "Bewaar", exact: true });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await star.click();
    const kept = page.getByRole("button", { name: "Bewaard", exact: true });
    await expect(kept).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "Staat nu bij Bewaard." })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await axe(page);
    await shot(page, "voordeel-bewaard");
    await page.reload();
    await expect(page.getByRole("button", { name: "Bewaard", exact: true })).toHaveAttribute("aria-pressed", "true");

    // Kept, not yet the goal: a reward that ends soon is under "Binnenkort" as a kept reward.
    if (j.endsSoon) {
      await page.goto("/overzicht");
      const kept = page.getByTestId("binnenkort").getByRole("link", { name: `Je bewaarde voordeel “${j.title}”` });
      await expect(kept).toHaveAttribute("href", `/omruilen/${j.rewardId}`);
    }

    // Under Bewaard (the wallet's menu), with a link to its page; made the savings goal.
    await page.goto("/mijn-uitpas/voordelen");
    await page.getByRole("navigation").getByRole("link", { name: "Bewaard", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/mijn-uitpas/bewaard");
    const item = page.getByTestId(`bewaard-reward-${j.rewardId}`);
    await expect(item.getByRole("link", { name: j.title })).toHaveAttribute("href", `/omruilen/${j.rewardId}`);
    await expect(page.getByText("1 van de 200 bewaard")).toBeVisible();
    await axe(page);
    await shot(page, "bewaard");
    await item.getByRole("button", { name: `Maak spaardoel: ${j.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${j.title} is nu je spaardoel.` })).toBeVisible();
    await expect(page.getByTestId(`bewaard-reward-${j.rewardId}`).getByText("Je spaardoel", { exact: true })).toBeVisible();
    await axe(page);
    await shot(page, "bewaard-spaardoel");
    await shotOf(page.getByTestId(`bewaard-reward-${j.rewardId}`), "bewaard-item");

    // The dashboard: the pass, then the balance, then the goal with the meter and its words and the last day.
    await page.goto("/overzicht");
    const balance = Number(/\d+/.exec((await page.getByTestId("punten").textContent()) ?? "")?.[0]);
    expect(balance).toBeGreaterThanOrEqual(120);
    const words = goalWords(balance, j.points);
    const goal = page.getByTestId("spaardoel");
    await expect(goal.getByRole("heading", { name: "Je spaardoel" })).toBeVisible();
    await expect(goal.getByRole("link", { name: j.title })).toBeVisible();
    await expect(goal.getByText(words.missing)).toBeVisible();
    await expect(goal.locator("p", { hasText: words.meter })).toBeVisible();
    await expect(goal.getByRole("progressbar")).toHaveAccessibleName(new RegExp(words.meter));
    await expect(goal.getByText(/^Omruilen kan (tot en met \d+ \w+ \d{4}|zolang het voordeel loopt)\.$/)).toBeVisible();
    const pass = await page.getByTestId("digitale-pas").boundingBox();
    const balanceBox = await page.getByTestId("punten").boundingBox();
    const goalBox = await goal.boundingBox();
    expect(pass!.y).toBeLessThan(balanceBox!.y + (j.width === 375 ? 0 : 1));
    expect(balanceBox!.y).toBeLessThan(goalBox!.y);
    await axe(page);
    await shot(page, "overzicht-spaardoel");
    if (j.endsSoon) {
      // "Binnenkort" (decision 0063): the goal's last chance, after the balance and the quick actions, with
      // the days left in words and a link to the reward; axe and a shot at both widths.
      const upcoming = page.getByTestId("binnenkort");
      await expect(upcoming.getByRole("heading", { level: 2, name: "Binnenkort" })).toBeVisible();
      const row = upcoming.getByRole("listitem").filter({ hasText: `Je spaardoel “${j.title}”` });
      await expect(row).toContainText(/kan je omruilen tot en met \d+ \w+ \d{4}/);
      await expect(row).toContainText(/Nog \d dag(en)?|Laatste dag: vandaag/);
      await expect(row.getByRole("link", { name: `Je spaardoel “${j.title}”` })).toHaveAttribute("href", `/omruilen/${j.rewardId}`);
      const actionsBox = await page.getByRole("navigation", { name: "Snel naar" }).boundingBox();
      const upcomingBox = await upcoming.boundingBox();
      expect(balanceBox!.y).toBeLessThan(upcomingBox!.y);
      if (j.width === 375) expect(actionsBox!.y).toBeLessThan(upcomingBox!.y);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await expect(upcoming).toBeVisible();
        await axe(page);
        await shot(page, "overzicht-binnenkort");
        await shotOf(upcoming, "binnenkort");
      }
      await page.setViewportSize({ width: j.width, height: j.width === 375 ? 812 : 900 });
    }
    // The balance's card alone: a phone's full-page shot has the tab bar over its middle.
    await shotOf(page.locator(".dashboard__points"), "overzicht-saldo");

    // Let it go: Bewaard is empty again, the dashboard has no goal.
    await goal.getByRole("link", { name: "Spaardoel wijzigen" }).click();
    await page.waitForURL((url) => url.pathname === "/mijn-uitpas/bewaard");
    await page.getByRole("button", { name: `Niet meer bewaren: ${j.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${j.title} staat niet meer bij Bewaard.` })).toBeVisible();
    await expect(page.getByText("Je hebt nog niets bewaard.")).toBeVisible();
    await page.goto("/overzicht");
    await expect(page.getByTestId("punten")).toBeVisible();
    await expect(page.getByTestId("spaardoel")).toHaveCount(0);
    await expect(page.getByText(`Je spaardoel “${j.title}”`)).toHaveCount(0);
  });
}

test("without JavaScript the star is a plain form post, and a second post lets go", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport(375) });
  const page = await context.newPage();
  await loginAs(page, an, { startPath: "/omruilen/6", skipOnboarding: true });
  await page.goto("/omruilen/6");
  await page.getByRole("button", { name: "Bewaar", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bewaard", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Staat nu bij Bewaard.")).toBeVisible();
  await page.getByRole("button", { name: "Bewaard", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bewaar", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Staat niet meer bij Bewaard.")).toBeVisible();
  await context.close();
});

test("An keeps an activity and its place; Bewaard lists them with links; a visitor sees no star", async ({ page, axe, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto("/activiteiten-in-de-regio");
  await page.getByRole("button", { name: "Sluiten" }).click();
  // Walked once on a phone; each screen checked at both widths (decision 0068).
  await page.setViewportSize(viewport(375));
  await page.goto("/activiteiten-in-de-regio");
  const first = page.locator(".activity-item").first();
  const activityTitle = (await first.getByRole("heading").textContent())!.trim();
  await first.getByRole("heading").getByRole("link").click();
  await page.waitForURL(/\/activiteiten\/[a-z0-9-]+\/\d+$/);
  await page.getByRole("button", { name: "Bewaar", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bewaard", exact: true })).toHaveAttribute("aria-pressed", "true");
  await checkBoth(page, "activiteit-bewaard", axe);
  const placeLink = page.getByTestId("waar").getByRole("link");
  const placeName = (await placeLink.textContent())!.trim();
  await placeLink.click();
  await expect(page.getByRole("heading", { level: 1, name: placeName })).toBeVisible();
  const placePath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Bewaar", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bewaard", exact: true })).toHaveAttribute("aria-pressed", "true");
  await checkBoth(page, "plek-bewaard", axe);

  await page.goto("/mijn-uitpas/bewaard");
  const places = page.getByRole("region", { name: "Plekken" });
  const activities = page.getByRole("region", { name: "Activiteiten" });
  await expect(places.getByRole("link", { name: placeName })).toHaveAttribute("href", /^\/locaties\/[a-z0-9-]+\/\d+$/);
  await expect(activities.getByRole("link", { name: activityTitle })).toHaveAttribute("href", /^\/activiteiten\/[a-z0-9-]+\/\d+$/);
  await checkBoth(page, "bewaard-plek-activiteit", axe);
  // The activity's link opens its page (no redirect loop on the slug).
  await activities.getByRole("link", { name: activityTitle }).click();
  await expect(page.getByRole("button", { name: "Bewaard", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/mijn-uitpas/bewaard");
  await page.getByRole("button", { name: `Niet meer bewaren: ${placeName}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "staat niet meer bij Bewaard" })).toBeVisible();
  await page.getByRole("button", { name: `Niet meer bewaren: ${activityTitle}` }).click();
  await expect(page.getByText("Je hebt nog niets bewaard.")).toBeVisible();

  // A visitor: the same place's page has no star.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(placePath);
  await expect(anon.getByTestId("alle-locaties")).toBeVisible();
  await expect(anon.getByRole("button", { name: /^Bewaard?$/ })).toHaveCount(0);
  await visitor.close();
});
