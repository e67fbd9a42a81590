import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./meta.ts";

const base = { pathname: "/nl/partner-worden", productName: "UiTPAS", origin: "http://127.0.0.1:3000", noindex: false };

describe("buildPageMeta", () => {
  it("gives the catalogue title with the product suffix and a canonical URL without /nl", () => {
    const meta = buildPageMeta({ ...base, name: "partner" });
    expect(meta).toContainEqual({ title: "Partner worden | UiTPAS" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://127.0.0.1:3000/partner-worden" });
    expect(meta).toContainEqual({ property: "og:url", content: "http://127.0.0.1:3000/partner-worden" });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("describes the product as a saving and benefit card for leisure activities", () => {
    const description = buildPageMeta({ ...base, name: "index", productName: "Paspartoe" }).find(
      (m) => "name" in m && m.name === "description",
    );
    expect(description).toMatchObject({ content: expect.stringContaining("Paspartoe is de spaar- en voordelenpas voor vrije tijd") });
  });

  it("fills {product} in titles and marks noindex hosts", () => {
    const meta = buildPageMeta({ ...base, name: "about", productName: "Paspartoe", noindex: true });
    expect(meta).toContainEqual({ title: "Wat is Paspartoe? | Paspartoe" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("gives every page the card as its Open Graph image, and the home page structured data", () => {
    const meta = buildPageMeta({ ...base, name: "partner" });
    expect(meta).toContainEqual({ property: "og:image", content: "http://127.0.0.1:3000/og/kaart.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta.some((m) => "script:ld+json" in m)).toBe(false);
    const home = buildPageMeta({ ...base, pathname: "/", name: "index" }).find((m) => "script:ld+json" in m) as {
      "script:ld+json": { "@graph": Array<Record<string, unknown>> };
    };
    const graph = home["script:ld+json"]["@graph"];
    expect(graph.map((n) => n["@type"])).toEqual(["Organization", "WebSite"]);
    expect(graph[0]).toMatchObject({ name: "UiTPAS vzw", url: "http://127.0.0.1:3000/", logo: "http://127.0.0.1:3000/icons/icon-512.png" });
    expect(graph[1]).toMatchObject({ name: "UiTPAS", inLanguage: "nl-BE", publisher: { "@id": "http://127.0.0.1:3000/#organisatie" } });
  });

  it("falls back to the product name for unnamed pages", () => {
    expect(buildPageMeta({ ...base, name: undefined })).toContainEqual({ title: "UiTPAS" });
  });
});
