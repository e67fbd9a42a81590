// How the form of a new organiser reads a place on the map as people copy it from a map service (decision 0067).
import { describe, expect, it } from "vitest";
import { parseLocation } from "./organiser-form.server.ts";

describe("a place on the map as typed", () => {
  it("reads a point or a decimal comma, a comma, semicolon or space between; empty is none; anything else is not a place", () => {
    for (const typed of ["51.0543, 3.7174", "51,0543, 3,7174", "51.0543 3.7174", " 51,0543;3,7174 "]) {
      expect(parseLocation(typed)).toEqual({ lat: 51.0543, lon: 3.7174 });
    }
    expect(parseLocation("  ")).toBeNull();
    for (const typed of ["51.0543", "Kreekstraat 12", "51.05, 3.71, 4", "N 51° 3' E 3° 43'"]) expect(parseLocation(typed)).toBeUndefined();
  });
});
