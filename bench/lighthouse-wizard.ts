// The online request's steps for `npm run bench -- --wizard` (bench/lighthouse.ts, issue 21): a visitor walks
// the wizard in a real browser with the journeys' own step helpers (e2e/online-request/wizard.ts), on the
// regular tariff with one child, through the test payment page and the provider's registration, and each
// step is handed to Lighthouse the moment it is reached, with the visitor's cookies (a step needs the draft
// its cookie names). Lighthouse only reads the page (GET), so the walk goes on from where it was.
import { chromium, expect, type BrowserContext } from "@playwright/test";
import { DEMO_PASSWORD } from "@vtp/personas";
import { confirmRegistrationFromMailbox } from "../e2e/support/auth.ts";
import { chromiumArgs, desktopChromiumPath } from "../e2e/support/browser.ts";
import {
  acceptCookieNotice,
  addMember,
  checkout,
  chooseMunicipality,
  email,
  finishFamily,
  freshEmail,
  pay,
  person,
  personalData,
  socialTariff,
  start,
} from "../e2e/online-request/wizard.ts";

export interface WizardStep {
  /** The step's path, as Lighthouse is to find it (a redirect elsewhere fails the measurement). */
  path: string;
  /** The visitor's cookies at that step, as a Cookie header. */
  cookie: string;
}

/** A browser context's cookies as one Cookie header, for Lighthouse to send. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Walks the online request and yields each of its nine screens (the start and steps 1 to 8) as it is reached. */
export async function* wizardSteps(baseURL: string): AsyncGenerator<WizardStep> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? desktopChromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const here = async (): Promise<WizardStep> => ({
      path: new URL(page.url()).pathname,
      cookie: await cookieHeader(context),
    });
    const address = freshEmail("lighthouse");
    await page.goto("/online-aanvraag");
    await acceptCookieNotice(page);
    yield await here();
    await start(page);
    yield await here();
    await chooseMunicipality(page, "9300", "Aalst");
    await expect(page.getByText("Stap 2 van 8")).toBeVisible();
    yield await here();
    await email(page, address);
    await expect(page.getByText("Stap 3 van 8")).toBeVisible();
    yield await here();
    await socialTariff(page, "Nee");
    await expect(page.getByText("Stap 4 van 8")).toBeVisible();
    yield await here();
    await personalData(page, { firstName: "Wout", lastName: "Claeys", ...person("1985-07-30", "MALE") });
    await expect(page.getByText("Stap 5 van 8")).toBeVisible();
    await addMember(page, { firstName: "Lien", lastName: "Claeys", ...person("2015-03-14", "FEMALE") });
    yield await here();
    await finishFamily(page, true);
    yield await here();
    await pay(page);
    await checkout(page, "Betaald");
    await expect(page.getByText("Stap 7 van 8")).toBeVisible();
    yield await here();
    await page.getByRole("button", { name: "Wachtwoord kiezen" }).click();
    await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Account aanmaken" }).click();
    await confirmRegistrationFromMailbox(page, address);
    await expect(page.getByText("Stap 8 van 8")).toBeVisible();
    yield await here();
  } finally {
    await browser.close();
  }
}
