// The back office's reports (issue 20 "Reports", decision 0048), its main journey walked once at 1280 px with each
// screen checked at 375 px too: Els (ADMIN of the library in Gent) opens "Rapporten": the check-ins of the demo's
// history per activity per day as a table with a caption and headers, whose total is the sum of its rows, as the
// CSV's total line is of the CSV's rows (the CSV downloads with its Dutch header row); the rewards redeemed and the kansentarief claim
// per municipality; a wrong day named in the error summary; a period of a year requested in the background, whose
// page says it is being made and then offers its CSV. Bram (MEMBER) gets a page that says reports are an ADMIN's
// (403). Axe on every screen; with SHOTS_DIR set, a screenshot of each.
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { an, bram, els } from "@vtp/personas";
import { FIELD } from "../counter/counter-support.ts";
import { expect, test } from "../support/fixtures.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, shot, viewport } from "../support/widths.ts";

/** A day `days` from today in Brussels as dd/mm/jjjj. */
function day(days: number): string {
  return new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "2-digit", month: "2-digit", year: "numeric" })
    .formatToParts(new Date(Date.now() + days * 86_400_000))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join("/");
}

/** A number of the table as the page writes it ("1.234") → 1234. */
const count = (text: string | null) => Number((text ?? "").replace(/\./g, "").trim());

async function csvOf(download: Promise<Download>): Promise<string[]> {
  const file = await (await download).path();
  const text = readFileSync(file, "utf8");
  expect(text.charCodeAt(0), "a BOM for Excel").toBe(0xfeff);
  return text.slice(1).split("\r\n").filter(Boolean);
}

async function openReports(page: Page): Promise<string> {
  await login(page, els.email);
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();
  await page.waitForURL(/\/organisatie\/\d+$/);
  const library = /\/organisatie\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Rapporten/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Rapporten" })).toBeVisible();
  return library;
}

/**
 * A new permanent activity of the library (no other journey knows it) where An is checked in at the counter
 * today: one check-in and one point in today's report. Then it is ended, as the back office's journey ends
 * its own: the counter's journey takes the newest permanent activity of the library and saves An a point
 * there, which an activity she was checked in at today would refuse. Its title.
 */
