// @vitest-environment happy-dom
// The back office's pages with the api stood in (testing/pages.ts, each call checked against its declaration)
// and a signed-in session stood in: who is staff is the api's answer (the 403 page otherwise), what a staff
// member may do follows the api's rights (a MEMBER sees no "Nieuwe activiteit"), the form's strings become
// the api's request (Brussels' offset, a decimal comma) and the api's Dutch field messages come back in the
// error summary; the end, the poster's link and the kiosk's code.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createEvent,
  endEvent,
  getEvent,
  getEventKioskCode,
  getQrCheckinCodesDownloadLink,
  listOrganizerEvents,
  updateEvent,
  type Event,
} from "@vtp/contracts/activities";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { listStaffRegions } from "@vtp/contracts/organiser-management";
import { PROBLEM_CONTENT_TYPE, ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as activitiesPage from "./activities.tsx";
import * as activityEdit from "./activity-edit.tsx";
import * as activityNew from "./activity-new.tsx";
import * as activityEnd from "./activity-end.tsx";
import * as kioskCode from "./kiosk-code.tsx";
import * as poster from "./poster.tsx";
import * as home from "./home.tsx";
import * as start from "./start.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const problem = (code: ProblemCode) => {
  const p = new ProblemError(code);
  return Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });
};

function organiser(id: string, name: string, extra: Partial<OrganizerPermissions> = {}): OrganizerPermissions {
  return {
    organizer: { id, name, address: { postalCode: "9000", city: "Gent" } },
    role: "MEMBER",
    lastUsed: false,
    permissions: ["EVENTS_READ", "PASSES_READ", "CHECKINS_WRITE"],
    permissionDetails: [],
    ...extra,
  };
}
const library = organiser("1", "Stadsbibliotheek Gent", {
  role: "ADMIN",
  permissions: ["EVENTS_READ", "EVENTS_UPDATE", "EVENTS_QR_CHECKINCODE", "PASSES_READ"],
});
const pool = organiser("4", "Stedelijk zwembad Gent", { lastUsed: true });
const regionOnly = organiser("9", "Museum Gent", {
  role: null,
  permissions: ["PERMISSIONS_READ", "ORGANIZERS_SEARCH", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_ADMINS_WRITE", "ORGANIZERS_REPORTS"],
});

function event(id: string, title: string, extra: Partial<Event> = {}): Event {
  return {
    id,
    organizerId: "1",
    title,
    description: null,
    permanent: false,
    startDate: "2026-11-22T09:00:00.000Z",
    endDate: "2026-11-22T11:00:00.000Z",
    status: "ACTIVE",
    endedDate: null,
    priceInfo: [{ name: "Basistarief", price: 6 }],
    settings: {
      id,
      checkinPoints: 1,
      checkinLimit: { volume: 1, periodType: "DAY" },
      passholderTicketLimit: { volume: 1, periodType: "MONTH" },
    },
    ...extra,
  };
}
const running = event("10", "Voorleesuurtje");
const ended = event("11", "Oude expo", { status: "ENDED", endedDate: "2026-11-20T10:00:00.000Z" });

type Handlers = [EndpointDeclaration, ApiHandler][];
type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown; default?: ComponentType<never> };

function standIn(handlers: Handlers) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return { context, fetch };
}

async function run(
  module: Module,
  kind: "loader" | "action",
  url: string,
  params: Record<string, string>,
  handlers: Handlers,
  form?: Record<string, string>,
) {
  const { context, fetch } = standIn(handlers);
  const init = form ? { method: "POST", body: new URLSearchParams(form) } : {};
  const request = new Request(`http://127.0.0.1:3000${url}`, init);
  const before = fetch.mock.calls.length;
  const calls = () => fetch.mock.calls.slice(before).map(([input]) => new URL(String(input)).pathname);
  try {
    const answer = (await module[kind]!({ request, context, params } as never)) as unknown;
    if (answer instanceof Response) return { response: answer, status: answer.status, calls: calls() };
    const wrapped = answer as DataWithResponseInit<unknown>;
    const isData = typeof answer === "object" && answer !== null && "data" in answer && "init" in answer;
    return { data: isData ? wrapped.data : answer, status: isData ? (wrapped.init?.status ?? 200) : 200, calls: calls() };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), status: thrown.status, calls: calls() };
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status !== undefined) return { status: init.status, calls: calls() };
    throw thrown;
  }
}

