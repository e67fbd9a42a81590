import { describe, expect, it } from "vitest";
import { loginRedirectTarget, requestedPage, returnPathOrDashboard, safeReturnPath, type PageRequest } from "./return-path.ts";

const at = (pathname: string, search = "", slug = "uitpas"): PageRequest => ({ pathname, search, slug });

describe("safeReturnPath", () => {
  it("keeps paths inside this site, with query and fragment", () => {
    expect(safeReturnPath("/profiel/gezin", "uitpas")).toBe("/profiel/gezin");
    expect(safeReturnPath("/mijn-uitpas/voordelen?tab=2#lijst", "uitpas")).toBe("/mijn-uitpas/voordelen?tab=2#lijst");
    expect(safeReturnPath("/nl/overzicht", "uitpas")).toBe("/nl/overzicht");
  });

  it.each([
    "//evil.example/overzicht",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hoi",
    "evil.example",
    "overzicht",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%E0%A4%A",
    "",
    " /overzicht",
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value, "uitpas")).toBeUndefined();
    expect(returnPathOrDashboard(value, "uitpas")).toBe("/overzicht");
  });

  it("refuses non-strings and very long values", () => {
    expect(safeReturnPath(undefined, "uitpas")).toBeUndefined();
    expect(safeReturnPath(null, "uitpas")).toBeUndefined();
    expect(safeReturnPath(["/overzicht"], "uitpas")).toBeUndefined();
    expect(safeReturnPath(`/${"a".repeat(3000)}`, "uitpas")).toBeUndefined();
  });

  it("does not return to the login, callback or logout (no loops)", () => {
    expect(returnPathOrDashboard("/aanmelden-uitid?pathname=/x", "uitpas")).toBe("/overzicht");
    expect(returnPathOrDashboard("/callback?code=1", "uitpas")).toBe("/overzicht");
    expect(returnPathOrDashboard("/afmelden", "uitpas")).toBe("/overzicht");
    expect(returnPathOrDashboard("/nl/inloggen", "uitpas")).toBe("/overzicht");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/a/../../overzicht", "uitpas")).toBe("/overzicht");
    expect(safeReturnPath("/./profiel/./gezin", "uitpas")).toBe("/profiel/gezin");
    expect(safeReturnPath("/mijn-uitpas/%2e%2e/overzicht", "uitpas")).toBe("/overzicht");
  });

  // Each of these becomes another host (or a scheme) once a browser normalises or decodes it.
  it.each([
    // dot segments that collapse into a protocol-relative path
    "/.//evil.example/x",
    "/./\\evil.example/x",
    "/a/..//evil.example/x",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/%2e%2f/evil.example",
    "/.%2F/evil.example",
    // tabs, newlines and other control characters (browsers strip them before parsing)
    "/\t/evil.example",
    "/.\n//evil.example",
    "/\r\n/evil.example",
    "/%0a/evil.example",
    "/%0D%0A/evil.example",
    "/\u0000/evil.example",
    // backslashes (browsers treat them as slashes)
    "/\\/evil.example",
    "/.\\.\\/evil.example",
    "\\/evil.example",
    "/%5C%5Cevil.example",
    "/%5c/evil.example",
    // encoded slashes, once and twice
    "/%2F/evil.example",
    "%2F%2Fevil.example",
    "/%252F/evil.example",
    "/%25252F%25252Fevil.example",
    // absolute and protocol-relative URLs
    "https://evil.example/x",
    "HTTPS://evil.example",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "vbscript:msgbox(1)",
  ])("refuses %j after normalising", (value) => {
    expect(safeReturnPath(value, "uitpas")).toBeUndefined();
    expect(returnPathOrDashboard(value, "uitpas")).toBe("/overzicht");
  });
});

describe("loginRedirectTarget", () => {
  it("carries the requested path except for the index, forgot and register pages", () => {
    expect(loginRedirectTarget(at("/"))).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget(at("/nl"))).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget(at("/wachtwoord-vergeten"))).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget(at("/registreer"))).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget(at("/profiel/gezin", "?tab=1"))).toBe("/aanmelden-uitid?pathname=%2Fprofiel%2Fgezin%3Ftab%3D1");
  });

  it("produces a pathname that safeReturnPath accepts unchanged", () => {
    const target = new URL(loginRedirectTarget(at("/sparen/mijn-punten", "?x=1")), "http://h");
    expect(safeReturnPath(target.searchParams.get("pathname"), "uitpas")).toBe("/sparen/mijn-punten?x=1");
  });
});

describe("requestedPage", () => {
  it("strips the data-request suffix and the _routes parameter", () => {
    expect(requestedPage(new URL("http://h/overzicht.data?_routes=a%2Cb"))).toEqual({ pathname: "/overzicht", search: "" });
    expect(requestedPage(new URL("http://h/_root.data"))).toEqual({ pathname: "/", search: "" });
    expect(requestedPage(new URL("http://h/profiel/gezin.data?tab=1&_routes=x"))).toEqual({ pathname: "/profiel/gezin", search: "?tab=1" });
    expect(requestedPage(new URL("http://h/sparen?x=1"))).toEqual({ pathname: "/sparen", search: "?x=1" });
  });
});
