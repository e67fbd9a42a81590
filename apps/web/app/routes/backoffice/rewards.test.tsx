// @vitest-environment happy-dom
// "Voordelen" in the back office (/organisatie/:organisatie/voordelen, decision 0046) with the api stood in (it
// checks every body against the contract, as the api does): a MEMBER gets the 403 page at the form and at the
// end and cannot post either (nothing reaches the api); an ADMIN's typed days become the api's Brussels
// moments, the contract's Dutch messages come back per field (in the summary and beside the field), the api's
// refusals land at their field, and the end posts once after the question.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { createReward, endReward, listManagedRewards, updateReward, type ManagedReward } from "@vtp/contracts/reward-management";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as editPage from "./reward-edit.tsx";
import * as endPage from "./reward-end.tsx";
import * as newPage from "./reward-new.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const admin: OrganizerPermissions = {
  organizer: { id: "1", name: "Stadsbibliotheek Gent", address: { postalCode: "9000", city: "Gent" } },
  role: "ADMIN",
  lastUsed: true,
  permissions: ["EVENTS_READ", "EVENTS_UPDATE", "PASSES_READ", "REWARDS_READ", "REWARDS_WRITE", "ORGANIZERS_REPORTS"],
  permissionDetails: [],
};
const member: OrganizerPermissions = { ...admin, role: "MEMBER", permissions: ["EVENTS_READ", "PASSES_READ", "REWARDS_READ"] };
const reward: ManagedReward = {
  id: "7",
  organizerId: "1",
  title: "Gratis koffie",
  description: null,
  type: "POINTS",
  points: 10,
  category: "Eten en drinken",
  maxAvailableUnits: 50,
  unitsTaken: 3,
  redeemLimit: { volume: 1, periodType: "MONTH" },
  redeemPeriod: { begin: "2026-12-01T00:00:00+01:00", end: null },
  cardSystems: [{ id: "1", name: "UiTPAS Gent" }],
  atCounter: true,
  online: false,
  status: "ACTIVE",
  endedDate: null,
  creationDate: "2026-11-20T09:00:00Z",
};
const problemResponse = (p: ProblemError) =>
  Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${new URL(String(input)).pathname}`);
  return { context, calls };
}

type Module = typeof newPage | typeof editPage | typeof endPage;

async function load(module: Module, at: string, params: Record<string, string>, handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context } = standIn(handlers);
  try {
    const answer = (await module.loader({ request: new Request(`http://127.0.0.1:3000${at}`), context, params } as never)) as unknown;
    const response = answer as DataWithResponseInit<{ kind: string }>;
    return { page: response.data, status: response.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

async function post(
  module: Module,
  at: string,
  params: Record<string, string>,
  form: Record<string, string>,
  handlers: [EndpointDeclaration, ApiHandler][],
) {
  const { context, calls } = standIn(handlers);
  const request = new Request(`http://127.0.0.1:3000${at}`, { method: "POST", body: new URLSearchParams(form) });
  try {
    return { result: (await module.action({ request, context, params } as never)) as unknown, calls: calls() };
  } catch (thrown) {
    const status = thrown instanceof Response ? thrown.status : (thrown as DataWithResponseInit<unknown>).init?.status;
    const location = thrown instanceof Response ? thrown.headers.get("location") : null;
    return { thrown: { status, location }, calls: calls() };
  }
}

const form = {
  title: "Gratis koffie",
  description: "",
  type: "POINTS",
  points: "10",
  category: "Eten en drinken",
  maxAvailableUnits: "50",
  redeemLimitVolume: "1",
  redeemLimitPeriod: "MONTH",
  redeemBegin: "1/12/2026",
  redeemEnd: "31/12/2026",
  atCounter: "ja",
};
const NEW = "/organisatie/1/voordelen/nieuw";

function renderForm(actionData: unknown) {
  const loaderData = {
    kind: "ok",
    organiser: { id: "1", name: "Stadsbibliotheek Gent", role: "ADMIN", canEditRewards: true },
    manyOrganisers: false,
    reward: null,
    values: {},
  };
  const Page = newPage.default as unknown as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [NEW] }));
  return doc;
}

