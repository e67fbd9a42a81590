// The password confirmation the host hands to the api (my data's deletion): the stored hash decides, a
// wrong password counts in the login's per-address back-off, and during a back-off even the right one is
// held back; an account without a password (an external login) cannot confirm one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { LOGIN_BACKOFF, loginFailureKey } from "./repository.ts";
import { createPasswordConfirmation } from "./password-confirmation.ts";
import { cachedHash } from "./testing/test-support.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto("identity_accounts")
    .values([
      { sub: "sub-wachtwoord", email: "wachtwoord@voorbeeld.test", email_verified: true, password_hash: await cachedHash("Juist!2026") },
      { sub: "sub-extern", email: "extern@voorbeeld.test", email_verified: true, password_hash: null },
    ])
    .execute();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe("createPasswordConfirmation", () => {
  it("confirms the right password, refuses a wrong one and counts it with the login's failures", async () => {
    const confirm = createPasswordConfirmation({ db: database.db });
    expect(await confirm("sub-wachtwoord", "Juist!2026")).toBe("confirmed");
    expect(await confirm("sub-wachtwoord", "fout")).toBe("wrong");
    const row = await database.db
      .selectFrom("login_failures")
      .select("failures")
      .where("key", "=", loginFailureKey("wachtwoord@voorbeeld.test"))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
  });

  it("holds back even the right password during the login's back-off", async () => {
    const confirm = createPasswordConfirmation({ db: database.db });
    for (let i = 1; i < LOGIN_BACKOFF.threshold; i++) await confirm("sub-wachtwoord", "fout");
    expect(await confirm("sub-wachtwoord", "Juist!2026")).toBe("held-back");
  });

  it("has no password to confirm for an account without one, or an unknown subject", async () => {
    const confirm = createPasswordConfirmation({ db: database.db });
    expect(await confirm("sub-extern", "wat dan ook")).toBe("no-password");
    expect(await confirm("sub-onbekend", "wat dan ook")).toBe("no-password");
  });
});
