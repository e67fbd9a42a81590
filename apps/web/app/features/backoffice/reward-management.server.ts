// The back office's rewards (/organisatie/:organisatie/voordelen, issue 20 "Rewards", decision 0046): the
// organiser's own rewards from GET /v4/rewards/managed (every staff member: REWARDS_READ), one of them, and
// its end (POST /v4/rewards/:id/end, an ADMIN: REWARDS_WRITE). Who may do what is the api's answer
// (GET /v4/permissions); a staff member without the right gets a page that says so (403), and the api
// checks every call again.
import { data, redirect } from "react-router";
import { endReward, listManagedRewards, type ManagedReward } from "@vtp/contracts/reward-management";
import { rewardManagementCopy as copy } from "../../copy/reward-management.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { isId, notStaff, organiserOf, type BackofficeArgs, type WithOrganiser } from "./backoffice.server.ts";
import { rewardRow, type RewardRow } from "./reward-view.ts";
import type { BackofficeOrganiser } from "./view.ts";

export type RewardArgs = BackofficeArgs & { params: { voordeel?: string } };

/** A staff member without the right for this page: what they may not do and where to go back to. */
export type NoRight = { kind: "no-right"; organiser: BackofficeOrganiser; manyOrganisers: boolean; message: string; back: string };

export function noRight(at: { organiser: BackofficeOrganiser; manyOrganisers: boolean }, message: string, back: string) {
  return data<NoRight>({ kind: "no-right", ...at, message, back }, { status: 403 });
}

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;

export function rewardsPath(args: RequestArgs, organiserId: string): string {
  return pathTo("backoffice-rewards", slugOf(args), { params: { organisatie: organiserId } });
}

/** The reward's page with a notice (`?melding=`), after a change. */
export function rewardPath(args: RequestArgs, organiserId: string, rewardId: string, notice?: string): string {
  return pathTo("backoffice-reward", slugOf(args), {
    params: { organisatie: organiserId, voordeel: rewardId },
    ...(notice !== undefined ? { query: { melding: notice } } : {}),
  });
}

/** /organisatie/:organisatie/voordelen: running ones first, then the ended ones. */
export async function loadRewards(args: BackofficeArgs) {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  if (!at.organiser.canReadRewards)
    throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: at.organiser.id } }));
  const list = await callApiAsHolder(args, listManagedRewards, { query: { organizerId: at.organiser.id } });
  const now = new Date(bffNowMs(args));
  return data<WithOrganiser<{ rewards: RewardRow[] }>>({ kind: "ok", ...at, rewards: list.member.map((r) => rewardRow(r, now)) });
}

/** The reward of the path, of this organiser (the api has no single read: the organiser's list); 404 otherwise. */
export async function fetchReward(args: RewardArgs, organiserId: string): Promise<ManagedReward> {
  if (!isId(args.params.voordeel)) throw data(null, { status: 404 });
  const list = await callApiAsHolder(args, listManagedRewards, { query: { organizerId: organiserId } });
  const reward = list.member.find((r) => r.id === args.params.voordeel);
  if (reward === undefined) throw data(null, { status: 404 });
  return reward;
}

/** /organisatie/:organisatie/voordelen/:voordeel: the reward, its state and what the staff member may do. */
export async function loadReward(args: RewardArgs) {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  if (!at.organiser.canReadRewards)
    throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: at.organiser.id } }));
  const reward = await fetchReward(args, at.organiser.id);
  const notice = new URL(args.request.url).searchParams.get("melding");
  const now = new Date(bffNowMs(args));
  return data<WithOrganiser<{ reward: ManagedReward; row: RewardRow; notice: string | null }>>({
    kind: "ok",
    ...at,
    reward,
    row: rewardRow(reward, now),
    notice,
  });
}

/** /…/:voordeel/beeindigen: the question before the end; a MEMBER is told that it is an ADMIN's. */
export async function loadEndReward(args: RewardArgs) {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  if (!at.organiser.canEditRewards) return noRight(at, copy.noRight.write, rewardsPath(args, at.organiser.id));
  const reward = await fetchReward(args, at.organiser.id);
  if (reward.status === "ENDED") throw redirect(rewardPath(args, at.organiser.id, reward.id));
  return data<WithOrganiser<{ reward: ManagedReward }>>({ kind: "ok", ...at, reward });
}

/** The end, confirmed: POST /v4/rewards/:id/end; the api's refusal in its own words, nothing ended. */
export async function endRewardAction(args: RewardArgs): Promise<{ error: string }> {
  const at = await organiserOf(args);
  if (at === null) return { error: TECHNICAL_ERROR };
  if (!at.organiser.canEditRewards) throw data(null, { status: 403 });
  if (!isId(args.params.voordeel)) throw data(null, { status: 404 });
  try {
    await callApiAsHolder(args, endReward, { params: { rewardId: args.params.voordeel }, query: { organizerId: at.organiser.id } });
  } catch (error) {
    if (problemOf(endReward, error)?.code === "reward-not-found") throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status < 500) return { error: error.userMessage };
    throw error;
  }
  throw redirect(rewardPath(args, at.organiser.id, args.params.voordeel, "ended"));
}
