import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";
import { syncIdentitySequences } from "./sequences.ts";

describe("syncIdentitySequences", () => {
  it("lets inserts without an id continue after explicitly inserted ids", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await db.insertInto("municipalities").values({ id: 41, postal_code: "9000", name: "Gent" }).execute();
      await expect(db.insertInto("municipalities").values({ postal_code: "9050", name: "Gentbrugge" }).execute()).resolves.toBeDefined();
      // Without the sync the sequence would now hand out 2, 3, … and eventually 41 again.
      await syncIdentitySequences(db);
      const row = await db
        .insertInto("municipalities")
        .values({ postal_code: "9031", name: "Drongen" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(row.id).toBe(42);
    } finally {
      await database.close();
    }
  });
});
