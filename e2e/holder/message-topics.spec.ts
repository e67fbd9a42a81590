// The reminders topic of the inbox with a fake clock (issue 23): on a product of its own (its messages would
// change the shared server's inboxes under other journeys), the daily reminders job runs as if it were 30
// days, then 7 days, before Mohamed's kansentarief ends (e2e/support/control.ts: the job's own code, only
// its clock set); a second run of the same day writes nothing. Mohamed then finds each reminder once in
// "Berichten", unread, with where to renew it, and opening one takes him to his overview. Axe and the
// screenshots at 375 and 1280 px. The "info" topic: Katrien (staff of UiTPAS Gent) sends her region news from
// the back office (a refusal first, then sent; the page says when it reached everyone) and An finds it in
// "Berichten", where it takes her to "Punten sparen" (decision 0071). The milestones as a check-in makes one:
// Ilse registers her card (0 points, never saved), scans the museum's code and finds "Je eerste punt is
// binnen" in her inbox. Push (decision 0060): An turns notifications on for news on her settings page (the
// browser's push service is out of reach here: the page's push manager hands out a device of the test's own
// push service, e2e/support/push-service.ts), Katrien sends news, the product's encrypted push reaches that
// service and decrypts with the device's keys to the title and page only, and An's service worker, given
// that push, shows it. The other topics: the inbox and the seed's milestones (e2e/holder/messages.spec.ts),
// the family's service messages (e2e/holder/family.spec.ts), the reminders on two processes at once
// (e2e/scale-out/reminders.spec.ts).
import { plusDays } from "@vtp/contracts/dates";
import { brusselsDateTime } from "@vtp/db/periods";
import { an, kansenstatuutEndDate, katrien, mohamed, unregisteredCards } from "@vtp/personas";
import { DEMO_CHECKIN_CODES } from "../../apps/api/src/seeds/demo/constants.ts";
import { login } from "../backoffice/backoffice-support.ts";
import { confirmRegistrationFromMailbox, loginAs, logout } from "../support/auth.ts";
import { desktopChromium } from "../support/browser.ts";
import { followMailLink, registerAtProvider, step1, step2 } from "../support/registration.ts";
import { runRemindersAt } from "../support/control.ts";
import { expect, test } from "../support/fixtures.ts";
import { journeyPorts } from "../support/ports.ts";
import { startPushService, subscriptionStub } from "../support/push-service.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";
import { checkBoth, viewport } from "../support/widths.ts";

const port = journeyPorts.messageTopicsProduct;
const controlPort = journeyPorts.messageTopicsControl;
let server: ConfiguredProduct | undefined;

// The push journey needs notifications, which exist in the desktop build only (e2e/support/browser.ts); a
// browser's build is chosen per file.
test.use({ baseURL: `http://127.0.0.1:${port}`, launchOptions: desktopChromium });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startConfiguredProduct(port, { E2E_CONTROL_PORT: String(controlPort) });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
});

