import { describe, expect, it } from "vitest";
import { rewardSearchQuery } from "@vtp/contracts/rewards";
import { rewardSearchParams, parseRewardSearch, rewardFiltersOf, sortOf } from "./search-query.ts";

const parse = (query: string) => parseRewardSearch(new URLSearchParams(query));

describe("the search page's URL", () => {
  it("reads every filter and sort and writes the same URL back", () => {
    const url =
      "q=koffie&punten-van=10&punten-tot=50&soort=punten&categorie=Eten+en+drinken&kinderen=ja&sport=ja&laatste-kans=ja&online=ja&regio=3&sorteer=punten-aflopend&pagina=2";
    const s = parse(url);
    expect(s).toEqual({
      q: "koffie",
      pointsMin: 10,
      pointsMax: 50,
      type: "POINTS",
      category: "Eten en drinken",
      forKids: true,
      sport: true,
      lastChance: true,
      online: true,
      region: 3,
      sort: "punten-aflopend",
      page: 2,
    });
    expect(
      new URLSearchParams(Object.entries(rewardSearchParams(s)).filter((e): e is [string, string] => e[1] !== undefined)).toString(),
    ).toBe(url);
    expect(sortOf(s.sort)).toBe("pointsDesc");
  });

  it("turns the filters into the contract's query string, the regions as any of them", () => {
    const s = parse("q=koffie&punten-van=50&punten-tot=10&laatste-kans=ja");
    // A range given the wrong way round is turned around.
    expect(rewardSearchQuery(rewardFiltersOf(s, [1, 2]))).toBe("cardSystem:1 cardSystem:2 points:[10 TO 50] lastChance:true koffie");
    expect(rewardSearchQuery(rewardFiltersOf(parse(""), undefined))).toBe("");
  });

  it("ignores what is malformed, and knows every region or the holder's own", () => {
    const s = parse("punten-van=-3&soort=iets&categorie=Iets&regio=0&sorteer=raar&pagina=abc&kinderen=1");
    expect(s).toMatchObject({
      pointsMin: undefined,
      type: undefined,
      category: undefined,
      region: undefined,
      sort: "uitgelicht",
      page: 1,
      forKids: false,
    });
    expect(parse("regio=alle").region).toBe("all");
    expect(sortOf("onbekend")).toBe("featured");
  });
});
