// SQL of the identity provider: accounts, login rate limits and one-time e-mail tokens.
// Rows stay in here; callers get camelCase objects.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/api/db/schema";

export interface Account {
  id: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type OneTimeTokenKind = "EmailVerification" | "PasswordReset";

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

    /**
     * Counts one attempt in a fixed window and returns the count including this attempt. One atomic
     * upsert, so parallel attempts cannot slip past the limit.
     */
    async hitRateLimit(key: string, windowSeconds: number): Promise<number> {
      const windowMs = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(clock().getTime() / windowMs) * windowMs);
      const row = await db
        .insertInto("rate_limit_counters")
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_limit_counters.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Issues a one-time token (stored hashed in oidc_payloads) and returns the clear token for the link. */
    async issueOneTimeToken(kind: OneTimeTokenKind, sub: string, ttlSeconds: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const issuedAt = clock();
      await db
        .insertInto("oidc_payloads")
        .values({
          model: kind,
          id: hashToken(token),
          payload: JSON.stringify({ sub, iat: Math.floor(issuedAt.getTime() / 1000) }),
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
      const row = await db
        .updateTable("oidc_payloads")
        .set({ consumed_at: clock() })
        .where("model", "=", kind)
        .where("id", "=", hashToken(token))
        .where("consumed_at", "is", null)
        .where("expires_at", ">", clock())
        .returning("payload")
        .executeTakeFirst();
      return row ? subOf(row.payload) : undefined;
    },
  };
}

function subOf(payload: unknown): string | undefined {
  const value = typeof payload === "string" ? (JSON.parse(payload) as unknown) : payload;
  if (value && typeof value === "object" && typeof (value as { sub?: unknown }).sub === "string") return (value as { sub: string }).sub;
  return undefined;
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
