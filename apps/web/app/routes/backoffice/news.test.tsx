// @vitest-environment happy-dom
// "Nieuws versturen" (/organisatie/nieuws, decision 0071) with the api stood in: the form and the sent news for
// staff of a region (each item's delivery in words), the 403 pages for an organiser's own staff and for a
// holder, the POST that sends the news for the staff member's own region only (a region id of another is not
// taken) and comes back to the page with a status message, and every refusal beside its field with what was
// typed (the contract's field messages; the queue being down as the page's general message).
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { listStaffRegions } from "@vtp/contracts/organiser-management";
import type { Regions } from "@vtp/contracts/organisers";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { listRegionNews, sendRegionNews, type RegionNews } from "@vtp/contracts/region-news";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./news.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const organiserAdmin: OrganizerPermissions = {
  organizer: { id: "5", name: "Stadsbibliotheek Gent", address: { postalCode: "9000", city: "Gent" } },
  role: "ADMIN",
  lastUsed: false,
  permissions: ["EVENTS_READ", "ORGANIZERS_ADMINS_WRITE"],
  permissionDetails: [{ id: "EVENTS_READ", label: { nl: "Activiteiten bekijken" }, cardSystemIds: [1] }],
};
const gent: Regions = { regions: [{ id: 1, name: "UiTPAS Gent", slug: "gent", municipalities: [{ postalCode: "9000", name: "Gent" }] }] };
const delivered: RegionNews = {
  id: "8f7f3a52-8c1e-4c39-9a5c-2d1f0b9e6a11",
  cardSystemId: "1",
  title: "Gratis zwemmen in de krokusvakantie",
  body: "Met je pas zwem je de hele krokusvakantie gratis.",
  link: "save",
  creationDate: "2026-11-28T09:00:00.000Z",
  status: "SENT",
  deliveredAt: "2026-11-28T09:01:00.000Z",
  recipients: 3,
};
const sending: RegionNews = {
  ...delivered,
  id: "0b9e6a11-2d1f-4c39-9a5c-8f7f3a528c1e",
  status: "SENDING",
  deliveredAt: null,
  recipients: null,
};
const at = "/organisatie/nieuws";
const problemResponse = (p: ProblemError) =>
  Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return context;
}

async function load(handlers: [EndpointDeclaration, ApiHandler][], query = "") {
  const context = standIn(handlers);
  const answer = await page.loader({ request: new Request(`http://127.0.0.1:3000${at}${query}`), context, params: {} } as never);
  const { data, init } = answer as unknown as DataWithResponseInit<unknown>;
  return { page: data, status: init?.status ?? 200 };
}

