// @vitest-environment happy-dom
// "Organisatie toevoegen" (/organisatie/nieuw) and "Gegevens wijzigen" (/organisatie/:organisatie/gegevens,
// decision 0067) with the api stood in: the form for staff of a region (its regions and their municipalities from GET /v4/staff-regions),
// the 403 pages for an organiser's own staff and for a holder, the POST that adds the organiser and goes to its
// staff page, and every refusal beside its field with what was typed (the form's own check of the municipality,
// the api's field messages and its 409); the change: the form filled in, the PUT, back to the home that says so.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import {
  createOrganiser,
  getManagedOrganiser,
  listStaffRegions,
  updateOrganiser,
  type ManagedOrganiser,
} from "@vtp/contracts/organiser-management";
import type { Regions } from "@vtp/contracts/organisers";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as editPage from "./organiser-edit.tsx";
import * as page from "./organiser-new.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const regionStaff: OrganizerPermissions = {
  organizer: { id: "5", name: "Stadsbibliotheek Gent", address: { postalCode: "9000", city: "Gent" } },
  role: null,
  lastUsed: false,
  permissions: ["ORGANIZERS_SEARCH", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_ADMINS_WRITE", "ORGANIZERS_REPORTS"],
  permissionDetails: [{ id: "ORGANIZERS_SEARCH", label: { nl: "Organisaties van de regio zoeken" }, cardSystemIds: [1] }],
};
const organiserAdmin: OrganizerPermissions = {
  ...regionStaff,
  role: "ADMIN",
  permissions: ["EVENTS_READ", "ORGANIZERS_ADMINS_WRITE"],
  permissionDetails: [{ id: "EVENTS_READ", label: { nl: "Activiteiten bekijken" }, cardSystemIds: [1] }],
};
const regions: Regions = {
  regions: [
    {
      id: 1,
      name: "UiTPAS Gent",
      slug: "gent",
      municipalities: [
        { postalCode: "9000", name: "Gent" },
        { postalCode: "9030", name: "Mariakerke" },
      ],
    },
  ],
};
const created: ManagedOrganiser = {
  id: "77",
  name: "Jeugdhuis De Kreek",
  address: { postalCode: "9030", city: "Mariakerke" },
  email: null,
  phone: null,
  websiteUrl: null,
  description: null,
  location: null,
  cardSystemId: "1",
  types: ["cidCheckin"],
  creationDate: "2026-11-22T10:00:00.000Z",
};
const at = "/organisatie/nieuw";
const problemResponse = (p: ProblemError) =>
  Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return context;
}

type Route = { loader: (args: never) => unknown; action: (args: never) => unknown; default: unknown };
/** The page of a new organiser, or (with `edit`) the one that changes organiser 77. */
const route = (edit: boolean) =>
  edit
    ? { module: editPage as Route, at: "/organisatie/77/gegevens", params: { organisatie: "77" } }
    : { module: page as Route, at, params: {} };

async function load(handlers: [EndpointDeclaration, ApiHandler][], edit = false) {
  const context = standIn(handlers);
  const { module, at: path, params } = route(edit);
  const answer = (await module.loader({ request: new Request(`http://127.0.0.1:3000${path}`), context, params } as never)) as unknown;
  const { data, init } = answer as DataWithResponseInit<unknown>;
  return { page: data, status: init?.status ?? 200 };
}

