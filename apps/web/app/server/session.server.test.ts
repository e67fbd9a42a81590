// The session store on a real migrated database (PGlite, or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import {
  claimRefreshLease,
  createSession,
  findSession,
  readSession,
  sessionCookies,
  sessionIdFromCookies,
  clearSessionCookies,
  sessionKey,
  storeRefreshedTokens,
  updateSessionData,
  userCookieValue,
  type SessionData,
} from "./session.server.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./token-rules.ts";
import { loadConfig } from "@vtp/config";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const data: SessionData = {
  firstName: "An",
  lastName: "Peeters",
  email: "an@x.test",
  skipOnboarding: false,
  legacy: false,
  hasCard: true,
  mia: false,
};
const tokens = { accessToken: "access-1", refreshToken: "refresh-1", idToken: "id-1", issuedAtMs: 1_000, expiresInMs: 3_600_000 };
const T0 = Date.parse("2026-11-21T10:00:00Z");

describe("web sessions", () => {
  it("stores only the SHA-256 of the session id and reads the session back", async () => {
    const { sessionId } = await createSession(database.db, { userSub: "sub-an", tokens, data }, T0);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.db.selectFrom("web_sessions").select("id").execute();
    expect(rows.map((r) => r.id)).not.toContain(sessionId);
    expect(rows.map((r) => r.id)).toContain(sessionKey(sessionId));
    const session = await readSession(database.db, sessionId, T0 + 1000);
    expect(session).toMatchObject({
      userSub: "sub-an",
      accessToken: "access-1",
      refreshToken: "refresh-1",
      issuedAtMs: 1_000,
      expiresInMs: 3_600_000,
      data,
    });
  });

  it("ends (and deletes) a session after the idle or the absolute expiry", async () => {
    const idle = await createSession(database.db, { userSub: "s", tokens, data }, T0);
    expect(await readSession(database.db, idle.sessionId, T0 + SESSION_IDLE_MS)).toBeUndefined();
    expect(await findSession(database.db, sessionKey(idle.sessionId))).toBeUndefined();

    const active = await createSession(database.db, { userSub: "s", tokens, data }, T0);
    // Used every 20 days: the idle window keeps moving, the absolute expiry does not.
    for (let t = T0; t < T0 + SESSION_ABSOLUTE_MS; t += 20 * 24 * 3600 * 1000) {
      expect(await readSession(database.db, active.sessionId, t)).toBeDefined();
    }
    expect(await readSession(database.db, active.sessionId, T0 + SESSION_ABSOLUTE_MS)).toBeUndefined();
  });

  it("merges and removes data keys", async () => {
    const { sessionId } = await createSession(database.db, { userSub: "s", tokens, data }, T0);
    const key = sessionKey(sessionId);
    await updateSessionData(database.db, key, { skipOnboarding: true, registration: { status: "LINKED", cardNumber: "4010000120100" } });
    expect((await findSession(database.db, key))!.data).toMatchObject({
      skipOnboarding: true,
      registration: { status: "LINKED" },
      firstName: "An",
    });
    await updateSessionData(database.db, key, { registration: undefined });
    expect((await findSession(database.db, key))!.data.registration).toBeUndefined();
  });

  it("gives the refresh lease to one request at a time, and releases it with the new tokens", async () => {
    const { sessionId } = await createSession(database.db, { userSub: "s", tokens, data }, T0);
    const session = (await findSession(database.db, sessionKey(sessionId)))!;
    expect(await claimRefreshLease(database.db, session, T0, 15_000)).toBe(true);
    expect(await claimRefreshLease(database.db, session, T0 + 1, 15_000)).toBe(false);
    // An expired lease can be taken over.
    expect(await claimRefreshLease(database.db, session, T0 + 15_001, 15_000)).toBe(true);
    await storeRefreshedTokens(database.db, session.key, { ...tokens, accessToken: "access-2", refreshToken: "refresh-2", issuedAtMs: T0 });
    const after = (await findSession(database.db, session.key))!;
    expect(after).toMatchObject({ accessToken: "access-2", refreshToken: "refresh-2", issuedAtMs: T0 });
    expect(after.data.refreshLeaseUntil).toBeUndefined();
    // The old refresh token no longer matches: no lease for a request that read the old row.
    expect(await claimRefreshLease(database.db, session, T0 + 20_000, 15_000)).toBe(false);
  });
});

describe("account cookies", () => {
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
  it("sets auth HttpOnly and user without tokens, both with the spec's max-age", () => {
    const [auth, user] = sessionCookies(config, "x".repeat(43), data);
    expect(auth).toBe(`auth=${"x".repeat(43)}; Path=/; Max-Age=3122064000; SameSite=Lax; HttpOnly`);
    expect(user).toMatch(/^user=.*; Path=\/; Max-Age=3122064000; SameSite=Lax$/);
    expect(JSON.parse(userCookieValue(data))).toEqual({ firstName: "An", lastNameInitial: "P." });
    const https = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://pas.example", SMTP_URL: "smtp://mail" });
    expect(sessionCookies(https, "x".repeat(43), data).every((c) => c.includes("; Secure"))).toBe(true);
  });
  it("names the session cookie __Host-auth in the public posture: Secure, Path=/, no Domain", () => {
    const pub = loadConfig({ PUBLIC_URL: "https://pas.example", SMTP_URL: "smtp://mail" });
    const [auth] = sessionCookies(pub, "x".repeat(43), data);
    expect(auth).toBe(`__Host-auth=${"x".repeat(43)}; Path=/; Max-Age=3122064000; SameSite=Lax; Secure; HttpOnly`);
    expect(auth).not.toMatch(/domain=/i);
    expect(clearSessionCookies(pub)[0]).toMatch(/^__Host-auth=; Path=\/; Max-Age=0; SameSite=Lax; Secure; HttpOnly$/);
    const id = "b".repeat(43);
    expect(sessionIdFromCookies(pub, `__Host-auth=${id}; user=1`)).toBe(id);
    // A plain `auth` cookie (which a subdomain or an http page could plant) is not a session there.
    expect(sessionIdFromCookies(pub, `auth=${id}; user=1`)).toBeUndefined();
  });
  it("needs both cookies and a well-formed id", () => {
    const id = "a".repeat(43);
    expect(sessionIdFromCookies(config, `auth=${id}; user=%7B%7D`)).toBe(id);
    expect(sessionIdFromCookies(config, `auth=${id}`)).toBeUndefined();
    expect(sessionIdFromCookies(config, `auth=kort; user=1`)).toBeUndefined();
  });
});
