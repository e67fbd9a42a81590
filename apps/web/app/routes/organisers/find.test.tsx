// @vitest-environment happy-dom
// The find page (/waar-vind-je-de-{product}) and the map's resource routes with the api stood in
// (testing/pages.ts): a search text the api refuses (a control character, issue 24) is shown at the search
// field in Dutch, not as a technical error; any other failure still is one. When nothing matched, the
// api's "Bedoelde je …?" and partial matches are shown.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { searchOrganiserMarkers, searchOrganisers, suggestLocations } from "@vtp/contracts/organisers";
import { TECHNICAL_ERROR } from "../../server/api.server.ts";
import { apiStandIn, pageContext, renderPage, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./find.tsx";
import * as markers from "./markers.tsx";
import * as suggestions from "./suggestions.tsx";

const none = { total: 0, organisers: [] };

let consoleError: ReturnType<typeof vi.spyOn>;
function standIn(search: ApiHandler = () => none) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(
    apiStandIn(config, [
      [searchOrganisers, search],
      [searchOrganiserMarkers, () => ({ total: 0, markers: [] })],
      [suggestLocations, () => ({ organisers: [], municipalities: [] })],
    ]),
  );
  return context;
}
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const findUrl = (q: string, path = "") => `/waar-vind-je-de-uitpas${path}?${new URLSearchParams({ q })}`;
const resource = (module: { loader(args: never): Promise<Response> }, url: string) =>
  module.loader({ request: new Request(new URL(url, "http://127.0.0.1:3000")), context: standIn(), params: {} } as never);

describe("the find page", () => {
  it("shows the api's message at the search field for a text with a control character, and no technical error or map", async () => {
    for (const q of ["zwem\u0000bad", "\u001b", "bib\u007f"]) {
      const { data } = await renderPage(page, findUrl(q), standIn());
      expect(data, JSON.stringify(q)).toMatchObject({ queryError: CONTROL_CHARACTER_MESSAGE, error: undefined, result: null });
    }
    const { document } = await renderPage(page, findUrl("zwem\u0000bad"), standIn());
    const field = document.querySelector("input[name=q]")!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const [hint, errorId] = field.getAttribute("aria-describedby")!.split(" ");
    expect(document.getElementById(hint!)?.className).toBe("field__hint");
    const message = document.getElementById(errorId!)!;
    expect(message.textContent).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(message.getAttribute("role")).toBe("alert");
    expect(document.querySelector("[data-testid=technische-fout]")).toBeNull();
    expect(document.querySelector(".find-map__placeholder")).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps the technical error, logged, for any other failure of the search", async () => {
    const { data, document } = await renderPage(
      page,
      findUrl("zwembad"),
      standIn(() => new Response("", { status: 500 })),
    );
    expect(data).toMatchObject({ queryError: undefined, error: TECHNICAL_ERROR });
    expect(document.querySelector("[data-testid=technische-fout]")?.textContent).toContain(TECHNICAL_ERROR);
    expect(document.querySelector("input[name=q]")!.hasAttribute("aria-invalid")).toBe(false);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("searches an ordinary text as before, a pasted tab as a space", async () => {
    let sent: unknown;
    const { data, document } = await renderPage(
      page,
      findUrl("zwem\tbad"),
      standIn(({ body }) => {
        sent = body;
        return none;
      }),
    );
    expect(sent).toMatchObject({ text: "zwem bad" });
    expect(data).toMatchObject({ queryError: undefined, error: undefined, result: none });
    expect(document.querySelector("#resultaten")?.textContent).toBeTruthy();
    expect(document.querySelector("input[name=q]")!.hasAttribute("aria-invalid")).toBe(false);
  });

  it("offers 'Bedoelde je …?' as a link to that search and the places that match part of the words when nothing matched", async () => {
    const place = {
      id: 7,
      name: "Stedelijk zwembad Gent",
      slug: "stedelijk-zwembad-gent",
      address: { street: "Zwembadlaan 1", postalCode: "9000", city: "Gent" },
      location: null,
      types: [],
      promotionsCount: 0,
      distanceMeters: null,
      cardSystem: null,
    };
    const { document } = await renderPage(
      page,
      findUrl("zwembad gnetbrugge") + "&view=list",
      standIn(() => ({ ...none, didYouMean: "zwembad gentbrugge", partialMatches: [place] })),
    );
    const suggestion = document.querySelector("[data-testid=bedoelde-je]")!;
    expect(suggestion.textContent).toBe("Bedoelde je zwembad gentbrugge?");
    const link = suggestion.querySelector("a")!;
    expect(link.getAttribute("aria-label")).toBe('Zoek op "zwembad gentbrugge"');
    const target = new URL(link.getAttribute("href")!, "http://127.0.0.1");
    expect(target.searchParams.get("q")).toBe("zwembad gentbrugge");
    expect(target.searchParams.get("view")).toBe("list");
    const partial = document.querySelector("[data-testid=deels-gevonden]")!;
    expect(partial.querySelector("h3")?.textContent).toBe("Locaties die bij een deel van je zoekwoorden passen");
    expect(partial.querySelector("h4 a")?.textContent).toBe("Stedelijk zwembad Gent");
    // Without them the empty state is as before.
    const { document: plain } = await renderPage(page, findUrl("xyzzy"), standIn());
    expect(plain.querySelector("[data-testid=bedoelde-je]")).toBeNull();
    expect(plain.querySelector("[data-testid=deels-gevonden]")).toBeNull();
    expect(plain.querySelector(".empty-state")?.textContent).toContain("Probeer een andere naam of gemeente");
  });

  it("answers the map's markers with the message (400) and the suggestions with none, without logging an error", async () => {
    const refusedMarkers = await resource(markers, findUrl("zwem\u0000bad", "/kaartpunten"));
    expect(refusedMarkers.status).toBe(400);
    expect(await refusedMarkers.json()).toEqual({ error: CONTROL_CHARACTER_MESSAGE });
    const refusedSuggestions = await resource(suggestions, findUrl("zwem\u0000bad", "/suggesties"));
    expect(refusedSuggestions.status).toBe(200);
    expect(await refusedSuggestions.json()).toEqual({ organisers: [], municipalities: [] });
    expect(consoleError).not.toHaveBeenCalled();
    expect((await resource(markers, findUrl("zwembad", "/kaartpunten"))).status).toBe(200);
  });
});
