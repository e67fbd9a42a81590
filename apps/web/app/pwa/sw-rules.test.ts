import { describe, expect, it } from "vitest";
import { isImmutableAsset, isNeverCached, mayCacheNavigation } from "./sw-rules.ts";

describe("service worker rules", () => {
  it("never caches the API, the identity provider, login or logout", () => {
    for (const p of ["/api/user/wallet/coupons", "/api/user/checkin", "/api/health", "/oidc/auth", "/overheid-oidc/auth", "/idp/login/x", "/callback", "/afmelden", "/aanmelden-uitid"]) {
      expect(isNeverCached(p), p).toBe(true);
    }
    for (const p of ["/", "/partner-worden", "/assets/app.js", "/apidocs"]) expect(isNeverCached(p), p).toBe(false);
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
