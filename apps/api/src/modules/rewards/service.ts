// The rules of rewards: whether a holder can redeem a reward now (the ten cash-in codes in the order of
// decision 0016), the holder's rewards and welcome advantages, and the cash-in. The cash-in reads its facts in one statement and writes in one
// (cash_in_reward): the unit, the per-holder slot and the points are guarded again in the writing
// statement, so parallel requests can never oversell, overdraw or exceed a limit. The public reward search
// (the spec's promotions search) is in search.ts; other modules reach both through this file.
import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { inTransaction, retryableStep } from "@vtp/db/transaction";
import type {
  CashInBody,
  CashInResult,
  HolderReward,
  HolderRewards,
  RedeemStatus,
  RewardProblemCode,
  WelcomeAdvantage,
} from "@vtp/contracts/rewards";
import { rewardProblemCodes } from "@vtp/contracts/rewards";
import { ProblemError } from "@vtp/contracts/problem";
import { brusselsDay, periodKey } from "@vtp/db/periods";
import type { DB, Period } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { cashInReward, findRedemption, loadRedeemFacts, type HolderFacts, type PeriodKeys, type RewardFacts } from "./repository.ts";
import { recordCounterRedemption } from "./redemptions/repository.ts";
import { counterOf, iso, placeOf, sanitizeDescription } from "./search.ts";
import { savingsGoalOf } from "../favourites/service.ts";

export { LAST_CHANCE_DAYS, parseRewardQuery, rewardDocument, sanitizeDescription, searchRewards, type RewardQuery } from "./search.ts";

export interface RewardsDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

// --- the redeem decision (decision 0016) ------------------------------------------------------

/** The refusals in the order they are checked: the first that applies is answered. */
export const CASH_IN_PRECEDENCE = [
  "NOT_POSSIBLE_INVALID_CARD",
  "NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM",
  "NOT_APPLICABLE_TO_PASSHOLDER",
  "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
  "NOT_POSSIBLE_DATE_CONSTRAINT",
  "NOT_POSSIBLE_KANSENSTATUUT_EXPIRED",
  "NOT_POSSIBLE_USER_CONSTRAINT",
  "NOT_POSSIBLE_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_POINTS_CONSTRAINT",
] as const satisfies readonly RewardProblemCode[];

/** A welcome advantage is redeemed once, whatever its row says. */
export function perHolderLimit(
  r: Pick<RewardFacts, "type" | "perHolderVolume" | "perHolderPeriod">,
): { volume: number; period: Period } | null {
  if (r.type === "WELCOME") return { volume: 1, period: "ABSOLUTE" };
  return r.perHolderVolume !== null && r.perHolderPeriod !== null ? { volume: r.perHolderVolume, period: r.perHolderPeriod } : null;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every rule a reward can fail for this holder now, in precedence order (empty: redeemable). */
export function redeemRefusals(
  holder: HolderFacts,
  reward: RewardFacts,
  now: Date,
  usedInPeriod = reward.usedInPeriod,
): RewardProblemCode[] {
  const failed = new Set<RewardProblemCode>();
  const systems = holder.activeCardSystemIds;
  const row = (id: number) => reward.cardSystems.find((s) => s.id === id);
  const offeredIn = systems.filter((id) => reward.allCardSystems || reward.ownerCardSystemId === id || row(id) !== undefined);
  const enabledIn = offeredIn.filter((id) => row(id)?.disabled !== true);

  if (!holder.cardActive) failed.add("NOT_POSSIBLE_INVALID_CARD");
  if (systems.length === 0) failed.add("NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM");
  else if (offeredIn.length === 0) failed.add("NOT_APPLICABLE_TO_PASSHOLDER");
  else if (enabledIn.length === 0) failed.add("NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM");
  if (now < reward.redeemStart || (reward.redeemEnd !== null && now > reward.redeemEnd)) failed.add("NOT_POSSIBLE_DATE_CONSTRAINT");
  if (reward.requiresKansenstatuut) {
    const today = brusselsDay(now);
    const statuses = holder.kansenstatuut.filter((k) => enabledIn.includes(k.cardSystemId));
    const valid = statuses.some((k) => k.status === "ACTIVE" && addDays(k.endDate, k.graceDays) >= today);
    if (statuses.length === 0) failed.add("NOT_POSSIBLE_USER_CONSTRAINT");
    else if (!valid) failed.add("NOT_POSSIBLE_KANSENSTATUUT_EXPIRED");
  }
  if (reward.cityIds.length > 0 && (holder.municipalityId === null || !reward.cityIds.includes(holder.municipalityId))) {
    failed.add("NOT_POSSIBLE_USER_CONSTRAINT");
  }
  if (reward.maxUnits !== null && reward.unitsTaken >= reward.maxUnits) failed.add("NOT_POSSIBLE_VOLUME_CONSTRAINT");
  const limit = perHolderLimit(reward);
  if (limit !== null && usedInPeriod >= limit.volume) failed.add("NOT_POSSIBLE_USER_VOLUME_CONSTRAINT");
  if (holder.points < reward.points) failed.add("NOT_POSSIBLE_POINTS_CONSTRAINT");
  return CASH_IN_PRECEDENCE.filter((code) => failed.has(code));
}

function statusOf(refusals: RewardProblemCode[]): RedeemStatus {
  const reason = refusals[0];
  return reason === undefined ? { redeemable: true } : { redeemable: false, reason, message: rewardProblemCodes[reason].nl };
}

export function periodKeys(now: Date): PeriodKeys {
  return {
    ABSOLUTE: periodKey(now, "ABSOLUTE"),
    DAY: periodKey(now, "DAY"),
    WEEK: periodKey(now, "WEEK"),
    MONTH: periodKey(now, "MONTH"),
    QUARTER: periodKey(now, "QUARTER"),
    YEAR: periodKey(now, "YEAR"),
  };
}

function holderIdOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

/** Rewards the holder's regions do not offer them at all: not listed on their pages. */
export const NOT_FOR_THIS_HOLDER: ReadonlySet<RewardProblemCode> = new Set([
  "NOT_APPLICABLE_TO_PASSHOLDER",
  "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
  "NOT_POSSIBLE_USER_CONSTRAINT",
]);

export async function getRedeemStatus(deps: RewardsDeps, identity: HolderIdentity, rewardId: number): Promise<RedeemStatus> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), rewardId });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const reward = facts.rewards[0];
  if (reward === undefined) throw new ProblemError("not-found", { detail: `Voordeel ${rewardId} bestaat niet of is niet gepubliceerd.` });
  return statusOf(redeemRefusals(facts.holder, reward, now));
}

