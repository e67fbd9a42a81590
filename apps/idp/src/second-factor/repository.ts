// SQL of the staff's second factor (decision 0061): who must have one (an account with a row in
// organiser_staff or card_system_staff), the enrolled factor (migration 0038), the step of a login between
// the password and the code (an `oidc_payloads` row of the model SecondFactorStep, keyed by the
// interaction's uid and expiring with it), and the back-off after wrong codes (login_failures, its own key).
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { failureBlockedUntil, recordFailure } from "../repository.ts";

/**
 * Where a login is between the password and the end: enrolling, asking the code, enrolled (the recovery codes
 * shown), or recovered (a recovery code was used: new codes offered before the end).
 */
export interface SecondFactorStep {
  sub: string;
  accountId: string;
  stage: "enrol" | "code" | "enrolled" | "recovered";
  /** The secret being enrolled, sealed; kept so that a reload shows the same QR code. */
  pendingSecret?: string;
}

/** The back-off key of an account's wrong codes (never the same as an address's: a prefix is hashed in). */
export function secondFactorFailureKey(accountId: string): string {
  return createHash("sha256").update(`second-factor\n${accountId}`).digest("hex");
}

export function createSecondFactorRepository(db: Kysely<DB>, clock: () => Date) {
  return {
    /** Staff of some organiser or region: the accounts the second factor is for. */
    async isStaff(accountId: string): Promise<boolean> {
      const row = await sql<{ staff: boolean }>`SELECT
        EXISTS (SELECT 1 FROM organiser_staff WHERE account_id = ${accountId})
        OR EXISTS (SELECT 1 FROM card_system_staff WHERE account_id = ${accountId}) AS staff`.execute(db);
      return row.rows[0]?.staff === true;
    },

    async findFactor(accountId: string): Promise<{ sealedSecret: string; lastUsedStep: number | null } | undefined> {
      const row = await db
        .selectFrom("second_factors")
        .select(["secret_sealed", "last_used_step"])
        .where("account_id", "=", accountId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { sealedSecret: row.secret_sealed, lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step) };
    },

    /**
     * Stores a confirmed enrolment with its first accepted step and the recovery codes' hashes, in one
     * transaction; false when the account already has a second factor (another tab enrolled first).
     */
    async enrol(accountId: string, input: { sealedSecret: string; step: number; recoveryCodeHashes: string[] }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("second_factors")
          .values({ account_id: accountId, secret_sealed: input.sealedSecret, enrolled_at: clock(), last_used_step: input.step })
          .onConflict((oc) => oc.column("account_id").doNothing())
          .returning("account_id")
          .executeTakeFirst();
        if (!inserted) return false;
        await trx
          .insertInto("second_factor_recovery_codes")
          .values(input.recoveryCodeHashes.map((code_hash) => ({ account_id: accountId, code_hash, used_at: null })))
          .execute();
        return true;
      });
    },

    /** Records an accepted step, only when it is after the last one: false for a replay (also a concurrent one). */
    async acceptStep(accountId: string, step: number): Promise<boolean> {
      const row = await db
        .updateTable("second_factors")
        .set({ last_used_step: step })
        .where("account_id", "=", accountId)
        .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
        .returning("account_id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Uses a recovery code once: false when it is not one of the account's, or already used. */
    async useRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
      const row = await db
        .updateTable("second_factor_recovery_codes")
        .set({ used_at: clock() })
        .where("account_id", "=", accountId)
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .returning("code_hash")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Ten new recovery codes instead of all the old ones (used or not), in one transaction; false without a factor. */
    async replaceRecoveryCodes(accountId: string, recoveryCodeHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const factor = await trx
          .selectFrom("second_factors")
          .select("account_id")
          .where("account_id", "=", accountId)
          .forUpdate()
          .executeTakeFirst();
        if (!factor) return false;
        await trx.deleteFrom("second_factor_recovery_codes").where("account_id", "=", accountId).execute();
        await trx
          .insertInto("second_factor_recovery_codes")
          .values(recoveryCodeHashes.map((code_hash) => ({ account_id: accountId, code_hash, used_at: null })))
          .execute();
        return true;
      });
    },

    async unusedRecoveryCodes(accountId: string): Promise<number> {
      const row = await db
        .selectFrom("second_factor_recovery_codes")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("account_id", "=", accountId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async saveStep(uid: string, step: SecondFactorStep, expiresAt: Date): Promise<void> {
      const payload = JSON.stringify(step);
      await db
        .insertInto("oidc_payloads")
        .values({
          model: "SecondFactorStep",
          id: uid,
          payload,
          grant_id: null,
          user_code: null,
          uid: null,
          expires_at: expiresAt,
          consumed_at: null,
        })
        .onConflict((oc) => oc.columns(["model", "id"]).doUpdateSet({ payload, expires_at: expiresAt }))
        .execute();
    },

    async findStep(uid: string): Promise<SecondFactorStep | undefined> {
      const row = await db
        .selectFrom("oidc_payloads")
        .select("payload")
        .where("model", "=", "SecondFactorStep")
        .where("id", "=", uid)
        .where("expires_at", ">", clock())
        .executeTakeFirst();
      if (!row) return undefined;
      return (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as unknown as SecondFactorStep;
    },

    /** Ends the step (the login finished): true only for the one caller that ended it. */
    async endStep(uid: string): Promise<boolean> {
      const rows = await db.deleteFrom("oidc_payloads").where("model", "=", "SecondFactorStep").where("id", "=", uid).executeTakeFirst();
      return Number(rows.numDeletedRows) === 1;
    },

    blockedUntil(accountId: string): Promise<Date | undefined> {
      return failureBlockedUntil(db, secondFactorFailureKey(accountId), clock());
    },

    recordFailure(accountId: string): Promise<{ failures: number; blockedUntil?: Date }> {
      return recordFailure(db, secondFactorFailureKey(accountId), clock());
    },

    async clearFailures(accountId: string): Promise<void> {
      await db.deleteFrom("login_failures").where("key", "=", secondFactorFailureKey(accountId)).execute();
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
