// @vitest-environment happy-dom
// "Kies tarief" at /balie (issue 20, step 5) with the api stood in: the regular price from a price category
// or a typed amount (checked before anything is sent), the api's tariffs, "Tarief toekennen" as one ticket
// sale and "Verkoop annuleren"; every refusal in the api's own sentence, and no price computed here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { getPass } from "@vtp/contracts/counter";
import { ProblemError } from "@vtp/contracts/problem";
import { cancelTicketSale, createTicketSales, getTariffs, type TicketSale } from "@vtp/contracts/ticket-sales";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import type { CounterActivity } from "../../features/counter/index.ts";
import type { ApiHandler } from "../../testing/pages.ts";
import { an, counterCalls, listRewards, problem } from "./counter-fixtures.ts";
import * as page from "./counter.tsx";

vi.mock("../../server/current.server.ts", async (original) => (await import("./counter-fixtures.ts")).signedInStaff(await original()));

afterEach(() => vi.restoreAllMocks());

const { act, render } = counterCalls(page);
const at = "/balie?organisatie=4&activiteit=10";
const card = { uitpasNumber: an.uitpasNumber };
const SALE_ID = "3b1c6a9e-1b2c-4d3e-8f4a-0b1c2d3e4f5c";
const social = { id: "SOCIALTARIFF", name: "Kansentarief", price: 1.5, type: "SOCIALTARIFF" as const, remaining: 1 };
const coupon = { id: "COUPON_7", name: "2 euro korting", price: 2.5, type: "COUPON" as const, remaining: null };
const sale: TicketSale = {
  id: SALE_ID,
  creationDate: "2026-11-26T10:00:00Z",
  regularPrice: 4.5,
  regularPriceLabel: "Basistarief",
  tariff: { id: "SOCIALTARIFF", name: "Kansentarief", price: 1.5, type: "SOCIALTARIFF" },
  eventId: "10",
  eventTitle: "Zwembeurt",
  uitpasNumber: an.uitpasNumber,
};
const pass: [EndpointDeclaration, ApiHandler] = [getPass, () => an];
const swim: CounterActivity = {
  id: "10",
  name: "Zwembeurt",
  when: "Doorlopend",
  today: false,
  permanent: true,
  points: 1,
  prices: [{ name: "Basistarief", price: 4.5 }],
};

describe("Kies tarief: the action", () => {
  it("asks the api for this holder's tariffs at the chosen price category, and shows them as the api gives them", async () => {
    const sent: unknown[] = [];
    const { result } = await act(at, { intent: "tariffs", categorie: "450:Basistarief", ...card }, [
      [getTariffs, ({ query }) => (sent.push(query), { available: [social, coupon] })],
      pass,
      listRewards,
    ]);
    expect(sent).toEqual([{ organizerId: 4, eventId: "10", uitpasNumber: an.uitpasNumber, regularPrice: 450, type: "ANY" }]);
    expect(result).toMatchObject({
      kind: "holder",
      tariff: {
        step: "choose",
        regular: { cents: 450, label: "Basistarief" },
        tariffs: [
          { id: "SOCIALTARIFF", price: 1.5, social: true, remaining: 1 },
          { id: "COUPON_7", price: 2.5, social: false, remaining: null },
        ],
      },
    });
  });

  it("reads a typed regular price in euros, and refuses one that is not before anything is sent", async () => {
    const sent: unknown[] = [];
    const tariffs: [EndpointDeclaration, ApiHandler] = [getTariffs, ({ query }) => (sent.push(query), { available: [] })];
    const typed = await act(at, { intent: "tariffs", bedrag: " 12,5 ", ...card }, [tariffs, pass, listRewards]);
    expect(sent).toMatchObject([{ regularPrice: 1250 }]);
    expect(typed.result).toMatchObject({ tariff: { step: "choose", regular: { cents: 1250 }, tariffs: [] } });
    for (const bedrag of ["", "12,555", "abc", "0", "100000"]) {
      vi.restoreAllMocks();
      const wrong = await act(at, { intent: "tariffs", bedrag, ...card }, [pass, listRewards]);
      expect(wrong.result).toMatchObject({ tariff: { step: "refused", message: expect.stringContaining("12,50") } });
      expect(wrong.calls.some((path) => path.endsWith("/v4/tariffs"))).toBe(false);
    }
  });

  it("grants the chosen tariff as one ticket sale, or shows the api's refusal", async () => {
    const sent: unknown[] = [];
    const form = { intent: "tariff-sell", tariffId: "SOCIALTARIFF", categorie: "450:Basistarief", ...card };
    const sold = await act(at, form, [[createTicketSales, ({ query, body }) => (sent.push(query, body), [sale])], pass, listRewards]);
    expect(sent).toEqual([
      { organizerId: 4 },
      [
        {
          regularPrice: 450,
          regularPriceLabel: "Basistarief",
          tariff: { id: "SOCIALTARIFF" },
          eventId: "10",
          uitpasNumber: an.uitpasNumber,
        },
      ],
    ]);
    expect(sold.result).toMatchObject({ tariff: { step: "sold", saleId: SALE_ID, name: "Kansentarief", price: 1.5 } });
    const refused = await act(at, form, [[createTicketSales, () => problem("maximum-reached")], pass, listRewards]);
    expect(refused.result).toMatchObject({ tariff: { step: "refused", message: new ProblemError("maximum-reached").nl } });
  });

  it("cancels a sale, or says why not", async () => {
    const form = { intent: "tariff-cancel", saleId: SALE_ID, ...card };
    const cancelled = { ...sale, cancellationDate: "2026-11-26T10:05:00Z" };
    const ok = await act(at, form, [[cancelTicketSale, () => cancelled], pass, listRewards]);
    expect(ok.calls).toContain(`/api/v4/ticket-sales/${SALE_ID}`);
    vi.restoreAllMocks();
    expect(ok.result).toMatchObject({ tariff: { step: "cancelled" } });
    const twice = await act(at, form, [[cancelTicketSale, () => problem("ticket-sale-already-cancelled")], pass, listRewards]);
    expect(twice.result).toMatchObject({
      tariff: { step: "cancel-refused", message: new ProblemError("ticket-sale-already-cancelled").nl },
    });
  });

  it("sends nothing without an activity or for a tampered form", async () => {
    for (const [url, form] of [
      ["/balie?organisatie=4&activiteit=geen", { intent: "tariffs", categorie: "450:Basistarief", ...card }],
      [at, { intent: "tariffs", categorie: "450:Basistarief", uitpasNumber: "12" }],
      [at, { intent: "tariff-sell", tariffId: "<script>", categorie: "450:Basistarief", ...card }],
      [at, { intent: "tariff-cancel", saleId: "1 OR 1", ...card }],
    ] as const) {
      vi.restoreAllMocks();
      const { result, calls } = await act(url, form, []);
      expect(result).toEqual({ kind: "refused", message: "Dit formulier is niet meer geldig. Scan de pas opnieuw." });
      expect(calls).toEqual([]);
    }
  });
});

