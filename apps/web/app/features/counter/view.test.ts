// The kansentarief on the counter's holder card in words (issue 20 §3): each state, and nothing without one.
import { describe, expect, it } from "vitest";
import { socialTariffText } from "./view.ts";

describe("socialTariffText", () => {
  it("says until when, the grace period, expired and suspended in Dutch dates", () => {
    expect(socialTariffText({ status: "ACTIVE", endDate: "2027-04-30" })).toBe("Geldig tot 30/04/2027");
    expect(socialTariffText({ status: "ACTIVE", endDate: "2026-11-20", graceUntil: "2026-12-20" })).toBe(
      "Verlopen op 20/11/2026, overgangsperiode tot 20/12/2026",
    );
    expect(socialTariffText({ status: "EXPIRED", endDate: "2026-04-30" })).toBe("Vervallen op 30/04/2026");
    expect(socialTariffText({ status: "SUSPENDED", endDate: "2027-04-30", suspendedUntil: "2027-01-15" })).toBe(
      "Geschorst tot 15/01/2027. Punten sparen en voordelen omruilen kan wel.",
    );
    expect(socialTariffText({ status: "SUSPENDED", endDate: "2027-04-30", suspendedUntil: null })).toBe(
      "Geschorst tot nader bericht. Punten sparen en voordelen omruilen kan wel.",
    );
  });

  it("shows nothing without a kansenstatuut or without the permission (absent)", () => {
    expect(socialTariffText({ status: "NONE" })).toBeNull();
    expect(socialTariffText(undefined)).toBeNull();
  });
});
