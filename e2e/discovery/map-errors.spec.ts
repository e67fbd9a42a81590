// The spec's map errors (§8), each reachable: a location that cannot be linked to an address (the demo's
// mobile counter has no coordinates), and, on a second product whose web server calls its API through a
// proxy that this test controls (API_BASE_URL), a technical error (the organiser search, a location, the
// map's markers fail) and promotions that cannot be loaded. The geolocation error is in find.spec.ts.
// The proxy forwards everything else to the journeys' own server. It also serves map tiles, so the second
// product shows the map as configured (MAP_TILES_URL with its attribution) instead of the outline.
import http from "node:http";
import { expect, test } from "../support/fixtures.ts";
import { journeyPorts } from "../support/ports.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";
import { lookAt } from "./screens.ts";

const basePort = Number(process.env.E2E_PORT ?? "3210");
const proxyPort = journeyPorts.mapErrorsProxy;
const productPort = journeyPorts.mapErrorsProduct;
const product = `http://127.0.0.1:${productPort}`;

/** What the proxy does to a request: fail it (503, as a broken service would). */
const rules = { fail: [] as RegExp[] };

let proxy: http.Server;
const tileRequests: string[] = [];
// A 1x1 light-grey PNG stands in for every tile.
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC", "base64");
let second: ConfiguredProduct | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  proxy = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/tiles/")) {
      tileRequests.push(url);
      res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" }).end(TILE);
      return;
    }
    if (rules.fail.some((r) => r.test(url))) {
      res.writeHead(503, { "content-type": "text/plain" }).end("stuk");
      return;
    }
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: basePort,
        path: url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${basePort}`, "accept-encoding": "identity" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": String(body.length) }).end(body);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  second = await startConfiguredProduct(productPort, {
    API_BASE_URL: `http://127.0.0.1:${proxyPort}/api`,
    MAP_TILES_URL: `http://127.0.0.1:${proxyPort}/tiles/{z}/{x}/{y}.png`,
    MAP_TILES_ATTRIBUTION: "© Testkaart",
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await second?.stop();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
});

test.beforeEach(() => {
  rules.fail = [];
});

test("technical error: the organiser search fails, the page says so and offers to try again", async ({ page, axe }) => {
  rules.fail = [/^\/api\/search\/organiser/];
  await page.goto(`${product}/waar-vind-je-de-uitpas?view=list`);
  const error = page.getByTestId("technische-fout");
  await expect(error).toContainText("Er is een technische fout opgetreden. Probeer het later opnieuw.");
  await expect(error.getByRole("link", { name: "Opnieuw proberen" })).toBeVisible();
  await lookAt(page, "error-technical", axe);
  // The service is back: trying again shows the list.
  rules.fail = [];
  await error.getByRole("link", { name: "Opnieuw proberen" }).click();
  await expect(page.locator(".organiser-item").first()).toBeVisible();
});

test("technical error on the map: the markers cannot be loaded, the list still works", async ({ page, consoleErrors }) => {
  rules.fail = [/^\/api\/search\/organiser\/markers/];
  await page.goto(`${product}/waar-vind-je-de-uitpas`);
  await expect(page.locator(".find-map").getByRole("alert")).toHaveText("Er is een technische fout opgetreden. Probeer het later opnieuw.");
  await expect(page.locator(".organiser-item").first()).toBeVisible();
  // Chromium logs the markers' 503 itself; nothing else went wrong.
  expect(consoleErrors.every((e) => e.includes("status of 503"))).toBe(true);
  consoleErrors.splice(0);
});

test("technical error on a location's page", async ({ page }) => {
  rules.fail = [/^\/api\/locations\/3$/];
  await page.goto(`${product}/locaties/cultuurcentrum-gent/3`);
  await expect(page.getByTestId("technische-fout")).toContainText("Er is een technische fout opgetreden");
});

test("promotions cannot be loaded: the rest of the location's page stays", async ({ page, axe }) => {
  rules.fail = [/^\/api\/search\/promotion/];
  await page.goto(`${product}/locaties/cultuurcentrum-gent/3`);
  await expect(page.getByTestId("voordelen-fout")).toHaveText(/De voordelen van deze locatie kunnen nu niet geladen worden/);
  await expect(page.getByTestId("route")).toBeVisible();
  await lookAt(page, "error-promotions", axe);
});

test("the location cannot be linked to an address: no route, a plain message", async ({ page, axe }) => {
  // Found in the list (it has no place on the map), opened from there.
  await page.goto("/waar-vind-je-de-uitpas?view=list&q=balie+op+wielen");
  await page.getByRole("link", { name: "UiTPAS-balie op wielen" }).click();
  // The page remembers the search it came from (issue 22 §7).
  await expect(page).toHaveURL(/\/locaties\/uitpas-balie-op-wielen\/\d+\?terug=q%3Dbalie%2Bop%2Bwielen%26view%3Dlist$/);
  await expect(page.getByTestId("geen-adres")).toHaveText(/Deze locatie kunnen we niet aan een adres koppelen/);
  await expect(page.getByTestId("route")).toHaveCount(0);
  await lookAt(page, "error-no-address", axe);
});

test("configured tiles: the map loads them (allowed by the CSP), shows their attribution and no outline notice", async ({ page, axe }) => {
  tileRequests.splice(0);
  const response = await page.goto(`${product}/waar-vind-je-de-uitpas`);
  expect(response?.headers()["content-security-policy"]).toContain(`img-src 'self' data: blob: http://127.0.0.1:${proxyPort};`);
  await expect(page.getByTestId("kaart")).toHaveAttribute("data-markers", /^\d+$/);
  await expect(page.locator(".find-map__canvas .pigeon-tiles img").first()).toBeVisible();
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests[0]).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);
  await expect(page.locator(".find-map__canvas .pigeon-attribution")).toContainText("© Testkaart");
  await expect(page.getByTestId("kaart-zonder-achtergrond")).toHaveCount(0);
  await lookAt(page, "find-map-tiles", axe, { fullPage: false, map: true });
});
