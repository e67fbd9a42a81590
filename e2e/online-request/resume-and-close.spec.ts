// The request's state lives on the server: closing the browser and opening the "verder gaan" mail's link
// in another one resumes where the visitor was; the close button resets the whole request.
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

test("the close button resets the whole request and goes to the start", async ({ page }) => {
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("sluiten"));
  await expect(page.getByText("Stap 3 van 8")).toBeVisible();
  await page.getByRole("button", { name: "Sluiten en aanvraag wissen" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag$/);
  await expect(page.getByRole("button", { name: "Begin je aanvraag" })).toBeVisible();
  await expect(page.getByText("Je was al begonnen")).toHaveCount(0);
  // Every step now sends the visitor to the start.
  await page.goto("/online-aanvraag/kansentarief");
  await expect(page).toHaveURL(/\/online-aanvraag$/);
  await page.goto("/online-aanvraag/gezin");
  await expect(page).toHaveURL(/\/online-aanvraag$/);
});
