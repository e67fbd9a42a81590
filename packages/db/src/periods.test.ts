import { describe, expect, it } from "vitest";
import { brusselsDateTime, brusselsDay, nextPeriodStart, periodKey } from "./periods.ts";

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
  it("gives the start of the next period in Brussels, in winter and summer time", () => {
    const iso = (at: string, period: Parameters<typeof nextPeriodStart>[1]) => nextPeriodStart(new Date(at), period)?.toISOString() ?? null;
    // Saturday 21 November 2026, 23:30 in Brussels: the next day starts in half an hour.
    expect(iso("2026-11-21T22:30:00Z", "DAY")).toBe("2026-11-21T23:00:00.000Z");
    // 00:30 on 22 November in Brussels is already that day: the next is 23 November.
    expect(iso("2026-11-21T23:30:00Z", "DAY")).toBe("2026-11-22T23:00:00.000Z");
    expect(iso("2026-07-01T10:00:00Z", "DAY")).toBe("2026-07-01T22:00:00.000Z");
    // Across the change to winter time (25 October 2026).
    expect(iso("2026-10-24T10:00:00Z", "DAY")).toBe("2026-10-24T22:00:00.000Z");
    expect(iso("2026-10-25T10:00:00Z", "DAY")).toBe("2026-10-25T23:00:00.000Z");
    expect(iso("2026-11-21T10:00:00Z", "WEEK")).toBe("2026-11-22T23:00:00.000Z"); // Monday 23 November
    expect(iso("2026-11-23T10:00:00Z", "WEEK")).toBe("2026-11-29T23:00:00.000Z"); // a Monday: the next one
    expect(iso("2026-11-21T10:00:00Z", "MONTH")).toBe("2026-11-30T23:00:00.000Z");
    expect(iso("2026-12-15T10:00:00Z", "MONTH")).toBe("2026-12-31T23:00:00.000Z");
    expect(iso("2026-11-21T10:00:00Z", "QUARTER")).toBe("2026-12-31T23:00:00.000Z");
    expect(iso("2026-02-10T10:00:00Z", "QUARTER")).toBe("2026-03-31T22:00:00.000Z");
    expect(iso("2026-11-21T10:00:00Z", "YEAR")).toBe("2026-12-31T23:00:00.000Z");
    expect(iso("2026-11-21T10:00:00Z", "ABSOLUTE")).toBeNull();
  });
});
