// Server-side sessions of the backend-for-frontend (decision 0003). The browser holds only an opaque,
// random session id in the HttpOnly `auth` cookie; the row in `web_sessions` is keyed by the SHA-256
// of that id (a leaked table holds no usable session ids) and keeps the tokens with their issue time.
// Every read enforces the idle and absolute expiry: an expired row is deleted and counts as logged out.
import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { AppConfig } from "@vtp/config";
import type { CheckInResult, FamilyCheckinResult } from "@vtp/contracts/checkins";
import type { CashInResult } from "@vtp/contracts/rewards";
import type { DB } from "@vtp/db/schema";
import { parseCookies, serializeCookie } from "../i18n/cookies.ts";
import { SESSION_ABSOLUTE_MS, sessionExpiry, shouldTouch } from "./token-rules.ts";

export const AUTH_COOKIE = "auth";
export const USER_COOKIE = "user";

/**
 * The name of the session cookie: the spec's `auth` in the local demo (plain http on loopback), and
 * `__Host-auth` in the public posture, so the browser only accepts it Secure, for this exact host and
 * path / (no subdomain or plain-http page can plant or overwrite it). Only that name is read there.
 */
export function authCookieName(config: Pick<AppConfig, "posture">): string {
  return config.posture === "public" ? `__Host-${AUTH_COOKIE}` : AUTH_COOKIE;
}
/** Spec §9: account cookies live 3122064000 s (about 97 years); the server session ends much sooner. */
export const ACCOUNT_COOKIE_MAX_AGE = 3_122_064_000;

/** What the web keeps about the holder beside the tokens (never shown to other users). */
export interface SessionData {
  firstName: string;
  lastName: string;
  email: string;
  skipOnboarding: boolean;
  legacy: boolean;
  hasCard: boolean;
  /** Analytics user type (at least one kansenStatuut entry). */
  mia: boolean;
  /** Outcome of linking a card during the login (shown once on /registratie-bevestigen). */
  registration?:
    | { status: "LINKED"; cardNumber: string; holderFirstName?: string; accountFirstName?: string }
    | { status: "FAILED"; message: string; code?: string };
  /** The last scan result (shown on /sparen/mijn-punten); the logout deletes it with the session. */
  scanResult?: CheckInResult;
  /** The idempotency key of that scan: the family save names it (POST api/user/checkin/:scan/family). */
  scanKey?: string;
  /** The answer of the family save after that scan, shown on /sparen/mijn-punten. */
  scanFamily?: { scan: string; result: FamilyCheckinResult };
  /** The answer of the last cash-in (spec: "the response is stored"), shown on /omruilen/{id}/success. */
  lastCashIn?: CashInResult;
  /** Epoch ms until which one request holds the right to refresh the tokens. */
  refreshLeaseUntil?: number;
}

export interface WebSession {
  /** SHA-256 (base64url) of the cookie value: the row's primary key. */
  key: string;
  userSub: string;
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  issuedAtMs: number;
  expiresInMs: number;
  lastSeenAtMs: number;
  absoluteExpiresAtMs: number;
  data: SessionData;
}

export interface NewTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  issuedAtMs: number;
  expiresInMs: number;
}

