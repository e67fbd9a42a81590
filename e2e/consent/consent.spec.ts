// Consent (issue 11) on a product with every optional service configured: analytics against a local
// collector stand-in, Google Tag Manager and the help widget against a fake vendor host. Every request
// and cookie is recorded before and after each choice: nothing optional runs before consent.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  CONTENT_VIEW_SCHEMA,
  USER_SCHEMA,
  APPLICATION_SCHEMA,
  contentViewProblems,
} from "../../apps/web/app/features/consent/page-view.ts";
import { HELP_WIDGET_SETTINGS } from "../../apps/web/app/features/consent/help-widget.client.ts";
import { mohamed } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { shot, viewport } from "../support/widths.ts";
import { journeyPorts } from "../support/ports.ts";
import {
  routeVendors,
  startCollector,
  startConfiguredProduct,
  startFakeVendor,
  type Collector,
  type ConfiguredProduct,
  type FakeVendor,
} from "../support/stand-ins.ts";

const PRODUCT_PORT = journeyPorts.consentProduct;
const COLLECTOR_PORT = journeyPorts.consentCollector;
const VENDOR_PORT = journeyPorts.consentVendor;
const ORIGIN = `http://127.0.0.1:${PRODUCT_PORT}`;
/** The cookies the product itself may set without consent (strictly necessary). */
const NECESSARY = /^(cookie-accepted|locale|auth|user|auth_login|registratie|_interaction(_resume)?|_session|_overheid_\w+)(\.sig)?$/;
const ALL = "1-analytics+marketing";

let collector: Collector;
let vendor: FakeVendor;
let product: ConfiguredProduct;

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  collector = await startCollector(COLLECTOR_PORT);
  vendor = await startFakeVendor(VENDOR_PORT);
  product = await startConfiguredProduct(PRODUCT_PORT, {
    ANALYTICS_COLLECTOR_URL: collector.url,
    TAG_MANAGER_ID: "GTM-TEST123",
    HELP_WIDGET_KEY: "test-widget-key-1",
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await product?.stop();
  await collector?.close();
  await vendor?.close();
});

/** Every request the browser makes in this context (URL), from now on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (r) => urls.push(r.url()));
  return urls;
}

const foreign = (urls: string[]) => urls.filter((u) => !u.startsWith(`${ORIGIN}/`) && !u.startsWith("data:"));

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

function watchConsole(page: Page, errors: string[]): void {
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(String(err)));
}

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every request of the context, from its start. */
  urls: string[];
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** Checks the page logged no error, then closes the context. */
  done(): Promise<void>;
}

async function newContext(browser: Browser, width = 1280): Promise<Visit> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: "nl-BE", viewport: { width, height: width < 992 ? 667 : 900 } });
  await routeVendors(context, vendor);
  const urls = recordRequests(context);
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  return {
    context,
    page,
    urls,
    errors,
    async done() {
      expect(errors, "console errors").toEqual([]);
      await context.close();
    },
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "Over cookies" });
const eventsOf = (name: string) =>
  collector.events().filter((e) => e.event?.schema === CONTENT_VIEW_SCHEMA && e.event.data.routeName === name);

test("before any choice: only the product's own requests and strictly necessary cookies, also across pages", async ({ browser, axe }) => {
  const { context, page, urls, errors, done } = await newContext(browser);
  const before = { collector: collector.bodies.length, vendor: vendor.requests.length };
  for (const path of ["/", "/wat-is-uitpas", "/cookieverklaring", "/styleguide", "/veelgestelde-vragen"]) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
  }
  // A client-side navigation on a page with React.
  await page.goto("/styleguide");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Partner worden" }).first().click();
  await expect(page).toHaveURL(/\/partner-worden$/);
  await page.waitForTimeout(1_000);
  expect(foreign(urls)).toEqual([]);
  expect((await cookieNames(context)).filter((n) => !NECESSARY.test(n))).toEqual([]);
  expect(
    await page.evaluate(() => [
      typeof (window as { dataLayer?: unknown }).dataLayer,
      typeof (window as { zE?: unknown }).zE,
      typeof (window as { zESettings?: unknown }).zESettings,
    ]),
  ).toEqual(["undefined", "undefined", "undefined"]);
  expect(collector.bodies.length).toBe(before.collector);
  expect(vendor.requests.length).toBe(before.vendor);
  // No request for the tracker's own chunk either: it is imported only after consent.
  expect(urls.filter((u) => u.includes("/assets/lazy-"))).toEqual([]);
  expect(errors).toEqual([]);
  await axe(page);
  await done();
});

