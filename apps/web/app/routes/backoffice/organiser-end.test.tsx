// @vitest-environment happy-dom
// "Organisatie beëindigen" (/organisatie/:organisatie/beeindigen, decision 0074) with the api stood in: the question
// for staff of the organiser's region (what happens, what stays, yes or no), its own staff and an ended organiser sent
// to its home, a holder's 403 page; the POST that ends it in the organiser's region and goes to its home, which says
// so, and the api's refusal in its own words. The home: the end offered to the region's staff only, and an ended
// organiser's home says since when, with its reports and log and nothing to change.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { endOrganiser, type ManagedOrganiser } from "@vtp/contracts/organiser-management";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as homePage from "./home.tsx";
import * as endPage from "./organiser-end.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const regionStaff: OrganizerPermissions = {
  organizer: { id: "77", name: "Jeugdhuis De Kreek", address: { postalCode: "9030", city: "Mariakerke" } },
  role: null,
  lastUsed: false,
  permissions: ["ORGANIZERS_SEARCH", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_ADMINS_WRITE", "ORGANIZERS_REPORTS"],
  permissionDetails: [{ id: "ORGANIZERS_SEARCH", label: { nl: "Organisaties van de regio zoeken" }, cardSystemIds: [1] }],
};
const ended: OrganizerPermissions = {
  ...regionStaff,
  organizer: { ...regionStaff.organizer, endDate: "2026-11-29T09:30:00.000Z" },
  permissions: ["ORGANIZERS_SEARCH", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_REPORTS"],
};
const organiserAdmin: OrganizerPermissions = {
  ...regionStaff,
  role: "ADMIN",
  permissions: ["EVENTS_READ", "EVENTS_UPDATE", "ORGANIZERS_ADMINS_WRITE", "ORGANIZERS_REPORTS"],
  permissionDetails: [{ id: "EVENTS_READ", label: { nl: "Activiteiten bekijken" }, cardSystemIds: [1] }],
};
/** Organiser 77 as the api answers its end. */
const endedOrganiser: ManagedOrganiser = {
  id: "77",
  name: "Jeugdhuis De Kreek",
  address: { postalCode: "9030", city: "Mariakerke" },
  email: null,
  phone: null,
  websiteUrl: null,
  description: null,
  location: null,
  cardSystemId: "1",
  types: [],
  creationDate: "2026-11-22T10:00:00.000Z",
  endDate: "2026-11-29T09:30:00.000Z",
};
const problemResponse = (p: ProblemError) =>
  Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });

type Route = { loader: (args: never) => unknown; action?: (args: never) => unknown; default: unknown };

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return context;
}

