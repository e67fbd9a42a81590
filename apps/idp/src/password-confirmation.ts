// The narrowest way for the rest of the product to confirm an account's password (my data's deletion,
// decision 0044): a function the host hands to the api, not an endpoint. It checks the password exactly
// as the login page does (the stored scrypt hash, @vtp/password) and counts a wrong one in the same
// per-address back-off, so a confirmation form is no way around the login's limits.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { verifyPassword } from "@vtp/password";
import { createIdentityRepository } from "./repository.ts";

export type PasswordConfirmation = "confirmed" | "wrong" | "held-back" | "no-password";

export function createPasswordConfirmation(opts: { db: Kysely<DB>; clock?: () => Date }) {
  const repo = createIdentityRepository(opts.db, opts.clock ?? (() => new Date()));
  return async function confirmPassword(sub: string, password: string): Promise<PasswordConfirmation> {
    const account = await repo.findAccountBySub(sub);
    if (account === undefined || account.passwordHash === null) return "no-password";
    if ((await repo.loginBlockedUntil(account.email)) !== undefined) return "held-back";
    if (await verifyPassword(password, account.passwordHash)) {
      await repo.clearLoginFailures(account.email);
      return "confirmed";
    }
    await repo.recordLoginFailure(account.email);
    return "wrong";
  };
}
