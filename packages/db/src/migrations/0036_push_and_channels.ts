// Push and the channel × topic grid (issue 23, decision 0060). Beside the spec's five opt-ins (`optins`,
// unchanged): per holder the reminders' own mail choice, the four push choices and the quiet hours of
// push (local times in Europe/Brussels; from ≠ until, an interval over midnight when from > until); a
// holder without a row has the defaults (reminder mails follow the service mails, push off, 21:00–08:00).
// The devices that accepted push: one row per push service endpoint (UNIQUE), with its keys. A push
// delivered to a device is recorded once per message and device, so a retried job skips the devices that
// already got it. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE channel_preferences (
    holder_id uuid PRIMARY KEY REFERENCES holders (id) ON DELETE CASCADE,
    reminder_mails boolean NOT NULL,
    push_service boolean NOT NULL DEFAULT false,
    push_milestones boolean NOT NULL DEFAULT false,
    push_info boolean NOT NULL DEFAULT false,
    push_reminders boolean NOT NULL DEFAULT false,
    quiet_from time NOT NULL DEFAULT '21:00',
    quiet_until time NOT NULL DEFAULT '08:00',
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT channel_preferences_quiet_hours_differ CHECK (quiet_from <> quiet_until),
    CONSTRAINT channel_preferences_quiet_hours_whole_minutes CHECK (
      date_trunc('minute', quiet_from) = quiet_from AND date_trunc('minute', quiet_until) = quiet_until
    )
  )`,
  `CREATE TABLE push_subscriptions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    holder_id uuid NOT NULL REFERENCES holders (id) ON DELETE CASCADE,
    endpoint text NOT NULL CONSTRAINT push_subscriptions_endpoint_is_a_url CHECK (endpoint ~ '^https?://' AND length(endpoint) <= 1000),
    p256dh text NOT NULL CONSTRAINT push_subscriptions_p256dh_base64url CHECK (p256dh ~ '^[A-Za-z0-9_-]{80,100}$'),
    auth text NOT NULL CONSTRAINT push_subscriptions_auth_base64url CHECK (auth ~ '^[A-Za-z0-9_-]{16,32}$'),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT push_subscriptions_one_per_endpoint UNIQUE (endpoint)
  )`,
  `CREATE INDEX push_subscriptions_holder_idx ON push_subscriptions (holder_id)`,
  `CREATE TABLE push_deliveries (
    message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    delivered_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (message_id, subscription_id)
  )`,
  `CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id)`,
];

const down: string[] = [`DROP TABLE IF EXISTS push_deliveries`, `DROP TABLE IF EXISTS push_subscriptions`, `DROP TABLE IF EXISTS channel_preferences`];

export const migration0036PushAndChannels = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
