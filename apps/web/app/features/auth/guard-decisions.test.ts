import { describe, expect, it } from "vitest";
import { decideAuthenticated, decideLoginMethodReroute, decideNotAuthenticated, onboardingRedirect, type AuthView } from "./guard-decisions.ts";

const done: AuthView = { skipOnboarding: true, legacy: false, hasCard: true };
const fresh: AuthView = { ...done, skipOnboarding: false };
const cardless: AuthView = { ...done, hasCard: false };
const legacy: AuthView = { ...done, legacy: true };

describe("authenticated", () => {
  it("sends visitors to the login with the way back", () => {
    expect(decideAuthenticated(null, "/profiel/gezin", "?a=1")).toEqual({ kind: "redirect", to: "/aanmelden-uitid?pathname=%2Fprofiel%2Fgezin%3Fa%3D1" });
  });
  it("lets holders through", () => {
    expect(decideAuthenticated(done, "/overzicht")).toEqual({ kind: "next" });
  });
  it("sends holders who have not skipped the onboarding to it", () => {
    expect(decideAuthenticated(fresh, "/overzicht")).toEqual({ kind: "redirect", to: "/onboarding" });
    expect(decideAuthenticated(fresh, "/nl/sparen")).toEqual({ kind: "redirect", to: "/onboarding" });
  });
});

describe("onboarding redirect", () => {
  it("spares the onboarding itself and the login transaction", () => {
    for (const path of ["/onboarding", "/nl/onboarding", "/callback", "/afmelden", "/registratie-bevestigen"]) {
      expect(onboardingRedirect(fresh, path)).toBeUndefined();
    }
    expect(onboardingRedirect(fresh, "/privacy")).toBe("/onboarding");
    expect(onboardingRedirect(done, "/privacy")).toBeUndefined();
  });
});

describe("notAuthenticated", () => {
  it("lets visitors through everywhere", () => {
    for (const path of ["/", "/aanmelden-uitid", "/privacy", "/uitid-registreren-stap1"]) {
      expect(decideNotAuthenticated(null, path)).toEqual({ kind: "next" });
    }
  });
  it("sends holders from the home and login pages to the dashboard", () => {
    for (const path of ["/", "/nl", "/inloggen", "/wachtwoord-vergeten", "/email-vergeten", "/registreer"]) {
      expect(decideNotAuthenticated(done, path)).toEqual({ kind: "redirect", to: "/overzicht" });
    }
  });
  it("lets a holder opening the login go to its safe pathname", () => {
    expect(decideNotAuthenticated(done, "/aanmelden-uitid", "?pathname=%2Fsparen")).toEqual({ kind: "redirect", to: "/sparen" });
    expect(decideNotAuthenticated(done, "/aanmelden-uitid", "?pathname=%2F%2Fevil.example")).toEqual({ kind: "redirect", to: "/overzicht" });
    // The review's case: a dot segment that a browser collapses into //evil.example/x.
    expect(decideNotAuthenticated(done, "/aanmelden-uitid", "?pathname=/.//evil.example/x")).toEqual({ kind: "redirect", to: "/overzicht" });
  });
  it("keeps content pages readable for holders", () => {
    for (const path of ["/privacy", "/wat-is-uitpas", "/algemene-voorwaarden", "/cookieverklaring"]) {
      expect(decideNotAuthenticated(done, path)).toEqual({ kind: "next" });
    }
  });
  it("lets cardless accounts register a card, not holders who have one", () => {
    expect(decideNotAuthenticated(cardless, "/uitid-registreren-stap1")).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(done, "/uitid-registreren-stap1")).toEqual({ kind: "redirect", to: "/overzicht" });
  });
  it("sends a holder to the onboarding first", () => {
    expect(decideNotAuthenticated(fresh, "/privacy")).toEqual({ kind: "redirect", to: "/onboarding" });
    expect(decideNotAuthenticated(fresh, "/onboarding")).toEqual({ kind: "next" });
  });
});

describe("loginMethodReroute", () => {
  it("sends legacy accounts to the upgrade, once", () => {
    expect(decideLoginMethodReroute(legacy, "/overzicht")).toEqual({ kind: "redirect", to: "/uitid-upgrade" });
    expect(decideLoginMethodReroute(legacy, "/uitid-upgrade")).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(legacy, "/uitid-upgrade")).toEqual({ kind: "next" });
  });
  it("leaves other holders and visitors alone", () => {
    expect(decideLoginMethodReroute(done, "/overzicht")).toEqual({ kind: "next" });
    expect(decideLoginMethodReroute(null, "/overzicht")).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(done, "/uitid-upgrade")).toEqual({ kind: "redirect", to: "/overzicht" });
  });
});
