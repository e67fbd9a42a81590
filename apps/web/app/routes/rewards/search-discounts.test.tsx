// @vitest-environment happy-dom
// The reward search page (/voordelen-zoeken) with the api stood in (testing/pages.ts): a search text the
// api refuses (a control character, issue 24) is shown at the search field in Dutch, not as a technical
// error; any other failure still is one. A total the api stopped counting at 1.000 reads "meer dan".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { listRegions } from "@vtp/contracts/organisers";
import { searchPromotion } from "@vtp/contracts/rewards";
import { TECHNICAL_ERROR } from "../../server/api.server.ts";
import { apiStandIn, pageContext, renderPage, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./search-discounts.tsx";

const regions = { regions: [{ id: 1, name: "UiTPAS Gent", slug: "gent", municipalities: [{ postalCode: "9000", name: "Gent" }] }] };
const noRewards = { hits: { total: { value: 0, relation: "eq" }, hits: [] } };

let consoleError: ReturnType<typeof vi.spyOn>;
function standIn(search: ApiHandler = () => noRewards) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(
    apiStandIn(config, [
      [listRegions, () => regions],
      [searchPromotion, search],
    ]),
  );
  return context;
}
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const searchUrl = (q: string) => `/voordelen-zoeken?${new URLSearchParams({ q })}`;

describe("the reward search page", () => {
  it("shows the api's message at the search field for a text with a control character, and no technical error", async () => {
    for (const q of ["bi\u0000er", "\u001b", "koffie\u007f"]) {
      const { data } = await renderPage(page, searchUrl(q), standIn());
      expect(data, JSON.stringify(q)).toMatchObject({ queryError: CONTROL_CHARACTER_MESSAGE, error: undefined, result: null });
    }
    const { document } = await renderPage(page, searchUrl("bi\u0000er"), standIn());
    const field = document.querySelector("#zoek-voordeel")!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("zoek-voordeel-fout");
    const message = document.querySelector("#zoek-voordeel-fout")!;
    expect(message.textContent).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(message.getAttribute("role")).toBe("alert");
    expect(document.querySelector("[data-testid=technische-fout]")).toBeNull();
    expect(document.querySelector("[data-testid=aantal-voordelen]")).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps the technical error, logged, for any other failure of the search", async () => {
    const { data, document } = await renderPage(
      page,
      searchUrl("koffie"),
      standIn(() => new Response("", { status: 500 })),
    );
    expect(data).toMatchObject({ queryError: undefined, error: TECHNICAL_ERROR });
    expect(document.querySelector("[data-testid=technische-fout]")?.textContent).toContain(TECHNICAL_ERROR);
    expect(document.querySelector("#zoek-voordeel")!.hasAttribute("aria-invalid")).toBe(false);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("searches an ordinary text as before", async () => {
    const { data, document } = await renderPage(page, searchUrl("koffie"), standIn());
    expect(data).toMatchObject({ queryError: undefined, error: undefined, result: { total: 0, items: [] } });
    expect(document.querySelector("[data-testid=aantal-voordelen]")?.textContent).toBe("Geen voordelen gevonden");
    expect(document.querySelector("#zoek-voordeel-fout")).toBeNull();
  });

  it("says there are more than 1.000 when the api stopped counting there (decision 0080)", async () => {
    const many = { hits: { total: { value: 1000, relation: "gte" }, hits: [] } };
    const { data, document } = await renderPage(
      page,
      "/voordelen-zoeken",
      standIn(() => many),
    );
    expect(data).toMatchObject({ result: { total: 1000, more: true } });
    expect(document.querySelector("[data-testid=aantal-voordelen]")?.textContent).toBe("Meer dan 1.000 voordelen");
  });
});
