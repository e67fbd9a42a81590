// The wallet pages as the demo personas: An's discounts (valid-until, turns left), memberships and points
// history (paged, signs in text; the redeemed codes in one format with where and until when); Tom-like empty states come from Mohamed, who has no membership.
import type { Page } from "@playwright/test";
import { an, mohamed } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("An's discounts, memberships and points history", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await loginAs(page, an, { skipOnboarding: true });

  await open(page, "/mijn-uitpas/kortingen");
  await expect(page.getByRole("heading", { level: 1, name: "Kortingen" })).toBeVisible();
  for (const c of an.coupons) {
    const item = page.getByTestId(`korting-${c.id}`);
    await expect(item.getByRole("heading", { name: c.name })).toBeVisible();
    const left = c.volume - c.used;
    await expect(item).toContainText(`Beschikbaar: ${left === 1 ? "1 beurt" : `${left} beurten`}`);
    await expect(item).toContainText(/Geldig tot \d{2}\/\d{2}\/\d{4}/);
  }
  await axe(page);

  await page.getByRole("navigation", { name: "Mijn voordelen" }).getByRole("link", { name: "Lidmaatschappen" }).click();
  await expect(page).toHaveURL(/\/mijn-uitpas\/lidmaatschappen$/);
  for (const m of an.memberships) await expect(page.getByRole("heading", { name: m.associationName })).toBeVisible();

  await page.getByRole("navigation", { name: "Mijn voordelen" }).getByRole("link", { name: "Geschiedenis" }).click();
  await expect(page).toHaveURL(/\/mijn-uitpas\/geschiedenis$/);
  // Redeemed rewards (issue 22 §5): the code in one format, where to show it and until when, on a phone.
  await page.setViewportSize({ width: 375, height: 667 });
  const codes = page.getByTestId("ruilcode-blok");
  await expect(codes.first()).toBeVisible();
  for (const block of await codes.all()) {
    await expect(block.getByTestId("ruilcode")).toHaveText(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
    await expect(block.getByTestId("ruilcode-gebruik")).toHaveText(/^(Toon je code aan de balie van .+|Gebruik je code online.*)\.$/);
    await expect(block.getByTestId("ruilcode-geldig")).toHaveText(
      /^(Geldig tot en met \d{1,2} \p{L}+ \d{4}|Je code heeft geen einddatum\.)$/u,
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const rows = page.getByTestId("geschiedenis").getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  // The sign is in the text (+1, −10), never only in a colour.
  await expect(rows.first()).toContainText(/[+−]\d+/);
  await axe(page);
  if (await page.getByRole("link", { name: "Ouder" }).isVisible()) {
    const firstTitle = await rows.first().innerText();
    await page.getByRole("link", { name: "Ouder" }).click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
    expect(await page.getByTestId("geschiedenis").getByRole("listitem").first().innerText()).not.toBe(firstTitle);
    await page.getByRole("link", { name: "Nieuwer" }).click();
    await expect(page).toHaveURL(/\/geschiedenis$/);
  }
});

test("Mohamed without memberships sees the empty state in Dutch", async ({ page }) => {
  expect(mohamed.memberships).toHaveLength(0);
  await loginAs(page, mohamed, { skipOnboarding: true });
  await open(page, "/mijn-uitpas/lidmaatschappen");
  await expect(page.getByText("Je hebt nog geen lidmaatschappen bij een vereniging.")).toBeVisible();
});
