// @vitest-environment happy-dom
// /balie with the api stood in (testing/pages.ts, each call checked against its declaration) and a signed-in
// session stood in: who is counter staff is the api's answer (403 page otherwise, no-store), the steps in
// the URL, and the action: the number checked before anything is sent, the check-in at once with an
// activity, and every refusal in the api's own Dutch sentence.
import { act as reactAct, createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCheckin, getPass, undoCheckin } from "@vtp/contracts/counter";
import { getEvents } from "@vtp/contracts/counter-events";
import { listCounterRewards, redeemCounterReward, undoCounterRedemption, useRedeemCode } from "@vtp/contracts/counter-rewards";
import { ProblemError } from "@vtp/contracts/problem";
import { getPermissions } from "@vtp/contracts/staff";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import type { CounterPage } from "../../features/counter/index.server.ts";
import type { ApiHandler } from "../../testing/pages.ts";
import {
  an,
  CHECKIN_ID,
  counterCalls,
  events,
  library,
  listRewards,
  pool,
  problem,
  REDEEMED_ID,
  regionOnly,
  rewards,
} from "./counter-fixtures.ts";
import * as page from "./counter.tsx";

// A signed-in staff member: the session is stood in, the api calls go through the real client with its token.
vi.mock("../../server/current.server.ts", async (original) => (await import("./counter-fixtures.ts")).signedInStaff(await original()));

afterEach(() => vi.restoreAllMocks());

const { load, act, render: renderScreen } = counterCalls(page);

describe("the counter's loader", () => {
  it("answers 403 with the staff page to a holder who is not staff, and to staff without a counter (region staff)", async () => {
    expect(await load("/balie", [[getPermissions, () => problem("not-staff")]])).toEqual({ page: { step: "not-staff" }, status: 403 });
    expect(await load("/balie", [[getPermissions, () => [regionOnly]]])).toEqual({ page: { step: "not-staff" }, status: 403 });
  });

  it("sends staff who logged in without the required second factor to log in again with it, and back (decision 0061)", async () => {
    const answer = await load("/balie?organisatie=1", [[getPermissions, () => problem("second-factor-required")]]);
    expect(answer).toMatchObject({ status: 302 });
    const location = new URL((answer as { redirect: string }).redirect, "http://x");
    expect(location.pathname).toBe("/tweede-factor");
    expect(location.searchParams.get("pathname")).toBe("/balie?organisatie=1");
  });

  it("skips the organiser's choice when there is one, and offers it in the api's order ('Laatst gebruikt' first) otherwise", async () => {
    expect(await load("/balie", [[getPermissions, () => [library, regionOnly]]])).toEqual({
      redirect: "/balie?organisatie=1",
      status: 302,
    });
    const { page: step } = await load("/balie", [[getPermissions, () => [pool, library, regionOnly]]]);
    expect(step).toMatchObject({
      step: "organiser",
      organisers: [
        { id: "4", lastUsed: true, city: "Gent" },
        { id: "1", role: "ADMIN" },
      ],
    });
  });

  it("lists the chosen organiser's activities from the api, and goes on to the field with an activity or none", async () => {
    const queries: unknown[] = [];
    const handlers: [EndpointDeclaration, ApiHandler][] = [
      [getPermissions, () => [pool, library]],
      [getEvents, ({ query }) => (queries.push(query), events)],
    ];
    const { page: choice } = await load("/balie?organisatie=4", handlers);
    expect(queries).toEqual([{ organizerId: 4 }]);
    expect(choice).toMatchObject({ step: "activity", manyOrganisers: true, unknownActivity: false });
    expect(choice && "activities" in choice ? choice.activities.map((a) => [a.id, a.when]) : []).toEqual([
      ["10", "Doorlopend"],
      ["11", "Vandaag 10:00–12:00"],
    ]);
    expect((await load("/balie?organisatie=4&activiteit=99", handlers)).page).toMatchObject({ step: "activity", unknownActivity: true });
    expect((await load("/balie?organisatie=4&activiteit=10", handlers)).page).toMatchObject({
      step: "identify",
      activity: { name: "Zwembeurt" },
    });
    expect((await load("/balie?organisatie=4&activiteit=geen", handlers)).page).toMatchObject({ step: "identify", activity: null });
    // An organiser the api does not list for this account is no choice: back to the list.
    expect((await load("/balie?organisatie=77", handlers)).page).toMatchObject({ step: "organiser" });
  });

  it("sends no-store with every answer", () => {
    expect(page.headers().get("cache-control")).toBe("private, no-store");
  });
});

