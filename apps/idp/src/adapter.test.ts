import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createKyselyAdapter, deleteExpiredPayloads, revokeGrant } from "./adapter.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe("Kysely adapter over oidc_payloads", () => {
  it("stores, finds (by id, uid, user code) and destroys payloads per model", async () => {
    const adapters = createKyselyAdapter(database.db);
    const sessions = adapters("Session");
    await sessions.upsert("s1", { jti: "s1", uid: "u1", accountId: "acc" }, 60);
    expect(await sessions.find("s1")).toMatchObject({ accountId: "acc" });
    expect(await sessions.findByUid("u1")).toMatchObject({ jti: "s1" });
    expect(await adapters("Grant").find("s1")).toBeUndefined();
    await sessions.upsert("s1", { jti: "s1", uid: "u1", accountId: "acc2" }, 60);
    expect(await sessions.find("s1")).toMatchObject({ accountId: "acc2" });
    await adapters("DeviceCode").upsert("d1", { userCode: "ABCD-EFGH" }, 60);
    expect(await adapters("DeviceCode").findByUserCode("ABCD-EFGH")).toBeDefined();
    await sessions.destroy("s1");
    expect(await sessions.find("s1")).toBeUndefined();
  });

  it("honours expiry on read and removes expired rows on cleanup", async () => {
    const codes = createKyselyAdapter(database.db)("AuthorizationCode");
    await codes.upsert("old", { grantId: "g0" }, -1);
    await codes.upsert("new", { grantId: "g0" }, 60);
    expect(await codes.find("old")).toBeUndefined();
    expect(await codes.find("new")).toBeDefined();
    expect(await deleteExpiredPayloads(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom("oidc_payloads").select("id").where("id", "=", "old").execute();
    expect(left).toHaveLength(0);
  });

  it("consumes once; a second consume fails as invalid_grant and revokes the grant", async () => {
    const adapters = createKyselyAdapter(database.db);
    await adapters("Grant").upsert("g1", { jti: "g1", accountId: "a" }, 60);
    await adapters("AuthorizationCode").upsert("c1", { grantId: "g1" }, 60);
    await adapters("RefreshToken").upsert("r1", { grantId: "g1" }, 60);
    await adapters("AuthorizationCode").consume("c1");
    expect(await adapters("AuthorizationCode").find("c1")).toMatchObject({ consumed: expect.any(Number) });
    await expect(adapters("AuthorizationCode").consume("c1")).rejects.toMatchObject({ error: "invalid_grant" });
    expect(await adapters("RefreshToken").find("r1")).toBeUndefined();
    expect(await adapters("Grant").find("g1")).toBeUndefined();
  });

  it("lets exactly one of many parallel consumes win", async () => {
    const codes = createKyselyAdapter(database.db)("AuthorizationCode");
    await codes.upsert("race", { grantId: "g-race" }, 60);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => codes.consume("race")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("revokes by grant id per model and keeps namespaces apart", async () => {
    const main = createKyselyAdapter(database.db);
    const gov = createKyselyAdapter(database.db, { namespace: "Overheid:" });
    await main("AccessToken").upsert("t1", { grantId: "g2" }, 60);
    await main("RefreshToken").upsert("t2", { grantId: "g2" }, 60);
    await gov("AccessToken").upsert("t1", { grantId: "g9" }, 60);
    await main("AccessToken").revokeByGrantId("g2");
    expect(await main("AccessToken").find("t1")).toBeUndefined();
    expect(await main("RefreshToken").find("t2")).toBeDefined();
    expect(await gov("AccessToken").find("t1")).toBeDefined();
    await revokeGrant(database.db, "g2");
    expect(await main("RefreshToken").find("t2")).toBeUndefined();
  });
});
