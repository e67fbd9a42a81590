// @vitest-environment happy-dom
// "Rapporten" in the back office (/organisatie/:organisatie/rapporten, decision 0048) with the api stood in: a
// MEMBER gets the 403 page and neither the CSV nor a request reaches the api; an ADMIN's typed days become the
// api's calendar days, a period up to 92 days is asked at once and shown as a table with caption and headers,
// a longer one is offered as a request (nothing asked yet) and its POST goes to the request's page; the CSV
// is the api's text as it came (BOM and all), as an attachment that no cache keeps.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import {
  createReportRequest,
  downloadReportCsv,
  getCheckinsReport,
  listReportRequests,
  type CheckinsReport,
  type ReportRequest,
} from "@vtp/contracts/reports";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as csvRoute from "./report-csv.tsx";
import * as page from "./reports.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const admin: OrganizerPermissions = {
  organizer: { id: "1", name: "Stadsbibliotheek Gent", address: { postalCode: "9000", city: "Gent" } },
  role: "ADMIN",
  lastUsed: true,
  permissions: ["EVENTS_READ", "PASSES_READ", "REWARDS_READ", "ORGANIZERS_REPORTS"],
  permissionDetails: [],
};
const member: OrganizerPermissions = { ...admin, role: "MEMBER", permissions: ["EVENTS_READ", "PASSES_READ", "REWARDS_READ"] };
const report: CheckinsReport = {
  period: { from: "2026-11-01", to: "2026-11-22" },
  rows: [
    { date: "2026-11-19", eventId: "4", eventTitle: "Voorleesuurtje", checkins: 3, points: 3 },
    { date: "2026-11-20", eventId: "4", eventTitle: "Voorleesuurtje", checkins: 1, points: 1 },
  ],
  totals: { checkins: 4, points: 4 },
};
const CSV = "\uFEFFDatum;Activiteit-ID;Activiteit;Check-ins;Punten\r\n19/11/2026;4;Voorleesuurtje;3;3\r\n";
const params = { organisatie: "1" };

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  const calls = () => fetch.mock.calls.map(([input]) => new URL(String(input)).pathname + new URL(String(input)).search);
  return { context, calls };
}

async function run<T>(fn: () => Promise<T>) {
  try {
    return { value: await fn() };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), status: thrown.status };
    return { status: (thrown as DataWithResponseInit<unknown>).init?.status };
  }
}

function load(query: string, handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, calls } = standIn(handlers);
  const request = new Request(`http://127.0.0.1:3000/organisatie/1/rapporten${query}`);
  return run(async () => {
    const answer = (await page.loader({ request, context, params } as never)) as unknown as DataWithResponseInit<Record<string, unknown>>;
    return { data: answer.data, status: answer.init?.status ?? 200, calls: calls() };
  });
}

function render(loaderData: unknown) {
  const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, params, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: ["/organisatie/1/rapporten"] }));
  return doc;
}