describe("the counter's action", () => {
  const at = "/balie?organisatie=4&activiteit=10";

  it("refuses a number with a wrong check digit or of the wrong length before anything is sent", async () => {
    for (const [typed, message] of [
      ["4010000120101", "Dit pasnummer klopt niet. Controleer de 13 cijfers."],
      ["12345", "Typ een pasnummer van 13 cijfers of een rijksregisternummer van 11 cijfers."],
    ]) {
      const { result, calls } = await act(at, { intent: "identify", identifier: typed! }, []);
      expect(result).toEqual({ kind: "invalid", message, value: typed });
      expect(calls).toEqual([]);
    }
  });

  it("looks the holder up and checks them in at once for the chosen activity", async () => {
    const sent: unknown[] = [];
    const { result } = await act(at, { intent: "identify", identifier: "4010 000 120 100" }, [
      [getPass, ({ query }) => (sent.push(query), an)],
      listRewards,
      [
        createCheckin,
        ({ query, body }) => (
          sent.push(query, body),
          {
            id: CHECKIN_ID,
            uitpasNumber: an.uitpasNumber,
            eventId: "10",
            addedPoints: 1,
            totalPoints: 121,
            checkinDate: "2026-11-22T10:00:00Z",
          }
        ),
      ],
    ]);
    expect(sent).toEqual([
      { organizerId: 4, identifier: "4010000120100" },
      { organizerId: 4 },
      { uitpasNumber: "4010000120100", eventId: "10" },
    ]);
    expect(result).toMatchObject({
      kind: "holder",
      pass: { firstName: "An", points: 121, cardNumber: "4010 000 120 100", messages: [{ level: "WARNING" }] },
      checkin: { id: CHECKIN_ID, addedPoints: 1, totalPoints: 121 },
    });
  });

  it("only looks up without an activity", async () => {
    const { result, calls } = await act("/balie?organisatie=4&activiteit=geen", { intent: "identify", identifier: an.uitpasNumber }, [
      [getPass, () => an],
      listRewards,
    ]);
    expect(result).toMatchObject({ kind: "holder", pass: { points: 120 } });
    expect(result).not.toHaveProperty("checkin");
    expect(calls).toEqual(["/api/v4/passes", "/api/v4/rewards"]);
  });

  it("shows the api's Dutch sentence for every refusal", async () => {
    const notFound = await act(at, { intent: "identify", identifier: an.uitpasNumber }, [[getPass, () => problem("pass-not-found")]]);
    expect(notFound.result).toEqual({ kind: "refused", message: new ProblemError("pass-not-found").nl });
    const limit = await act(at, { intent: "identify", identifier: an.uitpasNumber }, [
      [getPass, () => an],
      listRewards,
      [createCheckin, () => problem("maximum-reached")],
    ]);
    expect(limit.result).toMatchObject({ kind: "holder", pass: { points: 120 }, checkinRefusal: new ProblemError("maximum-reached").nl });
    const spent = await act(at, { intent: "undo", checkinId: CHECKIN_ID, uitpasNumber: an.uitpasNumber }, [
      [undoCheckin, () => problem("points-already-spent")],
      [getPass, () => an],
      listRewards,
    ]);
    expect(spent.result).toMatchObject({ kind: "holder", undoRefusal: new ProblemError("points-already-spent").nl });
  });

  it("undoes the check-in and shows the holder's card as it is now", async () => {
    const { result, calls } = await act(at, { intent: "undo", checkinId: CHECKIN_ID, uitpasNumber: an.uitpasNumber }, [
      [undoCheckin, () => ({ id: CHECKIN_ID, removedPoints: 1, totalPoints: 120 })],
      [getPass, () => an],
      listRewards,
    ]);
    expect(calls[0]).toBe(`/api/v4/checkins/${CHECKIN_ID}`);
    expect(result).toMatchObject({ kind: "holder", pass: { points: 120 }, undone: { removedPoints: 1, totalPoints: 120 } });
  });
});

