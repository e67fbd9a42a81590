// The back office /organisatie (issue 20), every screen at 375 and 1280 px (the flow once, on a phone; axe and
// the screenshot at both widths): Els (ADMIN of the library in Gent, MEMBER of
// the pool) logs in from /organisatie, chooses the library, is refused an activity without a title (the
// api's message in the error summary), makes one, sees it in the list, downloads its A4 poster (a PDF) and
// opens the kiosk, whose QR code changes (the next code within about 30 s, without a reload); then she ends
// it after the question. Bram (MEMBER in Aalst) sees the activities and the kiosk but cannot make, change
// or end one; a holder (An) gets the 403 page. Axe on every screen. With SHOTS_DIR set, a screenshot of each
// (SHOTS_DIR=/work/shots/backoffice).
import { readFileSync } from "node:fs";
import { an, bram, els } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, shot, viewport } from "../support/widths.ts";

/** Tomorrow in Brussels as dd/mm/jjjj. */
function tomorrow(): string {
  const parts = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "2-digit", month: "2-digit", year: "numeric" })
    .formatToParts(new Date(Date.now() + 86_400_000))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value);
  return parts.join("/");
}

test("Els makes an activity, downloads its poster, opens the kiosk and ends it", async ({ page, axe }) => {
  test.setTimeout(120_000);
  const width = 375;
  await page.setViewportSize({ width, height: 812 });
  await login(page, els.email);

  await expect(page.getByRole("heading", { level: 1, name: "Voor welke organisatie werk je?" })).toBeVisible();
  await expect(page.getByText("Kies de organisatie die je wil beheren.")).toBeVisible();
  await checkBoth(page, "1-organisatie", axe);
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();

  await expect(page.getByText("Je bent beheerder van deze organisatie.")).toBeVisible();
  await checkBoth(page, "2-organisatie-home", axe);
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Activiteiten/ })
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Activiteiten" })).toBeVisible();
  await checkBoth(page, "3-activiteiten", axe);
  await page.getByRole("link", { name: "Nieuwe activiteit" }).click();

  // Without a title: the api's Dutch message in the summary, which takes the focus; nothing made.
  await expect(page.getByRole("heading", { level: 1, name: "Nieuwe activiteit" })).toBeVisible();
  await page.getByLabel("Begindatum").fill(tomorrow());
  await page.getByLabel("Beginuur").fill("14:00");
  await page.getByLabel("Einddatum").fill(tomorrow());
  await page.getByLabel("Einduur").fill("16:30");
  await page.getByLabel("Naam van prijscategorie 1").fill("Basistarief");
  await page.getByLabel("Prijs van prijscategorie 1 in euro").fill("6");
  await page.getByLabel("Naam van prijscategorie 2").fill("Kinderen");
  await page.getByLabel("Prijs van prijscategorie 2 in euro").fill("3,50");
  await page.getByRole("button", { name: "Activiteit maken" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Titel: geef de activiteit een titel." })).toBeVisible();
  await expect(page.getByLabel("Naam van prijscategorie 2")).toHaveValue("Kinderen");
  await checkBoth(page, "4-formulier-fout", axe);

  const title = `Voorleesuurtje ${width}-${Date.now() % 100_000}`;
  await page.getByLabel("Titel").fill(title);
  await page.getByRole("button", { name: "Activiteit maken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "De activiteit is gemaakt." })).toBeVisible();
  await expect(page.getByText("Basistarief: € 6,00")).toBeVisible();
  await expect(page.getByText("Kinderen: € 3,50")).toBeVisible();
  await checkBoth(page, "5-activiteit", axe);

  // In the list, with its state in words.
  await page.getByRole("link", { name: "Terug naar de activiteiten" }).click();
  const row = page.getByTestId("activiteiten").getByRole("link", { name: new RegExp(title) });
  await expect(row).toContainText("Komt nog");
  await row.click();

  // The poster: a PDF through the signed link.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Affiche downloaden (PDF)" }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The kiosk: the title, three lines, and a new code without a reload.
  await page.getByRole("link", { name: "Kiosk openen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".kiosk__lines li")).toHaveCount(3);
  const code = page.getByTestId("kiosk-code");
  await expect(code.getByRole("img", { name: `QR-code om te sparen bij ${title}` })).toBeVisible();
  await checkBoth(page, "6-kiosk", axe);
  const first = await code.getAttribute("data-expires");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  await expect.poll(() => code.getAttribute("data-expires"), { timeout: 40_000 }).not.toBe(first);
  expect(navigations, "no reload").toEqual([]);

  // End it, after the question.
  await page.getByRole("link", { name: "Terug naar de activiteit" }).click();
  await page.getByRole("link", { name: "Activiteit beëindigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} beëindigen?` })).toBeVisible();
  await checkBoth(page, "7-beeindigen", axe);
  await page.getByRole("button", { name: "Ja, beëindigen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De activiteit is beëindigd." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Affiche downloaden (PDF)" })).toHaveCount(0);
  await page.getByRole("link", { name: "Terug naar de activiteiten" }).click();
  await expect(page.getByTestId("activiteiten").getByRole("link", { name: new RegExp(title) })).toContainText("Beëindigd");
});

test("the back office works without JavaScript: Els makes a permanent activity and ends it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, locale: "nl-BE", javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.setViewportSize(viewport(375));
    await login(page, els.email, false);
    await page
      .getByTestId("organisaties")
      .getByRole("link", { name: /bibliotheek/i })
      .click();
    await page
      .getByTestId("onderdelen")
      .getByRole("link", { name: /^Activiteiten/ })
      .click();
    await page.getByRole("link", { name: "Nieuwe activiteit" }).click();
    const title = `Leesclub zonder JavaScript ${Date.now() % 100_000}`;
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Punten per check-in").fill("0");
    await page.getByLabel(/^Doorlopend/).check();
    await page.getByRole("button", { name: "Activiteit maken" }).click();
    await expect(page.getByRole("link", { name: /Punten per check-in: het aantal punten per check-in is een geheel getal/ })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    await page.getByLabel("Punten per check-in").fill("2");
    await page.getByRole("button", { name: "Activiteit maken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("2 punten per check-in, hoogstens één keer per dag")).toBeVisible();
    await page.getByRole("link", { name: "Activiteit beëindigen" }).click();
    await page.getByRole("button", { name: "Ja, beëindigen" }).click();
    await expect(page.getByText("De activiteit is beëindigd.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("Bram (MEMBER) sees the activities and the kiosk, and cannot make, change or end one; the kiosk survives a lost connection", async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.setViewportSize(viewport(375));
  await login(page, bram.email);
  // One organiser: no choice.
  await expect(page.getByText("Je bent medewerker van deze organisatie.")).toBeVisible();
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Activiteiten/ })
    .click();
  await expect(page.getByText("Maken en wijzigen doet een beheerder.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuwe activiteit" })).toHaveCount(0);
  await axe(page);
  await shot(page, "8-medewerker");
  await page.getByTestId("activiteiten").getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Kiosk openen" })).toBeVisible();
  for (const name of ["Wijzigen", "Activiteit beëindigen", "Affiche downloaden (PDF)"]) {
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  await axe(page);
  // The form's address typed in: back to the activity, nothing offered.
  const url = new URL(page.url());
  await page.goto(`${url.pathname}/wijzigen`);
  await expect(page).toHaveURL(url.pathname);

  // The kiosk loses its connection: an honest notice, then the next code once the server answers again
  // (the page's clock runs ahead, so no waiting for the 30 seconds).
  await page.clock.install();
  await page.getByRole("link", { name: "Kiosk openen" }).click();
  const code = page.getByTestId("kiosk-code");
  await expect(code).toBeVisible();
  await page.route("**/kiosk/code", (route) => route.abort("internetdisconnected"));
  await page.clock.fastForward(31_000);
  const notice = page.getByRole("status").filter({ hasText: "Geen verbinding met de server. We proberen het opnieuw…" });
  await expect(notice).toBeVisible();
  await axe(page);
  await shot(page, "10-kiosk-geen-verbinding");
  await page.unroute("**/kiosk/code");
  await page.clock.fastForward(16_000); // the longest wait between tries is 15 s
  await expect(notice).toHaveCount(0);
  await expect(code).toBeVisible();
  // The aborted requests were logged by the browser; nothing else.
  expect(consoleErrors.filter((text) => !text.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  consoleErrors.length = 0;
});

test("a holder who is not staff gets the 403 page at /organisatie", async ({ page, axe }) => {
  await page.setViewportSize(viewport(375));
  await login(page, an.email!);
  const response = await page.goto("/organisatie");
  expect(response?.status()).toBe(403);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Deze pagina is voor medewerkers van een organisatie" })).toBeVisible();
  await axe(page);
  await shot(page, "9-geen-medewerker");
  await page.setViewportSize(viewport(1280));
  await shot(page, "9-geen-medewerker");
});