export async function listHolderRewards(deps: RewardsDeps, identity: HolderIdentity): Promise<HolderRewards> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), type: "POINTS" });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const balance = facts.holder.points;
  const rewards: (HolderReward & { group: number })[] = [];
  for (const r of facts.rewards) {
    const refusals = redeemRefusals(facts.holder, r, now);
    if (refusals.some((code) => NOT_FOR_THIS_HOLDER.has(code))) continue;
    const status = statusOf(refusals);
    rewards.push({
      id: r.id,
      type: r.type,
      title: r.title,
      points: r.points,
      affordable: balance >= r.points,
      pointsMissing: Math.max(0, r.points - balance),
      unitsLeft: r.maxUnits === null ? null : Math.max(0, r.maxUnits - r.unitsTaken),
      cashingPeriodEnd: iso(r.redeemEnd),
      status,
      online: r.online,
      places: r.counters.map(placeOf),
      group: status.redeemable ? 0 : status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT" ? 1 : 2,
    });
  }
  rewards.sort((a, b) => a.group - b.group || a.pointsMissing - b.pointsMissing || a.points - b.points || a.id - b.id);
  // The savings goal (decision 0059) rides along, so the dashboard asks nothing more; only one of these rewards.
  const goal = await savingsGoalOf(deps.db, holderIdOf(identity));
  return {
    points: balance,
    rewards: rewards.map(({ group: _group, ...reward }) => reward),
    savingsGoal: goal !== null && rewards.some((r) => r.id === goal) ? goal : null,
  };
}

export async function getWelcomeAdvantages(deps: RewardsDeps, identity: HolderIdentity): Promise<{ advantages: WelcomeAdvantage[] }> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: holderIdOf(identity), now, periodKeys: periodKeys(now), type: "WELCOME" });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const advantages: WelcomeAdvantage[] = [];
  for (const r of facts.rewards) {
    const refusals = redeemRefusals(facts.holder, r, now);
    if (refusals.some((code) => NOT_FOR_THIS_HOLDER.has(code))) continue;
    advantages.push({
      id: r.id,
      title: r.title,
      description: sanitizeDescription(r.description),
      cashingPeriodEnd: iso(r.redeemEnd),
      redeemed: r.lastRedeemedAt !== null,
      redeemedAt: iso(r.lastRedeemedAt),
      status: statusOf(refusals),
      online: r.online,
      places: r.counters.map(placeOf),
    });
  }
  // Still to redeem first.
  advantages.sort((a, b) => Number(a.redeemed) - Number(b.redeemed) || a.id - b.id);
  return { advantages };
}

// --- the cash-in ------------------------------------------------------------------------------

/** Read aloud or typed at a counter: no 0/O, no 1/I. */
export const REDEEM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REDEEM_CODE_LENGTH = 8;