async function act(form: Record<string, string>, handlers: [EndpointDeclaration, ApiHandler][], edit = false) {
  const context = standIn(handlers);
  const { module, at: path, params } = route(edit);
  const request = new Request(`http://127.0.0.1:3000${path}`, { method: "POST", body: new URLSearchParams(form) });
  try {
    return { result: await module.action({ request, context, params } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

const typed = {
  region: "1",
  municipality: "9030 Mariakerke",
  name: "Jeugdhuis De Kreek",
  street: "",
  email: "",
  phone: "",
  websiteUrl: "",
  location: "",
  description: "",
  types: "",
};

function render(loaderData: unknown, actionData?: unknown, edit = false) {
  const Page = route(edit).module.default as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [at] }));
  return doc;
}

describe("Organisatie toevoegen", () => {
  it("offers staff of a region the form with their region's municipalities only", async () => {
    const loaded = await load([
      [getPermissions, () => [regionStaff]],
      [listStaffRegions, () => regions],
    ]);
    expect(loaded.page).toMatchObject({
      kind: "ok",
      regions: [{ id: "1", name: "UiTPAS Gent", municipalities: [{ value: "9000 Gent" }, { value: "9030 Mariakerke" }] }],
      values: { region: "1", name: "" },
    });
    const doc = render(loaded.page);
    expect(doc.querySelector("h1")?.textContent).toBe("Organisatie toevoegen");
    expect([...doc.querySelectorAll("#organisatie-gemeente option")].map((o) => o.textContent)).toEqual([
      "Kies een gemeente",
      "9000 Gent",
      "9030 Mariakerke",
    ]);
    expect(doc.querySelector("label[for=organisatie-naam]")?.textContent).toBe("Naam van de organisatie (verplicht)");
    expect(doc.querySelector("label[for=organisatie-website]")?.textContent).toBe("Website (niet verplicht)");
    expect(doc.querySelector("input[type=hidden][name=region]")?.getAttribute("value")).toBe("1");
  });

  it("offers the form to staff of a region that has no organiser yet (GET /v4/permissions lists none)", async () => {
    const loaded = await load([
      [getPermissions, () => []],
      [listStaffRegions, () => regions],
    ]);
    expect(loaded).toMatchObject({ status: 200, page: { kind: "ok", regions: [{ id: "1", name: "UiTPAS Gent" }] } });
  });

  it("tells an organiser's own staff that this is the region's (403), and a holder that the page is for staff", async () => {
    const admin = await load([
      [getPermissions, () => [organiserAdmin]],
      [listStaffRegions, () => ({ regions: [] })],
    ]);
    expect(admin).toEqual({ page: { kind: "no-region" }, status: 403 });
    expect(render(admin.page).querySelector("h1")?.textContent).toBe("Enkel voor medewerkers van een regio");
    vi.restoreAllMocks();
    const holder = await load([
      [getPermissions, () => problemResponse(new ProblemError("not-staff"))],
      [listStaffRegions, () => problemResponse(new ProblemError("not-staff"))],
    ]);
    expect(holder).toEqual({ page: { kind: "not-staff" }, status: 403 });
  });

  it("adds the organiser in the chosen region and goes to its staff page to invite its first beheerder", async () => {
    const sent: unknown[] = [];
    const done = await act(
      { ...typed, street: "Kreekstraat 12", websiteUrl: "https://www.dekreek.be", location: "51,0543; 3,7174", types: "cidCheckin" },
      [
        [getPermissions, () => [regionStaff]],
        [listStaffRegions, () => regions],
        [createOrganiser, ({ body, query }) => (sent.push({ body, query }), created)],
      ],
    );
    expect(done).toEqual({ redirect: "/organisatie/77/medewerkers?melding=nieuw" });
    expect(sent).toEqual([
      {
        query: { cardSystemId: 1 },
        body: {
          name: "Jeugdhuis De Kreek",
          address: { street: "Kreekstraat 12", postalCode: "9030", city: "Mariakerke" },
          email: null,
          phone: null,
          websiteUrl: "https://www.dekreek.be",
          description: null,
          location: { lat: 51.0543, lon: 3.7174 },
          types: ["cidCheckin"],
        },
      },
    ]);
  });

  it("keeps what was typed and shows each refusal at its field: no municipality, the api's field messages, the same name", async () => {
    const base: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [regionStaff]],
      [listStaffRegions, () => regions],
    ];
    const reached: unknown[] = [];
    const none = await act({ ...typed, municipality: "" }, [...base, [createOrganiser, ({ body }) => (reached.push(body), created)]]);
    expect(none.result).toEqual({
      errors: [{ field: "municipality", message: "Kies de gemeente van de organisatie." }],
      values: { ...typed, municipality: "" },
    });
    expect(reached).toEqual([]);
    vi.restoreAllMocks();
    // A place that is not two numbers: the form's own message at its field, nothing sent; one outside Belgium: the contract's.
    for (const location of ["bij de kerk", "3.7174, 51.0543"]) {
      const placed = await act({ ...typed, location }, [...base, [createOrganiser, ({ body }) => (reached.push(body), created)]]);
      expect(placed.result).toMatchObject({
        errors: [{ field: "location", message: expect.stringContaining("Een plaats op de kaart is") }],
      });
      vi.restoreAllMocks();
    }
    expect(reached).toEqual([]);
    // The contract refuses the address and the website before the handler: their messages at their fields.
    const wrong = await act({ ...typed, email: "geen-adres", websiteUrl: "http://onveilig.be" }, [
      ...base,
      [createOrganiser, ({ body }) => (reached.push(body), created)],
    ]);
    expect(reached).toEqual([]);
    expect(wrong.result).toMatchObject({
      errors: [
        { field: "email", message: "Dit is geen geldig e-mailadres. Schrijf het als naam@voorbeeld.be." },
        { field: "websiteUrl", message: expect.stringContaining("Een website begint met https://") },
      ],
      values: { email: "geen-adres" },
    });
    const doc = render({ kind: "ok", regions: [{ id: "1", name: "UiTPAS Gent", municipalities: [] }], values: typed }, wrong.result);
    expect(doc.querySelector("#organisatie-email-error")?.textContent).toContain("Dit is geen geldig e-mailadres.");
    expect(doc.querySelector("#organisatie-email")?.getAttribute("value")).toBe("geen-adres");
    expect([...doc.querySelectorAll("[role=alert] a")].map((a) => a.getAttribute("href"))).toEqual([
      "#organisatie-email",
      "#organisatie-website",
    ]);
    vi.restoreAllMocks();
    const taken = await act(typed, [...base, [createOrganiser, () => problemResponse(new ProblemError("organizer-exists"))]]);
    expect(taken.result).toEqual({ errors: [{ field: "name", message: new ProblemError("organizer-exists").nl }], values: typed });
  });
});

