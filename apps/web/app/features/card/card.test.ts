import { describe, expect, it } from "vitest";
import type { Profile } from "@vtp/contracts/account";
import { holderCard } from "./card.ts";

const profile: Profile = {
  firstName: "Mohamed",
  lastName: "El Amrani",
  lastNameInitial: "E.",
  city: "Aalst",
  cardNumber: "4030000045214",
  cardStatus: "ACTIVE",
  cardSystem: { id: 3, name: "UiTPAS Dender" },
  points: 1,
  email: "m@voorbeeld.test",
  gsm: null,
  kansenStatuut: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE", kansenStatuutEndDate: "2027-04-30" }],
  memberships: [
    { cardSystem: { id: 1, name: "UiTPAS Gent" }, endDate: "2028-12-31" },
    { cardSystem: { id: 3, name: "UiTPAS Dender" }, endDate: "2027-12-31" },
  ],
  birthDate: "1985-01-01",
  isUnder16: false,
};

describe("holderCard", () => {
  it("shows the name, the grouped number, the regions (purchase first) and the earliest end", () => {
    expect(holderCard(profile)).toEqual({
      fullName: "Mohamed El Amrani",
      cardNumber: "4030 000 045 214",
      cardDigits: "4030000045214",
      regions: ["UiTPAS Dender", "UiTPAS Gent"],
      validUntil: "31/12/2027",
      blocked: false,
    });
  });

  it("never carries the social tariff", () => {
    expect(JSON.stringify(holderCard(profile))).not.toMatch(/2027-04-30|30\/04\/2027|kansen/i);
  });

  it("has no end date when no membership has one", () => {
    expect(
      holderCard({ ...profile, memberships: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, endDate: null }] }).validUntil,
    ).toBeNull();
  });
});
