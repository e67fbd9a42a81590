// Activities in the region (a visitor chooses the region; a holder sees their own first), the supra-local
// offer, both as plain GET forms without JavaScript; the home page's featured rewards and the points of
// sale nearest to a chosen municipality.
import { an } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { lookAt } from "./screens.ts";

test("a visitor chooses a region and sees its upcoming activities with the points to save", async ({ page, axe }) => {
  await page.goto("/activiteiten-in-de-regio");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteiten in de regio" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kies een regio om de activiteiten te zien" })).toBeVisible();
  await lookAt(page, "activities-choose", axe);
  await page.getByLabel("Je gemeente of regio", { exact: true }).selectOption({ label: "UiTPAS Mechelen" });
  await expect(page).toHaveURL(/regio=5/);
  await expect(page.getByRole("heading", { name: /\d+ activiteiten in UiTPAS Mechelen/ })).toBeVisible();
  const first = page.locator(".activity-item").first();
  await expect(first.locator(".activity-item__points")).toHaveText(/\d+ punt/);
  await expect(first.locator(".activity-item__region")).toHaveText(/UiTPAS Mechelen|Bovenlokaal/);
  // The organiser links to its location page.
  await expect(first.locator(".activity-item__where").getByRole("link")).toHaveAttribute("href", /^\/locaties\/[a-z0-9-]+\/\d+$/);
  await lookAt(page, "activities-region", axe);
});

test("a holder sees the activities of their own region first", async ({ page }) => {
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto("/activiteiten-in-de-regio");
  await expect(page.getByLabel("Je gemeente of regio", { exact: true })).toHaveValue("1");
  await expect(page.getByRole("option", { name: "UiTPAS Gent (jouw regio)" })).toBeAttached();
  await expect(page.getByRole("heading", { name: /activiteiten in UiTPAS Gent/ })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-theme", "yellow");
});

test("the supra-local offer: valid in every region, searchable", async ({ page, axe }) => {
  await page.goto("/bovenlokaal-aanbod");
  await expect(page.getByRole("heading", { level: 1, name: "Bovenlokaal aanbod" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /\d+ bovenlokale activiteit/ })).toBeVisible();
  for (const region of await page.locator(".activity-item__region").allInnerTexts())
    expect(region).toBe("Bovenlokaal: voor pashouders van elke regio");
  await lookAt(page, "supra-local", axe);
  await page.getByLabel("Zoek een activiteit of organisatie").fill("museum");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/q=museum/);
  await expect(page.locator(".activity-item").first()).toContainText(/museum/i);
});

test("without JavaScript: the region and the supra-local search are plain GET forms", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/activiteiten-in-de-regio");
  await page.getByLabel("Je gemeente of regio", { exact: true }).selectOption({ label: "UiTPAS Gent" });
  await page.getByRole("button", { name: "Toon activiteiten" }).click();
  await expect(page).toHaveURL(/regio=1/);
  await expect(page.locator(".activity-item").first()).toBeVisible();
  await page.goto("/bovenlokaal-aanbod");
  await page.getByLabel("Zoek een activiteit of organisatie").fill("museum");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/q=museum/);
  await context.close();
});

test("home: featured rewards, and the nearest points of sale after choosing a municipality (no JavaScript needed)", async ({
  page,
  axe,
}) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Uitgelichte voordelen" });
  await expect(featured.locator(".reward-item")).toHaveCount(3);
  await expect(featured.locator(".reward-item").first().getByRole("link")).toHaveAttribute("href", /^\/omruilen\/\d+$/);
  // The home page ships no React: the municipality is a plain form.
  expect(await page.locator("script[src*='entry.client']").count()).toBe(0);
  await page.getByLabel("Je gemeente").selectOption({ label: "Gent (9000)" });
  await page.getByRole("button", { name: "Toon verkooppunten" }).click();
  await expect(page).toHaveURL(/\?gemeente=9000#verkooppunten$/);
  const nearest = page.getByTestId("dichtste-verkooppunten");
  await expect(nearest.locator(".organiser-item")).toHaveCount(3);
  for (const item of await nearest.locator(".organiser-item").all()) await expect(item.locator(".type-chips")).toContainText("Pas kopen");
  await expect(nearest.locator(".organiser-item").first()).toContainText("Gent");
  await lookAt(page, "home-nearest", axe);
  await nearest.getByRole("link", { name: "Alle verkooppunten rond Gent op de kaart" }).click();
  await expect(page).toHaveURL(/gemeente=9000&pointOfSale=true/);
});