describe("Gegevens wijzigen", () => {
  /** Organiser 77 in Katrien's permissions, as staff of its region (or as its own ADMIN). */
  const of77 = (p: OrganizerPermissions): OrganizerPermissions => ({ ...p, organizer: { ...p.organizer, id: "77" } });
  const placed: ManagedOrganiser = {
    ...created,
    address: { street: "Kreekstraat 12", postalCode: "9030", city: "Mariakerke" },
    location: { lat: 51.0543, lon: 3.7174 },
    types: ["cidCheckin", "pointOfSale"],
  };

  it("fills the form in with the organiser as the api has it, in its region, for staff of that region", async () => {
    const asked: unknown[] = [];
    const loaded = await load(
      [
        [getPermissions, () => [regionStaff, of77(regionStaff)]],
        [listStaffRegions, () => regions],
        [getManagedOrganiser, ({ path, query }) => (asked.push({ path, query }), placed)],
      ],
      true,
    );
    expect(asked).toEqual([{ path: "/v4/organizers/77", query: { cardSystemId: 1 } }]);
    expect(loaded.page).toMatchObject({
      kind: "ok",
      organiser: { id: "77", name: "Jeugdhuis De Kreek" },
      regions: [{ id: "1" }],
      values: {
        municipality: "9030 Mariakerke",
        street: "Kreekstraat 12",
        location: "51.0543, 3.7174",
        types: "cidCheckin,pointOfSale",
        email: "",
      },
    });
    const doc = render(loaded.page, undefined, true);
    expect(doc.querySelector("h1")?.textContent).toBe("Gegevens wijzigen");
    expect(doc.querySelector(".backoffice-context")?.textContent).toBe("Jeugdhuis De Kreek");
    expect(doc.querySelector("#organisatie-gemeente option[selected]")?.textContent).toBe("9030 Mariakerke");
    expect(doc.querySelector("#organisatie-plaats")?.getAttribute("value")).toBe("51.0543, 3.7174");
    expect([...doc.querySelectorAll("input[name=types][checked]")].map((i) => i.getAttribute("value"))).toEqual([
      "pointOfSale",
      "cidCheckin",
    ]);
    expect(doc.querySelector("button[type=submit]")?.textContent).toBe("Wijzigingen bewaren");
    expect(doc.querySelector(".backoffice-back a")?.getAttribute("href")).toBe("/organisatie/77");
  });

  it("tells the organiser's own ADMIN that its details are the region's (403), and sends another organiser back to the choice", async () => {
    const admin = await load([[getPermissions, () => [of77(organiserAdmin)]]], true);
    expect(admin).toEqual({ page: { kind: "no-region" }, status: 403 });
    expect(render(admin.page, undefined, true).querySelector("p.backoffice-lead")?.textContent).toContain(
      "wijzigt een medewerker van de regio",
    );
    vi.restoreAllMocks();
    expect(await act(typed, [[getPermissions, () => [regionStaff]]], true)).toEqual({ redirect: "/organisatie" });
  });

  it("sends the whole organiser and goes back to its home, which says the details were saved", async () => {
    const sent: unknown[] = [];
    const done = await act(
      { ...typed, region: "3", name: "Jeugdhuis Den Overkant", location: "51.0612, 3.7301", types: "pointOfSale" },
      [
        [getPermissions, () => [of77(regionStaff)]],
        [listStaffRegions, () => regions],
        [updateOrganiser, ({ path, query, body }) => (sent.push({ path, query, body }), placed)],
      ],
      true,
    );
    expect(done).toEqual({ redirect: "/organisatie/77?melding=gewijzigd" });
    // The region is the organiser's, whatever the form says.
    expect(sent).toEqual([
      {
        path: "/v4/organizers/77",
        query: { cardSystemId: 1 },
        body: expect.objectContaining({ name: "Jeugdhuis Den Overkant", location: { lat: 51.0612, lon: 3.7301 }, types: ["pointOfSale"] }),
      },
    ]);
  });

  it("keeps what was typed and shows the api's refusal: another organiser's name at the name, a far place at the place, one no longer in the region above the form", async () => {
    const base: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [of77(regionStaff)]],
      [listStaffRegions, () => regions],
    ];
    const taken = await act(typed, [...base, [updateOrganiser, () => problemResponse(new ProblemError("organizer-exists"))]], true);
    expect(taken.result).toEqual({ errors: [{ field: "name", message: new ProblemError("organizer-exists").nl }], values: typed });
    vi.restoreAllMocks();
    const far = await act(
      typed,
      [...base, [updateOrganiser, () => problemResponse(new ProblemError("location-far-from-municipality"))]],
      true,
    );
    expect(far.result).toEqual({
      errors: [{ field: "location", message: new ProblemError("location-far-from-municipality").nl }],
      values: typed,
    });
    vi.restoreAllMocks();
    const gone = await act(typed, [...base, [updateOrganiser, () => problemResponse(new ProblemError("organizer-not-found"))]], true);
    expect(gone.result).toEqual({ errors: [], general: new ProblemError("organizer-not-found").nl, values: typed });
  });
});
