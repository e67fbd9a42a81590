// @vitest-environment happy-dom
// The dashboard (/overzicht) with the api stood in: "Binnenkort" (decision 0063) is asked in parallel with
// the profile and the rewards, comes after the pass, the balance and the quick actions, says in words what
// ends and when with a link to the page where the holder acts, and marks what ends within a week in words;
// when nothing ends it is not shown, and when its call fails the dashboard renders without it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { getProfile, type Profile } from "@vtp/contracts/account";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { listHolderRewards } from "@vtp/contracts/rewards";
import { getUpcoming, type UpcomingItem } from "@vtp/contracts/upcoming";
import type * as Current from "../../server/current.server.ts";
import { apiStandIn, pageContext, renderPage, type ApiHandler } from "../../testing/pages.ts";

vi.mock("../../server/current.server.ts", async (original) => {
  const signed = (await import("../../testing/signed-in.server.ts")).signedIn(await original<typeof Current>(), "holder-token");
  return {
    ...signed,
    requireAuth: async () => ({ sessionId: "s", session: { accessToken: "holder-token", data: { firstName: "An", lastName: "Peeters" } } }),
  };
});
const page = await import("./dashboard.tsx");

afterEach(() => vi.restoreAllMocks());

const profile: Profile = {
  firstName: "An",
  lastName: "Peeters",
  lastNameInitial: "P.",
  city: "Gent",
  cardNumber: "4010000120100",
  cardStatus: "ACTIVE",
  cardSystem: { id: 1, name: "UiTPAS Gent" },
  points: 120,
  email: "an@voorbeeld.test",
  gsm: null,
  kansenStatuut: [],
  memberships: [{ cardSystem: { id: 1, name: "UiTPAS Gent" }, endDate: "2027-12-31" }],
  birthDate: "1990-04-12",
  isUnder16: false,
};

/** An item of "Binnenkort": nothing linked unless said. */
const item = (i: Pick<UpcomingItem, "kind" | "id" | "title" | "lastDay" | "daysLeft"> & Partial<UpcomingItem>): UpcomingItem => ({
  region: null,
  rewardId: null,
  activityId: null,
  ...i,
});

const items: UpcomingItem[] = [
  item({ kind: "coupon", id: "c1", title: "Gratis filmticket", region: "UiTPAS Gent", lastDay: "2026-11-22", daysLeft: 0 }),
  item({ kind: "code", id: "r1", title: "Gratis rondleiding met gids", rewardId: 7, lastDay: "2026-11-28", daysLeft: 6 }),
  item({ kind: "savings-goal", id: "7", title: "Gratis rondleiding met gids", rewardId: 7, lastDay: "2026-11-28", daysLeft: 6 }),
  item({ kind: "kansenstatuut", id: "k1", title: "UiTPAS Gent", region: "UiTPAS Gent", lastDay: "2026-12-12", daysLeft: 20 }),
  item({ kind: "kept-activity", id: "41", title: "Winterfeest in het park", activityId: 41, lastDay: "2026-12-14", daysLeft: 22 }),
  item({ kind: "kept-reward", id: "6", title: "Koffie en taart", rewardId: 6, lastDay: "2026-12-22", daysLeft: 30 }),
  item({ kind: "association", id: "a1", title: "Jeugdhuis De Kelder", lastDay: "2026-12-31", daysLeft: 39 }),
  item({ kind: "membership", id: "1", title: "UiTPAS Gent", region: "UiTPAS Gent", lastDay: "2027-01-20", daysLeft: 59 }),
];

function standIn(upcoming: ApiHandler) {
  const { context, config } = pageContext();
  const handlers: [EndpointDeclaration, ApiHandler][] = [
    [getProfile, () => profile],
    [listHolderRewards, () => ({ points: 120, rewards: [], savingsGoal: null })],
    [getUpcoming, upcoming],
  ];
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(apiStandIn(config, handlers));
  const paths = () => fetch.mock.calls.map(([input]) => new URL(String(input)).pathname);
  return { context, paths };
}

