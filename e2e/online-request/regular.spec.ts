// The regular-tariff path end to end (issue 10): postal code -> e-mail -> no social tariff -> data ->
// one child -> pay at the stand-in provider -> password (register at the identity provider, confirm the
// address from the mailbox) -> install -> the new card on the dashboard. Also: the confirmation mail's
// one-time status link, and axe with screenshots of every step at 375 and 1280 px.
import { test, expect } from "../support/fixtures.ts";
import { DEMO_PASSWORD } from "@vtp/personas";
import { isInCardSystemRange } from "@vtp/contracts/card-number";
import { confirmRegistrationFromMailbox } from "../support/auth.ts";
import {
  acceptCookieNotice,
  addMember,
  check,
  checkout,
  email,
  finishFamily,
  freshEmail,
  pay,
  person,
  personalData,
  socialTariff,
  start,
} from "./wizard.ts";

test.setTimeout(120_000);

test("regular tariff: from the postal code to the new card on the dashboard", async ({ page, axe }) => {
  const address = freshEmail("regulier");
  const main = { firstName: "Wout", lastName: "Claeys", ...person("1985-07-30", "MALE") };
  const child = { firstName: "Lien", lastName: "Claeys", ...person("2015-03-14", "FEMALE") };

  await page.goto("/");
  await acceptCookieNotice(page);
  await expect(page.getByRole("link", { name: "Koop je pas" })).toBeVisible();
  await page.getByRole("link", { name: "Koop je pas" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag$/);
  await expect(page.getByRole("heading", { level: 3, name: "UiTPAS Dender" })).toBeVisible();
  await check(page, axe, "00-start");

  await start(page);
  await check(page, axe, "01-gemeente");
  // The outcomes of step 1, each with its status icon and text equivalent: abroad, and a municipality in no region.
  await page.getByLabel("Postcode").fill("0000");
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await expect(page.getByRole("heading", { name: "Je woont in het buitenland" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Je woont in het buitenland" }).getByRole("img", { name: "Let op" }),
  ).toBeVisible();
  await check(page, axe, "01-gemeente-buitenland");
  await page.getByLabel("Postcode").fill("2140");
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await expect(page.getByRole("heading", { name: "Je gemeente hoort niet bij een regio" })).toBeVisible();
  await check(page, axe, "01-gemeente-geen-regio");
  await page.getByLabel("Postcode").fill("9300");
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await expect(page.getByRole("radio", { name: /^Aalst/ })).toBeVisible();
  await check(page, axe, "01-gemeente-lijst");
  await page.getByRole("radio", { name: /^Aalst/ }).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  await expect(page.getByText("Stap 2 van 8")).toBeVisible();
  await check(page, axe, "02-e-mailadres");
  await email(page, address);

  await expect(page.getByText("Stap 3 van 8")).toBeVisible();
  await check(page, axe, "03-kansentarief");
  await socialTariff(page, "Nee");

  await expect(page.getByText("Stap 4 van 8")).toBeVisible();
  await check(page, axe, "04-gegevens");
  await personalData(page, main);

  await expect(page.getByText("Stap 5 van 8")).toBeVisible();
  await expect(page.getByText(/maximaal 2 volwassenen en 8 kinderen/)).toBeVisible();
  await check(page, axe, "05-gezin");
  await addMember(page, child);
  await axe(page);
  await finishFamily(page, true);

  await expect(page.getByText("Stap 6 van 8")).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Wout Claeys.*€ 3,00/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Lien Claeys.*gratis/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Totaal.*€ 3,00/ })).toBeVisible();
  await expect(page.getByText(/maximaal 5 euro/)).toBeVisible();
  await check(page, axe, "06-betalen");
  await pay(page);
  await check(page, axe, "06-test-betaalpagina");
  await checkout(page, "Betaald");

  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
  await expect(page.getByText("Stap 7 van 8")).toBeVisible();
  await expect(page.getByText("Bedankt! Je aanvraag is betaald.")).toBeVisible();
  // Paid: nothing left to stop, so the header offers no "Aanvraag stoppen" (issue 22 §2).
  await expect(page.getByText("Aanvraag stoppen")).toHaveCount(0);
  await check(page, axe, "07-wachtwoord");
  await page.getByRole("button", { name: "Wachtwoord kiezen" }).click();

  // The identity provider's registration: the e-mail fixed, the names filled in (never asked twice).
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await expect(page.getByLabel("Voornaam")).toHaveValue("Wout");
  await expect(page.getByLabel("Achternaam")).toHaveValue("Claeys");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(address);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await confirmRegistrationFromMailbox(page, address);

  await expect(page).toHaveURL(/\/online-aanvraag\/installeer-app$/);
  await expect(page.getByText("Stap 8 van 8")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Je pas is klaar" })).toBeVisible();
  await check(page, axe, "08-installeer-app");

  // Signed in, on the install step: "Klaar" (no question, the request is done) goes to the dashboard.
  await page.getByRole("button", { name: "Klaar" }).click();
  await expect(page).toHaveURL(/\/(overzicht|onboarding)$/);
  if (new URL(page.url()).pathname === "/onboarding") {
    await page.getByRole("button", { name: "Overslaan" }).click();
    await expect(page).toHaveURL(/\/overzicht$/);
  }
  const cardText = (await page.locator(".card-number").first().textContent()) ?? "";
  const cardNumber = cardText.replace(/\D/g, "");
  expect(isInCardSystemRange(cardNumber, 3), cardText).toBe(true);
  await expect(page.getByText("UiTPAS Dender").first()).toBeVisible();

  // The confirmation mail: its status link opens the order here, and on another device.
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(address)}`)).text();
  expect(mailbox).toContain("Bevestiging van je aanvraag");
  const link = /(\/online-aanvraag\/status\?bestelling=[0-9a-f-]+&amp;code=[A-Za-z0-9_-]+)/.exec(mailbox)?.[1]?.replaceAll("&amp;", "&");
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/online-aanvraag\/status$/);
  // Every step of the tracker says its state in words beside its icon.
  await expect(page.getByRole("listitem").filter({ hasText: "Betaling" })).toContainText("Klaar");
  await expect(page.getByRole("listitem").filter({ hasText: "Betaling" })).toContainText("Betaald");
  await expect(page.getByRole("listitem").filter({ hasText: "Pas klaar" })).toContainText("Je pas staat in de app");
  await expect(page.getByText("Aanvraag stoppen")).toHaveCount(0);
  await check(page, axe, "09-status");
  // Another device (a second browser context, no cookies of this one): the mail's link is enough.
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 375, height: 667 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(link!);
  await expect(phonePage).toHaveURL(/\/online-aanvraag\/status$/);
  await expect(phonePage.getByRole("listitem").filter({ hasText: "Betaling" })).toContainText("Klaar");
  await phone.close();
  // Without the link's code nothing personal shows: not with the order number alone, not with a wrong code.
  const stranger = await page.context().browser()!.newContext();
  const strangerPage = await stranger.newPage();
  const orderId = new URL(link!, "http://x").searchParams.get("bestelling")!;
  await strangerPage.goto(`/online-aanvraag/status?bestelling=${orderId}`);
  await expect(strangerPage.getByText("Open de link uit de bevestigingsmail")).toBeVisible();
  await strangerPage.goto(`/online-aanvraag/status?bestelling=${orderId}&code=${"x".repeat(43)}`);
  await expect(strangerPage.getByText("Deze link werkt niet meer.")).toBeVisible();
  await expect(strangerPage.getByRole("listitem").filter({ hasText: "Betaling" })).toHaveCount(0);
  await expect(strangerPage.getByText(address)).toHaveCount(0);
  await stranger.close();
});