/** 8 characters of a 32-letter alphabet from the CSPRNG: 40 bits, unguessable; unique by constraint. */
export function newRedeemCode(): string {
  let code = "";
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) code += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

function cashInAnswer(
  reward: RewardFacts,
  r: { id: string; redeemCode: string; pointsSpent: number; redeemedAt: Date },
  balance: number,
): CashInResult & { rewardType: "POINTS" | "WELCOME" } {
  return {
    rewardType: reward.type,
    redemptionId: r.id,
    redeemCode: r.redeemCode,
    promotionId: reward.id,
    title: reward.title,
    pointsSpent: r.pointsSpent,
    newBalance: balance,
    redeemedAt: new Date(r.redeemedAt).toISOString(),
    online: reward.online,
    counters: reward.counters.map(counterOf),
    link: reward.online ? reward.moreInfoUrl : null,
    validUntil: iso(reward.redeemEnd),
  };
}

export async function cashIn(deps: RewardsDeps, identity: HolderIdentity, body: CashInBody): Promise<CashInResult> {
  return redeemReward(deps, holderIdOf(identity), body).then(({ rewardType: _rewardType, ...result }) => result);
}

/**
 * Redeems a reward for a holder, in their app (`cashIn`) or at an organiser's counter (`atCounter`: a
 * reward that organiser hands out, else not-found; decision 0037): one statement reads the facts (and a
 * replayed key's redemption), the rules answer the first refusal of decision 0016, and one call of
 * cash_in_reward checks the card again (locked against a block until it ends) and takes the unit, the
 * slot and the points; at a counter the same transaction records the organiser and, unless the reward
 * is online, the code as used (handed over). A retried request with the same idempotency key answers
 * the same redemption.
 */
export async function redeemReward(
  deps: RewardsDeps,
  holderId: string,
  body: CashInBody,
  atCounter?: { organiserId: number },
): Promise<CashInResult & { rewardType: "POINTS" | "WELCOME" }> {
  const rewardId = body.promotionId;
  const now = deps.clock();
  const keys = periodKeys(now);
  const facts = await loadRedeemFacts(deps.db, {
    holderId,
    now,
    periodKeys: keys,
    rewardId,
    idempotencyKey: body.idempotencyKey,
  });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const replay = facts.holder.replay;
  const reward = facts.rewards[0];
  if (replay !== null) {
    if (replay.rewardId !== rewardId || reward === undefined) {
      throw new ProblemError("conflict", { detail: "Deze idempotentiesleutel hoort bij een andere omruiling." });
    }
    return cashInAnswer(reward, replay, facts.holder.points);
  }
  if (reward === undefined || (atCounter !== undefined && !reward.counters.some((c) => c.id === atCounter.organiserId))) {
    throw new ProblemError("not-found", { detail: `Voordeel ${rewardId} bestaat niet, is niet gepubliceerd of niet van deze balie.` });
  }
  const refusal = redeemRefusals(facts.holder, reward, now)[0];
  if (refusal !== undefined) throw new ProblemError(refusal);

  const limit = perHolderLimit(reward);
  for (let attempt = 1; ; attempt++) {
    const redeemCode = newRedeemCode();
    try {
      const write = {
        holderId,
        rewardId: reward.id,
        periodKey: limit === null ? null : keys[limit.period],
        volume: limit?.volume ?? null,
        redeemCode,
        idempotencyKey: body.idempotencyKey ?? null,
        now,
      };
      const written =
        atCounter === undefined
          ? await cashInReward(deps.db, write)
          : await inTransaction(deps.db, (trx) =>
              // In the counter's transaction (with its audit line): a drawn code that is taken undoes only this step.
              retryableStep(trx, "cash_in", async (step) => {
                const outcome = await cashInReward(step, write);
                if (outcome.outcome !== "OK") return outcome;
                const handedOverAt = reward.online ? null : now;
                await recordCounterRedemption(step, {
                  redemptionId: outcome.redemptionId,
                  organiserId: atCounter.organiserId,
                  handedOverAt,
                });
                return outcome;
              }),
            );
      if (written.outcome === "OK") {
        return cashInAnswer(reward, { id: written.redemptionId, redeemCode, pointsSpent: reward.points, redeemedAt: now }, written.balance);
      }
      if (written.outcome === "REPLAY") {
        const first = await findRedemption(deps.db, holderId, written.redemptionId);
        if (first === undefined || first.rewardId !== reward.id) throw new ProblemError("conflict");
        return cashInAnswer(reward, first, written.balance);
      }
      throw new ProblemError(written.outcome);
    } catch (error) {
      // Only a redeem code that another redemption already has (1 in 2^40 per pair): draw another.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