async function act(form: Record<string, string>, handlers: [EndpointDeclaration, ApiHandler][]) {
  const context = standIn(handlers);
  const request = new Request(`http://127.0.0.1:3000${at}`, { method: "POST", body: new URLSearchParams(form) });
  try {
    return { result: await page.action({ request, context, params: {} } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

function render(loaderData: unknown, actionData?: unknown) {
  const Page = page.default as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [at] }));
  return doc;
}

const typed = { region: "1", title: "Gratis zwemmen", body: "Met je pas zwem je de hele krokusvakantie gratis.", link: "save" };

describe("Nieuws versturen", () => {
  it("shows staff of a region the form and their region's news, each with its delivery in words", async () => {
    const asked: unknown[] = [];
    const loaded = await load(
      [
        [getPermissions, () => []],
        [listStaffRegions, () => gent],
        [listRegionNews, ({ query }) => (asked.push(query), { member: [sending, delivered] })],
      ],
      "?melding=verstuurd",
    );
    expect(asked).toEqual([{ cardSystemId: 1 }]);
    expect(loaded).toMatchObject({ status: 200, page: { kind: "ok", region: { id: "1", name: "UiTPAS Gent" }, sent: true } });
    const doc = render(loaded.page);
    expect(doc.querySelector("h1")?.textContent).toBe("Nieuws voor de pashouders van je regio");
    expect(doc.querySelector("[role=status]")?.textContent).toContain("Je nieuws wordt verstuurd.");
    expect([...doc.querySelectorAll(".region-news__state")].map((s) => s.textContent)).toEqual([
      "Wordt verstuurd",
      "Verstuurd op 28 november 2026 om 10:01 aan 3 pashouders",
    ]);
    expect(doc.querySelector("label[for=nieuws-titel]")?.textContent).toBe("Titel (verplicht)");
    expect([...doc.querySelectorAll("input[name=link]")].map((i) => i.getAttribute("value"))).toEqual([
      "dashboard",
      "search-discounts",
      "save",
    ]);
  });

  it("tells an organiser's own staff that this is the region's (403), and a holder that the page is for staff", async () => {
    const admin = await load([
      [getPermissions, () => [organiserAdmin]],
      [listStaffRegions, () => ({ regions: [] })],
    ]);
    expect(admin).toEqual({ page: { kind: "no-region" }, status: 403 });
    expect(render(admin.page).querySelector(".backoffice-lead")?.textContent).toContain("Nieuws aan de pashouders van een regio versturen");
    vi.restoreAllMocks();
    const holder = await load([
      [getPermissions, () => problemResponse(new ProblemError("not-staff"))],
      [listStaffRegions, () => problemResponse(new ProblemError("not-staff"))],
    ]);
    expect(holder).toEqual({ page: { kind: "not-staff" }, status: 403 });
  });

  it("sends the news for the staff member's own region (never another's) and comes back to the page with a status message", async () => {
    const sent: unknown[] = [];
    const handlers: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => []],
      [listStaffRegions, () => gent],
      [sendRegionNews, ({ body, query }) => (sent.push({ body, query }), sending)],
    ];
    expect(await act(typed, handlers)).toEqual({ redirect: "/organisatie/nieuws?melding=verstuurd" });
    expect(await act({ ...typed, region: "3" }, handlers)).toEqual({ redirect: "/organisatie/nieuws?melding=verstuurd" });
    const body = { title: "Gratis zwemmen", body: typed.body, link: "save" };
    expect(sent).toEqual([
      { query: { cardSystemId: 1 }, body },
      { query: { cardSystemId: 1 }, body },
    ]);
  });

  it("puts every refusal beside its field with what was typed; a queue that is down is the page's message", async () => {
    const reached: unknown[] = [];
    const base: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => []],
      [listStaffRegions, () => gent],
    ];
    const wrong = await act({ ...typed, title: "Kort", link: "elders" }, [
      ...base,
      [sendRegionNews, ({ body }) => (reached.push(body), sending)],
    ]);
    expect(reached).toEqual([]);
    expect(wrong.result).toMatchObject({
      errors: [
        { field: "title", message: "Geef het nieuws een titel van 5 tot 80 tekens." },
        { field: "link", message: expect.stringContaining("Kies waar pashouders verder kunnen") },
      ],
      values: { title: "Kort" },
    });
    const doc = render(
      {
        kind: "ok",
        regions: [{ id: "1", name: "UiTPAS Gent" }],
        region: { id: "1", name: "UiTPAS Gent" },
        news: [],
        values: typed,
        sent: false,
      },
      wrong.result,
    );
    expect(doc.querySelector("#nieuws-titel-error")?.textContent).toContain("Geef het nieuws een titel");
    expect(doc.querySelector("#nieuws-titel")?.getAttribute("value")).toBe("Kort");
    expect([...doc.querySelectorAll("[role=alert] a")].map((a) => a.getAttribute("href"))).toEqual(["#nieuws-titel", "#nieuws-link"]);
    vi.restoreAllMocks();

    const down = await act(typed, [...base, [sendRegionNews, () => problemResponse(new ProblemError("news-queue-unavailable"))]]);
    expect(down.result).toEqual({ errors: [], general: new ProblemError("news-queue-unavailable").nl, values: typed });
  });
});
