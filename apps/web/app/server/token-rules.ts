// The pure rules of the server-side session: the spec's refresh rule and the session's own expiry.

/** A session unused for this long is over (idle expiry). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is over this long after the login, however active (absolute expiry). */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (idle expiry needs no finer grain). */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface TokenTimes {
  issuedAtMs: number;
  expiresInMs: number;
}

/** Spec §4: refresh when the current time exceeds issuedAt plus expiresIn. */
export function tokenNeedsRefresh(tokens: TokenTimes, nowMs: number): boolean {
  return nowMs > tokens.issuedAtMs + tokens.expiresInMs;
}

export interface SessionTimes {
  lastSeenAtMs: number;
  absoluteExpiresAtMs: number;
}

export type SessionExpiry = "valid" | "idle" | "absolute";

export function sessionExpiry(session: SessionTimes, nowMs: number): SessionExpiry {
  if (nowMs >= session.absoluteExpiresAtMs) return "absolute";
  if (nowMs - session.lastSeenAtMs >= SESSION_IDLE_MS) return "idle";
  return "valid";
}

export function shouldTouch(session: Pick<SessionTimes, "lastSeenAtMs">, nowMs: number): boolean {
  return nowMs - session.lastSeenAtMs >= TOUCH_INTERVAL_MS;
}