const rows = (document: Document) =>
  [...document.querySelectorAll("[data-testid=binnenkort] li")].map((li) => ({
    text: li.textContent?.replace(/\s+/g, " ").trim(),
    href: li.querySelector("a")?.getAttribute("href"),
  }));

describe("/overzicht: Binnenkort", () => {
  it("lists what ends, soonest first, in words with a link to where to act, after the pass, the balance and the actions", async () => {
    const { context, paths } = standIn(() => ({ items }));
    const { document } = await renderPage(page, "/overzicht", context);
    expect(paths()).toEqual(expect.arrayContaining(["/api/enduser/profile", "/api/user/promotions", "/api/user/upcoming"]));
    const section = document.querySelector("[data-testid=binnenkort]")!;
    expect(section.querySelector("h2")?.textContent).toBe("Binnenkort");
    expect(section.getAttribute("aria-labelledby")).toBe("binnenkort-titel");
    expect(rows(document)).toEqual([
      { text: "Je korting “Gratis filmticket” is geldig tot en met 22 november 2026 Laatste dag: vandaag", href: "/mijn-uitpas/kortingen" },
      {
        text: "Je code voor “Gratis rondleiding met gids” is geldig tot en met 28 november 2026 Nog 6 dagen",
        href: "/mijn-uitpas/geschiedenis#omgeruild",
      },
      { text: "Je spaardoel “Gratis rondleiding met gids” kan je omruilen tot en met 28 november 2026 Nog 6 dagen", href: "/omruilen/7" },
      { text: "Je kansentarief bij UiTPAS Gent loopt af op 12 december 2026", href: "/profiel/persoonlijke-gegevens" },
      {
        text: "Je bewaarde activiteit “Winterfeest in het park” loopt tot en met 14 december 2026",
        href: "/activiteiten/winterfeest-in-het-park/41",
      },
      { text: "Je bewaarde voordeel “Koffie en taart” kan je omruilen tot en met 22 december 2026", href: "/omruilen/6" },
      { text: "Je lidmaatschap van Jeugdhuis De Kelder loopt af op 31 december 2026", href: "/mijn-uitpas/lidmaatschappen" },
      { text: "Je lidmaatschap van UiTPAS Gent loopt af op 20 januari 2027", href: "/pas" },
    ]);
    // Soon is said in words (not colour alone): only the three within a week carry the label.
    expect([...section.querySelectorAll(".upcoming__soon")].map((e) => e.textContent)).toEqual([
      "Laatste dag: vandaag",
      "Nog 6 dagen",
      "Nog 6 dagen",
    ]);
    // The pass, the balance and the quick actions come first.
    const html = document.body.innerHTML;
    for (const before of ['data-testid="digitale-pas"', 'data-testid="punten"', 'class="dashboard__actions"']) {
      expect(html.indexOf(before)).toBeGreaterThan(-1);
      expect(html.indexOf(before)).toBeLessThan(html.indexOf('data-testid="binnenkort"'));
    }
  });

  it("shows no section when nothing ends within 60 days", async () => {
    const { context } = standIn(() => ({ items: [] }));
    const { document } = await renderPage(page, "/overzicht", context);
    expect(document.querySelector("[data-testid=punten]")?.textContent).toBe("120 punten");
    expect(document.querySelector("[data-testid=binnenkort]")).toBeNull();
  });

  it("renders the dashboard without the section when its call fails", async () => {
    const { context } = standIn(() => new Response("kapot", { status: 500 }));
    const { document } = await renderPage(page, "/overzicht", context);
    expect(document.querySelector("[data-testid=digitale-pas]")).not.toBeNull();
    expect(document.querySelector("[data-testid=punten]")?.textContent).toBe("120 punten");
    expect(document.querySelector("[data-testid=binnenkort]")).toBeNull();
  });
});
