// "Mijn gegevens" (issue 23), every screen at 375 and 1280 px (An's flow once, on a phone; axe and the
// screenshot at both widths), on a product of its own (journeyPorts.myDataProduct),
// because it blocks and deletes demo holders: the download validated against its schema, a lost card
// blocked after a confirmation (the pass then says "Geblokkeerd" and how to get a new card), the account
// deleted with the password (a wrong one first), after which the login fails. Axe on every screen;
// screenshots of each with SHOTS_DIR set (e2e/support/widths.ts).
import { readFileSync } from "node:fs";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { myDataSchema } from "@vtp/contracts/my-data";
import { an, DEMO_PASSWORD } from "@vtp/personas";
import { loginAs, submitProviderLogin } from "../support/auth.ts";
import { journeyPorts } from "../support/ports.ts";
import { checkBoth, shot, viewport } from "../support/widths.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";
import { test, expect } from "../support/fixtures.ts";

const port = journeyPorts.myDataProduct;
const origin = `http://127.0.0.1:${port}`;
let server: ConfiguredProduct | undefined;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startConfiguredProduct(port, {});
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
});

test("download, block a lost card, delete the account", async ({ page, axe }) => {
  test.setTimeout(120_000);
  const persona = an;
  await page.setViewportSize(viewport(375));
  await loginAs(page, persona, { startPath: "/profiel/mijn-gegevens", skipOnboarding: true });
  await page.goto("/profiel/mijn-gegevens");
  // The cookie notice would cover the bottom of every full-page shot.
  await page.getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Profiel" }).getByRole("link", { name: "Mijn gegevens" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await checkBoth(page, "mijn-gegevens", axe);

  // The download: a JSON file that matches the schema and holds the card.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download mijn gegevens (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const data = myDataSchema.parse(JSON.parse(readFileSync((await download.path())!, "utf8")));
  expect(data.account.email).toBe(persona.email);
  expect(data.cards.map((c) => c.cardNumber)).toContain(persona.card!.number);

  // The readable view opens part by part.
  await page.getByText("Je punten", { exact: false }).first().click();
  await expect(page.getByRole("group").filter({ hasText: "Je punten" })).toBeVisible();

  // Blocking a lost card: asked first, then done; the pass says so.
  const number = formatCardNumber(persona.card!.number);
  await page.getByRole("button", { name: `Pas ${number} blokkeren` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Weet je het zeker?" });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weet je het zeker?" })).toBeFocused();
  await checkBoth(page, "blokkeren-bevestigen", axe);
  await confirm.getByRole("button", { name: "Ja, blokkeer deze pas" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Pas ${number} is geblokkeerd.` })).toBeVisible();
  await expect(page.getByText("Je hebt geen actieve pas om te blokkeren.")).toBeVisible();
  await shot(page, "blokkeren-klaar");
  await page.goto("/pas");
  const pass = page.getByTestId("digitale-pas");
  await expect(pass.getByText("Geblokkeerd", { exact: true })).toBeVisible();
  await expect(pass).toContainText("Vraag een nieuwe pas aan een balie in je regio. Je punten blijven bewaard");
  await checkBoth(page, "pas-geblokkeerd", axe);

  // Deleting the account: a wrong password first, then the right one.
  await page.goto("/profiel/mijn-gegevens");
  const section = page.getByRole("region", { name: "Account verwijderen" });
  await expect(section).toContainText("blijft werken aan een balie");
  await section.getByLabel("Je wachtwoord").fill("niet-mijn-wachtwoord");
  await section.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toContainText(
    "Wachtwoord: dit wachtwoord klopt niet.",
  );
  await expect(page.getByLabel("Je wachtwoord")).toHaveAttribute("aria-invalid", "true");
  await checkBoth(page, "verwijderen-fout", axe);
  await page.getByLabel("Je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
  await expect(page).toHaveURL(`${origin}/account-verwijderd`);
  await expect(page.getByRole("heading", { level: 1, name: "Je account is verwijderd" })).toBeVisible();
  await checkBoth(page, "account-verwijderd", axe);

  // The session is gone, and the login fails.
  await page.goto("/profiel/mijn-gegevens");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await submitProviderLogin(page, persona.email!);
  await expect(page.getByText("Dit e-mailadres en wachtwoord horen niet bij elkaar.")).toBeVisible();
});