describe("rewards at the counter", () => {
  const at = "/balie?organisatie=4&activiteit=geen";
  const card = { uitpasNumber: an.uitpasNumber };

  it("lists the holder's rewards on the card: welcome rewards at 0 points, the others with why not", async () => {
    const sent: unknown[] = [];
    const { result } = await act(at, { intent: "identify", identifier: an.uitpasNumber }, [
      [getPass, () => an],
      [listCounterRewards, ({ query }) => (sent.push(query), rewards)],
    ]);
    expect(sent).toEqual([{ organizerId: 4, isRedeemableByPassholderId: an.uitpasNumber }]);
    expect(result).toMatchObject({
      rewards: [
        { id: "21", points: 3, welcome: false, redeemable: true },
        { id: "22", points: 0, welcome: true, redeemable: true },
        { id: "23", redeemable: false, whyNot: "Niet genoeg punten." },
      ],
    });
  });

  it("asks to confirm a redeemable reward, and refuses one the api lists as not redeemable", async () => {
    const ask = await act(at, { intent: "reward-ask", rewardId: "21", ...card }, [[getPass, () => an], listRewards]);
    expect(ask.result).toMatchObject({ kind: "holder", reward: { step: "confirm", reward: { title: "Gratis koffie", points: 3 } } });
    expect(ask.calls).not.toContain("/api/v4/rewards/redeemed");
    const no = await act(at, { intent: "reward-ask", rewardId: "23", ...card }, [[getPass, () => an], listRewards]);
    expect(no.result).toMatchObject({ reward: { step: "refused", message: "Niet genoeg punten." } });
  });

  it("redeems the confirmed reward and shows the card with the new balance, or the api's refusal", async () => {
    const sent: unknown[] = [];
    const redeemed = {
      id: REDEEMED_ID,
      reward: { id: "21", title: "Gratis koffie", type: "POINTS", points: 3, online: false },
      redeemDate: "2026-11-26T10:00:00Z",
      redeemCode: "K7M2Q9XA",
      redeemInfo: null,
      uitpasNumber: an.uitpasNumber,
      pointsSpent: 3,
      totalPoints: 117,
    };
    const ok = await act(at, { intent: "reward-redeem", rewardId: "21", ...card }, [
      [redeemCounterReward, ({ query, body }) => (sent.push(query, body), redeemed)],
      [getPass, () => ({ ...an, points: 117 })],
      listRewards,
    ]);
    expect(sent).toEqual([{ organizerId: 4 }, { rewardId: "21", uitpasNumber: an.uitpasNumber }]);
    expect(ok.result).toMatchObject({
      pass: { points: 117 },
      reward: { step: "redeemed", id: REDEEMED_ID, title: "Gratis koffie", pointsSpent: 3, online: false },
    });
    const refused = await act(at, { intent: "reward-redeem", rewardId: "21", ...card }, [
      [redeemCounterReward, () => problem("reward-points")],
      [getPass, () => an],
      listRewards,
    ]);
    expect(refused.result).toMatchObject({
      pass: { points: 120 },
      reward: { step: "refused", message: new ProblemError("reward-points").nl },
    });
  });

  it("undoes a redemption, or shows why not", async () => {
    const ok = await act(at, { intent: "reward-undo", redeemedId: REDEEMED_ID, ...card }, [
      [undoCounterRedemption, () => ({ id: REDEEMED_ID, returnedPoints: 3, totalPoints: 120 })],
      [getPass, () => an],
      listRewards,
    ]);
    expect(ok.calls[0]).toBe(`/api/v4/rewards/redeemed/${REDEEMED_ID}`);
    expect(ok.result).toMatchObject({ pass: { points: 120 }, reward: { step: "undone", returnedPoints: 3 } });
    const twice = await act(at, { intent: "reward-undo", redeemedId: REDEEMED_ID, ...card }, [
      [undoCounterRedemption, () => problem("redeemed-reward-already-undone")],
      [getPass, () => an],
      listRewards,
    ]);
    expect(twice.result).toMatchObject({
      reward: { step: "undo-refused", message: new ProblemError("redeemed-reward-already-undone").nl },
    });
  });

  it("sends nothing for a tampered form", async () => {
    const tampered: Record<string, string>[] = [
      { intent: "reward-redeem", rewardId: "21", uitpasNumber: "123" },
      { intent: "reward-redeem", rewardId: "x", ...card },
      { intent: "reward-undo", redeemedId: "1", ...card },
    ];
    for (const form of tampered) {
      const { result, calls } = await act(at, form, []);
      expect(result).toEqual({ kind: "refused", message: "Dit formulier is niet meer geldig. Scan de pas opnieuw." });
      expect(calls).toEqual([]);
    }
  });

  it("uses a code from the app once, and shows the api's sentence for a used or unknown code", async () => {
    const used = {
      id: REDEEMED_ID,
      redeemCode: "K7M2Q9XA",
      reward: { id: "21", title: "Gratis koffie", type: "POINTS", points: 3, online: true },
      firstName: "An",
      redeemDate: "2026-11-25T10:00:00Z",
      usedDate: "2026-11-26T10:00:00Z",
    };
    const wrong = await act(at, { intent: "code", code: "<script>" }, []);
    expect(wrong).toMatchObject({ result: { kind: "code-refused" }, calls: [] });
    const ok = await act(at, { intent: "code", code: " k7m2q9xa " }, [[useRedeemCode, () => used]]);
    expect(ok.calls).toEqual(["/api/v4/rewards/redeemed/k7m2q9xa/use"]);
    expect(ok.result).toEqual({ kind: "code-used", firstName: "An", title: "Gratis koffie" });
    const again = await act(at, { intent: "code", code: "K7M2Q9XA" }, [[useRedeemCode, () => problem("redeem-code-already-used")]]);
    expect(again.result).toEqual({ kind: "code-refused", message: new ProblemError("redeem-code-already-used").nl, value: "K7M2Q9XA" });
  });
});

