// Card-system staff in the back office (issue 20 "Who"): Katrien (staff of the region UiTPAS Gent, of no
// organiser) chooses one of her region's organisers at /organisatie and sees its reports, its staff (she may
// invite, not change a role or remove) and its audit log; no activities and no counter. She adds an organiser
// to her region, invites its first beheerder and later changes its details (decision 0067), and in the end ends it: it
// stays in her list, said to be ended, and holders no longer find it (decision 0074). Each screen at 375 and 1280 px, with axe.
// With SHOTS_DIR set, a screenshot of each (SHOTS_DIR=/work/shots/region).
import { katrien } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, viewport } from "../support/widths.ts";

test("Katrien reads a Gent organiser's reports, staff and audit log as staff of the region", async ({ page, axe }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewport(375));
  await login(page, katrien.email);

  await expect(page.getByRole("heading", { level: 1, name: "Voor welke organisatie werk je?" })).toBeVisible();
  const organisers = page.getByTestId("organisaties").getByRole("link");
  const all = await organisers.count();
  expect(all).toBeGreaterThan(8);
  await checkBoth(page, "1-organisaties", axe);

  // The region's long list narrows with a search (keyboard: type and Enter), whatever the accents or case.
  await page.getByLabel("Zoek een organisatie").fill("stadsbibliotheek GENT");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/organisatie\?zoek=stadsbibliotheek\+GENT$/);
  await expect(organisers).toHaveCount(1);
  await expect(page.locator(".counter-choice__found")).toHaveText(`1 van de ${all} organisaties. Toon alle organisaties`);
  await page.getByLabel("Zoek een organisatie").fill("xyzzy");
  await page.keyboard.press("Enter");
  await expect(organisers).toHaveCount(0);
  await expect(page.locator(".counter-choice__found")).toContainText("Geen organisatie gevonden voor ‘xyzzy’.");
  await checkBoth(page, "1-organisaties-niets", axe);
  await page.getByRole("link", { name: "Toon alle organisaties" }).click();
  await expect(organisers).toHaveCount(all);
  await page.getByLabel("Zoek een organisatie").fill("stadsbibliotheek gent");
  await page.keyboard.press("Enter");
  await expect(organisers).toHaveCount(1);
  await organisers.first().click();
  await page.waitForURL(/\/organisatie\/\d+$/);
  const organiser = /\/organisatie\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;

  await expect(page.getByText("Je bekijkt deze organisatie als medewerker van de regio")).toBeVisible();
  const sections = page.getByTestId("onderdelen").getByRole("link");
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0)).toContainText("Rapporten");
  await expect(sections.nth(1)).toContainText("Medewerkers");
  await expect(sections.nth(2)).toContainText("Logboek");
  await expect(sections.nth(3)).toContainText("Gegevens van de organisatie");
  await checkBoth(page, "2-organisatie", axe);

  await sections.nth(0).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rapporten" })).toBeVisible();
  // The api's answer for the last 30 days: a table, or its sentence for a period without any (a small library).
  await expect(page.getByRole("table").or(page.getByText("Niets in deze periode."))).toBeVisible();
  await checkBoth(page, "3-rapporten", axe);

  await page.goto(`/organisatie/${organiser}/medewerkers`);
  await expect(page.getByRole("heading", { level: 1, name: "Medewerkers" })).toBeVisible();
  await expect(page.getByTestId("medewerker").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Rol wijzigen|Verwijder/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Iemand uitnodigen" })).toBeVisible();
  await checkBoth(page, "4-medewerkers", axe);

  await page.goto(`/organisatie/${organiser}/logboek`);
  await expect(page.getByRole("heading", { level: 1, name: "Logboek" })).toBeVisible();
  await checkBoth(page, "5-logboek", axe);

  // No activities (their address leads back to the organiser) and no counter (the staff page's 403).
  await page.goto(`/organisatie/${organiser}/activiteiten`);
  await expect(page).toHaveURL(new RegExp(`/organisatie/${organiser}$`));
  const counter = await page.goto("/balie");
  expect(counter?.status()).toBe(403);
});