async function checkInAnAtNewActivity(page: Page, library: string): Promise<string> {
  await page.goto(`/organisatie/${library}/activiteiten/nieuw`);
  const title = `Rapporttest ${Date.now() % 100_000}`;
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel(/^Doorlopend/).check();
  await page.getByRole("button", { name: "Activiteit maken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const activity = /\/activiteiten\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;
  await page.goto(`/balie?organisatie=${library}&activiteit=${activity}`);
  await page.getByLabel(FIELD).fill(an.card!.number);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Ongedaan maken" })).toBeVisible();
  await page.goto(`/organisatie/${library}/activiteiten/${activity}/beeindigen`);
  await page.getByRole("button", { name: "Ja, beëindigen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De activiteit is beëindigd." })).toBeVisible();
  return title;
}

test("Els reads the library's reports on screen and as CSV", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(1280));
  const library = await openReports(page);
  const activity = await checkInAnAtNewActivity(page, library);
  await page.goto(`/organisatie/${library}/rapporten`);

  // The check-ins of the last 92 days (the longest on screen), with An's of today.
  await page.getByLabel("Eerste dag").fill(day(-91));
  await page.getByLabel("Laatste dag").fill(day(0));
  await page.getByRole("button", { name: "Toon rapport" }).click();
  const table = page.getByRole("table");
  await expect(table.locator("caption")).toContainText("Check-ins per activiteit per dag");
  await expect(table.getByRole("columnheader")).toHaveText(["Datum", "Activiteit", "Check-ins", "Punten"]);
  const today = table.getByRole("row").filter({ hasText: activity });
  await expect(today.getByRole("rowheader")).toHaveText(day(0));
  await expect(today.getByRole("cell")).toHaveText([activity, "1", "1"]);
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  const perRow = (await rows.locator("td:nth-of-type(2)").allTextContents()).map(count);
  const total = count(await table.locator("tfoot td").first().textContent());
  expect(total).toBeGreaterThan(0);
  expect(perRow.reduce((a, b) => a + b, 0)).toBe(total);
  await checkBoth(page, "p1-rapport-checkins", axe);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download als CSV" }).click();
  const lines = await csvOf(download);
  expect(lines[0]).toBe("Datum;Activiteit-ID;Activiteit;Check-ins;Punten");
  // The CSV is read again from the database: another journey may have checked someone in at the library since
  // the table was shown, so it holds at least the table's rows, this activity's as on screen, and its own total
  // line is the sum of its own rows.
  const csvRows = lines.slice(1, -1).map((line) => line.split(";"));
  expect(csvRows.length).toBeGreaterThanOrEqual(perRow.length);
  expect(csvRows.filter((cells) => cells[2] === activity).map((cells) => [cells[0], cells[3], cells[4]])).toEqual([[day(0), "1", "1"]]);
  const csvTotal = csvRows.reduce((sum, cells) => sum + Number(cells[3]), 0);
  expect(csvTotal).toBeGreaterThanOrEqual(total);
  expect(lines.at(-1)!.split(";").slice(0, 4)).toEqual(["Totaal", "", "", String(csvTotal)]);

  // The rewards redeemed, and the claim per municipality, for the same period.
  await page.getByLabel("Omgeruilde voordelen").check();
  await page.getByRole("button", { name: "Toon rapport" }).click();
  // A table, or the sentence that there is nothing in this period.
  await expect(page.getByText(/^Omgeruilde voordelen, /)).toBeVisible();
  await checkBoth(page, "p2-rapport-voordelen", axe);
  await page.getByLabel(/^Tickets aan kansentarief/).check();
  await page.getByRole("button", { name: "Toon rapport" }).click();
  await expect(page.getByText(/^Tickets aan kansentarief per gemeente \(onkostennota\), /)).toBeVisible();
  await checkBoth(page, "p3-rapport-kansentarief", axe);

  // A day that is none: named in the summary, no report.
  await page.getByLabel("Eerste dag").fill("31/02/2026");
  await page.getByRole("button", { name: "Toon rapport" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Eerste dag: typ een datum als 22/04/2027." })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await checkBoth(page, "p4-rapport-fout", axe);
});

test("a year of check-ins is made in the background, and its page offers the CSV when it is ready", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewport(375));
  await openReports(page);
  await page.getByLabel("Eerste dag").fill(day(-364));
  await page.getByLabel("Laatste dag").fill(day(0));
  await page.getByRole("button", { name: "Toon rapport" }).click();
  const long = page.getByTestId("rapport-lang");
  await expect(long).toContainText("Deze periode telt 365 dagen");
  await axe(page);
  await shot(page, "p5-rapport-lang");
  await long.getByRole("button", { name: "Rapport aanvragen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Aangevraagd rapport" })).toBeVisible();
  const status = page.getByTestId("aanvraag-status");
  await expect(status).toBeVisible();
  if ((await status.getAttribute("data-status")) !== "ready") {
    await expect(status).toContainText("Het rapport wordt klaargemaakt.");
    await axe(page);
    await shot(page, "p6-aanvraag-bezig");
  }
  // The page looks again by itself; it says when the report is ready.
  await expect(status).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await expect(status).toContainText("Het rapport is klaar.");
  await checkBoth(page, "p7-aanvraag-klaar", axe);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download als CSV" }).click();
  const lines = await csvOf(download);
  expect(lines[0]).toBe("Datum;Activiteit-ID;Activiteit;Check-ins;Punten");
  expect(lines.length).toBeGreaterThan(2);

  // The reports page lists the request, ready, with a link back to its page.
  const requestUrl = page.url();
  await page.getByRole("link", { name: "Terug naar de rapporten" }).click();
  const listed = page.getByTestId("aanvragen").getByRole("listitem").first();
  await expect(listed).toContainText("Check-ins per activiteit per dag");
  await expect(listed).toContainText("Klaar");
  await checkBoth(page, "p8-aanvragen", axe);
  await listed.getByRole("link").click();
  await expect(page).toHaveURL(requestUrl);
});

test("Bram (MEMBER) has no reports: no link, and a clear 403 page at their address", async ({ page, axe }) => {
  await page.setViewportSize(viewport(375));
  await login(page, bram.email);
  await expect(page.getByTestId("onderdelen").getByRole("link", { name: /^Activiteiten/ })).toBeVisible();
  await expect(page.getByTestId("onderdelen").getByRole("link", { name: /^Rapporten/ })).toHaveCount(0);
  const response = await page.goto(`${new URL(page.url()).pathname}/rapporten`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Enkel voor beheerders" })).toBeVisible();
  await expect(page.getByText("Rapporten bekijken doet een beheerder van de organisatie", { exact: false })).toBeVisible();
  await axe(page);
});
