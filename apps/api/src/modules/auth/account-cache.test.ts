// The bearer check keeps linked accounts for a minute (decision 0019): a holder's next calls cost no
// account lookup, an account without a card is never kept (linking shows at once), and the database
// refuses to move a link to another holder (migration 0010), which is what makes keeping them safe.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileSchema } from "@vtp/contracts/account";
import { an, mohamed, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { ACCOUNT_CACHE_MS, createAccountCache } from "./plugin.ts";

let database: Database;
let server: IdentityTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

const profile = async (sub: string) =>
  server.app.inject({ method: "GET", url: "/api/enduser/profile", headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` } });

describe("the linked-account cache of the bearer check", () => {
  it("keeps a linked account for a minute, then looks it up again", async () => {
    server.setNow(FIXTURE_NOW);
    expect((await profile(an.sub!)).statusCode).toBe(200);
    // Support unlinks An's account (allowed): within the minute the kept account still answers...
    const holder = await database.db
      .selectFrom("identity_accounts")
      .select("holder_id")
      .where("sub", "=", an.sub!)
      .executeTakeFirstOrThrow();
    await database.db.updateTable("identity_accounts").set({ holder_id: null }).where("sub", "=", an.sub!).execute();
    try {
      expect(profileSchema.parse((await profile(an.sub!)).json()).firstName).toBe("An");
      // ...and after it the lookup sees the account without a card.
      server.setNow(new Date(FIXTURE_NOW.getTime() + ACCOUNT_CACHE_MS + 1));
      const after = await profile(an.sub!);
      expect(after.statusCode).toBe(404);
      expect(after.json().code).toBe("NO_CARD");
    } finally {
      await database.db.updateTable("identity_accounts").set({ holder_id: holder.holder_id }).where("sub", "=", an.sub!).execute();
      server.setNow(FIXTURE_NOW);
    }
  });

  it("never keeps an account without a card", () => {
    const cache = createAccountCache();
    cache.set(tom.sub!, { accountId: "a", holderId: null, email: tom.email! }, FIXTURE_NOW);
    expect(cache.get(tom.sub!, FIXTURE_NOW)).toBeUndefined();
    cache.set(an.sub!, { accountId: "b", holderId: "h", email: an.email! }, FIXTURE_NOW);
    expect(cache.get(an.sub!, new Date(FIXTURE_NOW.getTime() + ACCOUNT_CACHE_MS - 1))?.holderId).toBe("h");
    expect(cache.get(an.sub!, new Date(FIXTURE_NOW.getTime() + ACCOUNT_CACHE_MS))).toBeUndefined();
  });

  it("cannot move a linked account to another holder (the database refuses)", async () => {
    const other = await database.db
      .selectFrom("identity_accounts")
      .select("holder_id")
      .where("sub", "=", mohamed.sub!)
      .executeTakeFirstOrThrow();
    await expect(
      database.db.updateTable("identity_accounts").set({ holder_id: other.holder_id }).where("sub", "=", an.sub!).execute(),
    ).rejects.toThrow(/already linked/);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM identity_accounts WHERE sub = ${an.sub!} AND holder_id = ${other.holder_id}`.execute(database.db);
    expect(rows[0]!.n).toBe(0);
  });
});
