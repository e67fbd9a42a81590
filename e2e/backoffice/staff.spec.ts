// "Medewerkers" in the back office (decision 0047) at 375 and 1280 px: Els (ADMIN of the library in Gent)
// opens the staff page from the organiser's home, invites a new person as MEMBER (the invitation is in the
// list and in the development mailbox), and is asked before removing herself, then refused in the api's words:
// an organiser keeps an ADMIN. Axe on every screen.
import { els } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { login, shot } from "./backoffice-support.ts";

for (const width of [375, 1280] as const) {
  test(`Els invites a member, and cannot remove the last ADMIN (${width} px)`, async ({ page, axe }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
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
    await axe(page);
    await shot(page, "30-medewerkers");

    // A wrong address: the api's field message, nothing sent.
    const email = page.getByLabel("E-mailadres");
    await email.fill("geen-adres");
    await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
    await expect(page.locator("#uitnodiging-email-error")).toContainText("Dit is geen geldig e-mailadres.");
    await axe(page);
    await shot(page, "31-uitnodiging-fout");

    const invited = `nieuwe.medewerker.${width}@voorbeeld.test`;
    await page.getByLabel("E-mailadres").fill(invited);
    await page.getByLabel("Rol", { exact: true }).selectOption("MEMBER");
    await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
    await expect(page.getByTestId("medewerkers-melding")).toHaveText(`De uitnodiging is verstuurd naar ${invited}.`);
    await expect(page.getByTestId("uitnodigingen")).toContainText(invited);
    await expect(page.getByLabel("E-mailadres")).toHaveValue("");
    await axe(page);
    await shot(page, "32-uitgenodigd");

    // Removing herself, the last ADMIN: asked first, then the api's sentence; she stays.
    await me.getByRole("button", { name: /verwijderen$/ }).click();
    await expect(page.getByTestId("verwijderen-vraag")).toContainText("verwijderen als medewerker?");
    await axe(page);
    await shot(page, "33-verwijderen-vraag");
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByTestId("medewerkers-melding")).toContainText("Een organisatie heeft altijd minstens één beheerder.");
    await expect(me).toContainText("Beheerder");
    await axe(page);
    await shot(page, "34-laatste-beheerder");
  });
}
