// Rewards at the counter (issue 20, decision 0037): list what a holder can take at this organiser, redeem
// it, undo that, and use a holder's redeem code. The rules are the rewards module's (`redeemReward` is the
// holder's own cash-in; `listRewardsAtCounter`, `undoRedemption`, `useRedeemCode`); here only what is the
// counter's own: the card found by its number and active, v4's problem types at this edge (with the
// counter's own Dutch sentences: staff read them, not the holder), and the audit log of every list (a
// look-up of the holder), redemption, undo and code use; a change and its line in one transaction.
import type {
  CounterRedeemRequest,
  CounterRewardProblemCode,
  CounterRewards,
  RedeemedReward,
  UndoneRedeemedReward,
  UsedRedeemCode,
} from "@vtp/contracts/counter-rewards";
import { ProblemError, problemCodes, type ProblemCode } from "@vtp/contracts/problem";
import type { RewardProblemCode } from "@vtp/contracts/rewards";
import { redeemReward } from "../rewards/service.ts";
import { listRewardsAtCounter, undoRedemption, useRedeemCode } from "../rewards/redemptions/service.ts";
import { recordAudit, requireOrganiserRole, type StaffPrincipal } from "../staff/service.ts";
import { findPassByCardNumber } from "./repository.ts";
import { requireActiveCard, withAuditLine, type CounterDeps } from "./service.ts";

/** The cash-in's refusals under v4's type names (decision 0037); one name per refusal. */
export const V4_REWARD_PROBLEMS: Record<RewardProblemCode, CounterRewardProblemCode | "invalid-card-status" | "social-tariff-expired"> = {
  NOT_POSSIBLE_INVALID_CARD: "invalid-card-status",
  NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM: "passholder-no-active-cardsystems",
  NOT_APPLICABLE_TO_PASSHOLDER: "reward-no-applicable-cardsystems",
  NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM: "reward-no-applicable-cardsystems",
  NOT_POSSIBLE_DATE_CONSTRAINT: "reward-period",
  NOT_POSSIBLE_KANSENSTATUUT_EXPIRED: "social-tariff-expired",
  NOT_POSSIBLE_USER_CONSTRAINT: "reward-not-eligible",
  NOT_POSSIBLE_VOLUME_CONSTRAINT: "reward-volume",
  NOT_POSSIBLE_USER_VOLUME_CONSTRAINT: "reward-passholder-volume",
  NOT_POSSIBLE_POINTS_CONSTRAINT: "reward-points",
};

function v4Code(code: ProblemCode): ProblemCode {
  if (code in V4_REWARD_PROBLEMS) return V4_REWARD_PROBLEMS[code as RewardProblemCode];
  if (code === "not-found") return "reward-not-found";
  if (code === "NO_CARD") return "pass-not-found";
  return code;
}

function inV4Terms(error: unknown): unknown {
  if (!(error instanceof ProblemError)) return error;
  const code = v4Code(error.code);
  return code === error.code ? error : new ProblemError(code, { detail: error.code });
}

/** The holder behind an active card of this number (404 pass-not-found, 400 invalid-card-status). */
async function activePass(deps: CounterDeps, uitpasNumber: string) {
  return requireActiveCard(await findPassByCardNumber(deps.db, uitpasNumber));
}

/** GET /v4/rewards: the organiser's rewards for this holder, redeemable first, the others with why not; audited (`reward.list`). */
export async function listCounterRewards(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; uitpasNumber: string },
): Promise<CounterRewards> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const found = await findPassByCardNumber(deps.db, input.uitpasNumber);
  // A look-up of a holder at a counter, like GET /v4/passes: logged, also when nobody was found.
  await recordAudit(deps, principal, {
    action: "reward.list",
    organiserId: input.organiserId,
    ...(found !== undefined ? { holderId: found.holderId, object: { type: "card", id: found.cardNumber } } : {}),
  });
  const pass = requireActiveCard(found);
  const rewards = await listRewardsAtCounter(deps, { holderId: pass.holderId, organiserId: input.organiserId });
  const member = rewards.map((r) => {
    const reason = r.refusal === undefined ? undefined : V4_REWARD_PROBLEMS[r.refusal];
    return {
      id: String(r.id),
      title: r.title,
      type: r.type,
      points: r.points,
      online: r.online,
      maxAvailableUnits: r.maxUnits,
      unitsTaken: r.unitsTaken,
      redeemPeriod: {
        begin: new Date(r.redeemStart).toISOString(),
        end: r.redeemEnd === null ? null : new Date(r.redeemEnd).toISOString(),
      },
      redeemStatus: reason === undefined ? { redeemable: true } : { redeemable: false, reason, message: problemCodes[reason].nl },
    };
  });
  return { totalItems: member.length, member };
}