test("the banner asks with two equally prominent choices and settings per category", async ({ page }) => {
  await page.goto("/");
  const b = banner(page);
  const accept = b.getByRole("button", { name: "Alles aanvaarden" });
  const refuse = b.getByRole("button", { name: "Alles weigeren" });
  const style = (l: typeof accept) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        bg: s.backgroundColor,
        color: s.color,
        size: s.fontSize,
        weight: s.fontWeight,
        border: s.borderTopWidth,
        height: Math.round(el.getBoundingClientRect().height),
      };
    });
  expect(await style(accept)).toEqual(await style(refuse));
  const [a, r] = [(await accept.boundingBox())!, (await refuse.boundingBox())!];
  expect(Math.abs(a.width - r.width)).toBeLessThanOrEqual(24);
  await b.getByText("Instellingen", { exact: true }).click();
  await expect(b.getByRole("checkbox", { name: /Noodzakelijke cookies/ })).toBeChecked();
  await expect(b.getByRole("checkbox", { name: /Noodzakelijke cookies/ })).toBeDisabled();
  // Nothing optional is ticked beforehand.
  await expect(b.getByRole("checkbox", { name: "Analysecookies" })).not.toBeChecked();
  await expect(b.getByRole("checkbox", { name: "Marketingcookies" })).not.toBeChecked();
  await expect(b.getByRole("button", { name: "Keuze bewaren" })).toBeVisible();
});

