import { describe, expect, it } from "vitest";
import { brusselsDateTime, brusselsDay, periodKey } from "./period-key.ts";
import { createRng } from "./random.ts";

describe("periodKey (Europe/Brussels calendar periods)", () => {
  it("uses the Brussels date, not the UTC date", () => {
    // 23:30 UTC on 21 November is already 22 November in Brussels (UTC+1).
    const late = new Date("2026-11-21T23:30:00Z");
    expect(brusselsDay(late)).toBe("2026-11-22");
    expect(periodKey(late, "DAY")).toBe("2026-11-22");
  });
  it("gives ISO weeks from Monday to Sunday, across the year boundary", () => {
    expect(periodKey(new Date("2026-11-21T10:00:00Z"), "WEEK")).toBe("2026-W47");
    expect(periodKey(new Date("2026-11-22T10:00:00Z"), "WEEK")).toBe("2026-W47");
    expect(periodKey(new Date("2026-11-23T10:00:00Z"), "WEEK")).toBe("2026-W48");
    expect(periodKey(new Date("2027-01-01T10:00:00Z"), "WEEK")).toBe("2026-W53");
    expect(periodKey(new Date("2025-12-29T10:00:00Z"), "WEEK")).toBe("2026-W01");
  });
  it("gives month, quarter, year and absolute keys", () => {
    const at = new Date("2026-11-21T10:00:00Z");
    expect([periodKey(at, "MONTH"), periodKey(at, "QUARTER"), periodKey(at, "YEAR"), periodKey(at, "ABSOLUTE")]).toEqual([
      "2026-11",
      "2026-Q4",
      "2026",
      "ABSOLUTE",
    ]);
    // New Year's Eve 23:30 UTC is already the next year in Brussels.
    expect(periodKey(new Date("2026-12-31T23:30:00Z"), "YEAR")).toBe("2027");
  });
  it("builds Brussels wall-clock times in winter and summer time", () => {
    expect(brusselsDateTime("2026-11-21", 14).toISOString()).toBe("2026-11-21T13:00:00.000Z");
    expect(brusselsDateTime("2026-07-01", 14, 30).toISOString()).toBe("2026-07-01T12:30:00.000Z");
  });
});

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
