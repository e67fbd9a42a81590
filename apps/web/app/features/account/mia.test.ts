import { describe, expect, it } from "vitest";
import { isMiaUser } from "./mia.ts";

const entry = { cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE" as const, kansenStatuutEndDate: "2027-04-30" };

describe("isMiaUser", () => {
  it("is true with at least one kansenStatuut entry, whatever its status", () => {
    expect(isMiaUser({ kansenStatuut: [entry] })).toBe(true);
    expect(isMiaUser({ kansenStatuut: [{ ...entry, status: "EXPIRED" }] })).toBe(true);
  });
  it("is false without entries or without a profile (no card)", () => {
    expect(isMiaUser({ kansenStatuut: [] })).toBe(false);
    expect(isMiaUser(null)).toBe(false);
    expect(isMiaUser(undefined)).toBe(false);
  });
});
