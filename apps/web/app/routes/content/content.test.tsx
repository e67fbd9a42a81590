// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { createElement, type ComponentType } from "react";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageContext } from "../../testing/pages.ts";
import { allRoutes } from "../../route-table.ts";
import * as about from "./about.tsx";
import * as accessibility from "./accessibility.tsx";
import * as cookies from "./cookies.tsx";
import * as faq from "./faq.tsx";
import * as home from "./home.tsx";
import * as installApp from "./install-app.tsx";
import * as partner from "./partner.tsx";
import * as privacy from "./privacy.tsx";
import * as start from "./start.tsx";
import * as termsGeneral from "./terms-general.tsx";
import * as termsSale from "./terms-sale.tsx";
import * as termsUse from "./terms-use.tsx";

interface ContentModule {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
  handle: { hydrate: boolean };
  links?: () => { rel: string; href: string }[];
}

const pages: Record<string, { module: ContentModule; path: string }> = {
  home: { module: home as unknown as ContentModule, path: "/" },
  about: { module: about as unknown as ContentModule, path: "/wat-is-paspartoe" },
  partner: { module: partner as unknown as ContentModule, path: "/partner-worden" },
  privacy: { module: privacy as unknown as ContentModule, path: "/privacy" },
  cookies: { module: cookies as unknown as ContentModule, path: "/cookieverklaring" },
  "install-app": { module: installApp as unknown as ContentModule, path: "/app" },
  start: { module: start as unknown as ContentModule, path: "/start" },
  faq: { module: faq as unknown as ContentModule, path: "/veelgestelde-vragen" },
  accessibility: { module: accessibility as unknown as ContentModule, path: "/toegankelijkheidsverklaring" },
  "terms-general": { module: termsGeneral as unknown as ContentModule, path: "/algemene-voorwaarden" },
  "terms-use": { module: termsUse as unknown as ContentModule, path: "/gebruiksvoorwaarden" },
  "terms-sale": { module: termsSale as unknown as ContentModule, path: "/verkoopsvoorwaarden" },
};

function contextFor(name: string, slug: string, env: Record<string, string> = {}): RouterContextProvider {
  return pageContext({ ...(process.env as Record<string, string>), PRODUCT_NAME: name, PRODUCT_SLUG: slug, ...env }).context;
}

async function render(page: { module: ContentModule; path: string }, context: RouterContextProvider): Promise<string> {
  const loaderData = await page.module.loader({ context, request: new Request(`http://127.0.0.1:3000${page.path}`), params: {} } as never);
  const element = createElement(page.module.default as ComponentType<Record<string, unknown>>, { loaderData, params: {}, matches: [] });
  return renderToString(createElement(MemoryRouter, { initialEntries: [page.path] }, element));
}