test("Alles weigeren: stored with its version for about 97 years, and still nothing optional on any page", async ({ browser }) => {
  const { context, page, urls, done } = await newContext(browser);
  await page.goto("/partner-worden");
  await banner(page).getByRole("button", { name: "Alles weigeren" }).click();
  await expect(banner(page)).toBeHidden();
  // Sent in the background (/pwa.js): the browser keeps the versioned choice with nothing granted.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookie-accepted")?.value)
    .toBe(encodeURIComponent(`${ALL}:`));
  // Chromium caps a cookie's lifetime at 400 days, so the ~97 years are checked on the header the server sends.
  const answer = await page.request.post("/cookies-accepteren", { form: { keuze: "geen", terug: "/partner-worden" }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["set-cookie"]).toMatch(
    new RegExp(`^cookie-accepted=${encodeURIComponent(`${ALL}:`)}; Path=/; Max-Age=3122064000; SameSite=Lax`),
  );
  const before = { collector: collector.bodies.length, vendor: vendor.requests.length };
  for (const path of ["/", "/wat-is-uitpas", "/styleguide"]) {
    await page.goto(path);
    await expect(banner(page)).toHaveCount(0);
  }
  await page.waitForTimeout(1_000);
  expect(foreign(urls)).toEqual([]);
  expect((await cookieNames(context)).filter((n) => !NECESSARY.test(n))).toEqual([]);
  expect(collector.bodies.length).toBe(before.collector);
  expect(vendor.requests.length).toBe(before.vendor);
  await done();
});

test("Alles aanvaarden: the tracker and the tag manager start at once, with the nonce, and every page view is tracked", async ({
  browser,
}) => {
  const { context, page, urls, done } = await newContext(browser);
  await page.goto("/wat-is-uitpas");
  expect(foreign(urls)).toEqual([]);
  await banner(page).getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect(banner(page)).toBeHidden();
  // Analytics: a page view and the content-view event of this page, to the configured collector.
  await expect.poll(() => eventsOf("about").length).toBeGreaterThanOrEqual(1);
  const view = eventsOf("about").at(-1)!;
  expect(view.event!.data).toEqual({ pageType: "content", pageUrl: `${ORIGIN}/wat-is-uitpas`, routeName: "about" });
  expect(view.raw.p).toBe("web");
  expect(view.contexts.find((c) => c.schema === APPLICATION_SCHEMA)?.data).toEqual({ environment: "test", language: "nl" });
  // A visitor: no user context.
  expect(view.contexts.some((c) => c.schema === USER_SCHEMA)).toBe(false);
  expect(collector.events().some((e) => e.e === "pv" && e.url === `${ORIGIN}/wat-is-uitpas`)).toBe(true);
  // The tag manager: loaded from its official host, with the page's nonce; its custom tag ran under the CSP.
  await expect.poll(() => page.evaluate(() => (window as { __gtmCustomTagRan?: boolean }).__gtmCustomTagRan === true)).toBe(true);
  const gtm = await page.evaluate(
    () => (window as unknown as { __fakeGtm: { id: string; nonce: string; dataLayer: unknown[] } }).__fakeGtm,
  );
  expect(gtm.id).toBe("GTM-TEST123");
  expect(gtm.nonce).not.toBe("");
  expect(gtm.dataLayer).toContainEqual([
    "consent",
    "default",
    { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
  ]);
  expect(urls.some((u) => u.startsWith("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"))).toBe(true);
  // The tracker's first-party cookies, and nothing from the help widget (not clicked).
  await expect.poll(async () => (await cookieNames(context)).filter((n) => n.startsWith("_sp_")).length).toBe(2);
  expect(vendor.requests.some((r) => r.path === "/ekr/snippet.js")).toBe(false);

  // A document navigation to another page, then a client navigation on a page with React.
  await page.goto("/styleguide");
  await expect.poll(() => eventsOf("styleguide").length).toBeGreaterThanOrEqual(1);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Partner worden" }).first().click();
  await expect(page).toHaveURL(/\/partner-worden$/);
  await expect.poll(() => eventsOf("partner").length).toBeGreaterThanOrEqual(1);
  expect(eventsOf("partner").at(-1)!.event!.data).toEqual({
    pageType: "content",
    pageUrl: `${ORIGIN}/partner-worden`,
    routeName: "partner",
  });
  await done();
});

test("Instellingen: analytics only runs the tracker and never the tag manager", async ({ browser }) => {
  const { context, page, urls, done } = await newContext(browser, 375);
  await page.goto("/start");
  const b = banner(page);
  await b.getByText("Instellingen", { exact: true }).click();
  await b.getByRole("checkbox", { name: "Analysecookies" }).check();
  await b.getByRole("button", { name: "Keuze bewaren" }).click();
  await expect(b).toBeHidden();
  await expect.poll(() => eventsOf("start").length).toBeGreaterThanOrEqual(1);
  await page.goto("/partner-worden");
  await page.waitForTimeout(1_000);
  expect(foreign(urls).filter((u) => !u.startsWith(collector.url))).toEqual([]);
  expect(await cookieNames(context)).toEqual(expect.arrayContaining([expect.stringMatching(/^_sp_id\./)]));
  expect((await cookieNames(context)).some((n) => n.startsWith("_ga"))).toBe(false);
  expect(await page.evaluate(() => typeof (window as { dataLayer?: unknown }).dataLayer)).toBe("undefined");
  expect((await context.cookies()).find((c) => c.name === "cookie-accepted")?.value).toBe(encodeURIComponent(`${ALL}:analytics`));
  await done();
});

test("the choice is changed and withdrawn from the footer: the cookies go and tracking stops", async ({ browser }) => {
  const { context, page, done } = await newContext(browser);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect.poll(async () => (await cookieNames(context)).filter((n) => n.startsWith("_sp_")).length).toBe(2);
  // A cookie a Google tag would set, to see it removed with the marketing consent.
  await context.addCookies([{ name: "_ga", value: "GA1.1.123.456", url: ORIGIN }]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-instellingen" }).click();
  await expect(page).toHaveURL(/\/cookieverklaring#instellingen$/);
  const settings = page.getByRole("region", { name: "Jouw cookiekeuze" });
  await expect(settings).toContainText("Je gaf toestemming voor: analysecookies en marketingcookies.");
  await expect(settings.getByRole("checkbox", { name: "Analysecookies" })).toBeChecked();
  await settings.getByRole("checkbox", { name: "Analysecookies" }).uncheck();
  await settings.getByRole("checkbox", { name: "Marketingcookies" }).uncheck();
  await settings.getByRole("button", { name: "Keuze bewaren" }).click();
  await expect(page).toHaveURL(/\/cookieverklaring\?bewaard=1#instellingen$/);
  await expect(settings.getByRole("status")).toHaveText("✓ Je keuze is bewaard.");
  await expect(settings).toContainText("Je koos voor alleen de noodzakelijke cookies.");
  await expect.poll(async () => (await cookieNames(context)).filter((n) => !NECESSARY.test(n))).toEqual([]);
  const sent = collector.bodies.length;
  await page.goto("/wat-is-uitpas");
  await page.goto("/partner-worden");
  await page.waitForTimeout(1_500);
  expect(collector.bodies.length).toBe(sent);
  expect(await page.evaluate(() => typeof (window as { dataLayer?: unknown }).dataLayer)).toBe("undefined");
  await done();
});

test("a change of the configured categories asks again", async ({ browser }) => {
  const { context, page, urls, done } = await newContext(browser);
  // A choice made when only analytics was configured.
  await context.addCookies([{ name: "cookie-accepted", value: encodeURIComponent("1-analytics:analytics"), url: ORIGIN }]);
  await page.goto("/");
  await expect(banner(page).getByRole("button", { name: "Alles aanvaarden" })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(foreign(urls)).toEqual([]);
  await done();
});

test("no personal data in any event: a signed-in MIA holder on the pages that show their data", async ({ browser }) => {
  const { context, page, done } = await newContext(browser);
  await context.addCookies([{ name: "cookie-accepted", value: encodeURIComponent(`${ALL}:analytics`), url: ORIGIN }]);
  await loginAs(page, mohamed, { skipOnboarding: true });
  const from = collector.bodies.length;
  // Each page's event has arrived before the next page (under load the tracker may still be sending when
  // the browser leaves a page; what is measured here is what the events carry, not the tracker's queue).
  for (const [path, routeName] of [
    ["/overzicht", "dashboard"],
    ["/pas", "card"],
    ["/profiel/persoonlijke-gegevens", "profile"],
    ["/mijn-uitpas/voordelen", "wallet"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect.poll(() => eventsOf(routeName).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  }
  // What a visitor could type into an address: an e-mail, a card number, coordinates.
  await page.goto(
    `/cookieverklaring?email=${encodeURIComponent(mohamed.email!)}&kaart=${mohamed.card!.number}&lat=50.8503&lng=4.3517#q=${mohamed.email}`,
  );
  await expect.poll(() => eventsOf("cookies").length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const payloads = collector.bodies.slice(from).join("\n");
  for (const secret of [
    mohamed.email!,
    mohamed.card!.number,
    mohamed.firstName,
    mohamed.lastName,
    "50.8503",
    "4.3517",
    encodeURIComponent(mohamed.email!),
  ]) {
    expect(payloads, secret).not.toContain(secret);
  }
  // No 13-digit card number anywhere (the tracker's own timestamps, dtm/stm/ttm, are 13 digits too).
  for (const e of collector.events()) {
    const fields = Object.entries(e.raw).filter(([name]) => !["dtm", "stm", "ttm"].includes(name));
    expect(JSON.stringify(fields)).not.toMatch(/\d{13}/);
  }
  const views = collector
    .events()
    .slice(0)
    .filter(
      (e) => e.event?.schema === CONTENT_VIEW_SCHEMA && ["dashboard", "card", "profile", "wallet"].includes(String(e.event.data.routeName)),
    );
  expect(views.length).toBeGreaterThanOrEqual(4);
  for (const v of views) {
    const app = v.contexts.find((c) => c.schema === APPLICATION_SCHEMA)!.data as never;
    const user = v.contexts.find((c) => c.schema === USER_SCHEMA)?.data;
    // The user type MIA (Mohamed has a kansenstatuut) and nothing else about him.
    expect(user).toEqual({ mia: true });
    expect(contentViewProblems(v.event!.data as never, app, user as never)).toEqual([]);
    expect(v.event!.data.pageType).toBe("holder");
  }
  // The title a page view sends is the route name, never the page's own title (the dashboard greets by name).
  const pageViews = collector.events().filter((e) => e.e === "pv" && e.url?.includes("/overzicht"));
  expect(pageViews.length).toBeGreaterThanOrEqual(1);
  for (const pv of pageViews) expect(pv.page).toBe("dashboard");
  await done();
});

test("an invalid event is not sent, logs an error and the page keeps working", async ({ browser }) => {
  const { context, page, errors, done } = await newContext(browser);
  await context.addCookies([{ name: "cookie-accepted", value: encodeURIComponent(`${ALL}:analytics`), url: ORIGIN }]);
  await page.goto("/styleguide");
  await expect.poll(() => eventsOf("styleguide").length).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => {
    document.documentElement.dataset.routeName = "mohamed.elamrani@voorbeeld.test";
    window.dispatchEvent(new Event("vtp:pageview"));
  });
  await expect.poll(() => errors.join("\n")).toMatch(/\[analytics\] ongeldig content-view-event niet verstuurd: .*routeName/);
  await page.waitForTimeout(1_000);
  // Neither the page view nor the content-view of that page left the browser.
  expect(collector.bodies.join("\n")).not.toContain("voorbeeld.test");
  // The page still works: an alert from the style guide.
  await page
    .getByRole("button", { name: /succes/i })
    .first()
    .click();
  await expect(page.locator("[data-alert-type=success]").first()).toBeVisible();
  // The one expected error, and nothing else.
  expect(errors.filter((e) => !e.startsWith("[analytics] ongeldig content-view-event"))).toEqual([]);
  errors.length = 0;
  await done();
});

test.describe("the help widget", () => {
  const expectedCalls = [
    ["webWidget", "setLocale", "nl"],
    ["webWidget:on", "close", "function"],
    ["webWidget", "show"],
    ["webWidget", "open"],
  ];

  test("loads only when Vragen is chosen, with the spec's settings, and hides again when closed", async ({ browser }) => {
    const { page, urls, done } = await newContext(browser);
    for (const path of ["/", "/wat-is-uitpas", "/veelgestelde-vragen"]) await page.goto(path);
    await page.goto("/partner-worden");
    await page.waitForTimeout(500);
    expect(urls.filter((u) => u.includes("zdassets") || u.includes("zendesk"))).toEqual([]);
    expect(vendor.requests.filter((r) => r.path === "/ekr/snippet.js")).toEqual([]);
    const started = Date.now();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vragen" }).first().click();
    await expect(page.getByRole("dialog", { name: "Hulpvenster" })).toBeVisible();
    await expect(page).toHaveURL(/\/partner-worden$/);
    const load = vendor.requests.filter((r) => r.path === "/ekr/snippet.js");
    expect(load).toHaveLength(1);
    expect(load[0]!.query.key).toBe("test-widget-key-1");
    expect(load[0]!.at).toBeGreaterThanOrEqual(started);
    const state = await page.evaluate(
      () => (window as unknown as { __fakeZendesk: { settings: unknown; calls: unknown[] } }).__fakeZendesk,
    );
    expect(state.settings).toEqual(HELP_WIDGET_SETTINGS);
    expect(state.settings).toMatchObject({
      webWidget: {
        color: { theme: "#1aa5a8" },
        zIndex: 1030,
        chat: { suppress: true },
        answerBot: { suppress: true },
        talk: { suppress: true },
      },
    });
    expect(state.calls).toEqual(expectedCalls);
    await page.getByRole("button", { name: "Venster sluiten" }).click();
    const calls = await page.evaluate(() => (window as unknown as { __fakeZendesk: { calls: unknown[] } }).__fakeZendesk.calls);
    expect(calls.at(-1)).toEqual(["webWidget", "hide"]);
    // Once more: no second load, just open.
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vragen" }).first().click();
    expect(vendor.requests.filter((r) => r.path === "/ekr/snippet.js")).toHaveLength(1);
    await done();
  });

  test("on a phone the menu closes, and an unreachable vendor opens the FAQ page instead", async ({ browser }) => {
    const { page, done } = await newContext(browser, 375);
    await page.goto("/wat-is-uitpas");
    await page.getByText("Menu").first().click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vragen" }).last().click();
    await expect(page.getByRole("dialog", { name: "Hulpvenster" })).toBeVisible();
    await expect(page.locator("details.top-menu__narrow")).not.toHaveAttribute("open", "");
    // The vendor down (blocked, offline): the product's own FAQ page.
    const offline = await browser.newContext({ baseURL: ORIGIN, viewport: viewport(1280) });
    await offline.route("https://static.zdassets.com/**", (route) => route.abort("connectionrefused"));
    const p2 = await offline.newPage();
    const warnings: string[] = [];
    p2.on("console", (m) => warnings.push(`${m.type()}: ${m.text()}`));
    await p2.goto("/wat-is-uitpas");
    await p2.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vragen" }).first().click();
    await expect(p2).toHaveURL(/\/veelgestelde-vragen$/);
    await expect(p2.getByRole("heading", { level: 1, name: "Veelgestelde vragen" })).toBeVisible();
    await offline.close();
    await done();
  });
});

test("the cookie page lists exactly what is configured", async ({ page }) => {
  await page.goto("/cookieverklaring");
  const names = await page.locator("tbody th code").allTextContents();
  expect(names).toEqual(expect.arrayContaining(["cookie-accepted", "_sp_id.*", "_sp_ses.*", "_ga", "_gcl_au"]));
  const services = page.getByRole("region", { name: "Diensten van andere bedrijven" });
  await expect(services).toContainText(`Snowplow, op 127.0.0.1:${COLLECTOR_PORT}`);
  await expect(services).toContainText("container GTM-TEST123");
  await expect(services).toContainText("Zendesk");
});

test("the CSP names the configured vendors and still allows no inline script", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"]!;
  const script = csp.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(script).toContain("https://www.googletagmanager.com");
  expect(script).toContain("https://static.zdassets.com");
  expect(script).not.toContain("unsafe-inline");
  expect(csp.split("; ").find((d) => d.startsWith("connect-src"))).toContain(`http://127.0.0.1:${COLLECTOR_PORT}`);
});

test("screenshots of the banner, its settings and the cookie page's choice at 375 and 1280 px", async ({ browser }) => {
  test.skip(!process.env.SHOTS_DIR, "photographs for people to look at: with SHOTS_DIR");
  for (const width of [375, 1280]) {
    const { page, done } = await newContext(browser, width);
    await page.goto("/");
    await shot(page, "consent-banner", { fullPage: false });
    await banner(page).getByText("Instellingen", { exact: true }).click();
    await shot(page, "consent-settings", { fullPage: false });
    await banner(page).getByRole("button", { name: "Alles aanvaarden" }).click();
    await page.goto("/cookieverklaring#instellingen");
    await shot(page, "consent-cookie-page");
    await done();
  }
});
