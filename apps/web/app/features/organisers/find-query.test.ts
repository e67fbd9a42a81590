import { describe, expect, it } from "vitest";
import { ORGANISER_FILTERS as CONTRACT_FILTERS } from "@vtp/contracts/organisers";
import {
  backOf,
  backParam,
  backQuery,
  emptyFindQuery,
  findQueryParams,
  markerQueryParams,
  ORGANISER_FILTERS,
  parseFindQuery,
  typesOfMask,
} from "./find-query.ts";
import { addressLine, distanceLabel, routeLink } from "./format.ts";

const parse = (query: string) => parseFindQuery(new URLSearchParams(query));

describe("the find page's URL", () => {
  it("names the contract's four filters in the contract's order (the markers' bit mask)", () => {
    expect(ORGANISER_FILTERS).toEqual(CONTRACT_FILTERS);
    expect(typesOfMask(0b0101)).toEqual(["pointOfSale", "cidCheckin"]);
    expect(typesOfMask(0)).toEqual([]);
  });

  it("reads every state and writes it back as the same shareable URL", () => {
    const q = parse("q=bib&pointOfSale=true&cidCheckin=true&view=list&pagina=3");
    expect(q).toEqual({ ...emptyFindQuery, q: "bib", filters: ["pointOfSale", "cidCheckin"], view: "list", page: 3 });
    expect(findQueryParams(q)).toEqual({
      q: "bib",
      gemeente: undefined,
      lat: undefined,
      lon: undefined,
      pointOfSale: "true",
      pointOfSaleKansenstatuut: undefined,
      cidCheckin: "true",
      hasPointsPromotions: undefined,
      view: "list",
      pagina: "3",
    });
    expect(markerQueryParams(q)).toEqual({
      q: "bib",
      pointOfSale: "true",
      pointOfSaleKansenstatuut: undefined,
      cidCheckin: "true",
      hasPointsPromotions: undefined,
    });
  });

  it("rounds a position to about 100 m and leaves out what is malformed", () => {
    expect(parse("lat=51.054321&lon=3.7251").position).toEqual({ lat: 51.054, lon: 3.725 });
    expect(parse("lat=91&lon=3").position).toBeUndefined();
    expect(parse("lat=abc&lon=3").position).toBeUndefined();
    expect(parse("gemeente=90000").gemeente).toBeUndefined();
    expect(parse("gemeente=9000").gemeente).toBe("9000");
    expect(parse("pagina=0").page).toBe(1);
    expect(parse("pagina=9999").page).toBe(1);
    expect(parse("pointOfSale=1").filters).toEqual([]);
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("reads white space in the text as one space (a pasted tab), and leaves other control characters to the api", () => {
    expect(parse(`q=${encodeURIComponent(" zwem\tbad\r\n gent\u000b ")}`).q).toBe("zwem bad gent");
    expect(parse(`q=${encodeURIComponent("zwem\u0000bad")}`).q).toBe("zwem\u0000bad");
  });
});

describe("wording", () => {
  it("writes distances as Flemish readers do", () => {
    expect(distanceLabel(4)).toBe("10 m");
    expect(distanceLabel(347)).toBe("350 m");
    expect(distanceLabel(1234)).toBe("1,2 km");
    expect(distanceLabel(23_456)).toBe("23 km");
  });

  it("writes an address from the parts that exist", () => {
    expect(addressLine({ street: "Kerkstraat 1", postalCode: "9000", city: "Gent" })).toBe("Kerkstraat 1, 9000 Gent");
    expect(addressLine({ street: null, postalCode: null, city: "Gent" })).toBe("Gent");
    expect(addressLine({ street: null, postalCode: null, city: null })).toBe("");
  });

  it("opens the phone's maps app: Apple Maps on iOS, geo: on Android, a route planner on a computer", () => {
    const at = { lat: 51.05, lon: 3.72 };
    expect(routeLink(at, "Bib & Co", "ios")).toBe("https://maps.apple.com/?daddr=51.05,3.72&q=Bib%20%26%20Co");
    expect(routeLink(at, "Bib & Co", "android")).toBe("geo:51.05,3.72?q=51.05,3.72(Bib%20%26%20Co)");
    expect(routeLink(at, "Bib", "other")).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=51\.05,3\.72/);
  });
});

describe("when an activity takes place", () => {
  it("says the weekday and the time in Brussels, a span of days, or that it is ongoing", async () => {
    const { whenLabel } = await import("./activity-list.tsx");
    expect(whenLabel({ startsAt: "2026-11-28T19:00:00Z", endsAt: "2026-11-28T21:00:00Z", permanent: false })).toBe(
      "Zaterdag 28 november 2026, 20:00",
    );
    expect(whenLabel({ startsAt: "2026-12-03T09:00:00Z", endsAt: "2026-12-07T16:00:00Z", permanent: false })).toBe(
      "Van 3 december 2026 tot 7 december 2026",
    );
    expect(whenLabel({ startsAt: null, endsAt: null, permanent: true })).toBe("Doorlopend");
  });
});

describe("the search a location page goes back to (`terug`, issue 22 §7)", () => {
  it("is the find page's own query in one parameter, none for the empty search", () => {
    expect(backParam(parse("q=bib gent&pointOfSale=true&view=list&pagina=2"))).toBe("q=bib+gent&pointOfSale=true&view=list&pagina=2");
    expect(backParam(parse("gemeente=9000&hasPointsPromotions=true"))).toBe("gemeente=9000&hasPointsPromotions=true");
    expect(backParam(emptyFindQuery)).toBeUndefined();
  });

  it("goes back to exactly that search, and keeps only the find page's known parameters", () => {
    const at = new URLSearchParams({ terug: "q=gent&cidCheckin=true&view=list", voordelen: "6" });
    expect(backQuery(at)).toMatchObject({ q: "gent", cidCheckin: "true", view: "list", pagina: undefined });
    expect(backOf(at)).toBe("q=gent&cidCheckin=true&view=list");
    // Never a free URL or unknown parameters: a forged value becomes the empty search.
    const forged = new URLSearchParams({ terug: "https://evil.example/&next=/x&lat=999" });
    expect(Object.values(backQuery(forged)).filter((v) => v !== undefined)).toEqual([]);
    expect(backOf(forged)).toBeUndefined();
    expect(backOf(new URLSearchParams())).toBeUndefined();
  });
});
