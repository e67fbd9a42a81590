// The holder's profile (spec: GET {identity endpoint}/enduser/profile) and its two editable parts:
// the contact details (PUT api/user/profile) and the card's pin (PUT api/user/pin).
import type { Kysely } from "kysely";
import type { DbRateLimiter } from "@vtp/db/limits";
import { hashPassword } from "@vtp/password";
import type { Profile } from "@vtp/contracts/account";
import { brusselsDate } from "@vtp/contracts/dates";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ProblemError } from "@vtp/contracts/problem";
import { findCurrentCard, findProfile, setCardPin, updateContact } from "./repository.ts";

export interface AccountDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

/** Age in whole years on `today` (both yyyy-mm-dd). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const noCard = () => new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });

export async function getProfile(deps: AccountDeps, identity: HolderIdentity): Promise<Profile> {
  if (identity.holderId === null) throw noCard();
  const rows = await findProfile(deps.db, identity.holderId);
  if (rows === undefined || rows.card === undefined) throw noCard();
  const { holder, card, kansenstatuut, memberships } = rows;
  const today = brusselsDate(deps.clock());
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    lastNameInitial: holder.lastName === "" ? "" : `${holder.lastName.charAt(0).toUpperCase()}.`,
    city: holder.city,
    cardNumber: card.cardNumber,
    cardStatus: card.status === "BLOCKED" ? "BLOCKED" : "ACTIVE",
    cardSystem: { id: card.cardSystemId, name: card.cardSystemName },
    points: holder.points,
    // The contact address (see updateProfile in @vtp/contracts/account); the login address until the
    // holder has given one.
    email: holder.email ?? identity.email,
    gsm: holder.gsm,
    kansenStatuut: kansenstatuut.map((k) => ({
      cardSystem: { id: k.cardSystemId, name: k.cardSystemName },
      status: k.status,
      kansenStatuutEndDate: k.endDate,
    })),
    memberships: memberships.map((m) => ({ cardSystem: { id: m.cardSystemId, name: m.cardSystemName }, endDate: m.endDate })),
    birthDate: holder.birthDate,
    isUnder16: ageOn(holder.birthDate, today) < 16,
  };
}

/** What a pass shows of a holder: the family module's member pass (decision 0056) reads it here, the account's one read. */
export type HolderPass = Pick<Profile, "firstName" | "lastName" | "cardNumber" | "cardStatus" | "cardSystem" | "memberships" | "points">;

/** The pass of `holderId`, or undefined when the holder has no current card. */
export async function passOf(deps: Pick<AccountDeps, "db">, holderId: string): Promise<HolderPass | undefined> {
  const rows = await findProfile(deps.db, holderId);
  if (rows === undefined || rows.card === undefined) return undefined;
  const { holder, card, memberships } = rows;
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    cardNumber: card.cardNumber,
    cardStatus: card.status === "BLOCKED" ? "BLOCKED" : "ACTIVE",
    cardSystem: { id: card.cardSystemId, name: card.cardSystemName },
    memberships: memberships.map((m) => ({ cardSystem: { id: m.cardSystemId, name: m.cardSystemName }, endDate: m.endDate })),
    points: holder.points,
  };
}

/**
 * Stores the holder's contact e-mail and gsm (already validated and normalised by the contract) and
 * answers the profile as it now is. Only the caller's own holder, found through the token, is touched;
 * the login address of the identity account stays as it is (see the contract).
 */
export async function updateProfile(deps: AccountDeps, identity: HolderIdentity, input: { email: string; gsm: string }): Promise<Profile> {
  if (identity.holderId === null) throw noCard();
  const updated = await updateContact(deps.db, identity.holderId, input);
  if (!updated) throw noCard();
  return getProfile(deps, identity);
}

/** Pin changes per holder per hour: each costs an scrypt hash, so a script cannot burn the CPU with them. */
export const PIN_CHANGES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Sets the pin of the holder's current card as an scrypt hash (@vtp/password), the format the legacy
 * login verifies (modules/legacy-login). The hash is computed before the one guarded update, which only
 * touches a card of this holder that is still ACTIVE or BLOCKED.
 */
export async function updatePin(
  deps: AccountDeps & { rateLimiter: DbRateLimiter },
  identity: HolderIdentity,
  pin: string,
): Promise<{ cardNumber: string }> {
  if (identity.holderId === null) throw noCard();
  const slot = await deps.rateLimiter.consume(`account:pin:${identity.holderId}`, PIN_CHANGES_PER_HOUR, HOUR_MS, deps.clock());
  if (!slot.allowed) throw new ProblemError("rate-limited", { headers: { "retry-after": String(slot.retryAfterSeconds) } });
  const card = await findCurrentCard(deps.db, identity.holderId);
  if (card === undefined) throw noCard();
  const pinHash = await hashPassword(pin);
  if (!(await setCardPin(deps.db, identity.holderId, card.cardNumber, pinHash))) throw noCard();
  return { cardNumber: card.cardNumber };
}
