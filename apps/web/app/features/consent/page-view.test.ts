import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";
import { allRoutes } from "../../route-table.ts";
import { routeForPath } from "../../route-lookup.ts";
import {
  analyticsReferrer,
  analyticsUrl,
  APPLICATION_SCHEMA,
  CONTENT_VIEW_SCHEMA,
  contentViewProblems,
  ENVIRONMENTS,
  PAGE_TYPES,
  pageTypeFor,
  personalDataIn,
  USER_SCHEMA,
} from "./page-view.ts";

const app = { environment: "production", language: "nl" } as const;
const view = { pageType: "content", pageUrl: "https://www.voorbeeld.be/wat-is-uitpas", routeName: "about" } as const;
const schema = (name: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, "docs/analytics", `${name}.json`), "utf8")) as {
    self: { vendor: string; name: string; version: string };
    properties: Record<string, { enum?: string[]; pattern?: string }>;
    required: string[];
    additionalProperties: boolean;
  };

describe("the content-view event", () => {
  it("gives every page of the table a page type", () => {
    const type = (p: string) => pageTypeFor(routeForPath(p, "uitpas"));
    expect(type("/")).toBe("home");
    expect(type("/nl")).toBe("home");
    expect(type("/wat-is-uitpas")).toBe("content");
    expect(type("/overzicht")).toBe("holder");
    expect(type("/pas")).toBe("holder");
    expect(type("/uitid-registreren-stap1")).toBe("account");
    expect(type("/error")).toBe("error");
    expect(type("/bestaat-niet")).toBe("not-found");
    expect(pageTypeFor({ name: "find", layout: "public", section: "find" })).toBe("discovery");
    for (const r of allRoutes("uitpas")) expect(PAGE_TYPES).toContain(pageTypeFor(r));
  });

  it("keeps only origin and path of an address, and only the origin of another site's referrer", () => {
    expect(analyticsUrl("https://www.voorbeeld.be/voordelen-zoeken?q=an.peeters%40voorbeeld.test&lat=51.05#top")).toBe(
      "https://www.voorbeeld.be/voordelen-zoeken",
    );
    expect(analyticsUrl("geen adres")).toBe("");
    expect(analyticsReferrer("https://www.google.be/search?q=mijn+naam", "https://www.voorbeeld.be")).toBe("https://www.google.be");
    expect(analyticsReferrer("https://www.voorbeeld.be/start?x=1", "https://www.voorbeeld.be")).toBe("https://www.voorbeeld.be/start");
  });

  it("finds personal data anywhere in an event", () => {
    expect(personalDataIn({ a: "an.peeters@voorbeeld.test" })).toBe("e-mailadres");
    expect(personalDataIn("85.07.30-033.28")).toBe("rijksregisternummer");
    expect(personalDataIn("85073003328")).toBe("rijksregisternummer");
    expect(personalDataIn(["4010000120100"])).toBe("kaartnummer");
    expect(personalDataIn("51.05432,3.72175")).toBe("exacte locatie");
    expect(personalDataIn([view, app, { mia: true }])).toBeUndefined();
  });

  it("refuses what the schema refuses, and personal data", () => {
    expect(contentViewProblems(view, app, null)).toEqual([]);
    expect(contentViewProblems(view, app, { mia: false })).toEqual([]);
    expect(contentViewProblems({ ...view, pageType: "secret" as never }, app, null)).toHaveLength(1);
    expect(contentViewProblems({ ...view, pageUrl: "https://www.voorbeeld.be/x?email=a@b.be" }, app, null).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(contentViewProblems({ ...view, routeName: "" }, app, null)).toHaveLength(1);
    expect(contentViewProblems({ ...view, extra: 1 } as never, app, null)).toHaveLength(1);
    expect(contentViewProblems(view, { ...app, environment: "prod" as never }, null)).toHaveLength(1);
    expect(contentViewProblems(view, app, { mia: true, name: "An" } as never)).toHaveLength(1);
    expect(contentViewProblems({ ...view, routeName: "4010000120100" }, app, null)).toEqual(["het event bevat een kaartnummer"]);
  });

  it("matches the Iglu schemas the pipeline validates with (docs/analytics)", () => {
    const cv = schema("content-view");
    expect(`iglu:${cv.self.vendor}/${cv.self.name}/jsonschema/${cv.self.version}`).toBe(CONTENT_VIEW_SCHEMA);
    expect(cv.required).toEqual(["pageType", "pageUrl", "routeName"]);
    expect(cv.additionalProperties).toBe(false);
    expect(cv.properties.pageType!.enum).toEqual([...PAGE_TYPES]);
    const a = schema("application");
    expect(`iglu:${a.self.vendor}/${a.self.name}/jsonschema/${a.self.version}`).toBe(APPLICATION_SCHEMA);
    expect(a.properties.environment!.enum).toEqual([...ENVIRONMENTS]);
    const u = schema("user");
    expect(`iglu:${u.self.vendor}/${u.self.name}/jsonschema/${u.self.version}`).toBe(USER_SCHEMA);
    expect(Object.keys(u.properties)).toEqual(["mia"]);
    // The URL and route name patterns are the ones the browser checks.
    expect(new RegExp(cv.properties.pageUrl!.pattern!).test(view.pageUrl)).toBe(true);
    expect(new RegExp(cv.properties.routeName!.pattern!).test("cashin-cashin-discounts")).toBe(true);
  });
});
