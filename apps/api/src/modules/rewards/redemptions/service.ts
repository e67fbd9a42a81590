// Rewards at an organiser's counter (issue 20, decision 0037), the rewards module's side: which of the
// organiser's rewards a holder can take now (the redeem rule of decision 0016, the same as the holder's own
// list), the undo of a redemption made at that counter, and the use of a holder's redeem code there. The
// redemption itself is `redeemReward` in ../service.ts (the holder's own cash-in, one rule set). The
// counter module calls these and answers in v4's terms; SQL in ./repository.ts and ../repository.ts.
import type { RewardProblemCode } from "@vtp/contracts/rewards";
import { ProblemError } from "@vtp/contracts/problem";
import { loadRedeemFacts } from "../repository.ts";
import { NOT_FOR_THIS_HOLDER, periodKeys, redeemRefusals, type RewardsDeps } from "../service.ts";
import { undoRedemptionEntry, useRedeemCodeEntry, type UsedCodeRow } from "./repository.ts";

export interface RewardAtCounter {
  id: number;
  title: string;
  type: "POINTS" | "WELCOME";
  points: number;
  online: boolean;
  maxUnits: number | null;
  unitsTaken: number;
  redeemStart: Date;
  redeemEnd: Date | null;
  /** The first refusal of decision 0016, or undefined when the holder can take it now. */
  refusal: RewardProblemCode | undefined;
}

/**
 * The rewards this organiser hands out that are for this holder (their regions offer it, they are
 * eligible), points and welcome rewards alike, each with the first refusal when it cannot be taken now:
 * redeemable first, then by points.
 */
export async function listRewardsAtCounter(
  deps: RewardsDeps,
  input: { holderId: string; organiserId: number },
): Promise<RewardAtCounter[]> {
  const now = deps.clock();
  const facts = await loadRedeemFacts(deps.db, { holderId: input.holderId, now, periodKeys: periodKeys(now), type: "ANY" });
  if (facts === undefined) throw new ProblemError("NO_CARD");
  const rewards: RewardAtCounter[] = [];
  for (const r of facts.rewards) {
    if (!r.counters.some((c) => c.id === input.organiserId)) continue;
    const refusals = redeemRefusals(facts.holder, r, now);
    if (refusals.some((code) => NOT_FOR_THIS_HOLDER.has(code))) continue;
    rewards.push({
      id: r.id,
      title: r.title,
      type: r.type,
      points: r.points,
      online: r.online,
      maxUnits: r.maxUnits,
      unitsTaken: r.unitsTaken,
      redeemStart: r.redeemStart,
      redeemEnd: r.redeemEnd,
      refusal: refusals[0],
    });
  }
  return rewards.sort((a, b) => Number(a.refusal !== undefined) - Number(b.refusal !== undefined) || a.points - b.points || a.id - b.id);
}

/** The undo's line in the holder's points history: "Ongedaan gemaakt: <voordeel>". */
export const REDEMPTION_UNDO_PREFIX = "Omruiling ongedaan gemaakt: ";

/**
 * Undoes a redemption made at this organiser's counter, once: points, unit and per-holder slot go back
 * (a compensating ledger row, nothing deleted). `not-found` for an unknown id or another counter's
 * redemption, `conflict` when it was undone already.
 */
export async function undoRedemption(
  deps: RewardsDeps,
  input: { redemptionId: string; organiserId: number },
): Promise<{ holderId: string; rewardId: number; points: number; totalPoints: number }> {
  const outcome = await undoRedemptionEntry(deps.db, { ...input, now: deps.clock(), descriptionPrefix: REDEMPTION_UNDO_PREFIX });
  if (outcome.kind === "not-found") throw new ProblemError("not-found", { detail: "Geen omruiling aan deze balie met dit id." });
  if (outcome.kind === "already-undone") throw new ProblemError("conflict", { detail: "Deze omruiling werd al ongedaan gemaakt." });
  return outcome;
}

export type CodeUse =
  | { kind: "used"; use: UsedCodeRow }
  | { kind: "not-found" }
  | { kind: "undone" }
  | { kind: "expired"; validUntil: Date }
  | { kind: "already-used"; usedAt: Date; holderId: string };

const withoutKind = ({ kind: _kind, ...row }: UsedCodeRow & { kind: "used" }): UsedCodeRow => row;

/**
 * Uses a holder's redeem code at this organiser's counter, once. The code is read as typed or scanned:
 * spaces dropped, upper case. Only a reward this organiser hands out; a refusal writes nothing.
 */
export async function useRedeemCode(deps: RewardsDeps, input: { redeemCode: string; organiserId: number }): Promise<CodeUse> {
  const redeemCode = input.redeemCode.replace(/\s+/g, "").toUpperCase();
  const outcome = await useRedeemCodeEntry(deps.db, { redeemCode, organiserId: input.organiserId, now: deps.clock() });
  if (outcome.kind === "used") return { kind: "used", use: withoutKind(outcome) };
  return outcome.kind === "already-used" ? { kind: "already-used", usedAt: outcome.usedAt, holderId: outcome.holderId } : outcome;
}
