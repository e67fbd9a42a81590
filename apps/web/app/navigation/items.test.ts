import { describe, expect, it } from "vitest";
import { pageTable, pathTo, type LinkableId } from "../route-table.ts";
import { routeNameForPath } from "../route-lookup.ts";
import {
  activeSectionItem,
  faqPath,
  findSubNav,
  footerItems,
  installAppItems,
  profileSubNav,
  topMenuItems,
  userNavItems,
  walletSubNav,
} from "./items.ts";

const menus = (slug: string) => ({
  user: userNavItems(slug, "P"),
  top: topMenuItems(slug, "P"),
  footer: footerItems(slug, "P"),
  install: installAppItems(slug, "P"),
  wallet: walletSubNav(slug, "P"),
  profile: profileSubNav(slug, "P"),
});

describe("navigation items", () => {
  it("keep the URLs the menus always had", () => {
    const to = Object.fromEntries(Object.entries(menus("uitpas")).map(([menu, items]) => [menu, items.map((i) => i.to)]));
    expect(to).toEqual({
      user: ["/pas", "/waar-vind-je-de-uitpas", "/sparen", "/mijn-uitpas/voordelen", "/profiel/persoonlijke-gegevens"],
      top: ["/wat-is-uitpas", "/waar-vind-je-de-uitpas", "/voordelen-zoeken", "/activiteiten-in-de-regio", "/partner-worden"],
      footer: [
        "/algemene-voorwaarden",
        "/gebruiksvoorwaarden",
        "/verkoopsvoorwaarden",
        "/privacy",
        "/cookieverklaring",
        "/toegankelijkheidsverklaring",
      ],
      install: ["/app#ios", "/app#android"],
      wallet: [
        "/mijn-uitpas/voordelen",
        "/mijn-uitpas/bewaard",
        "/mijn-uitpas/kortingen",
        "/mijn-uitpas/lidmaatschappen",
        "/mijn-uitpas/geschiedenis",
      ],
      profile: ["/profiel/persoonlijke-gegevens", "/profiel/gezin", "/berichten", "/profiel/instellingen", "/profiel/mijn-gegevens"],
    });
    expect(faqPath("uitpas")).toBe("/veelgestelde-vragen");
    expect(findSubNav({ name: "bib-gent", id: "12" }, "uitpas", "P").map((i) => i.to)).toEqual([
      "/locaties/bib-gent/12",
      "/locaties/bib-gent/12/activiteiten",
    ]);
    // Both tabs remember the search the location was opened from (issue 22 §7).
    expect(findSubNav({ name: "bib-gent", id: "12" }, "uitpas", "P", "q=gent&view=list").map((i) => i.to)).toEqual([
      "/locaties/bib-gent/12?terug=q%3Dgent%26view%3Dlist",
      "/locaties/bib-gent/12/activiteiten?terug=q%3Dgent%26view%3Dlist",
    ]);
  });

  it("point only to pages of the route table, and every one of them is served (never the 404 page)", () => {
    for (const slug of ["uitpas", "paspartoe"]) {
      const targets = new Map(
        pageTable(slug).flatMap((e) =>
          e.path === "*" || (e.path ?? "").includes(":") ? [] : [[pathTo(e.id as LinkableId, slug), e] as const],
        ),
      );
      for (const item of Object.values(menus(slug)).flat()) {
        const entry = targets.get(item.to.split("#")[0]!);
        expect(entry, item.to).toBeDefined();
        expect(routeNameForPath(item.to.split("#")[0]!, slug), item.to).not.toBe("404");
      }
    }
  });

  it("put the card first, then the spec's four tabs (decision 0017)", () => {
    expect(userNavItems("uitpas", "P").map((i) => [i.key, i.to])).toEqual([
      ["card", "/pas"],
      ["map", "/waar-vind-je-de-uitpas"],
      ["save", "/sparen"],
      ["wallet", "/mijn-uitpas/voordelen"],
      ["profile", "/profiel/persoonlijke-gegevens"],
    ]);
  });

  it("mark a tab on the pages the table puts in its section, and below them", () => {
    const items = userNavItems("uitpas", "P");
    expect(activeSectionItem(items, "/mijn-uitpas/lidmaatschappen")?.key).toBe("wallet");
    expect(activeSectionItem(items, "/omruilen/7")?.key).toBe("wallet");
    expect(activeSectionItem(items, "/locaties")?.key).toBe("map");
    expect(activeSectionItem(items, "/sparen/scannen/resultaat")?.key).toBe("save");
    expect(activeSectionItem(items, "/profiel/instellingen")?.key).toBe("profile");
    expect(activeSectionItem(items, "/pas")?.key).toBe("card");
    expect(activeSectionItem(items, "/overzicht")).toBeUndefined();
    expect(activeSectionItem(userNavItems("paspartoe", "P"), "/mijn-paspartoe/kortingen")?.key).toBe("wallet");
  });
});