test("the kansentarief's reminders, 30 and 7 days before its end, each once in Mohamed's inbox", async ({ page, axe }) => {
  test.setTimeout(120_000);
  // The seed gives Mohamed's kansentarief the default end date of a status granted today; the job runs at 09:00 in Brussels.
  const end = kansenstatuutEndDate(new Date());
  const thirtyBefore = brusselsDateTime(plusDays(end, -30), 9);
  expect(await runRemindersAt(controlPort, thirtyBefore)).toBeGreaterThanOrEqual(1);
  // The same day again (a retry, a second process): nothing new.
  expect(await runRemindersAt(controlPort, thirtyBefore)).toBe(0);
  expect(await runRemindersAt(controlPort, brusselsDateTime(plusDays(end, -7), 9))).toBeGreaterThanOrEqual(1);

  await page.setViewportSize(viewport(375));
  await loginAs(page, mohamed, { startPath: "/berichten", skipOnboarding: true });
  await page.goto("/berichten");
  await page.getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();
  for (const when of ["over 30 dagen", "over 7 dagen"]) {
    const reminder = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Je kansentarief loopt ${when} af` }) });
    await expect(reminder).toHaveCount(1);
    await expect(reminder.getByText("Nieuw")).toBeVisible();
    await expect(reminder.getByText(/Vraag de verlenging op tijd aan bij het OCMW/)).toBeVisible();
  }
  await checkBoth(page, "berichten-herinneringen", axe);

  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Je kansentarief loopt over 7 dagen af" }) })
    .getByRole("button", { name: "Openen: Je kansentarief loopt over 7 dagen af" })
    .click();
  await page.waitForURL((url) => url.pathname === "/overzicht");
});

test("the region's news: Katrien sends it from the back office, An reads it in her inbox", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(1280));
  await login(page, katrien.email);
  await page.getByRole("link", { name: "Nieuws versturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nieuws voor de pashouders van je regio" })).toBeVisible();
  await expect(page.getByText("UiTPAS Gent", { exact: true })).toBeVisible();

  // Too short: the api's sentence in the summary, linked to its field; nothing was sent.
  const title = page.getByRole("textbox", { name: /^Titel/ });
  await title.fill("Zwem");
  await page
    .getByRole("textbox", { name: /^Bericht/ })
    .fill("De hele krokusvakantie zwem je met je pas gratis in de stedelijke zwembaden van Gent.");
  await page.getByRole("radio", { name: "Punten sparen" }).check();
  await page.getByRole("button", { name: "Versturen" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Geef het nieuws een titel van 5 tot 80 tekens." });
  await expect(summary).toBeVisible();
  await expect(page.getByText("Je regio verstuurde nog geen nieuws.")).toBeVisible();
  await checkBoth(page, "nieuws-fout", axe);

  // What was typed stays; the title made longer, and sent.
  await expect(page.getByRole("textbox", { name: /^Bericht/ })).toHaveValue(/krokusvakantie/);
  await expect(page.getByRole("radio", { name: "Punten sparen" })).toBeChecked();
  await title.fill("Gratis zwemmen in de krokusvakantie");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Je nieuws wordt verstuurd." })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Gratis zwemmen in de krokusvakantie" }) });
  // The job queue delivers it; the page looks again until it is done.
  await expect(item.getByText(/^Verstuurd op .+ aan \d+ pashouders?$/)).toBeVisible({ timeout: 30_000 });
  await checkBoth(page, "nieuws-verstuurd", axe);
  await logout(page);

  await page.setViewportSize(viewport(375));
  await loginAs(page, an, { startPath: "/berichten", skipOnboarding: true });
  await page.goto("/berichten");
  await page.getByRole("button", { name: "Sluiten" }).click();
  const news = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Gratis zwemmen in de krokusvakantie" }) });
  await expect(news).toHaveCount(1);
  await expect(news.getByText("Nieuw, ongelezen bericht", { exact: true })).toBeVisible();
  await expect(news.getByText(/zwem je met je pas gratis/)).toBeVisible();
  await checkBoth(page, "berichten-nieuws", axe);
  await news.getByRole("button", { name: "Openen: Gratis zwemmen in de krokusvakantie" }).click();
  await page.waitForURL((url) => url.pathname === "/sparen");
});

test("the first point: Ilse registers her card, scans a code and finds her milestone in the inbox", async ({ page, axe }) => {
  test.setTimeout(120_000);
  const ilse = unregisteredCards.find((c) => c.firstName === "Ilse")!;
  expect(ilse.points).toBe(0);
  const email = `ilse.claes.${Date.now()}@voorbeeld.test`;
  await page.setViewportSize(viewport(375));
  await step1(page, ilse.number, ilse.birthDate.split("-").reverse().join("/"));
  await step2(page, email);
  await followMailLink(page, email);
  await registerAtProvider(page, ilse.firstName, ilse.lastName);
  await confirmRegistrationFromMailbox(page, email);
  await expect(page.getByText(`De pas van ${ilse.firstName} is gekoppeld aan je account.`)).toBeVisible();
  await page.goto("/overzicht");
  await page.getByRole("button", { name: "Overslaan" }).click();
  await page.waitForURL((url) => url.pathname === "/overzicht");

  // Her first check-in (the museum in Brugge, her region's): the milestone is written with it.
  await page.goto("/sparen/scannen");
  await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.bruggeMuseum);
  await page.getByRole("button", { name: "Punten sparen" }).click();
  await expect(page).toHaveURL(/\/sparen\/mijn-punten$/);
  await expect(page.getByTestId("saldo")).toHaveText("1 punt");

  await page.goto("/berichten");
  await page.getByRole("button", { name: "Sluiten" }).click();
  const milestone = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Je eerste punt is binnen" }) });
  await expect(milestone).toHaveCount(1);
  await expect(milestone.getByText("Nieuw, ongelezen bericht", { exact: true })).toBeVisible();
  await expect(milestone.getByText("Je eerste punt staat op je pas.", { exact: false })).toBeVisible();
  await checkBoth(page, "berichten-eerste-punt", axe);
  await milestone.getByRole("button", { name: "Openen: Je eerste punt is binnen" }).click();
  await page.waitForURL((url) => url.pathname === "/voordelen-zoeken");
});

test.describe("push", () => {
  test.use({ serviceWorkers: "allow" });

  test("An turns notifications on for news; Katrien's news reaches her device encrypted, and her service worker shows it", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const push = await startPushService(journeyPorts.messageTopicsPush);
    try {
      const device = push.device("an-telefoon");
      const origin = `http://127.0.0.1:${port}`;
      await context.grantPermissions(["notifications"], { origin });
      await page.addInitScript(subscriptionStub(device));
      await page.setViewportSize(viewport(375));
      await loginAs(page, an, { startPath: "/profiel/instellingen", skipOnboarding: true });
      await page.goto("/profiel/instellingen");
      await page.getByRole("button", { name: "Sluiten" }).click();
      // The page's service worker first (installing it precaches the app; the button waits 5 s for it).
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.getByRole("button", { name: "Meldingen aanzetten" }).click();
      await expect(page.getByRole("button", { name: "Meldingen uitzetten op dit toestel" })).toBeVisible();
      // News by push, and quiet hours that are not now (they would hold the push until they end).
      await page.getByRole("checkbox", { name: "Nieuws en tips per melding", exact: true }).check();
      const hour = Number(
        new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", hourCycle: "h23" }).format(new Date()),
      );
      const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
      await page.getByLabel("Van").fill(at(hour + 6));
      await page.getByLabel("Tot").fill(at(hour + 7));
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();

      const staff = await browser.newContext({ baseURL: origin });
      const staffPage = await staff.newPage();
      await login(staffPage, katrien.email);
      await staffPage.goto("/organisatie/nieuws");
      await staffPage.getByRole("textbox", { name: /^Titel/ }).fill("Nieuwe voordelen in de bib");
      await staffPage
        .getByRole("textbox", { name: /^Bericht/ })
        .fill("Vanaf deze week ruil je je punten ook om in de bibliotheken van Gent.");
      await staffPage.getByRole("radio", { name: "Voordelen zoeken" }).check();
      await staffPage.getByRole("button", { name: "Versturen" }).click();
      await expect(staffPage.getByRole("status").filter({ hasText: "Je nieuws wordt verstuurd." })).toBeVisible();
      await staff.close();

      // What reaches the device: the title and the page, nothing else (no balance, no name, no card number).
      const received = await push.nextPush(device, 60_000);
      expect(received.payload).toEqual({ title: "Nieuwe voordelen in de bib", path: "/voordelen-zoeken" });
      expect(String(received.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);

      // The device's service worker gets that push (the browser's push event) and shows it.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
          if (found) resolve(found.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const deliver = async () =>
        cdp.send("ServiceWorker.deliverPushMessage", {
          origin,
          registrationId: await registrationId,
          data: JSON.stringify(received.payload),
        });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, data: n.data as unknown })),
        );
      // The service worker wakes for the push and shows it. Once in some forty CI runs a push handed over
      // by DevTools showed nothing within 20 s (and the retry showed it at once; the cause was not found),
      // so a push not shown after 5 s is delivered again, as a push service retries: the
      // notification's tag makes a second delivery replace the first, and without the worker's push
      // handler nothing is ever shown.
      let deliveredAt = Date.now();
      await deliver();
      await expect
        .poll(
          async () => {
            const notifications = await shown();
            if (notifications.length === 0 && Date.now() - deliveredAt >= 5_000) {
              deliveredAt = Date.now();
              await deliver();
            }
            return notifications;
          },
          { timeout: 40_000, intervals: [1_000, 2_000, 4_000] },
        )
        .toEqual([{ title: "Nieuwe voordelen in de bib", data: { path: "/voordelen-zoeken" } }]);
    } finally {
      await push.stop();
    }
  });
});
