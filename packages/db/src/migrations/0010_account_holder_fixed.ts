// An account's card holder, once linked, is never replaced by another holder: the bearer-token check
// keeps linked accounts in memory for a minute (apps/api modules/auth, decision 0019), which is only
// right if a link cannot silently move to someone else. Unlinking (back to NULL, a support action) stays
// possible. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE FUNCTION identity_accounts_holder_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.holder_id IS NOT NULL AND NEW.holder_id IS NOT NULL AND NEW.holder_id <> OLD.holder_id THEN
       RAISE EXCEPTION 'identity account % is already linked to another holder', OLD.id USING ERRCODE = 'check_violation';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER identity_accounts_holder_fixed BEFORE UPDATE OF holder_id ON identity_accounts
     FOR EACH ROW EXECUTE FUNCTION identity_accounts_holder_fixed()`,
];
const down: string[] = [
  `DROP TRIGGER IF EXISTS identity_accounts_holder_fixed ON identity_accounts`,
  `DROP FUNCTION IF EXISTS identity_accounts_holder_fixed()`,
];

export const migration0010AccountHolderFixed = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