// The home and about pages read the figures from the API (GET /api/figures).
const figures = { holders: 612345, organisers: 6021, municipalities: 132, cardSystems: 12 };
let figuresAvailable = true;
beforeEach(() => {
  figuresAvailable = true;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    if (!String(input).endsWith("/api/figures")) throw new Error(`unexpected fetch ${String(input)}`);
    if (!figuresAvailable) throw new Error("connect ECONNREFUSED");
    return new Response(JSON.stringify(figures), { headers: { "content-type": "application/json" } });
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function parse(html: string): Document {
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = html;
  return doc;
}

describe.each(Object.entries(pages))("content page %s", (name, page) => {
  it("renders with exactly one h1, no placeholder text and the configured product name", async () => {
    const html = await render(page, contextFor("Paspartoe", "paspartoe"));
    const doc = parse(html);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    const text = doc.body.textContent ?? "";
    expect(text).toContain("Paspartoe");
    expect(html.toLowerCase()).not.toContain("lorem");
    expect(html.toLowerCase()).not.toContain("uitpas");
    expect(text.length).toBeGreaterThan(400);
  });

  it("ships without the React runtime and links the content stylesheet", () => {
    expect(page.module.handle.hydrate).toBe(false);
    const rels = page.module.links?.().map((l) => l.rel) ?? [];
    // The home page also shows reward and location lists (issue 9): their two stylesheets.
    expect(rels).toEqual(name === "home" ? ["stylesheet", "stylesheet", "stylesheet"] : ["stylesheet"]);
  });

  it("has no interactive JSX (no event handlers in the markup)", async () => {
    const html = await render(page, contextFor("Paspartoe", "paspartoe"));
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("uses unique ids and headings without skipped levels", async () => {
    const doc = parse(await render(page, contextFor("Paspartoe", "paspartoe")));
    const ids = [...doc.querySelectorAll("[id]")].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    let previous = 1;
    for (const h of doc.querySelectorAll("h1, h2, h3, h4")) {
      const level = Number(h.tagName.slice(1));
      expect(level, h.textContent ?? "").toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  });
});

describe("home", () => {
  it("links the calls to action with the configured slug", async () => {
    const doc = parse(await render(pages.home!, contextFor("Paspartoe", "paspartoe")));
    const hrefs = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/waar-vind-je-de-paspartoe", "/aanmelden-uitid", "/start#vragen"]));
  });
});

describe("figures from the data", () => {
  it("shows the counted holders, organisations and municipalities in Dutch number format", async () => {
    const doc = parse(await render(pages.home!, contextFor("Paspartoe", "paspartoe")));
    const text = doc.querySelector(".figures")?.textContent ?? "";
    expect(text).toContain("612.345");
    expect(text).toContain("6.021");
    expect(text).toContain("132");
    expect(text).toContain("12 regio's");
    expect(doc.body.textContent).not.toContain("100 tot 160");
    const about = parse(await render(pages.about!, contextFor("Paspartoe", "paspartoe")));
    expect(about.body.textContent).toContain("612.345 mensen gebruiken de pas al. 6.021 organisaties in 132 gemeenten doen mee.");
  });

  it("leaves the figures out and forbids keeping the page when the API cannot answer", async () => {
    figuresAvailable = false;
    const context = contextFor("Paspartoe", "paspartoe");
    const loaderData = await (home as unknown as ContentModule).loader({
      context,
      request: new Request("http://127.0.0.1:3000/"),
      params: {},
    } as never);
    expect((loaderData as { figures: unknown }).figures).toBeNull();
    const doc = parse(await render(pages.home!, context));
    expect(doc.querySelector(".figures")).toBeNull();
    const headers = home.headers({ loaderHeaders: new Headers(), loaderData } as never) as Headers;
    expect(headers.get("cache-control")).toBe("no-store");
    expect((home.headers({ loaderHeaders: new Headers(), loaderData: { figures } } as never) as Headers).get("cache-control")).toBeNull();
  });
});

describe("home after a logout", () => {
  it("says 'Je bent afgemeld' only on the landing of a logout (?state=afgemeld)", async () => {
    const context = contextFor("Paspartoe", "paspartoe");
    const landing = parse(await render({ ...pages.home!, path: "/?state=afgemeld" }, context));
    expect(landing.querySelector('[role="status"]')?.textContent).toContain("Je bent afgemeld.");
    const plain = parse(await render(pages.home!, context));
    expect(plain.body.textContent).not.toContain("Je bent afgemeld");
  });
});

describe("terms pages", () => {
  it("number the articles 1..n under chapter headings, each with an anchor", async () => {
    for (const key of ["terms-general", "terms-use", "terms-sale"]) {
      const doc = parse(await render(pages[key]!, contextFor("Paspartoe", "paspartoe")));
      expect(doc.querySelectorAll("h2").length, key).toBeGreaterThanOrEqual(2);
      const articles = [...doc.querySelectorAll("h3")].map((h) => h.textContent ?? "");
      expect(articles.length, key).toBeGreaterThanOrEqual(8);
      articles.forEach((title, i) => expect(title).toMatch(new RegExp(`^Artikel ${i + 1}\\. `)));
      expect(doc.querySelector(`#artikel-${articles.length}`)).not.toBeNull();
    }
  });

  it("states the end of the card-number-and-pin login and the sale rules", async () => {
    const use = parse(await render(pages["terms-use"]!, contextFor("Paspartoe", "paspartoe"))).body.textContent;
    expect(use).toContain("1 september 2022");
    expect(use).toMatch(/kaartnummer en pincode/);
    const sale = parse(await render(pages["terms-sale"]!, contextFor("Paspartoe", "paspartoe"))).body.textContent;
    for (const phrase of ["maximaal 5 euro", "kansentarief", "14 dagen", "kwijt", "online"]) expect(sale).toContain(phrase);
  });
});

describe("route table", () => {
  it("maps every content route of the table to a module tested here", () => {
    const files = new Set(
      allRoutes("paspartoe")
        .map((r) => r.file)
        .filter((f) => f.startsWith("routes/content/")),
    );
    const tested = new Set(Object.keys(pages).map((key) => `routes/content/${key}.tsx`));
    expect([...files].sort()).toEqual([...tested].sort());
  });
});

describe("start", () => {
  it("offers the main entry points and 6 to 8 questions under #vragen", async () => {
    const doc = parse(await render(pages.start!, contextFor("Paspartoe", "paspartoe")));
    const hrefs = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/aanmelden-uitid", "/uitid-registreren-stap1", "/waar-vind-je-de-paspartoe", "/wat-is-paspartoe"]),
    );
    const questions = doc.querySelectorAll("#vragen details > summary");
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
  });
});

describe("install-app", () => {
  it("has the #android and #ios anchors the footer links to, with the menu labels users see", async () => {
    const doc = parse(await render(pages["install-app"]!, contextFor("Paspartoe", "paspartoe")));
    expect(doc.querySelector("#android")?.textContent).toContain("Toevoegen aan startscherm");
    expect(doc.querySelector("#ios")?.textContent).toContain("Zet op beginscherm");
  });
});

describe("privacy", () => {
  it("names the national register number (online request only, encrypted) and the data protection contact", async () => {
    const text = parse(await render(pages.privacy!, contextFor("Paspartoe", "paspartoe"))).body.textContent ?? "";
    expect(text).toMatch(/rijksregisternummer alleen als je een pas online aanvraagt/);
    expect(text).toContain("versleuteld");
    expect(text).toContain("privacy@voorbeeld.be");
  });
});

describe("cookies", () => {
  it("lists the cookies the product sets, and only the services that are configured", async () => {
    const without = parse(await render(pages.cookies!, contextFor("Paspartoe", "paspartoe")));
    const names = [...without.querySelectorAll("tbody th code")].map((c) => c.textContent);
    expect(names).toEqual(expect.arrayContaining(["auth", "user", "cookie-accepted", "locale"]));
    expect(names.some((n) => n?.startsWith("_sp_") || n?.startsWith("_ga"))).toBe(false);
    expect(without.body.textContent).toContain("geen diensten van andere bedrijven actief");
    // Nothing to choose: no settings form.
    expect(without.querySelector("#instellingen")).toBeNull();
    const all = parse(
      await render(
        pages.cookies!,
        contextFor("Paspartoe", "paspartoe", {
          ANALYTICS_COLLECTOR_URL: "https://analyse.voorbeeld.be/collect",
          TAG_MANAGER_ID: "GTM-AB12CD3",
          HELP_WIDGET_KEY: "sleutel-1234",
        }),
      ),
    );
    const allNames = [...all.querySelectorAll("tbody th code")].map((c) => c.textContent);
    expect(allNames).toEqual(expect.arrayContaining(["_sp_id.*", "_sp_ses.*", "_ga", "_gcl_au"]));
    expect(all.body.textContent).toContain("3600 seconden");
    expect(all.body.textContent).toContain("analyse.voorbeeld.be");
    expect(all.body.textContent).toContain("container GTM-AB12CD3");
    expect(all.body.textContent).toContain("Zendesk");
    // The choice can be changed here: one box per configured category, none ticked before a choice.
    const boxes = [...all.querySelectorAll<HTMLInputElement>("#instellingen input[type=checkbox]:not([disabled])")];
    expect(boxes.map((b) => [b.name, b.checked])).toEqual([
      ["analytics", false],
      ["marketing", false],
    ]);
    const analyticsOnly = parse(
      await render(
        pages.cookies!,
        contextFor("Paspartoe", "paspartoe", { ANALYTICS_COLLECTOR_URL: "https://analyse.voorbeeld.be/collect" }),
      ),
    );
    expect([...analyticsOnly.querySelectorAll("tbody th code")].map((c) => c.textContent)).not.toContain("_ga");
    expect(analyticsOnly.body.textContent).not.toContain("Zendesk");
  });
});

describe("faq", () => {
  it("answers the questions per theme, every core question included, with a way to ask more", async () => {
    const doc = parse(await render(pages.faq!, contextFor("Paspartoe", "paspartoe")));
    expect(doc.querySelector("h1")?.textContent).toBe("Veelgestelde vragen");
    const questions = [...doc.querySelectorAll("details > summary")].map((q) => q.textContent);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions).toContain("Wat kost een Paspartoe?");
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(
      expect.arrayContaining(["Je pas", "Punten sparen en omruilen", "Staat je vraag er niet bij?"]),
    );
  });
});

describe("accessibility statement", () => {
  it("has the parts of the Flemish model and states the measured results", async () => {
    const doc = parse(await render(pages.accessibility!, contextFor("Paspartoe", "paspartoe")));
    const headings = [...doc.querySelectorAll("h2")].map((h) => h.textContent);
    expect(headings).toEqual([
      "Waarvoor geldt deze verklaring?",
      "Nalevingsstatus",
      "Wat we gemeten hebben",
      "Niet-toegankelijke inhoud",
      "Feedback en contact",
      "Handhavingsprocedure",
    ]);
    expect(doc.body.textContent).toContain("axe-core");
    expect(doc.body.textContent).toContain("Vlaamse Ombudsdienst");
    expect(doc.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
