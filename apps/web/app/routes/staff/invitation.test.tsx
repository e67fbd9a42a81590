// @vitest-environment happy-dom
// /medewerker-uitnodiging (decision 0047) with the api stood in and a signed-in account: opening the link
// accepts nothing (a mail scanner opens links too); the button posts the token; the answer names the organiser
// and the role, or gives the api's sentence; a broken link sends nothing.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { acceptStaffInvitation } from "@vtp/contracts/staff-members";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./invitation.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "invited-token"),
);

afterEach(() => vi.restoreAllMocks());

const TOKEN = "Q3VyaW91cy1pbnZpdGF0aW9uLXRva2VuLTEyMw";
const URL_OF = (token: string) => `http://127.0.0.1:3000/medewerker-uitnodiging?token=${token}`;

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return { context, fetch };
}

async function post(token: string, handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, fetch } = standIn(handlers);
  const request = new Request(URL_OF(token), { method: "POST", body: new URLSearchParams({ token }) });
  const result = await page.action({ request, context, params: {} } as never);
  return { result, calls: fetch.mock.calls.length };
}

function render(loaderData: unknown, actionData?: unknown) {
  const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: ["/medewerker-uitnodiging"] }));
  return doc;
}

describe("the staff invitation page", () => {
  it("opens without accepting anything, and offers one button that posts the token", async () => {
    const { context, fetch } = standIn([]);
    const data = await page.loader({ request: new Request(URL_OF(TOKEN)), context, params: {} } as never);
    expect(data).toEqual({ token: TOKEN });
    expect(fetch).not.toHaveBeenCalled();
    const doc = render(data);
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ token: TOKEN });
    expect(form.querySelector("button")?.textContent).toBe("Uitnodiging aanvaarden");
  });

  it("accepts with the api and names the organiser and the role, with the ways to the counter and the back office", async () => {
    const sent: unknown[] = [];
    const accepted = { organizer: { id: "4", name: "Stedelijk zwembad Gent" }, role: "MEMBER" };
    const { result } = await post(TOKEN, [[acceptStaffInvitation, ({ body }) => (sent.push(body), accepted)]]);
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(result).toEqual({ kind: "accepted", organiser: accepted.organizer, role: "MEMBER" });
    const doc = render({ token: TOKEN }, result);
    expect(doc.querySelector("h1")?.textContent).toBe("Welkom bij Stedelijk zwembad Gent");
    expect(doc.body.textContent).toContain("Je bent nu medewerker van deze organisatie.");
    expect([...doc.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Naar de balie", "/balie"],
      ["Naar het beheer", "/organisatie"],
    ]);
  });

  it("gives the api's sentence for another address, an expired or a used invitation", async () => {
    for (const code of ["invitation-other-address", "invitation-expired", "invitation-used"] as const) {
      vi.restoreAllMocks();
      const problem = new ProblemError(code);
      const refusal = () =>
        Response.json(problem.toProblem("test"), { status: problem.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });
      const { result } = await post(TOKEN, [[acceptStaffInvitation, refusal]]);
      expect(result).toEqual({ kind: "refused", message: problem.nl });
      const doc = render({ token: TOKEN }, result);
      expect(doc.querySelector("[data-testid=uitnodiging-geweigerd]")?.textContent).toBe(`De uitnodiging is niet aanvaard. ${problem.nl}`);
      expect(doc.querySelector("form button")?.textContent).toBe("Uitnodiging aanvaarden");
    }
  });

  it("sends nothing for a broken link, and says what to do", async () => {
    const { context, fetch } = standIn([]);
    const data = await page.loader({ request: new Request(URL_OF("kort")), context, params: {} } as never);
    expect(data).toEqual({ token: null });
    expect(render(data).querySelector("form")).toBeNull();
    expect(render(data).body.textContent).toContain("Deze link is onvolledig.");
    const { result, calls } = await post("<script>", []);
    expect(result).toBeNull();
    expect(calls).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is never cached: the URL carries the token", () => {
    expect(page.headers().get("Cache-Control")).toBe("private, no-store");
  });
});
