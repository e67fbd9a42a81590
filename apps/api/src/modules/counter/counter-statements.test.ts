// What a counter round trip costs the database (issue 20's benchmark, bench/COUNTER.md): the statements a
// warm api runs for the look-up (GET /v4/passes) and the check-in (POST /v4/checkins), next to the
// holder's own scan. Statements, not milliseconds: a count fails the same way on any machine.
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, els } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, insertOrganiserActivity, organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
/** Each statement the api ran, in order: its kind ("sql": written in SQL) and the first table it names. */
let statements: string[] = [];

/** The database as the api sees it, with every statement it runs written down. */
function counting(db: Kysely<DB>): Kysely<DB> {
  const names = new Map<unknown, string>();
  return db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      const table = JSON.stringify(node).match(/"identifier":\{"kind":"IdentifierNode","name":"([a-z_]+)"/)?.[1];
      const raw = node.kind === "RawNode" ? node.sqlFragments.join("?").match(/\b(?:FROM|INTO|UPDATE)\s+([a-z_]+)/i)?.[1] : undefined;
      names.set(
        queryId,
        node.kind === "RawNode" ? `sql ${raw ?? "?"}` : `${node.kind.replace("QueryNode", "").toLowerCase()} ${table ?? "?"}`,
      );
      return node;
    },
    // Called once per statement the database ran (transformQuery also sees each subquery's builder).
    transformResult: async ({ queryId, result }) => {
      statements.push(names.get(queryId) ?? "sql");
      return result;
    },
  });
}

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: counting(database.db), now: FIXTURE_NOW });
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

async function measured(call: () => Promise<{ status: number }>) {
  statements = [];
  const { status } = await call();
  return { status, statements: [...statements] };
}

describe("the statements of a counter round trip", () => {
  it("look-up 3 and check-in 5 (the self-scan's check-in 2), once the api is warm", async () => {
    const pool = await organiserOf(database.db, els, 1);
    const activity = await insertOrganiserActivity(database.db, pool, { code: "TEL-STATEMENTS", volume: 9 });
    const scan = () => callAs(server, an, "POST", "/api/user/checkin", { code: "TEL-STATEMENTS" });
    const lookUp = () => callAs(server, els, "GET", `/api/v4/passes?organizerId=${pool}&identifier=${an.card!.number}`);
    const checkIn = () =>
      callAs(server, els, "POST", `/api/v4/checkins?organizerId=${pool}`, { uitpasNumber: an.card!.number, eventId: String(activity) });
    // Warm: the self-scan's account and the activity are cached after a first call (decision 0019).
    await scan();
    await checkIn();
    const self = await measured(scan);
    const look = await measured(lookUp);
    const counter = await measured(checkIn);
    expect([self.status, look.status, counter.status]).toEqual([200, 200, 201]);
    // The self-scan: the one check-in statement and the favourites it may make affordable (in one transaction).
    expect(self.statements).toEqual(["sql claim_checkin", "sql favourites"]);
    // The look-up: the staff member's account and roles, the card with memberships and kansenstatuut, the audit line.
    expect(look.statements).toEqual(["sql organiser_staff", "select cards", "insert staff_audit_log"]);
    // The check-in: the account and roles, the card, then the self-scan's statements and the audit line (one
    // transaction); the activity comes from the self-scan's cache.
    expect(counter.statements).toEqual([
      "sql organiser_staff",
      "select cards",
      "sql claim_checkin",
      "sql favourites",
      "insert staff_audit_log",
    ]);
  });
});