function render(module: Module, loaderData: unknown, actionData?: unknown) {
  const Page = module.default as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    { path: "*", Component: () => createElement(Page, { loaderData, actionData, params: { organisatie: "1" }, matches: [] }) },
  ]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: ["/organisatie/1"] }));
  return doc;
}

describe("the back office's door", () => {
  it("answers 403 with the staff page to a holder, and to staff with neither activities nor a region", async () => {
    const holder = await run(start, "loader", "/organisatie", {}, [
      [getPermissions, () => problem("not-staff")],
      [listStaffRegions, () => problem("not-staff")],
    ]);
    expect(holder).toMatchObject({ data: { kind: "not-staff" }, status: 403 });
    const counterOnly = organiser("5", "Kassa", { permissions: ["PASSES_READ"] });
    expect(
      await run(start, "loader", "/organisatie", {}, [
        [getPermissions, () => [counterOnly]],
        [listStaffRegions, () => ({ regions: [] })],
      ]),
    ).toMatchObject({ status: 403 });
    const doc = render(start, { kind: "not-staff" });
    expect(doc.querySelector("h1")?.textContent).toBe("Deze pagina is voor medewerkers van een organisatie");
  });

  it("offers staff of a region without organisers an empty choice and the first one to add", async () => {
    const region = { id: 40, name: "UiTPAS Leiestreek", slug: "leiestreek", municipalities: [{ postalCode: "9899", name: "Leiedorp" }] };
    const first = await run(start, "loader", "/organisatie", {}, [
      [getPermissions, () => []],
      [listStaffRegions, () => ({ regions: [region] })],
    ]);
    expect(first).toMatchObject({ status: 200, data: { kind: "organiser", organisers: [], canAddOrganiser: true, firstOrganiser: true } });
    const doc = render(start, first.data);
    expect(doc.body.textContent).toContain("Je regio heeft nog geen organisaties. Voeg de eerste toe");
    expect(doc.querySelector(".backoffice-add a")?.getAttribute("href")).toBe("/organisatie/nieuw");
    // No empty list ("lijst, 0 items" in a screen reader).
    expect(doc.querySelector("ul")).toBeNull();
  });

  it("skips the choice with one organiser, offers it in the api's order otherwise", async () => {
    expect(await run(start, "loader", "/organisatie", {}, [[getPermissions, () => [library]]])).toMatchObject({
      redirect: "/organisatie/1",
      status: 302,
    });
    const choice = await run(start, "loader", "/organisatie", {}, [[getPermissions, () => [pool, library]]]);
    expect(choice.data).toMatchObject({ kind: "organiser", organisers: [{ id: "4", lastUsed: true }, { id: "1" }] });
    const links = [...render(start, choice.data).querySelectorAll("[data-testid=organisaties] a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/organisatie/4", "/organisatie/1"]);
  });
});

