// SQL of the identity provider: accounts, the per-account login back-off and one-time e-mail tokens
// (per-address limits count in the shared limiter of @vtp/db/limits).
// Rows stay in here; callers get camelCase objects.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { createDbRateLimiter } from "@vtp/db/limits";

export interface Account {
  id: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type OneTimeTokenKind = "EmailVerification" | "PasswordReset" | "RegistrationContinue";

/** Per-address login back-off: from the 5th failure on, a wait that doubles per failure (1 min … 1 h). */
export const LOGIN_BACKOFF = {
  threshold: 5,
  baseSeconds: 60,
  maxSeconds: 60 * 60,
  /** Failures older than this are forgotten (the count starts again). */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export function backoffSeconds(failures: number): number {
  if (failures < LOGIN_BACKOFF.threshold) return 0;
  return Math.min(LOGIN_BACKOFF.baseSeconds * 2 ** (failures - LOGIN_BACKOFF.threshold), LOGIN_BACKOFF.maxSeconds);
}

/** Key of the back-off row of an e-mail address (no typed address is stored in clear). */
export function loginFailureKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

function toAccount(row: {
  id: string;
  sub: string;
  email: string;
  email_verified: boolean;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
}): Account {
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

const accountColumns = ["id", "sub", "email", "email_verified", "password_hash", "first_name", "last_name"] as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createIdentityRepository(db: Kysely<DB>, clock: () => Date) {
  const limiter = createDbRateLimiter(db);
  return {
    async findAccountBySub(sub: string): Promise<Account | undefined> {
      const row = await db.selectFrom("identity_accounts").select(accountColumns).where("sub", "=", sub).executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },

    async findAccountByEmail(email: string): Promise<Account | undefined> {
      const row = await db
        .selectFrom("identity_accounts")
        .select(accountColumns)
        .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },

    /** Creates an account; returns undefined when the e-mail is taken (unique on lower(email)). */
    async createAccount(input: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<Account | undefined> {
      const row = await db
        .insertInto("identity_accounts")
        .values({
          sub: randomUUID(),
          email: input.email.trim(),
          email_verified: false,
          password_hash: input.passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning(accountColumns)
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },

    async setPassword(sub: string, passwordHash: string): Promise<void> {
      await db.updateTable("identity_accounts").set({ password_hash: passwordHash, updated_at: clock() }).where("sub", "=", sub).execute();
    },

    async markEmailVerified(sub: string): Promise<void> {
      await db.updateTable("identity_accounts").set({ email_verified: true, updated_at: clock() }).where("sub", "=", sub).execute();
    },

    /** When logins for this address are held back, the moment they are allowed again. */
    async loginBlockedUntil(email: string): Promise<Date | undefined> {
      return failureBlockedUntil(db, loginFailureKey(email), clock());
    },

    /**
     * Counts a failed login for an address (one atomic upsert, shared by every process) and starts or
     * extends the back-off. Returns the number of failures including this one.
     */
    async recordLoginFailure(email: string): Promise<{ failures: number; blockedUntil?: Date }> {
      return recordFailure(db, loginFailureKey(email), clock());
    },

    async clearLoginFailures(email: string): Promise<void> {
      await db.deleteFrom("login_failures").where("key", "=", loginFailureKey(email)).execute();
    },

    /** Forgets back-off rows whose last failure is older than the forget period. */
    async deleteStaleLoginFailures(): Promise<void> {
      const forgetBefore = new Date(clock().getTime() - LOGIN_BACKOFF.forgetAfterSeconds * 1000);
      await db
        .deleteFrom("login_failures")
        .where("last_failure_at", "<", forgetBefore)
        .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", clock())]))
        .execute();
    },

    /**
     * Ends every way in for an account: the provider's sessions, grants, codes and refresh tokens of the
     * main provider (oidc_payloads), its pending one-time links, and the web app's sessions (web_sessions).
     * JWT access tokens are not stored and stay valid until they expire (1 h at most).
     */
    async revokeAccountAccess(sub: string): Promise<void> {
      await revokeAccountAccessIn(db, sub);
    },

    /**
     * Sets a new password after a reset link proved the mailbox. A verified account keeps its identity;
     * an unverified one (possibly pre-registered by someone else with this address) is replaced by a fresh
     * account with a new `sub`: nothing its registrant set (password, names, card link, sessions, grants)
     * survives. Returns the account's (possibly new) sub, or undefined when the account is gone.
     */
    async resetPassword(sub: string, passwordHash: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom("identity_accounts")
          .select(["sub", "email", "email_verified"])
          .where("sub", "=", sub)
          .forUpdate()
          .executeTakeFirst();
        if (!account) return undefined;
        await revokeAccountAccessIn(trx, sub);
        await trx.deleteFrom("login_failures").where("key", "=", loginFailureKey(account.email)).execute();
        if (account.email_verified) {
          await trx
            .updateTable("identity_accounts")
            .set({ password_hash: passwordHash, updated_at: clock() })
            .where("sub", "=", sub)
            .execute();
          return sub;
        }
        await trx.deleteFrom("identity_accounts").where("sub", "=", sub).execute();
        const fresh = await trx
          .insertInto("identity_accounts")
          .values({
            sub: randomUUID(),
            email: account.email,
            email_verified: true,
            password_hash: passwordHash,
            first_name: null,
            last_name: null,
          })
          .returning("sub")
          .executeTakeFirstOrThrow();
        return fresh.sub;
      });
    },

    /** Counts one attempt in a fixed window of the shared limiter and returns the count including it. */
    async hitRateLimit(key: string, windowSeconds: number): Promise<number> {
      return (await limiter.increment(key, windowSeconds * 1000, clock())).count;
    },

    /** Issues a one-time token (stored hashed in oidc_payloads) and returns the clear token for the link. */
    async issueOneTimeToken(kind: OneTimeTokenKind, sub: string, ttlSeconds: number, extra: { uid?: string } = {}): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const issuedAt = clock();
      await db
        .insertInto("oidc_payloads")
        .values({
          model: kind,
          id: hashToken(token),
          payload: JSON.stringify({ sub, ...extra, iat: Math.floor(issuedAt.getTime() / 1000) }),
          grant_id: null,
          user_code: null,
          uid: null,
          expires_at: new Date(issuedAt.getTime() + ttlSeconds * 1000),
          consumed_at: null,
        })
        .execute();
      return token;
    },

    /** The subject of a valid, unused token, without consuming it. */
    async peekOneTimeToken(kind: OneTimeTokenKind, token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("oidc_payloads")
        .select("payload")
        .where("model", "=", kind)
        .where("id", "=", hashToken(token))
        .where("consumed_at", "is", null)
        .where("expires_at", ">", clock())
        .executeTakeFirst();
      return row ? subOf(row.payload) : undefined;
    },

    /** Consumes a valid token atomically; returns its subject, or undefined when invalid, expired or used. */
    async consumeOneTimeToken(kind: OneTimeTokenKind, token: string): Promise<string | undefined> {
      return (await this.consumeOneTimeTokenPayload(kind, token))?.sub;
    },

    /** Like consumeOneTimeToken, with the extra data stored at issue. */
    async consumeOneTimeTokenPayload(kind: OneTimeTokenKind, token: string): Promise<{ sub: string; uid?: string } | undefined> {
      const row = await db
        .updateTable("oidc_payloads")
        .set({ consumed_at: clock() })
        .where("model", "=", kind)
        .where("id", "=", hashToken(token))
        .where("consumed_at", "is", null)
        .where("expires_at", ">", clock())
        .returning("payload")
        .executeTakeFirst();
      if (!row) return undefined;
      const sub = subOf(row.payload);
      if (sub === undefined) return undefined;
      const uid = uidOf(row.payload);
      return uid === undefined ? { sub } : { sub, uid };
    },
  };
}

/** While failures of this key are held back, the moment a new try is allowed (login_failures). */
export async function failureBlockedUntil(db: Kysely<DB>, key: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom("login_failures")
    .select("blocked_until")
    .where("key", "=", key)
    .where("blocked_until", ">", now)
    .executeTakeFirst();
  return row?.blocked_until ?? undefined;
}

/**
 * Counts a failure of this key (one atomic upsert, shared by every process) and starts or extends the
 * back-off (LOGIN_BACKOFF). Returns the number of failures including this one. The password's key is
 * `loginFailureKey(email)`, the second factor's `secondFactorFailureKey` (second-factor/repository.ts).
 */
export async function recordFailure(db: Kysely<DB>, key: string, now: Date): Promise<{ failures: number; blockedUntil?: Date }> {
  const forgetBefore = new Date(now.getTime() - LOGIN_BACKOFF.forgetAfterSeconds * 1000);
  const row = await db
    .insertInto("login_failures")
    .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`CASE WHEN login_failures.last_failure_at < ${forgetBefore} THEN 1 ELSE login_failures.failures + 1 END`,
        last_failure_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  const failures = Number(row.failures);
  const seconds = backoffSeconds(failures);
  if (seconds === 0) return { failures };
  const blockedUntil = new Date(now.getTime() + seconds * 1000);
  await db.updateTable("login_failures").set({ blocked_until: blockedUntil }).where("key", "=", key).execute();
  return { failures, blockedUntil };
}

async function revokeAccountAccessIn(db: Kysely<DB>, sub: string): Promise<void> {
  // Grants of the main provider (the government stand-in's models are prefixed "Overheid:").
  const grants = await db
    .selectFrom("oidc_payloads")
    .select("id")
    .where("model", "=", "Grant")
    .where(sql<string>`payload->>'accountId'`, "=", sub)
    .execute();
  const grantIds = grants.map((g) => g.id);
  await db
    .deleteFrom("oidc_payloads")
    .where("model", "not like", "Overheid:%")
    .where((eb) =>
      eb.or([
        ...(grantIds.length > 0 ? [eb("grant_id", "in", grantIds), eb.and([eb("model", "=", "Grant"), eb("id", "in", grantIds)])] : []),
        eb(sql<string>`payload->>'accountId'`, "=", sub),
        eb(sql<string>`payload#>>'{session,accountId}'`, "=", sub),
        eb(sql<string>`payload#>>'{result,login,accountId}'`, "=", sub),
        eb.and([
          eb("model", "in", ["EmailVerification", "PasswordReset", "RegistrationContinue", "SecondFactorStep"]),
          eb(sql<string>`payload->>'sub'`, "=", sub),
          eb("consumed_at", "is", null),
        ]),
      ]),
    )
    .execute();
  await db.deleteFrom("web_sessions").where("user_sub", "=", sub).execute();
}

function subOf(payload: unknown): string | undefined {
  const value = typeof payload === "string" ? (JSON.parse(payload) as unknown) : payload;
  if (value && typeof value === "object" && typeof (value as { sub?: unknown }).sub === "string") return (value as { sub: string }).sub;
  return undefined;
}

function uidOf(payload: unknown): string | undefined {
  const value = typeof payload === "string" ? (JSON.parse(payload) as unknown) : payload;
  if (value && typeof value === "object" && typeof (value as { uid?: unknown }).uid === "string") return (value as { uid: string }).uid;
  return undefined;
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
