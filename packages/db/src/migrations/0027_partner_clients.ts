// Partner clients (issue 20 "Partner API", decision 0045): an organiser's own system (its ticketing) gets
// an OAuth client of the embedded identity provider and acts for exactly that organiser, with a MEMBER's
// rights. This table is the client store: the client's id, the one organiser it is bound to, its name,
// and whether it was revoked. Its secret is never stored here (the data folder in the local demo, the
// configuration in the public posture). What a client does is recorded as its own: the audit log and a
// ticket sale name either an account or a partner client, never both, never neither. One statement per
// query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE partner_clients (
    client_id text PRIMARY KEY CONSTRAINT partner_clients_client_id_format CHECK (client_id ~ '^[a-z0-9][a-z0-9-]{2,62}$'),
    organiser_id integer NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    name text NOT NULL CONSTRAINT partner_clients_name_present CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz,
    CONSTRAINT partner_clients_revoked_after_creation CHECK (revoked_at IS NULL OR revoked_at >= created_at)
  )`,
  `CREATE INDEX partner_clients_organiser_idx ON partner_clients (organiser_id)`,
  // The audit log: who is an account or a partner client (no foreign key: the log outlives both).
  `ALTER TABLE staff_audit_log ADD COLUMN partner_client_id text`,
  `ALTER TABLE staff_audit_log ALTER COLUMN account_id DROP NOT NULL`,
  `ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_one_actor CHECK ((account_id IS NULL) <> (partner_client_id IS NULL))`,
  // A ticket sale is sold, and cancelled, by an account or by a partner client.
  `ALTER TABLE ticket_sales ADD COLUMN sold_by_partner_client_id text`,
  `ALTER TABLE ticket_sales ADD COLUMN cancelled_by_partner_client_id text`,
  `ALTER TABLE ticket_sales ALTER COLUMN sold_by_account_id DROP NOT NULL`,
  `ALTER TABLE ticket_sales ADD CONSTRAINT ticket_sales_one_seller CHECK ((sold_by_account_id IS NULL) <> (sold_by_partner_client_id IS NULL))`,
  `ALTER TABLE ticket_sales DROP CONSTRAINT ticket_sales_cancel_complete`,
  `ALTER TABLE ticket_sales ADD CONSTRAINT ticket_sales_cancel_complete CHECK (
    (cancelled_at IS NULL) = (cancelled_by_account_id IS NULL AND cancelled_by_partner_client_id IS NULL)
    AND (cancelled_by_account_id IS NULL OR cancelled_by_partner_client_id IS NULL))`,
  // The cancel-only rule now also keeps the partner seller unchanged.
  `CREATE OR REPLACE FUNCTION ticket_sales_cancel_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
       AND (NEW.id, NEW.holder_id, NEW.card_id, NEW.activity_id, NEW.organiser_id, NEW.tariff_type, NEW.holder_coupon_id,
            NEW.regular_price_cents, NEW.regular_price_label, NEW.price_cents, NEW.period_key, NEW.slot,
            NEW.sold_by_account_id, NEW.sold_by_partner_client_id, NEW.created_at)
         IS NOT DISTINCT FROM
           (OLD.id, OLD.holder_id, OLD.card_id, OLD.activity_id, OLD.organiser_id, OLD.tariff_type, OLD.holder_coupon_id,
            OLD.regular_price_cents, OLD.regular_price_label, OLD.price_cents, OLD.period_key, OLD.slot,
            OLD.sold_by_account_id, OLD.sold_by_partner_client_id, OLD.created_at)
     THEN
       RETURN NEW;
     END IF;
     RAISE EXCEPTION 'ticket_sales: a sale is only cancelled, once: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
   END $$`,
];

const down: string[] = [
  `CREATE OR REPLACE FUNCTION ticket_sales_cancel_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
       AND (NEW.id, NEW.holder_id, NEW.card_id, NEW.activity_id, NEW.organiser_id, NEW.tariff_type, NEW.holder_coupon_id,
            NEW.regular_price_cents, NEW.regular_price_label, NEW.price_cents, NEW.period_key, NEW.slot,
            NEW.sold_by_account_id, NEW.created_at)
         IS NOT DISTINCT FROM
           (OLD.id, OLD.holder_id, OLD.card_id, OLD.activity_id, OLD.organiser_id, OLD.tariff_type, OLD.holder_coupon_id,
            OLD.regular_price_cents, OLD.regular_price_label, OLD.price_cents, OLD.period_key, OLD.slot,
            OLD.sold_by_account_id, OLD.created_at)
     THEN
       RETURN NEW;
     END IF;
     RAISE EXCEPTION 'ticket_sales: a sale is only cancelled, once: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
   END $$`,
  `ALTER TABLE ticket_sales DROP CONSTRAINT IF EXISTS ticket_sales_cancel_complete`,
  `ALTER TABLE ticket_sales ADD CONSTRAINT ticket_sales_cancel_complete CHECK ((cancelled_at IS NULL) = (cancelled_by_account_id IS NULL))`,
  `ALTER TABLE ticket_sales DROP CONSTRAINT IF EXISTS ticket_sales_one_seller`,
  `ALTER TABLE ticket_sales DROP COLUMN IF EXISTS cancelled_by_partner_client_id`,
  `ALTER TABLE ticket_sales DROP COLUMN IF EXISTS sold_by_partner_client_id`,
  `ALTER TABLE staff_audit_log DROP CONSTRAINT IF EXISTS staff_audit_log_one_actor`,
  `ALTER TABLE staff_audit_log DROP COLUMN IF EXISTS partner_client_id`,
  `DROP TABLE IF EXISTS partner_clients`,
];

export const migration0027PartnerClients = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