describe("card-system staff of the region", () => {
  it("get the region's organiser with its reports, staff and audit log, and no activities, rewards or counter", async () => {
    expect(await run(start, "loader", "/organisatie", {}, [[getPermissions, () => [regionOnly]]])).toMatchObject({
      redirect: "/organisatie/9",
    });
    const page = await run(home, "loader", "/organisatie/9", { organisatie: "9" }, [[getPermissions, () => [regionOnly]]]);
    expect(page.data).toMatchObject({
      kind: "ok",
      organiser: {
        id: "9",
        regionStaff: true,
        canReadActivities: false,
        canReadReports: true,
        canReadAuditLog: true,
        canChangeStaff: false,
      },
    });
    const doc = render(home, page.data);
    const links = [...doc.querySelectorAll("[data-testid=onderdelen] a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/organisatie/9/rapporten", "/organisatie/9/medewerkers", "/organisatie/9/logboek", "/organisatie/9/gegevens"]);
    expect(doc.body.textContent).toContain("als medewerker van de regio");
    // An activity page sends them to the organiser's home without asking the api for its activities.
    const activities = await run(activitiesPage, "loader", "/organisatie/9/activiteiten", { organisatie: "9" }, [
      [getPermissions, () => [regionOnly]],
    ]);
    expect(activities).toMatchObject({ redirect: "/organisatie/9" });
    expect(activities.calls).toEqual(["/api/v4/permissions"]);
  });

  it("narrow a region's long list with ?zoek= (every word, in the name or the town, whatever accents or case)", async () => {
    const region = ["Bib De Leeshoek", "Stedelijk zwembad Gent", "Zwembad Aquarena", "Erfgoedhuis Gent", "Café Théâtre"].map((name, i) =>
      organiser(String(20 + i), name, { role: null, permissions: regionOnly.permissions }),
    );
    const many = [...region, ...["A", "B", "C", "D", "E"].map((n, i) => organiser(String(40 + i), `Club ${n}`, regionOnly))];
    const handlers: Handlers = [[getPermissions, () => many]];
    const found = async (query: string) => {
      const answer = await run(start, "loader", `/organisatie?zoek=${encodeURIComponent(query)}`, {}, handlers);
      return (answer.data as { organisers: { name: string }[] }).organisers.map((o) => o.name);
    };
    expect(await found("STEDELIJK zwembad")).toEqual(["Stedelijk zwembad Gent"]);
    expect(await found("gent bib")).toEqual(["Bib De Leeshoek"]);
    expect(await found("zwembad")).toEqual(["Stedelijk zwembad Gent", "Zwembad Aquarena"]);
    expect(await found("cafe theatre")).toEqual(["Café Théâtre"]);
    expect(await found("niets")).toEqual([]);
    // Nothing found is not "no organiser yet": the usual lead stays.
    const none = await run(start, "loader", "/organisatie?zoek=niets", {}, handlers);
    expect(none.data).toMatchObject({ firstOrganiser: false });
    expect(render(start, none.data).body.textContent).not.toContain("nog geen organisaties");
    const all = await run(start, "loader", "/organisatie", {}, handlers);
    expect(all.data).toMatchObject({ search: { query: "", total: 10, action: "/organisatie" } });
    expect((all.data as { organisers: unknown[] }).organisers).toHaveLength(10);
    // A short list has no search.
    expect((await run(start, "loader", "/organisatie", {}, [[getPermissions, () => [pool, library]]])).data).toMatchObject({
      search: null,
    });
  });
});

describe("the activities list", () => {
  it("lists the organiser's activities with their state in words; an ADMIN may make one, a MEMBER not", async () => {
    const sent: unknown[] = [];
    const handlers: Handlers = [
      [getPermissions, () => [pool, library]],
      [listOrganizerEvents, ({ query }) => (sent.push(query), { totalItems: 2, member: [running, ended] })],
    ];
    const admin = await run(activitiesPage, "loader", "/organisatie/1/activiteiten", { organisatie: "1" }, handlers);
    expect(sent).toEqual([{ organizerId: 1 }]);
    const doc = render(activitiesPage, admin.data);
    const items = [...doc.querySelectorAll("[data-testid=activiteiten] li")].map((li) => li.textContent);
    expect(items[0]).toContain("Voorleesuurtje");
    expect(items[0]).toContain("Loopt");
    expect(items[1]).toContain("Beëindigd");
    expect(doc.querySelector('a[href="/organisatie/1/activiteiten/nieuw"]')?.textContent).toBe("Nieuwe activiteit");

    const member = await run(activitiesPage, "loader", "/organisatie/4/activiteiten", { organisatie: "4" }, handlers);
    expect(render(activitiesPage, member.data).querySelector('a[href$="/nieuw"]')).toBeNull();
    // An organiser the account does not manage: back to the choice, nothing asked of the api.
    expect(await run(activitiesPage, "loader", "/organisatie/77/activiteiten", { organisatie: "77" }, handlers)).toMatchObject({
      redirect: "/organisatie",
    });
  });
});

