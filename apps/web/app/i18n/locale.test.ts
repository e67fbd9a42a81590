import { describe, expect, it } from "vitest";
import { localeFromPath, parseAcceptLanguage, resolveLocale, stripLocalePrefix, LOCALE_COOKIE_MAX_AGE } from "./locale.ts";
import { parseCookies, serializeCookie } from "./cookies.ts";

describe("resolveLocale", () => {
  it("takes the cookie first", () => {
    expect(resolveLocale({ cookie: "nl", acceptLanguage: "fr-BE,fr;q=0.9" })).toBe("nl");
  });

  it("ignores an unsupported cookie and falls back to the browser language", () => {
    expect(resolveLocale({ cookie: "klingon", acceptLanguage: "nl-BE,nl;q=0.9,en;q=0.8" })).toBe("nl");
  });

  it("falls back to nl when nothing matches", () => {
    expect(resolveLocale({ acceptLanguage: "fr-BE,en;q=0.5" })).toBe("nl");
    expect(resolveLocale({})).toBe("nl");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q-value, drops q=0 and *", () => {
    expect(parseAcceptLanguage("en;q=0.5, nl-BE, fr;q=0, *;q=0.1, de;q=0.7")).toEqual(["nl-be", "de", "en"]);
  });

  it("keeps header order for equal weights", () => {
    expect(parseAcceptLanguage("fr, nl")).toEqual(["fr", "nl"]);
  });

  it("handles empty input", () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });
});

describe("locale prefix", () => {
  it("finds and strips /nl", () => {
    expect(localeFromPath("/nl/privacy")).toBe("nl");
    expect(localeFromPath("/nl")).toBe("nl");
    expect(localeFromPath("/nlx")).toBeUndefined();
    expect(localeFromPath("/privacy")).toBeUndefined();
    expect(stripLocalePrefix("/nl/privacy")).toBe("/privacy");
    expect(stripLocalePrefix("/nl")).toBe("/");
    expect(stripLocalePrefix("/nlx")).toBe("/nlx");
    expect(stripLocalePrefix("/start")).toBe("/start");
  });

  it("keeps the locale cookie for 365 days", () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });
});

describe("cookies", () => {
  it("parses a Cookie header", () => {
    expect(parseCookies('a=1; locale=nl; user="x%20y"; a=2')).toEqual({ a: "1", locale: "nl", user: "x y" });
    expect(parseCookies(null)).toEqual({});
  });

  it("serializes with path, max-age, SameSite and optional Secure", () => {
    expect(serializeCookie("locale", "nl", { maxAge: 10, secure: false })).toBe("locale=nl; Path=/; Max-Age=10; SameSite=Lax");
    expect(serializeCookie("c", "a b", { maxAge: 1, secure: true, httpOnly: true })).toBe(
      "c=a%20b; Path=/; Max-Age=1; SameSite=Lax; Secure; HttpOnly",
    );
  });
});
