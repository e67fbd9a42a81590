import { describe, expect, it } from "vitest";
import {
  decideAuthenticated,
  decideLoginMethodReroute,
  decideNotAuthenticated,
  onboardingRedirect,
  type AuthView,
  type PageRequest,
} from "./guard-decisions.ts";

const at = (pathname: string, search = "", slug = "uitpas"): PageRequest => ({ pathname, search, slug });

const done: AuthView = { skipOnboarding: true, legacy: false, hasCard: true };
const fresh: AuthView = { ...done, skipOnboarding: false };
const cardless: AuthView = { ...done, hasCard: false };
const legacy: AuthView = { ...done, legacy: true };

describe("authenticated", () => {
  it("sends visitors to the login with the way back", () => {
    expect(decideAuthenticated(null, at("/profiel/gezin", "?a=1"))).toEqual({
      kind: "login",
      to: "/aanmelden-uitid?pathname=%2Fprofiel%2Fgezin%3Fa%3D1",
    });
  });
  it("lets holders through", () => {
    expect(decideAuthenticated(done, at("/overzicht"))).toEqual({ kind: "next" });
  });
  it("sends holders who have not skipped the onboarding to it", () => {
    expect(decideAuthenticated(fresh, at("/overzicht"))).toEqual({ kind: "redirect", to: "/onboarding" });
    expect(decideAuthenticated(fresh, at("/nl/sparen"))).toEqual({ kind: "redirect", to: "/onboarding" });
  });
});

describe("onboarding redirect", () => {
  it("spares the onboarding itself and the login transaction", () => {
    for (const path of ["/onboarding", "/nl/onboarding", "/callback", "/afmelden", "/registratie-bevestigen"]) {
      expect(onboardingRedirect(fresh, at(path))).toBeUndefined();
    }
    expect(onboardingRedirect(fresh, at("/privacy"))).toBe("/onboarding");
    expect(onboardingRedirect(done, at("/privacy"))).toBeUndefined();
  });
});

describe("notAuthenticated", () => {
  it("lets visitors through everywhere", () => {
    for (const path of ["/", "/aanmelden-uitid", "/privacy", "/uitid-registreren-stap1"]) {
      expect(decideNotAuthenticated(null, at(path))).toEqual({ kind: "next" });
    }
  });
  it("sends holders from the home and login pages to the dashboard", () => {
    for (const path of ["/", "/nl", "/inloggen", "/wachtwoord-vergeten", "/email-vergeten", "/registreer"]) {
      expect(decideNotAuthenticated(done, at(path))).toEqual({ kind: "redirect", to: "/overzicht" });
    }
  });
  it("lets a holder opening the login go to its safe pathname", () => {
    expect(decideNotAuthenticated(done, at("/aanmelden-uitid", "?pathname=%2Fsparen"))).toEqual({ kind: "redirect", to: "/sparen" });
    expect(decideNotAuthenticated(done, at("/aanmelden-uitid", "?pathname=%2F%2Fevil.example"))).toEqual({
      kind: "redirect",
      to: "/overzicht",
    });
    // The review's case: a dot segment that a browser collapses into //evil.example/x.
    expect(decideNotAuthenticated(done, at("/aanmelden-uitid", "?pathname=/.//evil.example/x"))).toEqual({
      kind: "redirect",
      to: "/overzicht",
    });
  });
  it("keeps content pages readable for holders", () => {
    for (const path of ["/privacy", "/wat-is-uitpas", "/algemene-voorwaarden", "/cookieverklaring"]) {
      expect(decideNotAuthenticated(done, at(path))).toEqual({ kind: "next" });
    }
  });
  it("lets cardless accounts register a card, not holders who have one", () => {
    expect(decideNotAuthenticated(cardless, at("/uitid-registreren-stap1"))).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(done, at("/uitid-registreren-stap1"))).toEqual({ kind: "redirect", to: "/overzicht" });
  });
  it("sends a visitor on a page for holders outside the holder layouts (the onboarding) to the login", () => {
    expect(decideNotAuthenticated(null, at("/onboarding", "?stap=2"))).toEqual({
      kind: "login",
      to: "/aanmelden-uitid?pathname=%2Fonboarding%3Fstap%3D2",
    });
    expect(decideNotAuthenticated(null, at("/nl/onboarding"))).toEqual({ kind: "login", to: "/aanmelden-uitid?pathname=%2Fonboarding" });
  });
  it("reads the page from the route table: /nl copies and the product slug", () => {
    expect(decideNotAuthenticated(done, at("/nl/uitid-registreren-stap2"))).toEqual({ kind: "redirect", to: "/overzicht" });
    expect(decideNotAuthenticated(done, at("/nl/email-vergeten"))).toEqual({ kind: "redirect", to: "/overzicht" });
    expect(onboardingRedirect(fresh, at("/nl/callback"))).toBeUndefined();
    // A page of the table that no guard list ever named: content, readable for holders, for any slug.
    expect(decideNotAuthenticated(done, at("/geen-paspartoe-gevonden", "", "paspartoe"))).toEqual({ kind: "next" });
  });
  it("sends a holder to the onboarding first", () => {
    expect(decideNotAuthenticated(fresh, at("/privacy"))).toEqual({ kind: "redirect", to: "/onboarding" });
    expect(decideNotAuthenticated(fresh, at("/onboarding"))).toEqual({ kind: "next" });
  });
});

describe("loginMethodReroute", () => {
  it("sends legacy accounts to the upgrade, once", () => {
    expect(decideLoginMethodReroute(legacy, at("/overzicht"))).toEqual({ kind: "redirect", to: "/uitid-upgrade" });
    expect(decideLoginMethodReroute(legacy, at("/uitid-upgrade"))).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(legacy, at("/uitid-upgrade"))).toEqual({ kind: "next" });
  });
  it("leaves other holders and visitors alone", () => {
    expect(decideLoginMethodReroute(done, at("/overzicht"))).toEqual({ kind: "next" });
    expect(decideLoginMethodReroute(null, at("/overzicht"))).toEqual({ kind: "next" });
    expect(decideNotAuthenticated(done, at("/uitid-upgrade"))).toEqual({ kind: "redirect", to: "/overzicht" });
  });
});