describe("making an activity", () => {
  const form = {
    title: "Voorleesuurtje",
    description: "Verhalen voor kleuters.",
    permanent: "nee",
    startDate: "05/12/2026",
    startTime: "14:00",
    endDate: "05/07/2027",
    endTime: "",
    priceName1: "Basistarief",
    priceValue1: "6",
    priceName2: "Kinderen",
    priceValue2: "3,50",
    checkinPoints: "2",
    checkinLimitVolume: "1",
    checkinLimitPeriod: "DAY",
    ticketLimitVolume: "1",
    ticketLimitPeriod: "MONTH",
  };

  it("sends the api the activity (Brussels' offsets, a decimal comma) and goes to its page", async () => {
    const bodies: unknown[] = [];
    const handlers: Handlers = [
      [getPermissions, () => [library]],
      [createEvent, ({ body }) => (bodies.push(body), event("12", "Voorleesuurtje"))],
    ];
    const done = await run(activityNew, "action", "/organisatie/1/activiteiten/nieuw", { organisatie: "1" }, handlers, form);
    expect(done).toMatchObject({ redirect: "/organisatie/1/activiteiten/12?melding=created", status: 302 });
    expect(bodies[0]).toMatchObject({
      title: "Voorleesuurtje",
      permanent: false,
      startDate: "2026-12-05T14:00:00+01:00",
      endDate: "2027-07-05T23:59:00+02:00",
      priceInfo: [
        { name: "Basistarief", price: 6 },
        { name: "Kinderen", price: 3.5 },
      ],
      checkinPoints: 2,
      checkinLimit: { volume: 1, periodType: "DAY" },
      passholderTicketLimit: { volume: 1, periodType: "MONTH" },
    });
  });

  it("shows the api's Dutch messages in the error summary, with what was typed, and nothing is made", async () => {
    const bodies: unknown[] = [];
    const handlers: Handlers = [
      [getPermissions, () => [library]],
      [createEvent, ({ body }) => (bodies.push(body), event("12", "x"))],
    ];
    const bad = { ...form, title: "  ", checkinPoints: "veel", priceValue2: "" };
    const refused = await run(activityNew, "action", "/organisatie/1/activiteiten/nieuw", { organisatie: "1" }, handlers, bad);
    expect(bodies).toEqual([]); // the stand-in refused it as the api does
    const result = refused.data as { errors: { field: string; message: string }[]; values: Record<string, string> };
    expect(result.errors.map((e) => e.field)).toEqual(["title", "priceInfo", "checkinPoints"]);
    expect(result.values.checkinPoints).toBe("veel");
    const loaded = await run(activityNew, "loader", "/organisatie/1/activiteiten/nieuw", { organisatie: "1" }, handlers);
    const doc = render(activityNew, loaded.data, result);
    const summary = [...doc.querySelectorAll(".error-summary li")].map((li) => li.textContent);
    expect(summary).toEqual(
      expect.arrayContaining([
        "Titel: geef de activiteit een titel.",
        "Prijscategorieën: geef een prijs in euro van 0 tot 10.000, met hoogstens twee cijfers na de komma.",
        "Punten per check-in: het aantal punten per check-in is een geheel getal van 1 tot 100.",
      ]),
    );
    expect(doc.querySelector<HTMLInputElement>("#activiteit-punten")?.getAttribute("aria-invalid")).toBe("true");

    // A day the form cannot read is the form's own error: nothing is sent.
    const typo = await run(activityNew, "action", "/organisatie/1/activiteiten/nieuw", { organisatie: "1" }, handlers, {
      ...form,
      startDate: "31/02/2026",
    });
    expect((typo.data as { errors: unknown[] }).errors).toEqual([{ field: "startDate", message: "Typ een datum als 22/04/2027." }]);
    expect(typo.calls).toEqual(["/api/v4/permissions"]);
  });

  it("is not offered to a MEMBER (EVENTS_UPDATE), and the action refuses one", async () => {
    const handlers: Handlers = [[getPermissions, () => [pool]]];
    expect(await run(activityNew, "loader", "/organisatie/4/activiteiten/nieuw", { organisatie: "4" }, handlers)).toMatchObject({
      redirect: "/organisatie/4/activiteiten",
    });
    const posted = await run(activityNew, "action", "/organisatie/4/activiteiten/nieuw", { organisatie: "4" }, handlers, form);
    expect(posted.status).toBe(403);
    expect(posted.calls).toEqual(["/api/v4/permissions"]);
  });
});

