import { describe, expect, it } from "vitest";
import { pathTo } from "../route-table.ts";
import { isImmutableAsset, isNeverCached, mayCacheNavigation } from "./sw-rules.ts";

describe("service worker rules", () => {
  it("never caches the API, the identity provider, login or logout", () => {
    for (const p of ["/api/user/wallet/coupons", "/api/user/checkin", "/api/health", "/oidc/auth", "/overheid-oidc/auth", "/idp/login/x", "/callback", "/afmelden", "/aanmelden-uitid"]) {
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
});