describe("Rapporten", () => {
  it("gives a MEMBER the 403 page, and neither the CSV nor a request reaches the api", async () => {
    const reached: string[] = [];
    const handlers: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [member]],
      [getCheckinsReport, () => (reached.push("report"), report)],
      [downloadReportCsv, () => (reached.push("csv"), new Response(CSV, { headers: { "content-type": "text/csv" } }))],
      [createReportRequest, () => (reached.push("request"), {})],
      [listReportRequests, () => (reached.push("list"), { reportRequests: [] })],
    ];
    const shown = await load("", handlers);
    expect(shown.value).toMatchObject({ status: 403, data: { kind: "no-right" } });
    vi.restoreAllMocks();
    const { context } = standIn(handlers);
    const csv = await run(() =>
      csvRoute.loader({
        request: new Request("http://127.0.0.1:3000/organisatie/1/rapporten/csv?rapport=checkins&van=2026-11-01&tot=2026-11-22"),
        context,
        params,
      } as never),
    );
    expect(csv.status).toBe(403);
    const body = new URLSearchParams({ rapport: "checkins", van: "2025-11-01", tot: "2026-11-22" });
    const asked = await run(() =>
      page.action({
        request: new Request("http://127.0.0.1:3000/organisatie/1/rapporten", { method: "POST", body }),
        context,
        params,
      } as never),
    );
    expect(asked.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("asks the api for the typed days and shows a table with caption, headers and total", async () => {
    const shown = await load("?rapport=checkins&van=1/11/2026&tot=22/11/2026", [
      [getPermissions, () => [admin]],
      [getCheckinsReport, () => report],
      [listReportRequests, () => ({ reportRequests: [] })],
    ]);
    expect(shown.value?.calls).toContain("/api/reports/checkins?organizerId=1&from=2026-11-01&to=2026-11-22");
    const doc = render(shown.value!.data);
    const table = doc.querySelector("table")!;
    expect(table.querySelector("caption")?.textContent).toBe(
      "Check-ins per activiteit per dag, 1 november 2026 tot en met 22 november 2026",
    );
    expect([...table.querySelectorAll("thead th[scope=col]")].map((th) => th.textContent)).toEqual([
      "Datum",
      "Activiteit",
      "Check-ins",
      "Punten",
    ]);
    expect([...table.querySelectorAll("tbody th[scope=row]")].map((th) => th.textContent)).toEqual(["19/11/2026", "20/11/2026"]);
    expect([...table.querySelectorAll("tfoot td")].map((td) => td.textContent)).toEqual(["4", "4"]);
    expect(doc.querySelector("a[download]")?.getAttribute("href")).toBe(
      "/organisatie/1/rapporten/csv?rapport=checkins&van=2026-11-01&tot=2026-11-22",
    );
  });

  it("names an unreadable day, and offers a long period as a request without asking for it", async () => {
    const none = [listReportRequests, () => ({ reportRequests: [] })] satisfies [EndpointDeclaration, ApiHandler];
    const wrong = await load("?rapport=checkins&van=31/02/2026&tot=22/11/2026", [[getPermissions, () => [admin]], none]);
    expect(wrong.value?.data).toMatchObject({ errors: [{ field: "van", message: "Typ een datum als 22/04/2027." }], result: null });
    expect(render(wrong.value!.data).querySelector(".error-summary a")?.textContent).toBe("Eerste dag: typ een datum als 22/04/2027.");
    vi.restoreAllMocks();
    const long = await load("?rapport=voordelen&van=1/1/2026&tot=22/11/2026", [[getPermissions, () => [admin]], none]);
    expect(long.value?.data).toMatchObject({
      result: { kind: "long", report: "rewards", from: "2026-01-01", to: "2026-11-22", days: 326 },
    });
    expect(long.value?.calls.filter((c) => c.startsWith("/api/reports") && !c.startsWith("/api/reports/requests?"))).toEqual([]);
  });

  it("lists the earlier requests, newest first, each with its state in words and a link to its page", async () => {
    const request = (id: string, status: ReportRequest["status"]): ReportRequest => ({
      id,
      report: "checkins",
      period: { from: "2025-01-01", to: "2026-11-20" },
      per: "day",
      status,
      creationDate: "2026-11-21T09:00:00Z",
    });
    const ready = "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f01";
    const expired = "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f02";
    const shown = await load("?rapport=checkins&van=1/11/2026&tot=22/11/2026", [
      [getPermissions, () => [admin]],
      [getCheckinsReport, () => report],
      [listReportRequests, () => ({ reportRequests: [request(ready, "ready"), request(expired, "expired")] })],
    ]);
    expect(shown.value?.calls).toContain("/api/reports/requests?organizerId=1");
    const items = [...render(shown.value!.data).querySelectorAll("[data-testid=aanvragen] li")];
    expect(items.map((li) => [li.querySelector("a")?.getAttribute("href"), li.querySelector("[data-status]")?.textContent])).toEqual([
      [`/organisatie/1/rapporten/aanvragen/${ready}`, "Klaar"],
      [`/organisatie/1/rapporten/aanvragen/${expired}`, "Verlopen"],
    ]);
    expect(items[0]!.querySelector("a")?.textContent).toBe("Check-ins per activiteit per dag, 1 januari 2025 tot en met 20 november 2026");
  });

  it("requests a long period and goes to its page; the queue's refusal is said in the api's words", async () => {
    const bodies: unknown[] = [];
    const body = () => new URLSearchParams({ rapport: "voordelen", van: "2026-01-01", tot: "2026-11-22" });
    const id = "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f01";
    const { context } = standIn([
      [getPermissions, () => [admin]],
      [
        createReportRequest,
        ({ body }) => (
          bodies.push(body),
          Response.json(
            {
              id,
              report: "rewards",
              period: { from: "2026-01-01", to: "2026-11-22" },
              per: "day",
              status: "queued",
              creationDate: "2026-11-22T10:00:00Z",
            },
            { status: 202 },
          )
        ),
      ],
    ]);
    const made = await run(() =>
      page.action({ request: new Request("http://x/", { method: "POST", body: body() }), context, params } as never),
    );
    expect(bodies).toEqual([{ report: "rewards", from: "2026-01-01", to: "2026-11-22", per: "day" }]);
    expect(made.redirect).toBe(`/organisatie/1/rapporten/aanvragen/${id}`);
    vi.restoreAllMocks();
    const unavailable = new ProblemError("report-queue-unavailable");
    const down = standIn([
      [getPermissions, () => [admin]],
      [
        createReportRequest,
        () => Response.json(unavailable.toProblem("t"), { status: 503, headers: { "content-type": PROBLEM_CONTENT_TYPE } }),
      ],
    ]);
    const refused = await run(() =>
      page.action({ request: new Request("http://x/", { method: "POST", body: body() }), context: down.context, params } as never),
    );
    expect(refused.value).toEqual({ general: unavailable.nl });
  });

  it("hands the api's CSV on as it came, as an attachment no cache keeps", async () => {
    const { context } = standIn([
      [getPermissions, () => [admin]],
      [downloadReportCsv, () => new Response(CSV, { headers: { "content-type": "text/csv; charset=utf-8" } })],
    ]);
    const request = new Request("http://127.0.0.1:3000/organisatie/1/rapporten/csv?rapport=checkins&van=2026-11-01&tot=2026-11-22");
    const response = (await csvRoute.loader({ request, context, params } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="rapport-checkins-2026-11-01-2026-11-22.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });
});
