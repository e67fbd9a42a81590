// The public-site basics of issue 11 on the suite's product (no third-party service configured) and on
// a NOINDEX host: the FAQ page, the footer links, robots.txt and sitemap.xml, structured data and the
// Open Graph image, and the self-hosted font that swaps without moving anything.
import { expect, test } from "../support/fixtures.ts";
import { layoutShift } from "../support/layout-shift.ts";
import { shot } from "../support/widths.ts";
import { journeyPorts } from "../support/ports.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";

const NOINDEX_PORT = journeyPorts.noindexProduct;

test.describe("without any third-party service", () => {
  test("no consent script, the FAQ item opens the FAQ page, the footer links the statement", async ({ page, axe }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/wat-is-uitpas");
    await expect(page.locator('script[src="/consent.js"]')).toHaveCount(0);
    const csp = (await page.request.get("/")).headers()["content-security-policy"]!;
    expect(csp).not.toMatch(/googletagmanager|zdassets|zendesk/);
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vragen" }).first().click();
    await expect(page).toHaveURL(/\/veelgestelde-vragen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Veelgestelde vragen" })).toBeVisible();
    await page.getByText("Wat kost een UiTPAS?").click();
    await expect(page.getByText(/maximaal 5 euro/)).toBeVisible();
    await axe(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Cookie-instellingen" })).toHaveCount(0);
    await footer.getByRole("link", { name: "Toegankelijkheid" }).click();
    await expect(page).toHaveURL(/\/toegankelijkheidsverklaring$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toegankelijkheidsverklaring" })).toBeVisible();
    await axe(page);
    expect(requests.filter((u) => !u.startsWith("http://127.0.0.1:"))).toEqual([]);
  });

  test("robots.txt and sitemap.xml list the public pages, canonical without /nl", async ({ request, page }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(
      expect.arrayContaining(["/", "/wat-is-uitpas", "/veelgestelde-vragen", "/toegankelijkheidsverklaring", "/cookieverklaring"]),
    );
    // Every listed page answers 200, and its /nl copy names the plain address as canonical.
    for (const path of locs.slice(0, 6)) {
      expect((await request.get(path)).status(), path).toBe(200);
      await page.goto(`/nl${path === "/" ? "" : path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path === "/" ? "/$" : `${path}$`}`),
      );
    }
  });

  test("a shared link shows the card: Open Graph image and structured data", async ({ page, request }) => {
    await page.goto("/");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const answer = await request.get(new URL(image!).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": Array<{ "@type": string }>;
    };
    expect(data["@graph"].map((n) => n["@type"])).toEqual(["Organization", "WebSite"]);
    await page.goto("/partner-worden");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image!);
  });
});

test.describe("the web font", () => {
  for (const width of [375, 1280]) {
    test(`is preloaded once and moves nothing (CLS below 0.001) at ${width} px when it is there before the first paint; a font after it hardly does`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: width < 992 ? 667 : 900 });
      const fontRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith(".woff2")) fontRequests.push(r.url());
      });
      await page.goto("/wat-is-uitpas");
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatch(/\/assets\/atkinson-hyperlegible-next-latin-wght-normal-[A-Za-z0-9_]+\.woff2$/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible Next Variable"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /^"Atkinson Hyperlegible Next Variable", "Atkinson Hyperlegible Fallback"/,
      );
      // Only the Latin file (the page has no letter outside it), fetched once.
      expect(fontRequests).toEqual([preloads[0]]);
      // Preloaded, the font is usually there before the first paint: then nothing moves. On a busy machine it can
      // still come after it (CI stop 39: 0.0126 at 1280 px); then it is the late font's case below, and its bound.
      const fontAfterPaint = await page.evaluate(() => {
        const font = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".woff2")) as PerformanceResourceTiming;
        const paint = performance.getEntriesByName("first-paint")[0];
        return paint !== undefined && font.responseEnd > paint.startTime;
      });
      expect(await layoutShift(page)).toBeLessThan(fontAfterPaint ? 0.02 : 0.001);

      // The worst case: the font arrives 1.5 s after the page, long after the first paint. The fallback
      // has the font's metrics, so lines keep their height; only a line that wraps differently moves
      // what follows (measured: 0.0001 at 375 px, 0.014 at 1280 px; "good" is below 0.1).
      const slow = await browser.newPage({ viewport: { width, height: width < 992 ? 667 : 900 } });
      await slow.route("**/*.woff2", async (route) => {
        await new Promise((r) => setTimeout(r, 1_500));
        await route.continue();
      });
      await slow.goto("/wat-is-uitpas");
      await expect
        .poll(() => slow.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible Next Variable"')), { timeout: 10_000 })
        .toBe(true);
      expect(await layoutShift(slow)).toBeLessThan(0.02);
      await slow.close();
    });
  }
});

test.describe("on an acceptance host (NOINDEX)", () => {
  let product: ConfiguredProduct;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    product = await startConfiguredProduct(NOINDEX_PORT, { NOINDEX: "true" });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await product?.stop();
  });

  test("robots.txt disallows everything, the sitemap is empty, and every page says noindex", async ({ request, page }) => {
    const base = `http://127.0.0.1:${NOINDEX_PORT}`;
    expect(await (await request.get(`${base}/robots.txt`)).text()).toMatch(/User-agent: \*\nDisallow: \/\n$/);
    expect(await (await request.get(`${base}/sitemap.xml`)).text()).not.toContain("<url>");
    for (const path of ["/", "/veelgestelde-vragen", "/nl/toegankelijkheidsverklaring"]) {
      const response = await page.goto(`${base}${path}`);
      expect(response!.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    }
  });
});

test("screenshots of the FAQ and the accessibility statement at 375 and 1280 px", async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, "photographs for people to look at: with SHOTS_DIR");
  await page.context().addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
    await page.goto("/veelgestelde-vragen");
    await page.getByText("Wat kost een UiTPAS?").click();
    await shot(page, "consent-faq");
    await page.goto("/toegankelijkheidsverklaring");
    await shot(page, "consent-accessibility");
  }
});
