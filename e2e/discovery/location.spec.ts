// A location's pages on the demo data: Cultuurcentrum Gent (id 3): address, route link to the phone's
// maps app, website, facilities, what can be done there, its rewards with "toon meer" (also without
// JavaScript), the sub-navigation to its activities; the canonical `{name}` and the 404 of an unknown id.
import { expect, test } from "../support/fixtures.ts";
import { lookAt } from "./screens.ts";

const CC_GENT = "/locaties/cultuurcentrum-gent/3";

test("a location's info: address, route, contact, facilities, its rewards with toon meer", async ({ page, axe }) => {
  await page.goto(CC_GENT);
  await expect(page.getByRole("heading", { level: 1, name: "Cultuurcentrum Gent" })).toBeVisible();
  await expect(page).toHaveTitle("Cultuurcentrum Gent | UiTPAS");
  await expect(page.locator(".location__address")).toContainText("9000 Gent");
  // On a computer the route opens a route planner; phones get their maps app (tested below).
  await expect(page.getByTestId("route")).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/directions\?to=51\.\d+,3\.\d+/);
  await expect(page.getByRole("link", { name: "Website van Cultuurcentrum Gent" })).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByRole("heading", { name: "Wat kan je hier doen?" })).toBeVisible();
  await expect(page.locator(".location__types .type-chips")).toContainText("Punten omruilen");
  await expect(page.getByRole("heading", { name: "Faciliteiten" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Over Cultuurcentrum Gent" });
  await expect(nav.getByRole("link", { name: "Info" })).toHaveAttribute("aria-current", "page");

  const rewards = page.locator(".location__rewards .reward-item");
  await expect(rewards).toHaveCount(3);
  const more = page.getByTestId("toon-meer");
  await expect(more).toBeVisible();
  await lookAt(page, "location", axe);
  await more.click();
  await expect(page).toHaveURL(/voordelen=6/);
  await expect.poll(async () => rewards.count()).toBeGreaterThan(3);
  // The first new reward is where the reader lands.
  await expect(page.locator("#voordeel-plek-4")).toBeInViewport();
  // Each reward leads to its exchange page.
  await expect(rewards.first().getByRole("link")).toHaveAttribute("href", /^\/omruilen\/\d+$/);

  await nav.getByRole("link", { name: /^Activiteiten/ }).click();
  await expect(page).toHaveURL(`${CC_GENT}/activiteiten`);
  await expect(page.getByRole("heading", { level: 1, name: "Activiteiten van Cultuurcentrum Gent" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Over Cultuurcentrum Gent" }).getByRole("link", { name: /^Activiteiten/ }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".activity-item").first()).toContainText(/\d+ punt/);
  await lookAt(page, "location-activities", axe);
});

test("toon meer works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CC_GENT);
  await page.getByTestId("toon-meer").click();
  await expect(page).toHaveURL(/voordelen=6#voordeel-plek-4$/);
  await expect.poll(async () => page.locator(".location__rewards .reward-item").count()).toBeGreaterThan(3);
  await context.close();
});

test("the route opens the phone's maps app: geo: on Android, Apple Maps on an iPhone", async ({ browser }) => {
  for (const [userAgent, href] of [
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      /^geo:51\.\d+,3\.\d+\?q=/,
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      /^https:\/\/maps\.apple\.com\/\?daddr=51\.\d+,3\.\d+/,
    ],
  ] as const) {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto(CC_GENT);
    await expect(page.getByTestId("route")).toHaveAttribute("href", href);
    await context.close();
  }
});

test("a wrong name goes to the canonical path; an unknown or malformed id is the 404", async ({ page }) => {
  const response = await page.goto("/locaties/verkeerde-naam/3?voordelen=6");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${CC_GENT}?voordelen=6`);
  await page.goto("/nl/locaties/x/3/activiteiten");
  await expect(page).toHaveURL(`/nl${CC_GENT}/activiteiten`);
  for (const path of ["/locaties/iets/999999", "/locaties/iets/abc", "/locaties/iets/0"]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Er liep iets mis" })).toBeVisible();
  }
});
