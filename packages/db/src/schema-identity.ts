// Kysely table types of accounts and sessions: the identity provider's accounts and OIDC state, card
// registration tokens, the web's sessions, the mail outbox table and the abuse counters (login back-off,
// rate limits, per-subject attempts). schema.ts puts them into DB, tableColumns and nullableColumns;
// schema-drift.test.ts checks them against the database.
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Timestamp, GeneratedTimestamp, Json, JsonWithDefault } from "./schema.ts";

export interface IdentityAccountsTable {
  id: Generated<string>;
  sub: string;
  /** Unique case-insensitively (unique index on lower(email)). */
  email: string;
  email_verified: Generated<boolean>;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The linked card holder; a holder is linked to at most one account (UNIQUE). */
  holder_id: string | null;
  national_number_hash: string | null;
  skip_onboarding: Generated<boolean>;
  legacy: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OidcPayloadsTable {
  id: string;
  model: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface RegistrationTokensTable {
  token_hash: string;
  card_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The (lower-case) address a mailed registration token was sent to; null for a token of step 1. */
  email: string | null;
}

export interface WebSessionsTable {
  id: string;
  user_sub: string;
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  expires_in_ms: number;
  issued_at_ms: number;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
  absolute_expires_at: Timestamp;
  data: JsonWithDefault<Record<string, unknown>>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

/** Per-address login back-off of the identity provider (key = sha256 of the lower-cased e-mail). */
export interface LoginFailuresTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

/** Failure counters with a lock per subject (e.g. "card-pair:<card id>"); see limits/attempt-guard.ts. */
export interface AttemptCountersTable {
  key: string;
  failures: number;
  window_start: Timestamp;
  locked_until: Timestamp | null;
}

/**
 * An account's second factor (TOTP, migration 0038, decision 0061): only confirmed enrolments are stored.
 * The secret is sealed (AES-256-GCM with the key of SECOND_FACTOR_SECRET), never shown again.
 */
export interface SecondFactorsTable {
  account_id: string;
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), CHECK on the prefix. */
  secret_sealed: string;
  enrolled_at: GeneratedTimestamp;
  /** The last accepted time step (30 s since the epoch): a code of this step or an older one is a replay. */
  last_used_step: number | null;
}

/** An account's one-time recovery codes: sha256 of the code, used once (used_at set once). */
export interface SecondFactorRecoveryCodesTable {
  account_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface IdentityTables {
  identity_accounts: IdentityAccountsTable;
  second_factors: SecondFactorsTable;
  second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
  oidc_payloads: OidcPayloadsTable;
  registration_tokens: RegistrationTokensTable;
  web_sessions: WebSessionsTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  login_failures: LoginFailuresTable;
  attempt_counters: AttemptCountersTable;
}

export const identityTableColumns = {
  identity_accounts: [
    "id",
    "sub",
    "email",
    "email_verified",
    "password_hash",
    "first_name",
    "last_name",
    "holder_id",
    "national_number_hash",
    "skip_onboarding",
    "legacy",
    "created_at",
    "updated_at",
  ],
  second_factors: ["account_id", "secret_sealed", "enrolled_at", "last_used_step"],
  second_factor_recovery_codes: ["account_id", "code_hash", "used_at"],
  oidc_payloads: ["id", "model", "payload", "grant_id", "user_code", "uid", "expires_at", "consumed_at"],
  registration_tokens: ["token_hash", "card_id", "created_at", "expires_at", "used_at", "email"],
  web_sessions: [
    "id",
    "user_sub",
    "access_token",
    "refresh_token",
    "id_token",
    "expires_in_ms",
    "issued_at_ms",
    "created_at",
    "last_seen_at",
    "absolute_expires_at",
    "data",
  ],
  mail_outbox: ["id", "kind", "to_address", "subject", "text_body", "html_body", "created_at", "sent_at"],
  rate_limit_counters: ["key", "window_start", "count"],
  login_failures: ["key", "failures", "last_failure_at", "blocked_until"],
  attempt_counters: ["key", "failures", "window_start", "locked_until"],
} as const;

export const identityNullableColumns = {
  identity_accounts: ["password_hash", "first_name", "last_name", "holder_id", "national_number_hash"],
  second_factors: ["last_used_step"],
  second_factor_recovery_codes: ["used_at"],
  oidc_payloads: ["grant_id", "user_code", "uid", "expires_at", "consumed_at"],
  registration_tokens: ["used_at", "email"],
  web_sessions: ["refresh_token", "id_token"],
  mail_outbox: ["html_body", "sent_at"],
  rate_limit_counters: [],
  login_failures: ["blocked_until"],
  attempt_counters: ["locked_until"],
} as const;

export type IdentityAccount = Selectable<IdentityAccountsTable>;
export type NewIdentityAccount = Insertable<IdentityAccountsTable>;
export type IdentityAccountUpdate = Updateable<IdentityAccountsTable>;
export type OidcPayload = Selectable<OidcPayloadsTable>;
export type WebSession = Selectable<WebSessionsTable>;
export type NewWebSession = Insertable<WebSessionsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMail = Insertable<MailOutboxTable>;