describe("changing an activity", () => {
  const params = { organisatie: "1", activiteit: "10" };
  it("fills the form with the activity in Brussels time and sends the whole activity back", async () => {
    const bodies: unknown[] = [];
    const handlers: Handlers = [
      [getPermissions, () => [library]],
      [getEvent, () => running],
      [updateEvent, ({ body }) => (bodies.push(body), running)],
    ];
    const loaded = await run(activityEdit, "loader", "/organisatie/1/activiteiten/10/wijzigen", params, handlers);
    expect((loaded.data as { values: Record<string, string> }).values).toMatchObject({
      title: "Voorleesuurtje",
      permanent: "nee",
      startDate: "22/11/2026",
      startTime: "10:00",
      endTime: "12:00",
      priceName1: "Basistarief",
      priceValue1: "6,00",
    });
    const values = (loaded.data as { values: Record<string, string> }).values;
    const done = await run(activityEdit, "action", "/organisatie/1/activiteiten/10/wijzigen", params, handlers, values);
    expect(done).toMatchObject({ redirect: "/organisatie/1/activiteiten/10?melding=updated" });
    expect(bodies[0]).toMatchObject({
      startDate: "2026-11-22T10:00:00+01:00",
      endDate: "2026-11-22T12:00:00+01:00",
      priceInfo: [{ name: "Basistarief", price: 6 }],
    });
    // An ended activity is not offered for a change.
    const over = await run(activityEdit, "loader", "/organisatie/1/activiteiten/11/wijzigen", { organisatie: "1", activiteit: "11" }, [
      [getPermissions, () => [library]],
      [getEvent, () => ended],
    ]);
    expect(over).toMatchObject({ redirect: "/organisatie/1/activiteiten/11" });
  });
});

describe("ending, the poster and the kiosk", () => {
  const params = { organisatie: "1", activiteit: "10" };

  it("ends an activity after the question, or shows the api's refusal", async () => {
    const ends: unknown[] = [];
    const ok: Handlers = [
      [getPermissions, () => [library]],
      [getEvent, () => running],
      [endEvent, ({ query }) => (ends.push(query), { ...running, status: "ENDED", endedDate: "2026-11-22T10:00:00.000Z" })],
    ];
    const question = await run(activityEnd, "loader", "/organisatie/1/activiteiten/10/beeindigen", params, ok);
    expect(render(activityEnd, question.data).querySelector("button[type=submit]")?.textContent).toBe("Ja, beëindigen");
    const done = await run(activityEnd, "action", "/organisatie/1/activiteiten/10/beeindigen", params, ok, {});
    expect(done).toMatchObject({ redirect: "/organisatie/1/activiteiten/10?melding=ended" });
    expect(ends).toEqual([{ organizerId: 1 }]);
    const refused = await run(
      activityEnd,
      "action",
      "/organisatie/1/activiteiten/10/beeindigen",
      params,
      [
        [getPermissions, () => [library]],
        [endEvent, () => problem("event-ended")],
      ],
      {},
    );
    expect(refused.data).toEqual({ error: new ProblemError("event-ended").nl });
  });

  it("sends the browser on to the poster's signed link", async () => {
    const link = { downloadLink: "http://127.0.0.1:3000/api/checkin-posters/vc1.x", expiresAt: "2026-11-22T10:10:00.000Z" };
    const answer = await run(poster, "loader", "/organisatie/1/activiteiten/10/affiche", params, [
      [getPermissions, () => [library]],
      [getQrCheckinCodesDownloadLink, () => link],
    ]);
    expect(answer.status).toBe(302);
    expect(answer.response?.headers.get("location")).toBe(link.downloadLink);
  });

  it("answers the kiosk's next code as an SVG QR code, no-store; 409 once the activity ended", async () => {
    const code = {
      checkinUrl: "http://127.0.0.1:3000/sparen?code=vc1.abc",
      expiresAt: "2026-11-22T10:01:00.000Z",
      refreshAt: "2026-11-22T10:00:30.000Z",
    };
    const ok = await run(kioskCode, "loader", "/organisatie/1/activiteiten/10/kiosk/code", params, [
      [getPermissions, () => [pool, library]],
      [getEventKioskCode, () => code],
    ]);
    expect(ok.response?.headers.get("cache-control")).toBe("private, no-store");
    const body = (await ok.response!.json()) as { qr: { viewBox: string; d: string }; refreshInMs: number; expiresAt: string };
    expect(body).toMatchObject({ expiresAt: code.expiresAt, refreshInMs: 30_000 });
    expect(body.qr.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(body.qr.d.length).toBeGreaterThan(100);
    const over = await run(kioskCode, "loader", "/organisatie/1/activiteiten/10/kiosk/code", params, [
      [getPermissions, () => [library]],
      [getEventKioskCode, () => problem("event-ended")],
    ]);
    expect(over.status).toBe(409);
    expect(await over.response!.json()).toEqual({ ended: true });
    const holder = await run(kioskCode, "loader", "/organisatie/1/activiteiten/10/kiosk/code", params, [
      [getPermissions, () => problem("not-staff")],
    ]);
    expect(holder.status).toBe(403);
  });
});