async function load(module: Route, path: string, handlers: [EndpointDeclaration, ApiHandler][]) {
  const context = standIn(handlers);
  try {
    const answer = await module.loader({
      request: new Request(`http://127.0.0.1:3000${path}`),
      context,
      params: { organisatie: "77" },
    } as never);
    const { data, init } = answer as DataWithResponseInit<unknown>;
    return { page: data, status: init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

async function act(handlers: [EndpointDeclaration, ApiHandler][]) {
  const context = standIn(handlers);
  const request = new Request("http://127.0.0.1:3000/organisatie/77/beeindigen", { method: "POST", body: new URLSearchParams() });
  try {
    return { result: await (endPage as Route).action!({ request, context, params: { organisatie: "77" } } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

function render(module: Route, loaderData: unknown, actionData?: unknown) {
  const Page = module.default as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: ["/organisatie/77"] }));
  return doc;
}

describe("Organisatie beëindigen", () => {
  it("asks staff of the organiser's region, saying what happens and what stays", async () => {
    const loaded = await load(endPage as Route, "/organisatie/77/beeindigen", [[getPermissions, () => [regionStaff]]]);
    expect(loaded).toEqual({ page: { kind: "ok", organiser: { id: "77", name: "Jeugdhuis De Kreek", city: "Mariakerke" } }, status: 200 });
    const doc = render(endPage as Route, loaded.page);
    expect(doc.querySelector("h1")?.textContent).toBe("Jeugdhuis De Kreek beëindigen?");
    expect(doc.querySelectorAll(".backoffice-end__list li")).toHaveLength(4);
    expect(doc.querySelector("form[method=post] button[type=submit]")?.textContent).toBe("Ja, beëindigen");
    expect(doc.querySelector("form a")?.getAttribute("href")).toBe("/organisatie/77");
    expect(doc.querySelector("[role=alert]")).toBeNull();
  });

  it("sends the organiser's own ADMIN and an ended organiser to its home, and gives a holder the 403 page", async () => {
    expect(await load(endPage as Route, "/organisatie/77/beeindigen", [[getPermissions, () => [organiserAdmin]]])).toEqual({
      redirect: "/organisatie/77",
    });
    vi.restoreAllMocks();
    expect(await load(endPage as Route, "/organisatie/77/beeindigen", [[getPermissions, () => [ended]]])).toEqual({
      redirect: "/organisatie/77",
    });
    vi.restoreAllMocks();
    const holder = await load(endPage as Route, "/organisatie/77/beeindigen", [
      [getPermissions, () => problemResponse(new ProblemError("not-staff"))],
    ]);
    expect(holder).toEqual({ page: { kind: "not-staff" }, status: 403 });
  });

  it("ends it in the organiser's region and goes to its home, which says so; a refusal in the api's words", async () => {
    const sent: unknown[] = [];
    const done = await act([
      [getPermissions, () => [regionStaff]],
      [endOrganiser, ({ path, query }) => (sent.push({ path, query }), endedOrganiser)],
    ]);
    expect(done).toEqual({ redirect: "/organisatie/77?melding=beeindigd" });
    expect(sent).toEqual([{ path: "/v4/organizers/77/end", query: { cardSystemId: 1 } }]);
    vi.restoreAllMocks();
    const refused = await act([
      [getPermissions, () => [regionStaff]],
      [endOrganiser, () => problemResponse(new ProblemError("organizer-ended"))],
    ]);
    const error = "Deze organisatie is beëindigd. Je kan haar rapporten en logboek nog lezen, maar niets meer wijzigen.";
    expect(refused).toEqual({ result: { error } });
    const doc = render(endPage as Route, { kind: "ok", organiser: { id: "77", name: "Jeugdhuis De Kreek" } }, { error });
    expect(doc.querySelector("[role=alert]")?.textContent).toBe(error);
  });
});

describe("the organiser's home", () => {
  it("offers the end to the region's staff only, and says since when an ended organiser has ended", async () => {
    const running = await load(homePage as Route, "/organisatie/77", [[getPermissions, () => [regionStaff]]]);
    const endLink = (doc: Document) => doc.querySelector('a[href="/organisatie/77/beeindigen"]');
    expect(endLink(render(homePage as Route, running.page))?.textContent).toBe("Organisatie beëindigen");
    vi.restoreAllMocks();
    const admin = await load(homePage as Route, "/organisatie/77", [[getPermissions, () => [organiserAdmin]]]);
    expect(endLink(render(homePage as Route, admin.page))).toBeNull();
    vi.restoreAllMocks();
    const over = await load(homePage as Route, "/organisatie/77?melding=beeindigd", [[getPermissions, () => [ended]]]);
    const doc = render(homePage as Route, over.page);
    expect(doc.querySelector("[data-testid=organisatie-melding]")?.textContent).toBe("✓ De organisatie is beëindigd.");
    expect(doc.querySelector("[data-testid=organisatie-beeindigd]")?.textContent).toBe(
      "Beëindigd op 29/11/2026. Je leest nog haar rapporten en haar logboek; wijzigen kan niet meer.",
    );
    expect(endLink(doc)).toBeNull();
    expect(doc.querySelector('a[href="/organisatie/77/gegevens"]')).toBeNull();
    expect(doc.querySelector('a[href="/organisatie/77/rapporten"]')).not.toBeNull();
  });
});
