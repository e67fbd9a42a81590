// The focus header's control per page of the online request (issue 22 §2): no "Aanvraag stoppen" once
// the order is paid.
import { describe, expect, it } from "vitest";
import { stopControlKind } from "./steps.ts";

describe("stopControlKind", () => {
  it("asks to stop on every step before the payment is done", () => {
    for (const step of ["region", "email", "social-tariff", "person", "family", "payment"] as const)
      expect(stopControlKind(`online-request-${step}`, step)).toBe("stop");
    expect(stopControlKind("online-request", undefined)).toBe("stop");
    expect(stopControlKind("online-request-payment-return", undefined)).toBe("stop");
  });

  it("offers nothing to stop once the order is paid: the password step and the status page, in both locale trees", () => {
    expect(stopControlKind("online-request-password", "password")).toBe("none");
    expect(stopControlKind("online-request-status", undefined)).toBe("none");
    expect(stopControlKind("nl.online-request-status", undefined)).toBe("none");
  });

  it("says Klaar on the install step and nothing on the question's own page", () => {
    expect(stopControlKind("online-request-install", "install")).toBe("done");
    expect(stopControlKind("online-request-stop", undefined)).toBe("none");
    expect(stopControlKind("nl.online-request-stop", undefined)).toBe("none");
  });
});
