// The holder's profile (spec: GET {identity endpoint}/enduser/profile).
import type { Kysely } from "kysely";
import type { Profile } from "@vtp/contracts/account";
import { brusselsDate } from "@vtp/contracts/dates";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ProblemError } from "@vtp/contracts/problem";
import { findCurrentCard, findHolder, listActiveMemberships, listKansenstatuut } from "./repository.ts";

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

export async function getProfile(deps: AccountDeps, identity: HolderIdentity): Promise<Profile> {
  const noCard = () => new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  if (identity.holderId === null) throw noCard();
  const [holder, card, kansenstatuut, memberships] = await Promise.all([
    findHolder(deps.db, identity.holderId),
    findCurrentCard(deps.db, identity.holderId),
    listKansenstatuut(deps.db, identity.holderId),
    listActiveMemberships(deps.db, identity.holderId),
  ]);
  if (holder === undefined || card === undefined) throw noCard();
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
    email: identity.email,
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
