import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionExpiry, shouldTouch, tokenNeedsRefresh, TOUCH_INTERVAL_MS } from "./token-rules.ts";

describe("tokenNeedsRefresh (spec: now > issuedAt + expiresIn)", () => {
  const tokens = { issuedAtMs: 1_000_000, expiresInMs: 3_600_000 };
  it("does not refresh up to and including the expiry instant", () => {
    expect(tokenNeedsRefresh(tokens, 1_000_000)).toBe(false);
    expect(tokenNeedsRefresh(tokens, 4_600_000)).toBe(false);
  });
  it("refreshes strictly after it", () => {
    expect(tokenNeedsRefresh(tokens, 4_600_001)).toBe(true);
  });
  it("treats a token without lifetime as expired at once", () => {
    expect(tokenNeedsRefresh({ issuedAtMs: 5, expiresInMs: 0 }, 6)).toBe(true);
  });
});

describe("sessionExpiry", () => {
  const login = 10_000_000;
  const session = { lastSeenAtMs: login, absoluteExpiresAtMs: login + SESSION_ABSOLUTE_MS };
  it("is valid while used within the idle window", () => {
    expect(sessionExpiry(session, login + SESSION_IDLE_MS - 1)).toBe("valid");
  });
  it("ends after the idle window", () => {
    expect(sessionExpiry(session, login + SESSION_IDLE_MS)).toBe("idle");
  });
  it("ends at the absolute expiry even when active", () => {
    const active = { ...session, lastSeenAtMs: login + SESSION_ABSOLUTE_MS - 1 };
    expect(sessionExpiry(active, login + SESSION_ABSOLUTE_MS)).toBe("absolute");
  });
  it("touches last_seen_at at most every few minutes", () => {
    expect(shouldTouch(session, login + TOUCH_INTERVAL_MS - 1)).toBe(false);
    expect(shouldTouch(session, login + TOUCH_INTERVAL_MS)).toBe(true);
  });
});
