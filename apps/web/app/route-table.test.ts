import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { webPaths, type SharedWebPage } from "@vtp/contracts/web-paths";
import { titles } from "./copy/titles.ts";
import { redirectUri } from "./features/login/index.server.ts";
import * as adaptiveLayout from "./layouts/adaptive.tsx";
import * as backofficeLayout from "./layouts/backoffice.tsx";
import * as counterLayout from "./layouts/counter.tsx";
import * as blankLayout from "./layouts/blank.tsx";
import * as defaultLayout from "./layouts/default.tsx";
import * as focusLayout from "./layouts/focus.tsx";
import * as loginLayout from "./layouts/login.tsx";
import * as publicLayout from "./layouts/public.tsx";
import * as usercardLayout from "./layouts/usercard.tsx";
import { resolveMiddleware } from "./navigation/guards.server.ts";
import {
  allRoutes,
  holderLayouts,
  pageRoutes,
  pageTable,
  pathTo,
  sectionPaths,
  themedLayouts,
  type LayoutName,
  type LinkableId,
  type ParamPageId,
  type PathOptions,
} from "./route-table.ts";
import { routeForPath, routeNameForId, routeNameForPath, routeNameForPattern, wasmPagePaths } from "./route-lookup.ts";

describe("route table", () => {
  const routes = allRoutes("uitpas");

  it("has unique ids and unique paths", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it("puts every localized page under /nl with id nl.<id>", () => {
    for (const r of pageRoutes("uitpas").filter((p) => p.localized)) {
      const copy = routes.find((c) => c.id === `nl.${r.id}`);
      expect(copy?.path).toBe(r.path === null ? "nl" : `nl/${r.path}`);
      expect(copy?.name).toBe(r.name);
    }
  });

  it("uses the spec's Dutch slugs with the configured product", () => {
    const path = (id: string, slug = "uitpas") => allRoutes(slug).find((r) => r.id === id)?.path;
    expect(path("about")).toBe("wat-is-uitpas");
    expect(path("about", "paspartoe")).toBe("wat-is-paspartoe");
    expect(path("nl.about")).toBe("nl/wat-is-uitpas");
    expect(path("partner")).toBe("partner-worden");
    expect(path("privacy-policy")).toBe("privacybeleid");
    expect(path("install-app-alias")).toBe("installeer-app");
    expect(path("index")).toBeNull();
    expect(path("nl.index")).toBe("nl");
  });

  it("has a title for every page name", () => {
    for (const r of routes.filter((x) => x.kind === "page")) expect(titles[r.name], r.id).toBeTypeOf("string");
  });

  it("names routes by id, pattern and path", () => {
    expect(routeNameForId("nl.privacy-policy", "uitpas")).toBe("privacy");
    expect(routeNameForId("routes/content/about", "uitpas")).toBeUndefined();
    expect(routeNameForPattern("nl/wat-is-uitpas", "uitpas")).toBe("about");
    expect(routeNameForPattern("/", "uitpas")).toBe("index");
    expect(routeNameForPattern("", "uitpas")).toBe("index");
    expect(routeNameForPattern("*", "uitpas")).toBe("404");
    expect(routeNameForPattern("verborgen-pagina", "uitpas")).toBeUndefined();
    expect(routeNameForPath("/nl/installeer-app", "uitpas")).toBe("install-app");
    expect(routeNameForPath("/nl", "uitpas")).toBe("index");
    expect(routeNameForPath("/wat-is-uitpas/", "uitpas")).toBe("about");
    expect(routeNameForPath("/wat-is-iets-anders", "uitpas")).toBe("404");
  });
});

describe("pages that compile WebAssembly (the CSP's 'wasm-unsafe-eval', issue 24 defect 6)", () => {
  it("are the scan page and the counter (its camera reads a card's barcode), in both locale trees", () => {
    expect(wasmPagePaths("uitpas")).toEqual(new Set(["/sparen/scannen", "/nl/sparen/scannen", "/balie", "/nl/balie"]));
  });
});

describe("routeForPath", () => {
  it("gives the layout of a path", () => {
    expect(routeForPath("/nl/styleguide", "uitpas")?.layout).toBe("public");
    expect(routeForPath("/iets", "uitpas")?.id).toBe("404");
    expect(themedLayouts.has("default")).toBe(true);
    expect(themedLayouts.has("public")).toBe(false);
    // Finding locations: a holder keeps the holder's navigation and the yellow theme there.
    expect(routeForPath("/waar-vind-je-de-uitpas", "uitpas")?.layout).toBe("adaptive");
    expect(routeForPath("/locaties/bib-gent/12/activiteiten", "uitpas")?.id).toBe("map-activities");
    expect(themedLayouts.has("adaptive")).toBe(true);
  });
});

describe("pathTo", () => {
  it("gives every page its path from the table, with the product slug", () => {
    expect(pathTo("index", "uitpas")).toBe("/");
    expect(pathTo("about", "uitpas")).toBe("/wat-is-uitpas");
    expect(pathTo("about", "paspartoe")).toBe("/wat-is-paspartoe");
    expect(pathTo("not_found_card", "paspartoe")).toBe("/geen-paspartoe-gevonden");
    expect(pathTo("already_registered", "uitpas")).toBe("/uitpas-al-geregistreerd");
    expect(pathTo("login-uitid", "uitpas")).toBe("/aanmelden-uitid");
    expect(pathTo("register-uitid-step1", "uitpas")).toBe("/uitid-registreren-stap1");
    expect(pathTo("dashboard", "uitpas")).toBe("/overzicht");
    expect(pathTo("logout", "uitpas")).toBe("/afmelden");
    // planned pages have their paths too
    expect(pathTo("find", "uitpas")).toBe("/waar-vind-je-de-uitpas");
    expect(pathTo("wallet", "paspartoe")).toBe("/mijn-paspartoe/voordelen");
    expect(pathTo("scan", "uitpas")).toBe("/sparen/scannen");
  });

  it("adds the query (each part URI-encoded, undefined left out) and the fragment as links always wrote them", () => {
    const pathname = "/profiel/gezin?tab=1";
    expect(pathTo("login-uitid", "uitpas", { query: { pathname } })).toBe(`/aanmelden-uitid?pathname=${encodeURIComponent(pathname)}`);
    expect(pathTo("login-uitid", "uitpas", { query: { pathname: undefined } })).toBe("/aanmelden-uitid");
    expect(pathTo("index", "uitpas", { query: { state: "afgemeld" } })).toBe("/?state=afgemeld");
    expect(pathTo("onboarding", "uitpas", { query: { stap: "2" } })).toBe("/onboarding?stap=2");
    expect(pathTo("start", "uitpas", { hash: "vragen" })).toBe("/start#vragen");
    expect(pathTo("install-app", "uitpas", { hash: "ios" })).toBe("/app#ios");
  });

  it("takes route ids only: a wrong id is a type error, and so are the catch-all and planned areas", () => {
    // The @ts-expect-error lines fail `npm run typecheck` if the id were accepted.
    // @ts-expect-error misspelt id
    expect(() => pathTo("dashbord", "uitpas")).toThrow(/not in the route table/);
    // @ts-expect-error the 404 catch-all has no path to link to
    expect(() => pathTo("404", "uitpas")).toThrow(/no single path/);
    const ok: LinkableId = "online-request";
    expect(pathTo(ok, "uitpas")).toBe("/online-aanvraag");
  });

  it("fills the path parameters of a page from typed params, each URI-encoded", () => {
    expect(pathTo("exchange", "uitpas", { params: { voordeelid: "42" } })).toBe("/omruilen/42");
    expect(pathTo("exchange-success", "uitpas", { params: { voordeelid: "42" } })).toBe("/omruilen/42/success");
    expect(pathTo("exchange", "uitpas", { params: { voordeelid: "a/b c" }, query: { stap: "bevestigen" } })).toBe(
      "/omruilen/a%2Fb%20c?stap=bevestigen",
    );
    const id: ParamPageId = "exchange";
    expect(pathTo(id, "paspartoe", { params: { voordeelid: "7" }, hash: "waar" })).toBe("/omruilen/7#waar");
  });

  it("demands the params of a page with parameters, and only there: missing or misspelt params are type errors", () => {
    // @ts-expect-error a page with path parameters needs them
    expect(() => pathTo("exchange", "uitpas")).toThrow(/needs the path parameter voordeelid/);
    // @ts-expect-error a misspelt parameter name
    expect(() => pathTo("exchange", "uitpas", { params: { voordeel: "1" } })).toThrow(/voordeelid/);
    // @ts-expect-error an empty value is refused at run time
    expect(() => pathTo("exchange", "uitpas", { params: {} })).toThrow(/voordeelid/);
    // @ts-expect-error a page without parameters takes none
    pathTo("dashboard", "uitpas", { params: { voordeelid: "1" } });
  });
});

describe("paths shared with the identity provider and the api (@vtp/contracts/web-paths)", () => {
  it("are the paths of the table's pages with the same ids, for every product slug", () => {
    const table = pageTable("uitpas");
    for (const [id, path] of Object.entries(webPaths) as [SharedWebPage, string][]) {
      expect(
        table.some((e) => e.id === id),
        id,
      ).toBe(true);
      for (const slug of ["uitpas", "paspartoe"]) expect(pathTo(id, slug), id).toBe(path);
    }
  });

  it("put the web client's redirect URI where the provider registers it", () => {
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(redirectUri(config)).toBe(`http://127.0.0.1:3000${webPaths.callback}`);
  });
});

describe("the table's paths", () => {
  it("are unique", () => {
    const paths = pageTable("uitpas").map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("navigation sections", () => {
  it("are the paths of the section's pages, up to their first path parameter", () => {
    expect(sectionPaths("find", "uitpas")).toEqual(["/waar-vind-je-de-uitpas", "/locaties"]);
    expect(sectionPaths("save", "uitpas")).toEqual(["/sparen", "/sparen/scannen", "/sparen/mijn-punten"]);
    expect(sectionPaths("wallet", "paspartoe")).toEqual([
      "/mijn-paspartoe/voordelen",
      "/mijn-paspartoe/kortingen",
      "/mijn-paspartoe/lidmaatschappen",
      "/mijn-paspartoe/bewaard",
      "/mijn-paspartoe/geschiedenis",
      "/omruilen",
    ]);
  });

  it("cut a path with parameters at its first parameter, so a tab stays marked on /omruilen/{id}", () => {
    expect(routeForPath("/omruilen/42", "uitpas")?.id).toBe("exchange");
    expect(routeForPath("/omruilen/42/success", "uitpas")?.id).toBe("exchange-success");
    expect(routeNameForPath("/omruilen/42", "uitpas")).toBe("cashin-cashin-discounts");
    expect(routeNameForPath("/nl/omruilen/42/success", "uitpas")).toBe("cashin-cashin-success");
    expect(sectionPaths("profile", "uitpas")).toEqual([
      // A family member's pass (/profiel/gezin/{id}/pas) is cut to its family page.
      "/profiel/gezin",
      "/profiel/persoonlijke-gegevens",
      "/berichten",
      "/profiel/instellingen",
      "/profiel/mijn-gegevens",
    ]);
  });
});

describe("guard columns", () => {
  const ids = (pick: (r: ReturnType<typeof pageRoutes>[number]) => boolean) =>
    pageRoutes("uitpas")
      .filter(pick)
      .map((r) => r.id)
      .sort();

  it("say who each page is for", () => {
    expect(ids((r) => r.audience === "visitors")).toEqual(["forgot", "forgot_email", "index", "login", "login-uitid", "register"]);
    expect(ids((r) => r.audience === "cardless")).toEqual(["register-uitid-step1", "register-uitid-step2", "uitid-status"]);
    expect(ids((r) => r.audience === "legacy")).toEqual(["uitid-upgrade"]);
    expect(ids((r) => r.audience === "holders")).toEqual([
      "card",
      "dashboard",
      "discounts",
      "exchange",
      "exchange-success",
      "family",
      "family-member-pass",
      "favourites",
      "memberships",
      "messages",
      "my-data",
      "onboarding",
      "points-history",
      "preferences",
      "profile",
      "save",
      "scan",
      "scan-result",
      "wallet",
    ]);
  });

  it("say which pages stay open while the onboarding is due and which a login never returns to", () => {
    expect(ids((r) => r.duringOnboarding)).toEqual(["callback", "logout", "onboarding", "registration-confirm", "second-factor"]);
    expect(ids((r) => !r.returnAfterLogin)).toEqual([
      "account-deleted",
      "backoffice-kiosk-code",
      "backoffice-poster",
      "backoffice-report-csv",
      "backoffice-report-request-csv",
      "callback",
      "find-marker",
      "find-markers",
      "find-suggestions",
      "login",
      "login-uitid",
      "logout",
      "my-data-download",
      "online-request-close",
      "online-request-government-callback",
      "online-request-payment-return",
      "online-request-stop",
      "push-subscription",
      "second-factor",
    ]);
    expect(ids((r) => !r.loginCarriesPath)).toEqual([
      "backoffice-kiosk-code",
      "find-marker",
      "find-markers",
      "find-suggestions",
      "forgot",
      "index",
      "my-data-download",
      "online-request-resume",
      "push-subscription",
      "register",
      "undo-family",
    ]);
  });

  it("are the same on the /nl copy of a page", () => {
    for (const r of pageRoutes("uitpas").filter((p) => p.localized)) {
      // Pages with path parameters get a sample value (the runtime reads `params` of any page).
      const path = pathTo(r.id as LinkableId, "uitpas", {
        params: {
          voordeelid: "7",
          name: "bib-gent",
          id: "12",
          organisatie: "1",
          activiteit: "2",
          voordeel: "3",
          aanvraag: "d0000000-0000-4000-8000-000000000002",
          gezinslid: "d0000000-0000-4000-8000-000000000001",
        },
      } as PathOptions);
      const copy = routeForPath(`/nl${path}`.replace(/\/$/, ""), "uitpas");
      expect(copy?.id, r.id).toBe(`nl.${r.id}`);
      expect({ ...copy, id: r.id, path: r.path }, r.id).toEqual(r);
    }
  });

  it("agree with the layouts' guards: a holder layout's pages are for holders; visitor rules only where notAuthenticated runs", () => {
    const layouts: Record<LayoutName, object> = {
      public: publicLayout,
      default: defaultLayout,
      focus: focusLayout,
      login: loginLayout,
      usercard: usercardLayout,
      blank: blankLayout,
      adaptive: adaptiveLayout,
      counter: counterLayout,
      backoffice: backofficeLayout,
    };
    const runs = (layout: LayoutName, guard: Parameters<typeof resolveMiddleware>[0]) =>
      ((layouts[layout] as { middleware?: MiddlewareFunction<Response>[] }).middleware ?? []).includes(resolveMiddleware(guard));
    for (const layout of Object.keys(layouts) as LayoutName[])
      expect(holderLayouts.has(layout), layout).toBe(runs(layout, "authenticated"));
    for (const e of pageTable("uitpas")) {
      if (holderLayouts.has(e.layout)) expect(e.audience, e.id).toBe("holders");
      else if (e.audience !== "everyone") expect(runs(e.layout, "notAuthenticated"), e.id).toBe(true);
    }
  });
});