export function sessionKey(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

/** 32 random bytes, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

const SESSION_ID_RE = /^[A-Za-z0-9_-]{43}$/;

/** The session id in the `auth` cookie, when the request has both account cookies (spec §6). */
export function sessionIdFromCookies(config: Pick<AppConfig, "posture">, cookieHeader: string | null): string | undefined {
  const cookies = parseCookies(cookieHeader);
  const id = cookies[authCookieName(config)];
  if (!cookies[USER_COOKIE] || !id) return undefined;
  return SESSION_ID_RE.test(id) ? id : undefined;
}

/** True when the request carries either account cookie (so a logout must clear them). */
export function hasAccountCookie(config: Pick<AppConfig, "posture">, cookieHeader: string | null): boolean {
  const cookies = parseCookies(cookieHeader);
  return cookies[USER_COOKIE] !== undefined || cookies[authCookieName(config)] !== undefined;
}

const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");

/** Display data only: first name and last-name initial (no token, no card number). */
export function userCookieValue(data: Pick<SessionData, "firstName" | "lastName">): string {
  const initial = data.lastName.trim().charAt(0);
  return JSON.stringify({ firstName: data.firstName, lastNameInitial: initial ? `${initial.toUpperCase()}.` : "" });
}

export function sessionCookies(config: AppConfig, sessionId: string, data: SessionData): string[] {
  return [
    serializeCookie(authCookieName(config), sessionId, { maxAge: ACCOUNT_COOKIE_MAX_AGE, secure: secure(config), httpOnly: true }),
    serializeCookie(USER_COOKIE, userCookieValue(data), { maxAge: ACCOUNT_COOKIE_MAX_AGE, secure: secure(config) }),
  ];
}

export function clearSessionCookies(config: AppConfig): string[] {
  return [
    serializeCookie(authCookieName(config), "", { maxAge: 0, secure: secure(config), httpOnly: true }),
    serializeCookie(USER_COOKIE, "", { maxAge: 0, secure: secure(config) }),
  ];
}

type Row = {
  id: string;
  user_sub: string;
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  issued_at_ms: number | string;
  expires_in_ms: number | string;
  last_seen_at: Date | string;
  absolute_expires_at: Date | string;
  data: unknown;
};

function toSession(row: Row): WebSession {
  return {
    key: row.id,
    userSub: row.user_sub,
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
    idToken: row.id_token,
    issuedAtMs: Number(row.issued_at_ms),
    expiresInMs: Number(row.expires_in_ms),
    lastSeenAtMs: new Date(row.last_seen_at).getTime(),
    absoluteExpiresAtMs: new Date(row.absolute_expires_at).getTime(),
    data: (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as SessionData,
  };
}

const COLUMNS = [
  "id",
  "user_sub",
  "access_token",
  "refresh_token",
  "id_token",
  "issued_at_ms",
  "expires_in_ms",
  "last_seen_at",
  "absolute_expires_at",
  "data",
] as const;

export async function createSession(
  db: Kysely<DB>,
  input: { userSub: string; tokens: NewTokens; data: SessionData },
  nowMs: number,
): Promise<{ sessionId: string; session: WebSession }> {
  const sessionId = newSessionId();
  const key = sessionKey(sessionId);
  const now = new Date(nowMs);
  const row = await db
    .insertInto("web_sessions")
    .values({
      id: key,
      user_sub: input.userSub,
      access_token: input.tokens.accessToken,
      refresh_token: input.tokens.refreshToken,
      id_token: input.tokens.idToken,
      issued_at_ms: input.tokens.issuedAtMs,
      expires_in_ms: input.tokens.expiresInMs,
      created_at: now,
      last_seen_at: now,
      absolute_expires_at: new Date(nowMs + SESSION_ABSOLUTE_MS),
      data: JSON.stringify(input.data),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { sessionId, session: toSession(row as Row) };
}

export async function findSession(db: Kysely<DB>, key: string): Promise<WebSession | undefined> {
  const row = await db.selectFrom("web_sessions").select(COLUMNS).where("id", "=", key).executeTakeFirst();
  return row === undefined ? undefined : toSession(row as Row);
}

/**
 * The live session for a cookie value, or undefined (no row, or expired: the row is then deleted).
 * Records activity (last_seen_at) at most every few minutes.
 */
export async function readSession(db: Kysely<DB>, sessionId: string, nowMs: number): Promise<WebSession | undefined> {
  const session = await findSession(db, sessionKey(sessionId));
  if (session === undefined) return undefined;
  if (sessionExpiry(session, nowMs) !== "valid") {
    await deleteSession(db, session.key);
    return undefined;
  }
  if (shouldTouch(session, nowMs)) {
    await db
      .updateTable("web_sessions")
      .set({ last_seen_at: new Date(nowMs) })
      .where("id", "=", session.key)
      .execute();
    session.lastSeenAtMs = nowMs;
  }
  return session;
}

export async function deleteSession(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom("web_sessions").where("id", "=", key).execute();
}

/** Merges `patch` into the session's data (top-level keys; `undefined` removes a key). */
export async function updateSessionData(db: Kysely<DB>, key: string, patch: Partial<SessionData>): Promise<void> {
  const removed = Object.entries(patch)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  let expr = sql<string>`data || ${JSON.stringify(set)}::jsonb`;
  for (const k of removed) expr = sql<string>`(${expr}) - ${k}::text`;
  await db
    .updateTable("web_sessions")
    .set({ data: expr as never })
    .where("id", "=", key)
    .execute();
}

/**
 * Takes the right to refresh this session's tokens for `leaseMs`: only one request (in any replica)
 * uses a refresh token, because the provider revokes the whole grant when a rotated token is reused.
 */
export async function claimRefreshLease(db: Kysely<DB>, session: WebSession, nowMs: number, leaseMs: number): Promise<boolean> {
  const rows = await db
    .updateTable("web_sessions")
    .set({ data: sql`jsonb_set(data, '{refreshLeaseUntil}', to_jsonb(${nowMs + leaseMs}::bigint))` as never })
    .where("id", "=", session.key)
    .where("refresh_token", "=", session.refreshToken)
    .where(sql<boolean>`coalesce((data->>'refreshLeaseUntil')::bigint, 0) < ${nowMs}::bigint`)
    .returning("id")
    .execute();
  return rows.length === 1;
}

/** Releases the refresh lease without new tokens (the provider could not be reached: the next request tries again). */
export async function releaseRefreshLease(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable("web_sessions")
    .set({ data: sql`data - 'refreshLeaseUntil'` as never })
    .where("id", "=", key)
    .execute();
}

/** Stores refreshed tokens and releases the refresh lease. */
export async function storeRefreshedTokens(db: Kysely<DB>, key: string, tokens: NewTokens): Promise<void> {
  await db
    .updateTable("web_sessions")
    .set({
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      id_token: tokens.idToken,
      issued_at_ms: tokens.issuedAtMs,
      expires_in_ms: tokens.expiresInMs,
      data: sql`data - 'refreshLeaseUntil'` as never,
    })
    .where("id", "=", key)
    .execute();
}
