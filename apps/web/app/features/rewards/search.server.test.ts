// The discount search's line about rewards outside a holder's regions, from two totals that may have
// stopped counting at 1.000 (decision 0080).
import { describe, expect, it } from "vitest";
import { outsideRegionOf } from "./search.server.ts";

const exactly = (value: number) => ({ value, relation: "eq" as const });
const moreThanAThousand = { value: 1000, relation: "gte" as const };

describe("outsideRegionOf", () => {
  it("tells how many more there are outside the holder's regions only when that is known", () => {
    expect(outsideRegionOf(exactly(120), exactly(300))).toBe(180);
    expect(outsideRegionOf(exactly(120), exactly(120))).toBe(0);
    expect(outsideRegionOf(exactly(120), moreThanAThousand)).toBe("more");
    expect(outsideRegionOf(moreThanAThousand, moreThanAThousand)).toBeNull();
  });
});
