// @vitest-environment happy-dom
// "Medewerkers" (/organisatie/:organisatie/medewerkers, decision 0047) with the api stood in and a signed-in
// ADMIN: the list and the invitations from the api, an invitation sent (and the api's field message for a
// wrong address, in the summary and at the field), a role changed, a removal asked first and then done, the
// api's sentence for the last ADMIN; a MEMBER is sent back to the organiser's home.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { getPermissions, type OrganizerPermissions } from "@vtp/contracts/staff";
import { changeStaffRole, inviteStaff, listStaff, removeStaff, resetStaffSecondFactor, type StaffList } from "@vtp/contracts/staff-members";
import { apiStandIn, pageContext, type ApiHandler } from "../../testing/pages.ts";
import * as page from "./staff.tsx";

vi.mock("../../server/current.server.ts", async (original) =>
  (await import("../../testing/signed-in.server.ts")).signedIn(await original(), "staff-token"),
);

afterEach(() => vi.restoreAllMocks());

const admin: OrganizerPermissions = {
  organizer: { id: "1", name: "Stadsbibliotheek Gent", address: { postalCode: "9000", city: "Gent" } },
  role: "ADMIN",
  lastUsed: true,
  permissions: ["EVENTS_READ", "PASSES_READ", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_ADMINS_WRITE"],
  permissionDetails: [],
};
const member: OrganizerPermissions = { ...admin, role: "MEMBER", permissions: ["EVENTS_READ", "PASSES_READ"] };
const ELS = "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f01";
const JAN = "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f02";
const staff: StaffList = {
  members: [
    {
      accountId: ELS,
      name: "Els Vandamme",
      email: "els.vandamme@voorbeeld.test",
      role: "ADMIN",
      lastActiveAt: "2026-11-20T09:00:00Z",
      hasSecondFactor: true,
    },
    { accountId: JAN, name: "", email: "jan@voorbeeld.test", role: "MEMBER", lastActiveAt: null, hasSecondFactor: false },
  ],
  invitations: [
    {
      id: "i1",
      email: "nieuw@voorbeeld.test",
      role: "MEMBER",
      invitedAt: "2026-11-20T09:00:00Z",
      expiresAt: "2026-12-04T09:00:00Z",
      expired: false,
    },
  ],
};
const at = "/organisatie/1/medewerkers";
const params = { organisatie: "1" };
const problemResponse = (p: ProblemError) =>
  Response.json(p.toProblem("test"), { status: p.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });

function standIn(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, config } = pageContext();
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  return { context, fetch };
}

