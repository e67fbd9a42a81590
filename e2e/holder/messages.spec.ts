// The inbox "Berichten" (issue 23, decision 0049) at 375 and 1280 px: the demo holders' milestones from
// the seed (An's first points and her 100 points; Sofie's hundreds), the unread count in the header and
// on the profile tab ("Berichten (2 ongelezen berichten)" for a screen reader), opening a message (it is read, the
// page where the holder acts opens, the count drops), and "Alles gelezen" (the count is gone). Axe on
// every screen; screenshots with SHOTS_DIR (e2e/support/widths.ts).
import type { Locator } from "@playwright/test";
import { an, sofie, type DemoPersona } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { shot } from "../support/widths.ts";

/** The unread count in a link's text ("Berichten2(2 ongelezen berichten)": the number and its words); 0 without one. */
async function unreadIn(link: Locator): Promise<number> {
  const match = /(\d+) ongelezen bericht/.exec((await link.textContent()) ?? "");
  return match ? Number(match[1]) : 0;
}

const journeys: { width: number; persona: DemoPersona }[] = [
  { width: 375, persona: an },
  { width: 1280, persona: sofie },
];

for (const { width, persona } of journeys) {
  test(`${persona.firstName}'s milestones in the inbox: open one, the count drops; all read at ${width} px`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await loginAs(page, persona, { startPath: "/berichten", skipOnboarding: true });
    await page.goto("/berichten");
    // The cookie notice would cover the bottom of every full-page shot.
    await page.getByRole("button", { name: "Sluiten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();

    // The header's link and the profile tab carry the count in words.
    const header = page.getByRole("banner").getByRole("link", { name: /^Berichten \(\d+ ongelezen berichten?\)$/ });
    await expect(header).toBeVisible();
    const before = await unreadIn(header);
    expect(before).toBeGreaterThanOrEqual(2);
    const nav =
      width === 375 ? page.getByRole("navigation", { name: "Hoofdnavigatie" }) : page.getByRole("navigation", { name: "Gebruikersmenu" });
    await expect(nav.getByRole("link", { name: `Profiel (${before} ongelezen berichten)` })).toBeVisible();
    await expect(page.getByText(`${before} ongelezen berichten`, { exact: true })).toBeVisible();

    // Unread in words, not colour alone; the first point is there.
    const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Je eerste punten zijn binnen" }) });
    await expect(first.getByText("Nieuw")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Je hebt 100 punten gespaard" })).toBeVisible();
    await axe(page);
    await shot(page, "berichten");

    // Opening it: the rewards' search opens, the message is read, the count is one lower.
    await first.getByRole("button", { name: "Openen: Je eerste punten zijn binnen" }).click();
    await page.waitForURL((url) => url.pathname === "/voordelen-zoeken");
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: `Berichten (${before - 1} ongelezen ${before - 1 === 1 ? "bericht" : "berichten"})` }),
    ).toBeVisible();
    await page.goto("/berichten");
    const opened = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Je eerste punten zijn binnen" }) });
    await expect(opened.getByText("Gelezen", { exact: true })).toBeVisible();
    await expect(opened.getByText("Nieuw")).toHaveCount(0);

    // "Alles gelezen": no count anywhere, said in the live region.
    await page.getByRole("button", { name: "Alles gelezen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alle berichten staan op gelezen." })).toBeVisible();
    await expect(page.getByText("Je hebt alles gelezen.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Berichten", exact: true })).toBeVisible();
    await expect(page.getByText("Nieuw", { exact: true })).toHaveCount(0);
    await axe(page);
    await shot(page, "berichten-gelezen");
  });
}