/** What the holder reads about an online reward redeemed at the counter (organiser-notes 1.6). */
const ONLINE_REWARD_INFO = "Dit is een online voordeel. De pashouder ontvangt dit voordeel na het omruilen via e-mail en in de app.";

/**
 * POST /v4/rewards/redeemed: the holder's own cash-in rule and statement (`redeemReward`), at this
 * organiser's counter; refused before anything is written, in v4's terms. Audited (`reward.redeem`).
 */
export async function redeemAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number } & CounterRedeemRequest,
): Promise<RedeemedReward> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const pass = await activePass(deps, input.uitpasNumber);
  const rewardId = Number(input.rewardId); // v4's rewardId is our reward id
  const redeemed = await withAuditLine(
    deps,
    principal,
    (inTrx) => redeemReward(inTrx, pass.holderId, { promotionId: rewardId }, { organiserId: input.organiserId }),
    (done) => ({
      action: "reward.redeem",
      organiserId: input.organiserId,
      holderId: pass.holderId,
      object: { type: "redemption", id: done.redemptionId },
    }),
  ).catch((error: unknown) => {
    throw inV4Terms(error);
  });
  return {
    id: redeemed.redemptionId,
    reward: {
      id: String(rewardId),
      title: redeemed.title,
      type: redeemed.rewardType,
      points: redeemed.pointsSpent,
      online: redeemed.online,
    },
    redeemDate: redeemed.redeemedAt,
    redeemCode: redeemed.redeemCode,
    redeemInfo: redeemed.online ? { text: ONLINE_REWARD_INFO } : null,
    uitpasNumber: pass.cardNumber,
    pointsSpent: redeemed.pointsSpent,
    totalPoints: redeemed.newBalance,
  };
}

/** DELETE /v4/rewards/redeemed/{id}: a redemption of this counter undone once (points, unit, slot back); audited. */
export async function undoRedemptionAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; redemptionId: string },
): Promise<UndoneRedeemedReward> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const undone = await withAuditLine(
    deps,
    principal,
    (inTrx) => undoRedemption(inTrx, input),
    (done) => ({
      action: "reward.undo",
      organiserId: input.organiserId,
      holderId: done.holderId,
      object: { type: "redemption", id: input.redemptionId },
    }),
  ).catch((error: unknown) => {
    if (error instanceof ProblemError && error.code === "not-found") throw new ProblemError("redeemed-reward-not-found");
    if (error instanceof ProblemError && error.code === "conflict") throw new ProblemError("redeemed-reward-already-undone");
    throw error;
  });
  return { id: input.redemptionId, returnedPoints: undone.points, totalPoints: undone.totalPoints };
}

/** POST /v4/rewards/redeemed/{code}/use: a holder's redeem code used at this counter, once; audited. */
export async function useCodeAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; redeemCode: string },
): Promise<UsedRedeemCode> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  // A refusal writes nothing, so it may end the transaction: only a use gets its line, in the same commit.
  const use = await withAuditLine(
    deps,
    principal,
    async (inTrx) => {
      const outcome = await useRedeemCode(inTrx, input);
      if (outcome.kind === "not-found") throw new ProblemError("redeem-code-not-found");
      if (outcome.kind === "undone") throw new ProblemError("redeem-code-undone");
      if (outcome.kind === "expired") {
        throw new ProblemError("redeem-code-expired", { detail: `Geldig tot ${outcome.validUntil.toISOString()}.` });
      }
      if (outcome.kind === "already-used") {
        throw new ProblemError("redeem-code-already-used", { detail: `Gebruikt op ${outcome.usedAt.toISOString()}.` });
      }
      return outcome.use;
    },
    (done) => ({
      action: "reward.code-use",
      organiserId: input.organiserId,
      holderId: done.holderId,
      object: { type: "redemption", id: done.redemptionId },
    }),
  );
  return {
    id: use.redemptionId,
    redeemCode: use.redeemCode,
    reward: {
      id: String(use.reward.id),
      title: use.reward.title,
      type: use.reward.type,
      points: use.reward.points,
      online: use.reward.online,
    },
    firstName: use.firstName,
    redeemDate: new Date(use.redeemedAt).toISOString(),
    usedDate: new Date(use.usedAt).toISOString(),
  };
}
