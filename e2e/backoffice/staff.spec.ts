// "Medewerkers" in the back office (decision 0047), walked once at 1280 px with each screen checked at 375 px too:
// Els (ADMIN of the library in Gent) opens the staff page from the organiser's home, invites a new person as MEMBER
// (the invitation is in the list and in the development mailbox), and is asked before removing herself, then refused
// in the api's words: an organiser keeps an ADMIN. Axe on every screen.
import { els } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, viewport } from "../support/widths.ts";

test("Els invites a member, and cannot remove the last ADMIN", async ({ page, axe }) => {
  await page.setViewportSize(viewport(1280));
  await login(page, els.email);
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Medewerkers/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Medewerkers" })).toBeVisible();
  const me = page.getByTestId("medewerker").filter({ hasText: els.email });
  await expect(me).toContainText("Beheerder");
  await checkBoth(page, "30-medewerkers", axe);

  // A wrong address: the api's field message, nothing sent.
  const email = page.getByLabel("E-mailadres");
  await email.fill("geen-adres");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.locator("#uitnodiging-email-error")).toContainText("Dit is geen geldig e-mailadres.");
  await checkBoth(page, "31-uitnodiging-fout", axe);

  const invited = "nieuwe.medewerker@voorbeeld.test";
  await page.getByLabel("E-mailadres").fill(invited);
  await page.getByLabel("Rol", { exact: true }).selectOption("MEMBER");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByTestId("medewerkers-melding")).toHaveText(`De uitnodiging is verstuurd naar ${invited}.`);
  await expect(page.getByTestId("uitnodigingen")).toContainText(invited);
  await expect(page.getByLabel("E-mailadres")).toHaveValue("");
  await checkBoth(page, "32-uitgenodigd", axe);

  // Removing herself, the last ADMIN: asked first, then the api's sentence; she stays.
  await me.getByRole("button", { name: /verwijderen$/ }).click();
  await expect(page.getByTestId("verwijderen-vraag")).toContainText("verwijderen als medewerker?");
  await checkBoth(page, "33-verwijderen-vraag", axe);
  await page.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByTestId("medewerkers-melding")).toContainText("Een organisatie heeft altijd minstens één beheerder.");
  await expect(me).toContainText("Beheerder");
  await checkBoth(page, "34-laatste-beheerder", axe);
});