describe("Kies tarief: the screen", () => {
  const holder = {
    kind: "holder",
    pass: { ...an, cardNumber: "4010 000 120 100", cardSystem: "UiTPAS Gent", memberships: [], messages: [] },
  };

  it("offers the activity's price categories, and nothing without an activity", () => {
    const doc = render(holder, swim);
    const ask = doc.querySelector("[data-testid=balie-kortingstarief] form")!;
    expect(doc.querySelector("label[for=balie-prijscategorie]")?.textContent).toBe("Prijscategorie");
    expect([...ask.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Basistarief · € 4,50"]);
    expect(Object.fromEntries(new FormData(ask as HTMLFormElement))).toEqual({
      intent: "tariffs",
      uitpasNumber: an.uitpasNumber,
      categorie: "450:Basistarief",
    });
    const typed = render(holder, { ...swim, prices: [] });
    expect(typed.querySelector("label[for=balie-bedrag]")?.textContent).toBe("Gewone prijs (euro)");
    expect(render(holder, null).querySelector("[data-testid=balie-kortingstarief]")).toBeNull();
  });

  it("lists the api's tariffs with what is left, each with its own labelled button, and reads them out", () => {
    const doc = render(
      {
        ...holder,
        tariff: {
          step: "choose",
          regular: { cents: 450, label: "Basistarief" },
          tariffs: [
            { id: "SOCIALTARIFF", name: "Kansentarief", price: 1.5, social: true, remaining: 1 },
            { id: "COUPON_7", name: "2 euro korting", price: 2.5, social: false, remaining: null },
          ],
        },
      },
      swim,
    );
    const items = [...doc.querySelectorAll("[data-testid=balie-tarieven] li")].map((li) => li.textContent);
    expect(items).toEqual([
      "Kansentarief: € 1,50in plaats van € 4,50 · nog 1 ticket deze periodeTarief toekennen",
      "2 euro korting: € 2,50in plaats van € 4,50 · geen limietTarief toekennen",
    ]);
    const grant = doc.querySelector<HTMLButtonElement>("[aria-label='Tarief toekennen: Kansentarief, € 1,50']")!;
    expect(Object.fromEntries(new FormData(grant.closest("form")!))).toEqual({
      intent: "tariff-sell",
      tariffId: "SOCIALTARIFF",
      uitpasNumber: an.uitpasNumber,
      categorie: "450:Basistarief",
      bedrag: "",
    });
    expect(doc.querySelector("[role=status]")?.textContent).toBe(
      "Tarieven voor Basistarief (€ 4,50): Kansentarief: € 1,50, 2 euro korting: € 2,50.",
    );
  });

  it("shows the granted tariff with what to pay and 'Verkoop annuleren'", () => {
    const doc = render(
      {
        ...holder,
        tariff: { step: "sold", saleId: SALE_ID, name: "Kansentarief", price: 1.5, regular: { cents: 450, label: "Basistarief" } },
      },
      swim,
    );
    expect(doc.querySelector("[data-testid=balie-tarief] .counter-outcome__title")?.textContent).toBe("Toegekend: Kansentarief, € 1,50");
    const cancel = doc.querySelector("[data-testid=balie-tarief] form")!;
    expect(Object.fromEntries(new FormData(cancel as HTMLFormElement))).toEqual({
      intent: "tariff-cancel",
      saleId: SALE_ID,
      uitpasNumber: an.uitpasNumber,
    });
    expect(doc.querySelector("[role=status]")?.textContent).toBe(
      "Kansentarief toegekend aan An: € 1,50. Laat nu € 1,50 betalen in plaats van € 4,50.",
    );
  });
});
