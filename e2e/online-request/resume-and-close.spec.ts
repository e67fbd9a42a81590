// The request's state lives on the server: closing the browser and opening the "verder gaan" mail's link
// in another one resumes where the visitor was; "Aanvraag stoppen" asks first (a dialog, or a page without
// JavaScript), and only "Stoppen" resets the whole request (issue 22).
import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures.ts";
import { chooseMunicipality, email, freshEmail, person, personalData, socialTariff, start } from "./wizard.ts";

test.setTimeout(90_000);

test("resume after closing the browser, from the 'verder gaan' mail", async ({ page, browser }) => {
  const address = freshEmail("verder");
  await start(page);
  await chooseMunicipality(page, "8000", "Brugge");
  await email(page, address);
  await socialTariff(page, "Nee");
  await personalData(page, { firstName: "Jef", lastName: "Goris", ...person("1977-04-09", "MALE") }, "Langestraat 3");
  await expect(page.getByText("Stap 5 van 8")).toBeVisible();
  await page.context().close();

  // Another browser: nothing of the request, until the mail's link.
  const context = await browser.newContext();
  const other = await context.newPage();
  const mailbox = await (await other.request.get(`/dev/mailbox?to=${encodeURIComponent(address)}`)).text();
  expect(mailbox).toContain("Ga verder met je aanvraag");
  const link = /(\/online-aanvraag\/verder-gaan\?code=[A-Za-z0-9_-]+)/.exec(mailbox)?.[1];
  expect(link).toBeTruthy();
  await other.goto(link!);
  await expect(other.getByRole("heading", { level: 1, name: "Ga verder met je aanvraag" })).toBeVisible();
  await other.getByRole("button", { name: "Ga verder" }).click();
  await expect(other).toHaveURL(/\/online-aanvraag\/gezin$/);
  await expect(other.getByText("Jef Goris (jij)")).toBeVisible();
  await other.getByRole("link", { name: "Vorige stap" }).click();
  await expect(other.getByLabel("Voornaam")).toHaveValue("Jef");
  await expect(other.getByText(/Je rijksregisternummer is bewaard/)).toBeVisible();
  await context.close();
});

/** Every step now sends the visitor to the start: the request is gone. */
async function expectRequestGone(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/online-aanvraag$/);
  await expect(page.getByRole("button", { name: "Begin je aanvraag" })).toBeVisible();
  await expect(page.getByText("Je was al begonnen")).toHaveCount(0);
  await page.goto("/online-aanvraag/kansentarief");
  await expect(page).toHaveURL(/\/online-aanvraag$/);
  await page.goto("/online-aanvraag/gezin");
  await expect(page).toHaveURL(/\/online-aanvraag$/);
}

test("'Aanvraag stoppen' asks first in a dialog; only 'Stoppen' resets the whole request", async ({ page }) => {
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("sluiten"));
  await expect(page.getByText("Stap 3 van 8")).toBeVisible();
  const control = page.getByRole("button", { name: "Aanvraag stoppen" });
  const dialog = page.getByRole("dialog", { name: "Aanvraag stoppen?" });

  // Escape is "Verder invullen": the dialog closes, the focus is back on the control, nothing is lost.
  await control.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Wat je invulde, wordt gewist.");
  await expect(dialog.getByRole("button", { name: "Verder invullen" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief$/);

  // "Verder invullen" too; with the keyboard, Enter on the control opens it again.
  await control.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Verder invullen" }).click();
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
  await expect(page.getByText("Stap 3 van 8")).toBeVisible();

  await control.click();
  await dialog.getByRole("button", { name: "Stoppen" }).click();
  await expectRequestGone(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Aanvraag stoppen' is a page with the same two choices", async ({ page }) => {
    await start(page);
    await chooseMunicipality(page, "9300", "Aalst");
    await email(page, freshEmail("stoppen"));
    await expect(page.getByText("Stap 3 van 8")).toBeVisible();

    await page.getByRole("link", { name: "Aanvraag stoppen" }).click();
    await expect(page).toHaveURL(/\/online-aanvraag\/stoppen\?vanaf=%2Fonline-aanvraag%2Fkansentarief$/);
    await expect(page.getByRole("heading", { level: 1, name: "Aanvraag stoppen?" })).toBeVisible();
    await expect(page.getByText("Wat je invulde, wordt gewist.")).toBeVisible();
    await page.getByRole("button", { name: "Verder invullen" }).click();
    await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief$/);
    await expect(page.getByText("Stap 3 van 8")).toBeVisible();

    await page.getByRole("link", { name: "Aanvraag stoppen" }).click();
    await page.getByRole("button", { name: "Stoppen", exact: true }).click();
    await expectRequestGone(page);
  });

  test("a 'Stoppen' another website sends is refused", async ({ page }) => {
    await start(page);
    const refused = await page.request.post("/online-aanvraag/sluiten", {
      maxRedirects: 0,
      headers: { origin: "http://evil.example", accept: "text/html" },
      form: { vanaf: "/online-aanvraag/gemeente", keuze: "stoppen" },
    });
    expect(refused.status()).toBe(403);
    await page.reload();
    await expect(page).toHaveURL(/\/online-aanvraag\/gemeente$/);
    await expect(page.getByText("Stap 1 van 8")).toBeVisible();
  });
});