describe("Voordelen: who may make and end", () => {
  it("gives a MEMBER the 403 page at the form and at the end, and sends nothing when a MEMBER posts", async () => {
    const made = await load(newPage, NEW, { organisatie: "1" }, [[getPermissions, () => [member]]]);
    expect(made).toMatchObject({ status: 403, page: { kind: "no-right" } });
    vi.restoreAllMocks();
    const end = await load(endPage, "/organisatie/1/voordelen/7/beeindigen", { organisatie: "1", voordeel: "7" }, [
      [getPermissions, () => [member]],
      [listManagedRewards, () => ({ totalItems: 1, member: [reward] })],
    ]);
    expect(end).toMatchObject({ status: 403, page: { kind: "no-right" } });
    vi.restoreAllMocks();
    const reached: string[] = [];
    const posted = await post(newPage, NEW, { organisatie: "1" }, form, [
      [getPermissions, () => [member]],
      [createReward, () => (reached.push("create"), reward)],
    ]);
    expect(posted.thrown?.status).toBe(403);
    expect(posted.calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
    vi.restoreAllMocks();
    const ended = await post(endPage, "/organisatie/1/voordelen/7/beeindigen", { organisatie: "1", voordeel: "7" }, {}, [
      [getPermissions, () => [member]],
      [endReward, () => (reached.push("end"), { ...reward, status: "ENDED" })],
    ]);
    expect(ended.thrown?.status).toBe(403);
    expect(reached).toEqual([]);
  });
});

describe("Voordelen: the form", () => {
  it("sends the typed days as Brussels moments and goes to the new reward's page", async () => {
    const bodies: unknown[] = [];
    const { thrown } = await post(newPage, NEW, { organisatie: "1" }, form, [
      [getPermissions, () => [admin]],
      [createReward, ({ body }) => (bodies.push(body), reward)],
    ]);
    expect(bodies).toEqual([
      {
        title: "Gratis koffie",
        description: null,
        type: "POINTS",
        points: 10,
        category: "Eten en drinken",
        maxAvailableUnits: 50,
        redeemLimit: { volume: 1, periodType: "MONTH" },
        redeemPeriod: { begin: "2026-12-01T00:00:00+01:00", end: "2026-12-31T23:59:00+01:00" },
        atCounter: true,
        online: false,
      },
    ]);
    expect(thrown?.location).toBe("/organisatie/1/voordelen/7?melding=created");
  });

  it("shows the contract's messages per field, in the summary and beside the field, with what was typed", async () => {
    const { result } = await post(newPage, NEW, { organisatie: "1" }, { ...form, points: "", atCounter: "" }, [
      [getPermissions, () => [admin]],
      [createReward, () => reward],
    ]);
    expect(result).toMatchObject({
      errors: [
        { field: "points", message: "Een voordeel met punten kost minstens 1 punt." },
        { field: "atCounter", message: "Kies waar het voordeel omgeruild kan worden: aan de balie, online of beide." },
      ],
      values: { title: "Gratis koffie", points: "" },
    });
    const doc = renderForm(result);
    const summary = [...doc.querySelectorAll(".error-summary a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(summary).toEqual([
      ["#voordeel-punten", "Aantal punten: een voordeel met punten kost minstens 1 punt."],
      ["#voordeel-balie", "Waar omruilen: kies waar het voordeel omgeruild kan worden: aan de balie, online of beide."],
    ]);
    expect(doc.querySelector("#voordeel-punten-error")?.textContent).toContain("Een voordeel met punten kost minstens 1 punt.");
    expect(doc.querySelector("#voordeel-titel-veld")?.getAttribute("value")).toBe("Gratis koffie");
  });

  it("refuses an unreadable day itself, and puts the api's refusals at their field", async () => {
    const unread = await post(newPage, NEW, { organisatie: "1" }, { ...form, redeemEnd: "31/02/2026" }, [[getPermissions, () => [admin]]]);
    expect(unread.result).toMatchObject({ errors: [{ field: "redeemEnd", message: "Typ een datum als 22/04/2027." }] });
    expect(unread.calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
    vi.restoreAllMocks();
    const past = await post(newPage, NEW, { organisatie: "1" }, form, [
      [getPermissions, () => [admin]],
      [createReward, () => problemResponse(new ProblemError("reward-in-the-past"))],
    ]);
    expect(past.result).toMatchObject({ errors: [{ field: "redeemEnd", message: new ProblemError("reward-in-the-past").nl }] });
    vi.restoreAllMocks();
    const below = await post(
      editPage,
      "/organisatie/1/voordelen/7/wijzigen",
      { organisatie: "1", voordeel: "7" },
      { ...form, maxAvailableUnits: "2" },
      [
        [getPermissions, () => [admin]],
        [updateReward, () => problemResponse(new ProblemError("reward-units-below-taken"))],
      ],
    );
    expect(below.result).toMatchObject({
      errors: [{ field: "maxAvailableUnits", message: new ProblemError("reward-units-below-taken").nl }],
    });
  });

  it("ends a reward after the question (an ADMIN), and says the api's refusal otherwise", async () => {
    const ended = await post(endPage, "/organisatie/1/voordelen/7/beeindigen", { organisatie: "1", voordeel: "7" }, {}, [
      [getPermissions, () => [admin]],
      [endReward, () => ({ ...reward, status: "ENDED", endedDate: "2026-11-22T10:00:00Z" })],
    ]);
    expect(ended.thrown?.location).toBe("/organisatie/1/voordelen/7?melding=ended");
    vi.restoreAllMocks();
    const again = await post(endPage, "/organisatie/1/voordelen/7/beeindigen", { organisatie: "1", voordeel: "7" }, {}, [
      [getPermissions, () => [admin]],
      [endReward, () => problemResponse(new ProblemError("reward-ended"))],
    ]);
    expect(again.result).toEqual({ error: new ProblemError("reward-ended").nl });
  });
});
