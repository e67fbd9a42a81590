import { describe, expect, it } from "vitest";
import { brusselsDateTime, brusselsDay, periodKey } from "./periods.ts";

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
