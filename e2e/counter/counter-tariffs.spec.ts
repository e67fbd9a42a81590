// "Kies tarief" at the counter (issue 20, step 5), keyboard only, walked once at 1280 px with each screen checked at
// 375 px too: Bram (the cultural centre in Aalst) chooses its generated permanent activity (not the demo one, which
// Mohamed scans himself in the check-in journeys), scans Mohamed's card (kansenstatuut), chooses the price category,
// gets the api's kansentarief (25 % of the price), grants it and cancels the sale (the limit comes back). Axe on
// every step.
import { bram, mohamed } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { chooseActivity, FIELD, loginAtCounter } from "./counter-support.ts";
import { checkBoth, viewport } from "../support/widths.ts";

test("Bram gives Mohamed the kansentarief at the counter and cancels the sale", async ({ page, axe }) => {
  await page.setViewportSize(viewport(1280));
  await loginAtCounter(page, bram.email);
  await expect(page.getByRole("heading", { level: 1, name: "Kies de activiteit" })).toBeVisible();
  await chooseActivity(page);
  const field = page.getByLabel(FIELD);
  await expect(field).toBeFocused();
  // The camera's button comes with the page's JavaScript: the page runs before the scanner types.
  await expect(page.getByRole("button", { name: "Scan met camera" })).toBeVisible();
  await page.keyboard.type(mohamed.card!.number, { delay: 5 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Mohamed", exact: true })).toBeVisible();
  // The kansentarief among the card's facts, for staff only: in words, small, never in large type (issue 20 §3).
  const state = page.getByTestId("balie-kansentarief");
  await expect(state).toHaveText(/^KansentariefGeldig tot \d{2}\/\d{2}\/\d{4}$/);
  const size = await state.locator("dd").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeLessThanOrEqual(16);

  const panel = page.getByTestId("balie-kortingstarief");
  const category = panel.getByLabel("Prijscategorie");
  await expect(category).toHaveValue(/^\d+:Basistarief$/);
  const regular = (await category.locator("option:checked").textContent())!.replace("Basistarief · ", "");
  await checkBoth(page, "10-kortingstarief", axe);
  await category.focus();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Kies tarief" })).toBeFocused();
  await page.keyboard.press("Enter");

  const tariffs = page.getByTestId("balie-tarieven");
  await expect(tariffs).toContainText(`Tarieven voor Basistarief (${regular})`);
  const social = tariffs.getByRole("listitem").first();
  await expect(social).toContainText("Kansentarief: € ");
  await expect(social).toContainText(/nog \d+ tickets? deze periode/);
  const left = (await social.locator(".counter-panel__meta").textContent())!;
  const price = (await social.locator(".counter-tariff__price").textContent())!;
  await expect(page.getByTestId("balie-melding")).toContainText(`Kansentarief: ${price}`);
  // The scanner's field keeps the focus: an Enter from the next scan never grants a tariff.
  await expect(field).toBeFocused();
  await checkBoth(page, "11-tarieven", axe);

  await tariffs.getByRole("button", { name: `Tarief toekennen: Kansentarief, ${price}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("balie-tarief")).toContainText(`Toegekend: Kansentarief, ${price}`);
  await expect(page.getByTestId("balie-tarief")).toContainText(`Laat nu ${price} betalen in plaats van ${regular}.`);
  await expect(page.getByTestId("balie-melding")).toHaveText(
    `Kansentarief toegekend aan Mohamed: ${price}. Laat nu ${price} betalen in plaats van ${regular}.`,
  );
  await checkBoth(page, "12-toegekend", axe);

  // Each answer returns the focus to the scanner's field (an effect that runs after the answer is painted): the
  // staff member's next key goes from there, so the journey waits for it before moving on.
  await expect(field).toBeFocused();
  // Cancelled, the ticket no longer counts: asking again finds the kansentarief with its ticket left.
  await page.getByRole("button", { name: "Verkoop annuleren" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("balie-tarief")).toContainText("Verkoop geannuleerd");
  await expect(field).toBeFocused();
  await panel.getByRole("button", { name: "Kies tarief" }).focus();
  await page.keyboard.press("Enter");
  await expect(tariffs.getByRole("listitem").first().locator(".counter-panel__meta")).toHaveText(left);
  await checkBoth(page, "13-geannuleerd", axe);
});
