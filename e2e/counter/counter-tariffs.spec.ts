// "Kies tarief" at the counter (issue 20, step 5) at 375 and 1280 px, keyboard only: Bram (the cultural centre
// in Aalst) chooses its demo activity, scans Mohamed's card (kansenstatuut), chooses the price category, gets
// the api's kansentarief (€ 14,00 → € 3,50, 1 ticket a month), grants it and cancels the sale (the limit comes
// back, so the second width finds it again). Axe on every step.
import { bram, mohamed } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { FIELD, loginAtCounter, shot } from "./counter-support.ts";

for (const width of [375, 1280]) {
  test(`Bram gives Mohamed the kansentarief at the counter and cancels the sale (${width} px)`, async ({ page, axe }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await loginAtCounter(page, bram.email);
    await expect(page.getByRole("heading", { level: 1, name: "Kies de activiteit" })).toBeVisible();
    await page.getByRole("link", { name: /Bezoek aan het cultuurcentrum/ }).click();
    const field = page.getByLabel(FIELD);
    await expect(field).toBeFocused();
    // The camera's button comes with the page's JavaScript: the page runs before the scanner types.
    await expect(page.getByRole("button", { name: "Scan met camera" })).toBeVisible();
    await page.keyboard.type(mohamed.card!.number, { delay: 5 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Mohamed", exact: true })).toBeVisible();

    const panel = page.getByTestId("balie-kortingstarief");
    await expect(panel.getByLabel("Prijscategorie")).toHaveValue("1400:Basistarief");
    await axe(page);
    await shot(page, "10-kortingstarief");
    await panel.getByLabel("Prijscategorie").focus();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Kies tarief" })).toBeFocused();
    await page.keyboard.press("Enter");

    const tariffs = page.getByTestId("balie-tarieven");
    await expect(tariffs).toContainText("Tarieven voor Basistarief (€ 14,00)");
    await expect(tariffs.getByRole("listitem").first()).toContainText("Kansentarief: € 3,50");
    await expect(tariffs.getByRole("listitem").first()).toContainText("nog 1 ticket deze periode");
    await expect(page.getByTestId("balie-melding")).toContainText("Kansentarief: € 3,50");
    // The scanner's field keeps the focus: an Enter from the next scan never grants a tariff.
    await expect(field).toBeFocused();
    await axe(page);
    await shot(page, "11-tarieven");

    const grant = tariffs.getByRole("button", { name: "Tarief toekennen: Kansentarief, € 3,50" });
    await grant.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("balie-tarief")).toContainText("Toegekend: Kansentarief, € 3,50");
    await expect(page.getByTestId("balie-tarief")).toContainText("Laat nu € 3,50 betalen in plaats van € 14,00.");
    await expect(page.getByTestId("balie-melding")).toHaveText(
      "Kansentarief toegekend aan Mohamed: € 3,50. Laat nu € 3,50 betalen in plaats van € 14,00.",
    );
    await axe(page);
    await shot(page, "12-toegekend");

    // Cancelled, the ticket no longer counts: asking again finds the kansentarief with its ticket left.
    await page.getByRole("button", { name: "Verkoop annuleren" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("balie-tarief")).toContainText("Verkoop geannuleerd");
    await panel.getByRole("button", { name: "Kies tarief" }).focus();
    await page.keyboard.press("Enter");
    await expect(tariffs.getByRole("listitem").first()).toContainText("nog 1 ticket deze periode");
    await axe(page);
    await shot(page, "13-geannuleerd");
  });
}