async function load(handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context } = standIn(handlers);
  try {
    const answer = (await page.loader({ request: new Request(`http://127.0.0.1:3000${at}`), context, params } as never)) as unknown;
    return { page: (answer as DataWithResponseInit<unknown>).data };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

async function act(form: Record<string, string>, handlers: [EndpointDeclaration, ApiHandler][]) {
  const { context, fetch } = standIn(handlers);
  const request = new Request(`http://127.0.0.1:3000${at}`, { method: "POST", body: new URLSearchParams(form) });
  const result = await page.action({ request, context, params } as never);
  return {
    result,
    calls: fetch.mock.calls.map(
      ([input, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${new URL(String(input)).pathname}`,
    ),
  };
}

function render(actionData?: unknown, organiserChanges: Record<string, unknown> = {}, pageChanges: Record<string, unknown> = {}) {
  const loaderData = {
    kind: "ok",
    organiser: {
      id: "1",
      name: "Stadsbibliotheek Gent",
      city: "Gent",
      role: "ADMIN",
      canEdit: false,
      canPoster: false,
      canCounter: true,
      canManageStaff: true,
      canChangeStaff: true,
      ...organiserChanges,
    },
    manyOrganisers: false,
    ...staff,
    created: false,
    ...pageChanges,
  };
  const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, actionData, params, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [at] }));
  return doc;
}

describe("Medewerkers", () => {
  it("lists the api's staff and invitations to an ADMIN, and sends a MEMBER back to the organiser's home", async () => {
    const queries: unknown[] = [];
    const loaded = await load([
      [getPermissions, () => [admin]],
      [listStaff, ({ query }) => (queries.push(query), staff)],
    ]);
    expect(queries).toEqual([{ organizerId: 1 }]);
    expect(loaded.page).toMatchObject({ kind: "ok", members: staff.members, invitations: staff.invitations });
    vi.restoreAllMocks();
    expect(await load([[getPermissions, () => [member]]])).toEqual({ redirect: "/organisatie/1" });

    const doc = render();
    const rows = [...doc.querySelectorAll("[data-testid=medewerker]")].map((li) => li.querySelector(".staff-member__name")?.textContent);
    expect(rows).toEqual(["Els Vandamme", "jan@voorbeeld.test"]);
    // The second factor in words, per person (decision 0061).
    const metas = [...doc.querySelectorAll("[data-testid=medewerker]")].map((li) =>
      [...li.querySelectorAll(".staff-member__meta")].map((m) => m.textContent),
    );
    expect(metas[0]).toEqual(["els.vandamme@voorbeeld.test · Beheerder", "Laatst actief op 20 november 2026", "Tweede factor: aan"]);
    expect(metas[1]).toEqual(["jan@voorbeeld.test · Medewerker", "Nog niet actief", "Tweede factor: nog niet ingesteld"]);
    expect(doc.querySelector("[data-testid=uitnodigingen]")?.textContent).toContain(
      "Medewerker · uitgenodigd, de link werkt tot 4 december 2026",
    );
    expect(doc.querySelector("label[for=rol-" + JAN + "]")?.textContent).toBe("Rol van jan@voorbeeld.test");
  });

  it("shows card-system staff of the region the list and the invitation, without changing roles or removing", () => {
    const doc = render(undefined, { role: null, regionStaff: true, canChangeStaff: false });
    expect(doc.querySelectorAll("[data-testid=medewerker]")).toHaveLength(2);
    expect(doc.querySelector("select[name=role][id^=rol-]")).toBeNull();
    expect(doc.querySelector("input[name=intent][value=remove-ask]")).toBeNull();
    expect(doc.querySelector("input[name=intent][value=invite]")).not.toBeNull();
    expect(doc.body.textContent).toContain("Als medewerker van de regio nodig je uit");
    // They invite beheerders only (the api's rule): the role is not asked, it is said.
    expect(doc.querySelector("#uitnodiging-rol")).toBeNull();
    expect(doc.querySelector("input[type=hidden][name=role]")?.getAttribute("value")).toBe("ADMIN");
    expect(doc.body.textContent).toContain("Rol: beheerder. Als medewerker van de regio nodig je beheerders uit");
  });

  it("says that the organiser was just added and that its first beheerder is next (?melding=nieuw)", async () => {
    const regionStaff: OrganizerPermissions = {
      ...admin,
      role: null,
      permissions: ["ORGANIZERS_SEARCH", "ORGANIZERS_ADMINS_READ", "ORGANIZERS_ADMINS_WRITE"],
    };
    const { context } = standIn([
      [getPermissions, () => [regionStaff]],
      [listStaff, () => ({ members: [], invitations: [] })],
    ]);
    const request = new Request(`http://127.0.0.1:3000${at}?melding=nieuw`);
    const answer = (await page.loader({ request, context, params } as never)) as unknown as DataWithResponseInit<{ created: boolean }>;
    expect(answer.data.created).toBe(true);
    const doc = render(undefined, { role: null, regionStaff: true, canChangeStaff: false }, { created: true, members: [] });
    expect(doc.body.textContent).toContain("Nog geen medewerkers.");
    expect(doc.querySelector("[data-testid=medewerkers-melding]")?.textContent).toBe(
      "Stadsbibliotheek Gent is toegevoegd aan je regio. Nodig nu de eerste beheerder uit: die nodigt daarna zelf de andere medewerkers uit.",
    );
    expect(render().querySelector("[data-testid=medewerkers-melding]")?.textContent).toBe("");
  });

  it("sends an invitation, and shows the api's field message for a wrong address in the summary and at the field", async () => {
    const sent: unknown[] = [];
    const ok = await act({ intent: "invite", email: "Nieuw@Voorbeeld.test", role: "MEMBER" }, [
      [getPermissions, () => [admin]],
      [inviteStaff, ({ body }) => (sent.push(body), { ...staff.invitations[0]!, email: "nieuw@voorbeeld.test" })],
    ]);
    expect(sent).toEqual([{ email: "nieuw@voorbeeld.test", role: "MEMBER" }]);
    expect(ok.result).toEqual({ kind: "done", message: "De uitnodiging is verstuurd naar nieuw@voorbeeld.test." });
    vi.restoreAllMocks();
    const reached: unknown[] = [];
    const wrong = await act({ intent: "invite", email: "geen-adres", role: "MEMBER" }, [
      [getPermissions, () => [admin]],
      [inviteStaff, ({ body }) => (reached.push(body), staff.invitations[0])],
    ]);
    // The api's contract refuses the address (its 400 validation problem); nothing reached the handler.
    expect(wrong.result).toMatchObject({ kind: "invite-invalid", values: { email: "geen-adres" } });
    expect(reached).toEqual([]);
    const doc = render(wrong.result);
    expect(doc.querySelector("#uitnodiging-email-error")?.textContent).toContain("Dit is geen geldig e-mailadres.");
    expect(doc.querySelector("#uitnodiging-email")?.getAttribute("value")).toBe("geen-adres");
  });

  it("changes a role, asks before a removal and then removes; the last ADMIN's refusal is the api's sentence", async () => {
    const base: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [admin]],
      [listStaff, () => staff],
    ];
    const role = await act({ intent: "role", accountId: JAN, role: "ADMIN" }, [
      ...base,
      [changeStaffRole, () => ({ ...staff.members[1]!, role: "ADMIN" })],
    ]);
    expect(role.result).toEqual({ kind: "done", message: "jan@voorbeeld.test is nu beheerder." });
    vi.restoreAllMocks();
    const ask = await act({ intent: "remove-ask", accountId: JAN }, base);
    expect(ask.result).toEqual({ kind: "remove-ask", accountId: JAN, name: "jan@voorbeeld.test" });
    expect(ask.calls.some((c) => c.startsWith("DELETE"))).toBe(false);
    const question = render(ask.result);
    expect(question.querySelector("[data-testid=verwijderen-vraag]")?.textContent).toContain(
      "jan@voorbeeld.test verwijderen als medewerker?",
    );
    expect(question.querySelectorAll("[data-testid=medewerker] form")).toHaveLength(0);
    vi.restoreAllMocks();
    const removed = await act({ intent: "remove", accountId: JAN }, [...base, [removeStaff, () => ({ removed: true })]]);
    expect(removed.result).toEqual({ kind: "done", message: "jan@voorbeeld.test is geen medewerker meer." });
    vi.restoreAllMocks();
    const last = await act({ intent: "remove", accountId: ELS }, [
      ...base,
      [removeStaff, () => problemResponse(new ProblemError("last-admin"))],
    ]);
    expect(last.result).toEqual({ kind: "refused", message: new ProblemError("last-admin").nl });
    expect(render(last.result).querySelector("[data-testid=medewerkers-melding]")?.textContent).toBe(
      `Niet gelukt. ${new ProblemError("last-admin").nl}`,
    );
  });

  it("offers to wipe a second factor that is on, asks first, then wipes it; the api's refusal in its sentence", async () => {
    const base: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [admin]],
      [listStaff, () => staff],
    ];
    // Only Els has a factor on: only her line has the button.
    const doc = render();
    const buttons = [...doc.querySelectorAll("[data-testid=medewerker]")].map(
      (li) => li.querySelector("input[name=intent][value=reset-factor-ask]") !== null,
    );
    expect(buttons).toEqual([true, false]);
    expect(doc.querySelector('button[aria-label="Tweede factor wissen van Els Vandamme"]')?.textContent).toBe("Tweede factor wissen");

    const ask = await act({ intent: "reset-factor-ask", accountId: ELS }, base);
    expect(ask.result).toEqual({ kind: "reset-factor-ask", accountId: ELS, name: "Els Vandamme" });
    expect(ask.calls.some((c) => c.startsWith("DELETE"))).toBe(false);
    const question = render(ask.result).querySelector("[data-testid=tweede-factor-vraag]");
    expect(question?.textContent).toContain("De tweede factor van Els Vandamme wissen?");
    expect(question?.querySelector("input[name=intent]")?.getAttribute("value")).toBe("reset-factor");
    vi.restoreAllMocks();
    const wiped = await act({ intent: "reset-factor", accountId: ELS }, [
      ...base,
      [resetStaffSecondFactor, () => ({ ...staff.members[0]!, hasSecondFactor: false })],
    ]);
    expect(wiped.calls.filter((c) => c.startsWith("DELETE"))).toEqual([`DELETE /api/v4/staff/${ELS}/second-factor`]);
    expect(wiped.result).toEqual({
      kind: "done",
      message: "De tweede factor van Els Vandamme is gewist. Els Vandamme stelt een nieuwe in bij de volgende aanmelding.",
    });
    vi.restoreAllMocks();
    const none = await act({ intent: "reset-factor", accountId: JAN }, [
      ...base,
      [resetStaffSecondFactor, () => problemResponse(new ProblemError("no-second-factor"))],
    ]);
    expect(none.result).toEqual({ kind: "refused", message: new ProblemError("no-second-factor").nl });
  });

  it("sends nothing for a tampered form", async () => {
    const forms: Record<string, string>[] = [
      { intent: "role", accountId: "1 OR 1", role: "ADMIN" },
      { intent: "role", accountId: JAN, role: "OWNER" },
      { intent: "remove", accountId: "0b6c1f7e-9a3d-4c2b-8e1f-5d4c3b2a1f99" },
    ];
    for (const form of forms) {
      vi.restoreAllMocks();
      const { result, calls } = await act(form, [
        [getPermissions, () => [admin]],
        [listStaff, () => staff],
      ]);
      expect(result).toMatchObject({ kind: "refused" });
      expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
    }
  });
});
