// An organiser keeps an ADMIN under parallel requests (decision 0047), on PGlite (one connection: the
// requests queue) and on PostgreSQL (DATABASE_URL, real parallel connections): two ADMINs who remove each
// other at once, or make each other MEMBER at once, leave one ADMIN; six ADMINs removing all the others at
// once leave one; and the database's own trigger, asked directly by two overlapping transactions (the first
// holding its removal open while the second removes the other ADMIN), refuses the second.
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
/** Gent organisers without staff: each test gives the next one its own ADMINs. */
let staffless: number[];
let round = -1;
let organiserId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 20 });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  const rows = await database.db
    .selectFrom("organisers")
    .select("id")
    .where("card_system_id", "=", 1)
    .where("id", "not in", (eb) => eb.selectFrom("organiser_staff").select("organiser_id"))
    .orderBy("id")
    .limit(10)
    .execute();
  staffless = rows.map((r) => r.id);
}, 180_000);

beforeEach(() => {
  round += 1;
  organiserId = staffless[round]!;
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

/** n new accounts, each ADMIN of the organiser. */
async function admins(n: number): Promise<{ id: string; sub: string }[]> {
  const people = Array.from({ length: n }, (_, i) => ({
    id: `a0000000-0000-4000-8000-00000d${round}0${String(i).padStart(4, "0")}`,
    sub: `race-admin-${round}-${i}`,
  }));
  await database.db
    .insertInto("identity_accounts")
    .values(people.map((p) => ({ id: p.id, sub: p.sub, email: `${p.sub}@voorbeeld.test`, email_verified: true })))
    .execute();
  await database.db
    .insertInto("organiser_staff")
    .values(people.map((p) => ({ account_id: p.id, organiser_id: organiserId, role: "ADMIN" as const })))
    .execute();
  return people;
}

async function adminCount(db: Kysely<DB> = database.db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM organiser_staff WHERE organiser_id = ${organiserId} AND role = 'ADMIN'`.execute(db);
  return Number(rows[0]!.n);
}

const codes = (answers: { status: number; body: unknown }[]) =>
  answers.map((a) => `${a.status}:${(a.body as { code?: string }).code ?? ""}`).join(",");

describe(`an organiser keeps an ADMIN under parallel requests (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("two ADMINs removing each other at once leave one", async () => {
    const [a, b] = await admins(2);
    const answers = await Promise.all([
      callAs(server, a!, "DELETE", `/api/v4/staff/${b!.id}?organizerId=${organiserId}`),
      callAs(server, b!, "DELETE", `/api/v4/staff/${a!.id}?organizerId=${organiserId}`),
    ]);
    expect(
      answers.filter((r) => r.status === 200),
      codes(answers),
    ).toHaveLength(1);
    // Served one after the other (PGlite), the second caller is nobody's staff any more (not-staff).
    for (const r of answers.filter((x) => x.status !== 200))
      expect(["not-staff", "missing-permission", "last-admin"]).toContain((r.body as { code: string }).code);
    expect(await adminCount()).toBe(1);
    // One removal, one audit entry.
    const audit = await database.db
      .selectFrom("staff_audit_log")
      .select("action")
      .where("action", "=", "staff.remove")
      .where("organiser_id", "=", organiserId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("two ADMINs making each other MEMBER at once leave one ADMIN", async () => {
    const [a, b] = await admins(2);
    const answers = await Promise.all([
      callAs(server, a!, "PUT", `/api/v4/staff/${b!.id}?organizerId=${organiserId}`, { role: "MEMBER" }),
      callAs(server, b!, "PUT", `/api/v4/staff/${a!.id}?organizerId=${organiserId}`, { role: "MEMBER" }),
    ]);
    expect(
      answers.filter((r) => r.status === 200),
      codes(answers),
    ).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });

  it("six ADMINs removing all the others at once leave exactly one", async () => {
    const people = await admins(6);
    const answers = await Promise.all(
      people.flatMap((actor) =>
        people
          .filter((p) => p !== actor)
          .map((target) => callAs(server, actor, "DELETE", `/api/v4/staff/${target.id}?organizerId=${organiserId}`)),
      ),
    );
    expect(
      answers.filter((r) => r.status === 200),
      codes(answers),
    ).toHaveLength(5);
    expect(await adminCount()).toBe(1);
  });

  it("the trigger alone: a removal held open makes the other ADMIN's removal wait, and then refuses it", async () => {
    const [a, b] = await admins(2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstDeleted!: () => void;
    const deleted = new Promise<void>((resolve) => (firstDeleted = resolve));
    const first = database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("organiser_staff").where("account_id", "=", a!.id).execute();
      firstDeleted();
      await held;
    });
    await deleted;
    // On PostgreSQL the second waits for the first's lock on the organiser; on PGlite it queues behind it.
    const second = database.db
      .deleteFrom("organiser_staff")
      .where("account_id", "=", b!.id)
      .execute()
      .then(
        () => "removed",
        (error: { code?: string }) => error.code,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await second).toBe("23514");
    expect(await adminCount()).toBe(1);
  });
});
