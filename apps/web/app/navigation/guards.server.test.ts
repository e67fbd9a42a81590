import { describe, expect, it } from "vitest";
import { guardNames, isLoggedIn, loginRedirectTarget, resolveMiddleware, UnknownMiddlewareError } from "./guards.server.ts";

describe("resolveMiddleware", () => {
  it("knows the spec's guard names", () => {
    expect(guardNames.sort()).toEqual([
      "authenticated",
      "loginMethodReroute",
      "notAuthenticated",
      "onlineRequestFeatureFlag",
      "refreshToken",
    ]);
    for (const name of guardNames) expect(typeof resolveMiddleware(name)).toBe("function");
  });

  it("throws a 500 'Unknown middleware {name}' for any other name", () => {
    expect(() => resolveMiddleware("admin")).toThrow(UnknownMiddlewareError);
    try {
      resolveMiddleware("toString");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownMiddlewareError);
      expect((error as UnknownMiddlewareError).message).toBe("Unknown middleware toString");
      expect((error as UnknownMiddlewareError).status).toBe(500);
    }
  });
});

describe("authentication helpers", () => {
  it("needs both the user and auth cookies", () => {
    const demo = { posture: "local-demo" } as const;
    const pub = { posture: "public" } as const;
    expect(isLoggedIn(demo, "user=1; auth=abc")).toBe(true);
    expect(isLoggedIn(demo, "user=1")).toBe(false);
    expect(isLoggedIn(demo, "auth=abc")).toBe(false);
    expect(isLoggedIn(demo, null)).toBe(false);
    // The public posture reads only the __Host- cookie.
    expect(isLoggedIn(pub, "user=1; __Host-auth=abc")).toBe(true);
    expect(isLoggedIn(pub, "user=1; auth=abc")).toBe(false);
  });

  it("carries the requested path except for index, forgot and register", () => {
    expect(loginRedirectTarget({ pathname: "/", slug: "uitpas" })).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget({ pathname: "/nl", slug: "uitpas" })).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget({ pathname: "/wachtwoord-vergeten", slug: "uitpas" })).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget({ pathname: "/registreer", slug: "uitpas" })).toBe("/aanmelden-uitid");
    expect(loginRedirectTarget({ pathname: "/profiel/gezin", search: "?tab=1", slug: "uitpas" })).toBe(
      "/aanmelden-uitid?pathname=%2Fprofiel%2Fgezin%3Ftab%3D1",
    );
  });
});
