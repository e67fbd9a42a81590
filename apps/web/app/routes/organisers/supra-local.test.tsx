// @vitest-environment happy-dom
// The supra-local offer (/bovenlokaal-aanbod) with the api stood in (testing/pages.ts): a search text the api
// refuses (a control character, issue 24) is shown at the search field in Dutch, not as a logged technical
// error; any other failure still is one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { searchActivities } from "@vtp/contracts/organisers";
import { apiStandIn, pageContext, renderPage, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./supra-local.tsx";

let consoleError: ReturnType<typeof vi.spyOn>;
function standIn(search: ApiHandler = () => ({ total: 0, activities: [] })) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, [[searchActivities, search]]));
  return context;
}
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const url = (q: string) => `/bovenlokaal-aanbod?${new URLSearchParams({ q })}`;

describe("the supra-local offer", () => {
  it("shows the api's message at the search field for a text with a control character, without logging", async () => {
    const { document } = await renderPage(page, url("concert\u0000"), standIn());
    const field = document.querySelector("input[name=q]")!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(field.getAttribute("aria-describedby")!)!;
    expect(message.textContent).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(message.getAttribute("role")).toBe("alert");
    expect(document.querySelector("[data-testid=technische-fout]")).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps the technical error, logged, for any other failure", async () => {
    const { document } = await renderPage(
      page,
      url("concert"),
      standIn(() => new Response("", { status: 500 })),
    );
    expect(document.querySelector("[data-testid=technische-fout]")).not.toBeNull();
    expect(document.querySelector("input[name=q]")!.hasAttribute("aria-invalid")).toBe(false);
    expect(consoleError).toHaveBeenCalledOnce();
  });
});
