// The counter's page tests' fixtures (counter.test.tsx, counter-tariffs.test.tsx): staff permissions, activities,
// An's pass and rewards as the api answers them, the api stood in for fetch (each call checked against its
// declaration), the page's loader and action called like React Router does, and the signed-in staff session.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { vi } from "vitest";
import type { Pass } from "@vtp/contracts/counter";
import { listCounterRewards, type CounterReward } from "@vtp/contracts/counter-rewards";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import type { OrganizerPermissions } from "@vtp/contracts/staff";
import type { CounterActivity } from "../../features/counter/index.ts";
import type { CounterPage } from "../../features/counter/index.server.ts";
import type * as CurrentServer from "../../server/current.server.ts";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import { signedIn } from "../../testing/signed-in.server.ts";

type CounterRoute = { loader: (args: never) => unknown; action: (args: never) => unknown };

/** current.server.ts with a signed-in staff member (testing/signed-in.server.ts, the token "staff-token"). */
export const signedInStaff = (actual: typeof CurrentServer): typeof CurrentServer => signedIn(actual, "staff-token");

export const problem = (code: ProblemCode) => {
  const p = new ProblemError(code);
  return Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });
};

export function organiser(id: string, name: string, extra: Partial<OrganizerPermissions> = {}): OrganizerPermissions {
  return {
    organizer: { id, name, address: { postalCode: "9000", city: "Gent" } },
    role: "MEMBER",
    lastUsed: false,
    permissions: ["PASSES_READ", "CHECKINS_WRITE"],
    permissionDetails: [],
    ...extra,
  };
}
export const pool = organiser("4", "Stedelijk zwembad Gent", { lastUsed: true });
export const library = organiser("1", "Stadsbibliotheek Gent", { role: "ADMIN" });
export const regionOnly = organiser("9", "Museum Gent", { role: null, permissions: ["ORGANIZERS_SEARCH", "ORGANIZERS_REPORTS"] });
export const events = {
  totalItems: 2,
  member: [
    { id: "10", name: "Zwembeurt", permanent: true, points: 1, priceInfo: [{ name: "Basistarief", price: 4.5 }] },
    {
      id: "11",
      name: "Zwemles",
      permanent: false,
      points: 2,
      priceInfo: [],
      startDate: "2026-11-22T09:00:00Z",
      endDate: "2026-11-22T11:00:00Z",
    },
  ],
};
export const an: Pass = {
  uitpasNumber: "4010000120100",
  firstName: "An",
  points: 120,
  cardStatus: "ACTIVE",
  cardSystem: { id: 1, name: "UiTPAS Gent" },
  memberships: [{ cardSystem: { id: 1, name: "UiTPAS Gent" }, status: "ACTIVE" }],
  messages: [{ level: "WARNING", text: { nl: "Deze pas is niet actief in de regio van je organisatie." } }],
};
export const CHECKIN_ID = "5f0c6a9e-1b2c-4d3e-8f4a-0b1c2d3e4f5a";
export const REDEEMED_ID = "7a1c6a9e-1b2c-4d3e-8f4a-0b1c2d3e4f5b";
const reward = (id: string, title: string, points: number, extra: Partial<CounterReward> = {}): CounterReward => ({
  id,
  title,
  type: points === 0 ? "WELCOME" : "POINTS",
  points,
  online: false,
  maxAvailableUnits: null,
  unitsTaken: 0,
  redeemPeriod: { begin: "2026-01-01T00:00:00Z", end: null },
  redeemStatus: { redeemable: true },
  ...extra,
});
const coffee = reward("21", "Gratis koffie", 3);
const welcome = reward("22", "Welkomstgeschenk", 0);
const cinema = reward("23", "Filmticket", 500, {
  redeemStatus: { redeemable: false, reason: "reward-points", message: "Niet genoeg punten." },
});
export const rewards = { totalItems: 3, member: [coffee, welcome, cinema] };
export const listRewards: [EndpointDeclaration, ApiHandler] = [listCounterRewards, () => rewards];

export function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return { context, fetch };
}

/** The page's loader and action with the api stood in: `load` answers the page data (or the redirect),
 * `act` the action's result and the api paths it called. */
export function counterCalls(page: CounterRoute) {
  async function load(url: string, handlers: [EndpointDeclaration, ApiHandler][]) {
    const { context } = standIn(handlers);
    try {
      const answer = (await page.loader({ request: new Request(`http://127.0.0.1:3000${url}`), context, params: {} } as never)) as unknown;
      const wrapped = answer as DataWithResponseInit<CounterPage>;
      return { page: wrapped.data, status: wrapped.init?.status ?? 200 };
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), status: thrown.status };
      throw thrown;
    }
  }

  async function act(url: string, form: Record<string, string>, handlers: [EndpointDeclaration, ApiHandler][]) {
    const { context, fetch } = standIn(handlers);
    const request = new Request(`http://127.0.0.1:3000${url}`, { method: "POST", body: new URLSearchParams(form) });
    const result = await page.action({ request, context, params: {} } as never);
    return { result, calls: fetch.mock.calls.map(([input]) => new URL(String(input)).pathname) };
  }
  /** The working screen rendered on the server with this answer, at An's organiser (with the activity, or none). */
  function render(actionData: unknown, activity: CounterActivity | null = null) {
    const loaderData: CounterPage = {
      step: "identify",
      organiser: { id: "4", name: "Stedelijk zwembad Gent", role: "MEMBER", lastUsed: true },
      activity,
      manyOrganisers: false,
    };
    const Page = (page as unknown as { default: ComponentType<Record<string, unknown>> }).default;
    const Stub = createRoutesStub([
      { path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) },
    ]);
    const doc = document.implementation.createHTMLDocument("test");
    const url = `/balie?organisatie=4&activiteit=${activity?.id ?? "geen"}`;
    doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [url] }));
    return doc;
  }
  return { load, act, render };
}
