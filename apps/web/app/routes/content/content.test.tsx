// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { createElement, type ComponentType } from "react";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "@vtp/config";
import { appContext, type AppContextValue } from "../../context.ts";
import * as home from "./home.tsx";
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
  "terms-general": { module: termsGeneral as unknown as ContentModule, path: "/algemene-voorwaarden" },
  "terms-use": { module: termsUse as unknown as ContentModule, path: "/gebruiksvoorwaarden" },
  "terms-sale": { module: termsSale as unknown as ContentModule, path: "/verkoopsvoorwaarden" },
};

function contextFor(name: string, slug: string, env: Record<string, string> = {}): RouterContextProvider {
  const config = loadConfig({ ...process.env, PRODUCT_NAME: name, PRODUCT_SLUG: slug, ...env });
  const value: AppContextValue = {
    config,
    publicConfig: publicConfig(config),
    nonce: "",
    requestId: "test",
    db: {} as AppContextValue["db"],
    clock: () => new Date("2026-11-22T10:00:00Z"),
  };
  const context = new RouterContextProvider();
  context.set(appContext, value);
  return context;
}

async function render(page: { module: ContentModule; path: string }, context: RouterContextProvider): Promise<string> {
  const loaderData = await page.module.loader({ context, request: new Request(`http://127.0.0.1:3000${page.path}`), params: {} } as never);
  const element = createElement(page.module.default as ComponentType<Record<string, unknown>>, { loaderData, params: {}, matches: [] });
  return renderToString(createElement(MemoryRouter, { initialEntries: [page.path] }, element));
}

function parse(html: string): Document {
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = html;
  return doc;
}

describe.each(Object.entries(pages))("content page %s", (_name, page) => {
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
    expect(page.module.links?.().map((l) => l.rel)).toEqual(["stylesheet"]);
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
    for (const figure of ["meer dan 600.000", "6.000", "100 tot 160"]) expect(doc.body.textContent).toContain(figure);
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
