import { describe, expect, it } from "vitest";
import type { Profile } from "@vtp/contracts/account";
import { formatDay } from "../../copy/format.ts";
import { profileView, socialTariffSentence } from "./profile.ts";

const profile: Profile = {
  firstName: "Mohamed",
  lastName: "El Amrani",
  lastNameInitial: "E.",
  city: "Aalst",
  cardNumber: "4030000045214",
  cardStatus: "ACTIVE",
  cardSystem: { id: 3, name: "UiTPAS Dender" },
  points: 45,
  email: "m@voorbeeld.test",
  gsm: "+32485123402",
  kansenStatuut: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE", kansenStatuutEndDate: "2027-04-30" }],
  memberships: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, endDate: null }],
  birthDate: "1985-01-01",
  isUnder16: false,
};

describe("profile page", () => {
  it("writes dates out in Dutch", () => {
    expect(formatDay("2027-04-30")).toBe("30 april 2027");
    expect(formatDay("2026-01-01")).toBe("1 januari 2026");
    expect(formatDay("geen datum")).toBe("geen datum");
  });

  it("tells the holder his social tariff per status", () => {
    expect(socialTariffSentence({ status: "ACTIVE", kansenStatuutEndDate: "2027-04-30" })).toBe(
      "Je hebt recht op het kansentarief tot 30 april 2027",
    );
    expect(socialTariffSentence({ status: "EXPIRED", kansenStatuutEndDate: "2026-04-30" })).toBe(
      "Je kansentarief liep af op 30 april 2026",
    );
    expect(socialTariffSentence({ status: "SUSPENDED", kansenStatuutEndDate: "2027-04-30" })).toContain("opgeschort");
  });

  it("shows the first name with the last-name initial and groups the card number 4-3-3-3", () => {
    expect(profileView(profile)).toEqual({
      name: "Mohamed E.",
      city: "Aalst",
      cardNumber: "4030 000 045 214",
      cardSystem: "UiTPAS Dender",
      blocked: false,
      pointsLabel: "45 punten",
      email: "m@voorbeeld.test",
      gsm: "+32485123402",
      socialTariff: [{ key: 3, sentence: "Je hebt recht op het kansentarief tot 30 april 2027", region: null }],
    });
  });

  it("names the region when the holder has a social tariff in several", () => {
    const two = {
      ...profile,
      kansenStatuut: [
        ...profile.kansenStatuut,
        { cardSystem: { id: 1, name: "UiTPAS Gent" }, status: "EXPIRED" as const, kansenStatuutEndDate: "2026-04-30" },
      ],
    };
    expect(profileView(two).socialTariff.map((s) => s.region)).toEqual(["UiTPAS Dender", "UiTPAS Gent"]);
  });

  it("has no social tariff line for a holder without one", () => {
    expect(profileView({ ...profile, kansenStatuut: [] }).socialTariff).toEqual([]);
  });
});
