import { describe, expect, it } from "vitest";
import { pathTo } from "../route-table.ts";
import {
  endsHolderSession,
  isImmutableAsset,
  isNeverCached,
  mayCacheNavigation,
  mayKeepHolderCopy,
  OFFLINE_COPY_HOLDER_CARD,
  prefersKeptCopy,
} from "./sw-rules.ts";

describe("service worker rules", () => {
  it("never caches the API, the identity provider, login or logout", () => {
    for (const p of [
      "/api/user/wallet/coupons",
      "/api/user/checkin",
      "/api/health",
      "/oidc/auth",
      "/overheid-oidc/auth",
      "/idp/login/x",
      "/callback",
      "/afmelden",
      "/aanmelden-uitid",
    ]) {
      expect(isNeverCached(p), p).toBe(true);
    }
    for (const p of ["/", "/partner-worden", "/assets/app.js", "/apidocs"]) expect(isNeverCached(p), p).toBe(false);
  });

  it("keeps its patterns in step with the route table's login, callback, logout and cookie-consent pages", () => {
    // The worker stays small (no route table in it); this test ties its patterns to the table.
    for (const id of ["login-uitid", "callback", "logout", "cookie-consent"] as const) {
      expect(isNeverCached(pathTo(id, "uitpas")), id).toBe(true);
      expect(isNeverCached(`${pathTo(id, "uitpas")}?x=1`), id).toBe(true);
    }
  });

  it("treats only hashed build assets as immutable", () => {
    expect(isImmutableAsset("/assets/root-abc123.js")).toBe(true);
    expect(isImmutableAsset("/sw.js")).toBe(false);
  });

  it("keeps only successful pages that are not private", () => {
    expect(mayCacheNavigation(200, "no-cache", "basic")).toBe(true);
    expect(mayCacheNavigation(200, null, "basic")).toBe(true);
    expect(mayCacheNavigation(200, "private, no-store", "basic")).toBe(false);
    expect(mayCacheNavigation(404, "no-cache", "basic")).toBe(false);
    expect(mayCacheNavigation(0, null, "opaqueredirect")).toBe(false);
  });

  it("keeps only the holder card offline, and only when the server marked it and did not say no-store", () => {
    expect(mayKeepHolderCopy(200, "private, no-cache", OFFLINE_COPY_HOLDER_CARD)).toBe(true);
    expect(mayKeepHolderCopy(200, "private, no-store", OFFLINE_COPY_HOLDER_CARD)).toBe(false);
    expect(mayKeepHolderCopy(200, "private, no-cache", null)).toBe(false);
    expect(mayKeepHolderCopy(302, "private, no-cache", OFFLINE_COPY_HOLDER_CARD)).toBe(false);
    // A holder page is never kept by the public-page rule.
    expect(mayCacheNavigation(200, "private, no-cache", "basic")).toBe(false);
  });

  it("forgets the kept card when the holder logs out", () => {
    expect(endsHolderSession(pathTo("logout", "uitpas"))).toBe(true);
    expect(endsHolderSession(pathTo("dashboard", "uitpas"))).toBe(false);
  });

  it("prefers a kept copy only when the server cannot reach its database (503)", () => {
    expect(prefersKeptCopy(503)).toBe(true);
    for (const status of [200, 404, 500, 502]) expect(prefersKeptCopy(status)).toBe(false);
  });
});
