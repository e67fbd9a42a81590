// Rewards at the counter (issue 20, step 6; decision 0037): the organiser's rewards the holder can take
// (GET /v4/rewards, shown on the holder's card), a confirmation in a second post (no JavaScript needed),
// the redemption (POST /v4/rewards/redeemed), its undo (DELETE /v4/rewards/redeemed/:id) and a code the
// holder got in the app (POST /v4/rewards/redeemed/:code/use). Every rule is the api's; refusals are its sentences.
import { getPass } from "@vtp/contracts/counter";
import { listCounterRewards, redeemCounterReward, undoCounterRedemption, useRedeemCode } from "@vtp/contracts/counter-rewards";
import { counterCopy } from "../../copy/counter.ts";
import { ApiError } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { passView, rewardView, type CounterResult, type RewardStep, type RewardView } from "./view.ts";

type HolderResult = Extract<CounterResult, { kind: "holder" }>;

/** The api's Dutch sentence for a refusal; anything that is not a refusal is the error page's. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.userMessage;
  throw error;
}

/** The rewards for the holder's card; none listed (undefined) when the api cannot answer, the card still shows. */
export async function loadRewards(args: RequestArgs, organizerId: string, uitpasNumber: string): Promise<RewardView[] | undefined> {
  try {
    const rewards = await callApiAsHolder(args, listCounterRewards, { query: { organizerId, isRedeemableByPassholderId: uitpasNumber } });
    return rewards.member.map(rewardView);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The holder's card as it is now (points, rewards), with what just happened; the api's refusal when the pass is gone. */
export async function holderNow(
  args: RequestArgs,
  organizerId: string,
  uitpasNumber: string,
  extra: Partial<HolderResult> & { refusal?: string },
): Promise<CounterResult> {
  const { refusal, ...happened } = extra;
  try {
    const pass = await callApiAsHolder(args, getPass, { query: { organizerId, identifier: uitpasNumber } });
    const rewards = await loadRewards(args, organizerId, uitpasNumber);
    return { kind: "holder", pass: passView(pass), ...(rewards ? { rewards } : {}), ...happened };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: "refused", message: refusal ?? error.userMessage };
    throw error;
  }
}

/** "Kiezen": the card again with the confirmation of this reward (only one the api lists as redeemable now). */
export async function askReward(args: RequestArgs, organizerId: string, uitpasNumber: string, rewardId: string): Promise<CounterResult> {
  const result = await holderNow(args, organizerId, uitpasNumber, {});
  if (result.kind !== "holder") return result;
  const reward = result.rewards?.find((r) => r.id === rewardId);
  const step: RewardStep =
    reward === undefined
      ? { step: "refused", message: counterCopy.brokenForm }
      : reward.redeemable
        ? { step: "confirm", reward }
        : { step: "refused", message: reward.whyNot ?? counterCopy.rewards.notNow };
  return { ...result, reward: step };
}

export async function redeemReward(args: RequestArgs, organizerId: string, uitpasNumber: string, rewardId: string): Promise<CounterResult> {
  let step: RewardStep;
  try {
    const redeemed = await callApiAsHolder(args, redeemCounterReward, { query: { organizerId }, body: { rewardId, uitpasNumber } });
    step = {
      step: "redeemed",
      id: redeemed.id,
      title: redeemed.reward.title,
      pointsSpent: redeemed.pointsSpent,
      online: redeemed.reward.online,
    };
  } catch (error) {
    step = { step: "refused", message: refusalOf(error) };
  }
  return holderNow(args, organizerId, uitpasNumber, { reward: step });
}

export async function undoRedemption(args: RequestArgs, organizerId: string, uitpasNumber: string, redeemedRewardId: string) {
  let step: RewardStep;
  try {
    const undone = await callApiAsHolder(args, undoCounterRedemption, { params: { redeemedRewardId }, query: { organizerId } });
    step = { step: "undone", returnedPoints: undone.returnedPoints };
  } catch (error) {
    step = { step: "undo-refused", message: refusalOf(error) };
  }
  return holderNow(args, organizerId, uitpasNumber, { reward: step });
}

const CODE = /^[A-Za-z0-9 -]{4,24}$/;

/** "Code van een voordeel": checked in form before it is sent, then used once by the api. */
export async function spendCode(args: RequestArgs, organizerId: string, typed: string): Promise<CounterResult> {
  const code = typed.trim();
  const value = code.slice(0, 24);
  if (code === "") return { kind: "code-refused", message: counterCopy.code.empty, value };
  if (!CODE.test(code)) return { kind: "code-refused", message: counterCopy.code.wrong, value };
  try {
    const used = await callApiAsHolder(args, useRedeemCode, { params: { redeemCode: code }, query: { organizerId } });
    return { kind: "code-used", firstName: used.firstName, title: used.reward.title };
  } catch (error) {
    return { kind: "code-refused", message: refusalOf(error), value };
  }
}