test("Katrien adds an organiser to her region, invites its first beheerder, changes its details and ends it", async ({ page, axe }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewport(375));
  await login(page, katrien.email);
  await page.getByRole("link", { name: "Organisatie toevoegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisatie toevoegen" })).toBeVisible();
  await checkBoth(page, "6-organisatie-toevoegen", axe);

  // Without a municipality: the summary takes the focus and links to the field; the name stays.
  const name = `Jeugdhuis De Kreek ${Date.now() % 100_000}`;
  await page.getByLabel("Naam van de organisatie").fill(name);
  await page.getByRole("button", { name: "Organisatie toevoegen" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Gemeente: kies de gemeente van de organisatie." })).toBeVisible();
  await expect(page.getByLabel("Naam van de organisatie")).toHaveValue(name);
  await checkBoth(page, "7-organisatie-fout", axe);

  // Keyboard only: the municipality chosen by typing, the form sent with Enter.
  await page.getByLabel(/^Gemeente/).selectOption("9000 Gent");
  await page.getByLabel(/^Straat en huisnummer/).fill("Kreekstraat 12");
  await page.getByLabel("Punten sparen").check();
  await page.getByLabel(/^Website/).fill("https://www.dekreek.be");
  // Its place on the map as copied from a map service, with decimal commas.
  await page.getByLabel(/^Plaats op de kaart/).fill("51,0543 3,7174");
  await page.getByLabel(/^Plaats op de kaart/).press("Enter");
  await page.waitForURL(/\/organisatie\/\d+\/medewerkers\?melding=nieuw$/);
  const organiser = /\/organisatie\/(\d+)\//.exec(page.url())![1]!;
  await expect(page.getByTestId("medewerkers-melding")).toHaveText(
    `${name} is toegevoegd aan je regio. Nodig nu de eerste beheerder uit: die nodigt daarna zelf de andere medewerkers uit.`,
  );
  await expect(page.getByText("Rol: beheerder.")).toBeVisible();
  await checkBoth(page, "8-eerste-beheerder", axe);
  await page.getByLabel("E-mailadres").fill("beheer@dekreek.be");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByTestId("medewerkers-melding")).toHaveText("De uitnodiging is verstuurd naar beheer@dekreek.be.");
  await expect(page.getByTestId("uitnodigingen")).toContainText("Beheerder");

  // In her region's list, found by its name.
  await page.goto(`/organisatie?zoek=${encodeURIComponent("kreek")}`);
  await expect(page.getByTestId("organisaties").getByRole("link", { name: new RegExp(name) })).toBeVisible();

  // Holders find it at once in the list, with what they can do there, and its page opens with the way there.
  await page.goto(`/waar-vind-je-de-uitpas?view=list&q=${encodeURIComponent(name)}`);
  const result = page.locator("[data-testid^=locatie-]").filter({ hasText: name });
  await expect(result).toContainText("Punten sparen");
  await expect(result).toContainText("Kreekstraat 12");
  await result.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("route")).toHaveAttribute("href", /51\.0543/);

  // Its details change: the form filled in as it was added; a new name and place, kept with Enter.
  await page.goto(`/organisatie/${organiser}`);
  await page.getByRole("link", { name: /^Gegevens van de organisatie/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gegevens wijzigen" })).toBeVisible();
  await expect(page.getByLabel(/^Plaats op de kaart/)).toHaveValue("51.0543, 3.7174");
  await expect(page.getByLabel("Punten sparen")).toBeChecked();
  await checkBoth(page, "9-gegevens-wijzigen", axe);
  const renamed = name.replace("De Kreek", "Den Overkant");
  await page.getByLabel("Naam van de organisatie").fill(renamed);
  await page.getByLabel(/^Plaats op de kaart/).fill("51.0612, 3.7301");
  await page.getByLabel(/^Plaats op de kaart/).press("Enter");
  await page.waitForURL(`**/organisatie/${organiser}?melding=gewijzigd`);
  await expect(page.getByTestId("organisatie-melding")).toHaveText("✓ De gegevens van de organisatie zijn bewaard.");
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await checkBoth(page, "10-gegevens-bewaard", axe);
  // Holders find it under its new name, at its new place.
  await page.goto(`/waar-vind-je-de-uitpas?view=list&q=${encodeURIComponent(renamed)}`);
  await page.locator("[data-testid^=locatie-]").filter({ hasText: renamed }).getByRole("link", { name: renamed }).click();
  await expect(page.getByTestId("route")).toHaveAttribute("href", /51\.0612/);
  const itsPage = new URL(page.url()).pathname;

  // It stops taking part (decision 0074): the question says what happens and what stays; ended for good.
  await page.goto(`/organisatie/${organiser}`);
  await page.getByRole("link", { name: "Organisatie beëindigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${renamed} beëindigen?` })).toBeVisible();
  await expect(page.getByText("Haar lopende en komende activiteiten eindigen", { exact: false })).toBeVisible();
  await checkBoth(page, "11-organisatie-beeindigen", axe);
  await page.getByRole("button", { name: "Ja, beëindigen" }).click();
  await page.waitForURL(`**/organisatie/${organiser}?melding=beeindigd`);
  await expect(page.getByTestId("organisatie-melding")).toHaveText("✓ De organisatie is beëindigd.");
  await expect(page.getByTestId("organisatie-beeindigd")).toContainText(/^Beëindigd op \d{2}\/\d{2}\/\d{4}\./);
  await expect(page.getByTestId("onderdelen").getByRole("link", { name: /^Rapporten/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Gegevens van de organisatie/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Organisatie beëindigen" })).toHaveCount(0);
  await checkBoth(page, "12-organisatie-beeindigd", axe);
  // Her list still has it, said to be ended; holders find it no more, and its page is gone.
  await page.goto(`/organisatie?zoek=${encodeURIComponent("overkant")}`);
  await expect(page.getByTestId("organisaties").getByRole("link", { name: new RegExp(renamed) })).toContainText("Beëindigd");
  await page.goto(`/waar-vind-je-de-uitpas?view=list&q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-testid^=locatie-]").filter({ hasText: renamed })).toHaveCount(0);
  expect((await page.goto(itsPage))?.status()).toBe(404);
});
