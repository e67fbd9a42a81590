// Staff management (issue 20 "Staff", decision 0047): an organiser that has an ADMIN never loses its last
// one by a role change or a removal. The api's staff module checks this first with the organiser's row
// locked (a clear Dutch refusal); this trigger is the database's last word for every other writer.
// It locks the organiser's row too, so two ADMINs who remove each other at the same moment queue there,
// and the second counts the ADMINs the first left (READ COMMITTED: each statement of the function sees
// what committed before it). Two cases may leave an organiser without an ADMIN, on purpose: the organiser
// itself is deleted, or the account is (my data's erasure, decision 0044); card-system staff then invite
// a new first ADMIN. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE FUNCTION organiser_staff_keeps_an_admin() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.role <> 'ADMIN' THEN RETURN NULL; END IF;
     IF TG_OP = 'UPDATE' AND NEW.role = 'ADMIN' AND NEW.organiser_id = OLD.organiser_id THEN RETURN NULL; END IF;
     PERFORM 1 FROM organisers WHERE id = OLD.organiser_id FOR NO KEY UPDATE;
     IF NOT FOUND THEN RETURN NULL; END IF;
     IF NOT EXISTS (SELECT 1 FROM identity_accounts WHERE id = OLD.account_id) THEN RETURN NULL; END IF;
     IF NOT EXISTS (SELECT 1 FROM organiser_staff WHERE organiser_id = OLD.organiser_id AND role = 'ADMIN') THEN
       RAISE EXCEPTION 'organiser % would be left without an ADMIN', OLD.organiser_id
         USING ERRCODE = 'check_violation', CONSTRAINT = 'organiser_staff_keeps_an_admin';
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER organiser_staff_keeps_an_admin AFTER UPDATE OR DELETE ON organiser_staff
     FOR EACH ROW EXECUTE FUNCTION organiser_staff_keeps_an_admin()`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS organiser_staff_keeps_an_admin ON organiser_staff`,
  `DROP FUNCTION IF EXISTS organiser_staff_keeps_an_admin()`,
];

export const migration0029StaffKeepsAnAdmin = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
