// The legacy login (card number + 4-digit pin + birth date), which ended on 1 September 2022
// (Europe/Brussels). After the cut-off, or while the legacyLogin flag is off, every attempt gets
// 410 LEGACY_LOGIN_ENDED. Before it, with the flag on, the pin is checked against its scrypt hash
// with at most LEGACY_LOGIN_MAX_FAILURES failures per card per 24 hours, and success returns a card
// registration token: the only thing a legacy account can still do is move to the provider login
// (/uitid-upgrade). See docs/decisions/0010-card-registration-errors.md.
import type { Kysely } from "kysely";
import { verifyPassword } from "@vtp/password";
import { LEGACY_LOGIN_CUTOFF, LEGACY_LOGIN_MAX_FAILURES, type LegacyLoginResponse } from "@vtp/contracts/legacy-login";
import { NEUTRAL_CREDENTIALS_MESSAGE } from "@vtp/contracts/card-registration";
import type { DB } from "@vtp/db/schema";
import { ProblemError } from "@vtp/contracts/problem";
import { createRegistrationToken } from "../card-issuing/service.ts";
import { countPinFailuresSince, findCardForLogin, recordPinFailure } from "./repository.ts";

export interface LegacyLoginDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** config.features.legacyLogin */
  enabled: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function legacyLoginOpen(deps: Pick<LegacyLoginDeps, "clock" | "enabled">): boolean {
  return deps.enabled && deps.clock().getTime() < LEGACY_LOGIN_CUTOFF.getTime();
}

type Outcome = { ok: true; response: LegacyLoginResponse } | { ok: false; code: "invalid_credentials" | "PIN_INVALID" | "PIN_LOCKED" };

export async function authenticateLegacy(
  deps: LegacyLoginDeps,
  input: { cardNumber: string; pin: string; birthDate: string },
): Promise<LegacyLoginResponse> {
  if (!legacyLoginOpen(deps)) throw new ProblemError("LEGACY_LOGIN_ENDED");
  const now = deps.clock();
  // The transaction commits recorded failures; refusals are thrown only after it.
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const card = await findCardForLogin(trx, input.cardNumber);
    if (card === undefined || card.status !== "ACTIVE") return { ok: false, code: "invalid_credentials" };
    const failures = await countPinFailuresSince(trx, card.cardId, new Date(now.getTime() - DAY_MS));
    if (failures >= LEGACY_LOGIN_MAX_FAILURES) return { ok: false, code: "PIN_LOCKED" };
    if (card.birthDate !== input.birthDate) {
      await recordPinFailure(trx, card.cardId, now);
      return { ok: false, code: "invalid_credentials" };
    }
    if (card.pinHash === null || !(await verifyPassword(input.pin, card.pinHash))) {
      await recordPinFailure(trx, card.cardId, now);
      return { ok: false, code: "PIN_INVALID" };
    }
    const { token, expiresIn } = await createRegistrationToken({ db: trx, clock: deps.clock }, card.cardId);
    return { ok: true, response: { token, tokenType: "registration", expiresIn } };
  });
  if (outcome.ok) return outcome.response;
  if (outcome.code === "invalid_credentials") throw new ProblemError("invalid_credentials", { nl: NEUTRAL_CREDENTIALS_MESSAGE });
  throw new ProblemError(outcome.code);
}
