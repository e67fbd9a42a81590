// @vitest-environment happy-dom
// /sparen/mijn-punten with the api stood in (testing/pages.ts): a main holder with members gets "Wie was er
// nog bij?" for the scan kept in the session (a box per member, the reason beside one who cannot get the
// point), a holder without members nothing new; the plain form's action posts the chosen ones with that
// scan's key and shows a line per member after the save (decision 0054).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkInFamily, getFamilyCheckinOptions, type CheckInResult, type FamilyCheckinResult } from "@vtp/contracts/checkins";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import type * as CurrentServer from "../../server/current.server.ts";
import type * as SessionServer from "../../server/session.server.ts";
import type { ApiHandler } from "../../testing/pages.ts";

const session = vi.hoisted(() => ({ data: {} as Record<string, unknown>, updates: [] as unknown[] }));
vi.mock("../../server/current.server.ts", async (original) => {
  const actual = await original<typeof CurrentServer>();
  const { callApi } = await import("../../server/api.server.ts");
  const { readAppContext } = await import("../../context.server.ts");
  return {
    ...actual,
    requireAuth: async () => ({ session: { key: "web-session", accessToken: "token", data: session.data } }),
    callApiAsHolder: async (args: Parameters<typeof actual.callApiAsHolder>[0], endpoint: EndpointDeclaration, input: object) =>
      callApi(readAppContext(args.context), endpoint, { ...input, bearer: "token" } as never),
  };
});
vi.mock("../../server/session.server.ts", async (original) => ({
  ...(await original<typeof SessionServer>()),
  updateSessionData: async (_db: unknown, _key: string, patch: unknown) => {
    session.updates.push(patch);
  },
}));
// Vitest runs files one after another in a worker without new modules (vitest.config.ts: isolate false): a
// file before this one may have loaded the page with the real session modules. A fresh load takes the mocks;
// the page helpers load after it too, so that they and the page share one context key (context.ts).
vi.resetModules();
const { apiStandIn, pageContext, renderPage } = await import("../../testing/pages.ts");
const page = await import("./scan-result.tsx");

const SCAN = "3f1c7a52-4a0e-4d5f-9a49-1d2b8e6c0a11";
const PIETER = "b0000000-0000-4000-8000-000000000004";
const LOTTE = "b0000000-0000-4000-8000-000000000005";
const activity = { title: "Bezoek aan de bib", organiserName: "Bibliotheek Mechelen", place: "Mechelen" };
const scanResult: CheckInResult = {
  addedPoints: 1,
  totalPoints: 261,
  activity,
  firstName: "Sofie",
  lastNameInitial: "J.",
  city: "Mechelen",
  cardNumber: "4050000260100",
  cardSystem: { id: 5, name: "UiTPAS Mechelen" },
  points: 261,
};
const options = {
  activity,
  members: [
    { holderId: PIETER, firstName: "Pieter", canSave: true, reason: null },
    { holderId: LOTTE, firstName: "Lotte", canSave: false, reason: "vandaag al gespaard hier" },
  ],
};

const calls: { path: string; body: unknown }[] = [];
function standIn(handlers: { options?: ApiHandler; save?: ApiHandler } = {}) {
  const { context, config } = pageContext();
  const stand = apiStandIn(config, [
    [getFamilyCheckinOptions, handlers.options ?? (() => options)],
    [checkInFamily, handlers.save ?? (() => ({}))],
  ]);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ path: url.pathname, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
    return stand(input, init);
  });
  return context;
}

