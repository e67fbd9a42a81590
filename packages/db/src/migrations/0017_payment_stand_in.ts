// The local demo's stand-in payment provider (apps/payment-stand-in): the payments it created, so a
// restart or a second process answers the same. Never used in the public posture (the host does not
// mount the stand-in there). One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE payment_stand_in_payments (
    id text PRIMARY KEY CHECK (id ~ '^tr_[A-Za-z0-9]{10,}$'),
    amount_value text NOT NULL CHECK (amount_value ~ '^[0-9]+\\.[0-9]{2}$'),
    amount_currency text NOT NULL CHECK (amount_currency = 'EUR'),
    description text NOT NULL,
    redirect_url text NOT NULL,
    webhook_url text,
    metadata jsonb,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','failed','canceled','expired')),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    status_changed_at timestamptz
  )`,
];

export const migration0017PaymentStandIn = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE IF EXISTS payment_stand_in_payments`).execute(db);
  },
};
