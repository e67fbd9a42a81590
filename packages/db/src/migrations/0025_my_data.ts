// My data (issue 23, decision 0044): a card the holder blocks records when (`cards.blocked_at`), and a
// blocked card is blocked for good (a trigger refuses making it ACTIVE or STOCK again: a found card is
// replaced, not revived); a holder whose account was deleted is anonymised (`holders.anonymised_at`), and
// an anonymised holder never gets contact data again (CHECK). One statement per query (PGlite), no import
// of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE cards ADD COLUMN blocked_at timestamptz`,
  `UPDATE cards SET blocked_at = created_at WHERE status = 'BLOCKED'`,
  `CREATE FUNCTION cards_block_for_good() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     -- A card inserted blocked (a register's import, the demo) was blocked when it was made.
     IF NEW.status = 'BLOCKED' AND NEW.blocked_at IS NULL THEN
       NEW.blocked_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
     END IF;
     IF TG_OP = 'UPDATE' AND OLD.status = 'BLOCKED' AND NEW.status IN ('ACTIVE','STOCK') THEN
       RAISE EXCEPTION 'cards: a blocked card stays blocked' USING ERRCODE = 'check_violation';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER cards_blocked_for_good BEFORE INSERT OR UPDATE OF status, blocked_at ON cards
     FOR EACH ROW EXECUTE FUNCTION cards_block_for_good()`,
  `ALTER TABLE cards ADD CONSTRAINT cards_blocked_has_time
     CHECK ((status <> 'BLOCKED' OR blocked_at IS NOT NULL) AND (blocked_at IS NULL OR status IN ('BLOCKED','DELETED')))`,
  `ALTER TABLE holders ADD COLUMN anonymised_at timestamptz`,
  `ALTER TABLE holders ADD CONSTRAINT holders_anonymised_without_contact
     CHECK (anonymised_at IS NULL OR (email IS NULL AND gsm IS NULL AND street_and_number IS NULL AND gender IS NULL))`,
];

const down: string[] = [
  `ALTER TABLE holders DROP CONSTRAINT IF EXISTS holders_anonymised_without_contact`,
  `ALTER TABLE holders DROP COLUMN IF EXISTS anonymised_at`,
  `ALTER TABLE cards DROP CONSTRAINT IF EXISTS cards_blocked_has_time`,
  `DROP TRIGGER IF EXISTS cards_blocked_for_good ON cards`,
  `DROP FUNCTION IF EXISTS cards_block_for_good()`,
  `ALTER TABLE cards DROP COLUMN IF EXISTS blocked_at`,
];

export const migration0025MyData = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