describe("the counter's screen", () => {
  it("asks to confirm a reward with the first name and the points, as the one primary action", () => {
    const pass = { firstName: "An", points: 120, uitpasNumber: an.uitpasNumber, cardNumber: "4010 000 120 100", cardSystem: "UiTPAS Gent" };
    const coffeeView = { id: "21", title: "Gratis koffie", points: 3, welcome: false, online: false, redeemable: true };
    const doc = renderScreen({
      kind: "holder",
      pass: { ...pass, memberships: [], messages: [] },
      rewards: [coffeeView],
      reward: { step: "confirm", reward: coffeeView },
    });
    expect(doc.querySelector("[data-testid=balie-bevestig] p")?.textContent).toBe("Omruilen voor An: Gratis koffie, 3 punten?");
    expect(doc.querySelector("[role=status]")?.textContent).toBe("Omruilen voor An: Gratis koffie, 3 punten?");
    const primaries = [...doc.querySelectorAll(".counter-screen__result .button--primary")].map((b) => b.textContent);
    expect(primaries).toEqual(["Ja, omruilen"]);
    const yes = doc.querySelector<HTMLButtonElement>("[data-testid=balie-bevestig] .button--primary")!.closest("form")!;
    expect(Object.fromEntries(new FormData(yes))).toEqual({ intent: "reward-redeem", rewardId: "21", uitpasNumber: an.uitpasNumber });
    // The list waits until the confirmation is answered.
    expect(doc.querySelector(".counter-panel__list")).toBeNull();
  });

  it("shows the point in words, the focused field and the undo form, and reads the result out", () => {
    const loaderData: CounterPage = {
      step: "identify",
      organiser: { id: "4", name: "Stedelijk zwembad Gent", role: "MEMBER", lastUsed: true },
      activity: { id: "10", name: "Zwembeurt", when: "Doorlopend", today: false, permanent: true, points: 1, prices: [] },
      manyOrganisers: true,
    };
    const actionData = {
      kind: "holder",
      pass: {
        firstName: "An",
        points: 121,
        uitpasNumber: an.uitpasNumber,
        cardNumber: "4010 000 120 100",
        cardSystem: "UiTPAS Gent",
        memberships: [],
        messages: [{ level: "WARNING", text: "Let op deze pas." }],
      },
      checkin: { id: CHECKIN_ID, addedPoints: 1, totalPoints: 121 },
    };
    const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([
      { path: "*", Component: () => createElement(Page, { loaderData, actionData, params: {}, matches: [] }) },
    ]);
    const doc = document.implementation.createHTMLDocument("test");
    doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: ["/balie?organisatie=4&activiteit=10"] }));
    const field = doc.querySelector<HTMLInputElement>("#balie-pas")!;
    expect(field.hasAttribute("autofocus")).toBe(true);
    expect(doc.querySelector("[data-testid=balie-uitkomst]")?.textContent).toBe("✓+1 punt voor Zwembeurt");
    expect(doc.querySelector("[role=status]")?.textContent).toBe("An: +1 punt voor Zwembeurt. Nu 121 punten.");
    expect(doc.querySelector(".counter-message--warning")?.textContent).toBe("Let op: Let op deze pas.");
    const undo = doc.querySelector<HTMLFormElement>("form.counter-holder__undo")!;
    expect(undo.getAttribute("method")).toBe("post");
    expect(new FormData(undo).get("checkinId")).toBe(CHECKIN_ID);
  });

  it("leaves the focus where the person moved it while the page's JavaScript was still loading", async () => {
    const loaderData: CounterPage = {
      step: "identify",
      organiser: { id: "4", name: "Stedelijk zwembad Gent", role: "MEMBER", lastUsed: true },
      activity: null,
      manyOrganisers: false,
    };
    const Page = page.default as unknown as ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData, params: {}, matches: [] }) }]);
    const screen = () => createElement(Stub, { initialEntries: ["/balie?organisatie=4"] });
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const hydrate = async (container: HTMLElement) => {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await reactAct(async () => {
        root = hydrateRoot(container, screen());
      });
      return () => reactAct(() => root!.unmount());
    };

    // The scanner's answer arrived as a whole page; the person tabbed to "Zoeken" before the page ran.
    const moved = document.body.appendChild(document.createElement("div"));
    moved.innerHTML = renderToString(screen());
    moved.querySelector<HTMLButtonElement>(".counter-identify__submit")!.focus();
    const unmountMoved = await hydrate(moved);
    expect(document.activeElement?.textContent).toBe("Zoeken");
    await unmountMoved();
    moved.remove();

    // Nothing has the focus (the autofocus did not hold): the page puts it in the field.
    const idle = document.body.appendChild(document.createElement("div"));
    idle.innerHTML = renderToString(screen());
    (document.activeElement as HTMLElement | null)?.blur();
    const unmountIdle = await hydrate(idle);
    expect(document.activeElement?.id).toBe("balie-pas");
    await unmountIdle();
    idle.remove();
  });
});
