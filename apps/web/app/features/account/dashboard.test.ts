import { describe, expect, it } from "vitest";
import type { Profile } from "@vtp/contracts/account";
import { dashboardCard, greeting, pointsLabel } from "./dashboard.ts";

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
  birthDate: "1985-01-01",
  isUnder16: false,
};

describe("dashboard", () => {
  it("greets with the full name", () => {
    expect(greeting("An", "Peeters")).toBe("Hallo An Peeters");
    expect(greeting("", "")).toBe("Hallo");
  });
  it("groups the card number 4-3-3-3 and formats the kansenstatuut end date", () => {
    expect(dashboardCard(profile)).toEqual({
      cardNumber: "4030 000 045 214",
      cardSystem: "UiTPAS Dender",
      points: 1,
      pointsLabel: "1 punt",
      kansenstatuut: [{ cardSystem: "UiTPAS Dender", endDate: "30/04/2027", status: "ACTIVE" }],
      blocked: false,
    });
  });
  it("says punt or punten", () => {
    expect(pointsLabel(1)).toBe("1 punt");
    expect(pointsLabel(0)).toBe("0 punten");
    expect(pointsLabel(120)).toBe("120 punten");
  });
});