beforeEach(() => {
  session.data = { scanResult, scanKey: SCAN };
  session.updates = [];
  calls.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe("/sparen/mijn-punten: saving for the family", () => {
  it("shows a box per member of my family for the kept scan, with the reason beside one who cannot get the point", async () => {
    const { document } = await renderPage(page, "/sparen/mijn-punten", standIn());
    expect(calls.map((c) => c.path)).toEqual([`/api/user/checkin/${SCAN}/family`]);
    const section = document.querySelector("[data-testid=gezin-sparen]")!;
    expect(section.querySelector("h2")?.textContent).toBe("Wie was er nog bij?");
    expect(section.querySelector("form")?.getAttribute("method")).toBe("post");
    const pieter = section.querySelector<HTMLInputElement>(`input[value="${PIETER}"]`)!;
    expect(pieter.name).toBe("members");
    expect(pieter.disabled).toBe(false);
    expect(section.querySelector(`label[for="${pieter.id}"]`)?.textContent).toBe("Pieter");
    const lotte = section.querySelector<HTMLInputElement>(`input[value="${LOTTE}"]`)!;
    expect(lotte.disabled).toBe(true);
    expect(document.getElementById(lotte.getAttribute("aria-describedby")!)?.textContent).toBe("vandaag al gespaard hier");
  });

  it("shows nothing new to a holder without family members, or without a kept scan key", async () => {
    const none = await renderPage(page, "/sparen/mijn-punten", standIn({ options: () => ({ activity, members: [] }) }));
    expect(none.document.querySelector("[data-testid=gezin-sparen]")).toBeNull();
    expect(none.document.querySelector("h2")?.textContent).toBe("Hopla, weer een punt erbij!");
    session.data = { scanResult };
    calls.length = 0;
    const old = await renderPage(page, "/sparen/mijn-punten", standIn());
    expect(calls).toEqual([]);
    expect(old.document.querySelector("[data-testid=gezin-sparen]")).toBeNull();
  });

  it("posts the chosen members with the scan's key, keeps the answer and shows a line per member", async () => {
    const answer: FamilyCheckinResult = {
      activity,
      people: [
        {
          holderId: "b0000000-0000-4000-8000-000000000003",
          firstName: "Sofie",
          self: true,
          outcome: "saved",
          addedPoints: 1,
          totalPoints: 261,
        },
        { holderId: PIETER, firstName: "Pieter", self: false, outcome: "saved", addedPoints: 1, totalPoints: 76 },
        {
          holderId: LOTTE,
          firstName: "Lotte",
          self: false,
          outcome: "refused",
          code: "CHECKIN_LIMIT_REACHED",
          message: "vandaag al gespaard hier",
          nextPossibleAt: "2026-11-22T23:00:00.000Z",
        },
      ],
    };
    const context = standIn({ save: () => answer });
    const form = new URLSearchParams([
      ["members", PIETER],
      ["members", LOTTE],
    ]);
    const request = new Request("http://127.0.0.1:3000/sparen/mijn-punten", { method: "POST", body: form });
    const response = (await page.action({ request, context, params: {} } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sparen/mijn-punten");
    expect(calls).toEqual([{ path: `/api/user/checkin/${SCAN}/family`, body: { members: [PIETER, LOTTE] } }]);
    expect(session.updates).toEqual([{ scanFamily: { scan: SCAN, result: answer } }]);

    session.data = { ...session.data, scanFamily: { scan: SCAN, result: answer } };
    const after = await renderPage(page, "/sparen/mijn-punten", standIn({ options: () => ({ activity, members: [] }) }));
    const lines = [...after.document.querySelectorAll("[data-testid=gezin-resultaat] li")].map((li) => li.textContent);
    expect(lines).toEqual(["Pieter: +1 punt", "Lotte: vandaag al gespaard hier"]);
  });

  it("asks to choose someone when nothing was chosen, without calling the api", async () => {
    const context = standIn();
    const request = new Request("http://127.0.0.1:3000/sparen/mijn-punten", { method: "POST", body: new URLSearchParams() });
    const result = await page.action({ request, context, params: {} } as never);
    expect(result).toMatchObject({ errors: [{ field: "members", message: "Duid minstens één gezinslid aan." }] });
    expect(calls).toEqual([]);
  });
});
