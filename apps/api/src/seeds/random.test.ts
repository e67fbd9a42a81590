import { describe, expect, it } from "vitest";
import { createRng } from "./random.ts";

describe("createRng", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });
  it("draws integers in range, version-4 UUIDs and codes without look-alike characters", () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rng.code(200)).not.toMatch(/[01IO]/);
    expect(rng.sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
  });
});
