// Server side of the rewards pages: the wallet's exchange list (/mijn-{product}/voordelen), the exchange
// page with its confirmation step (/omruilen/{voordeelid}) and its action, and the success page that
// shows the stored cash-in answer. Refusals keep the api's Dutch message: the holder always learns why.
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import {
  cashIn,
  getRedeemStatus,
  getWelcomeAdvantages,
  listHolderRewards,
  rewardLookupBody,
  searchPromotion,
  type CashInResult,
  type HolderReward,
  type RewardDocument,
  type RedeemStatus,
  type WelcomeAdvantage,
} from "@vtp/contracts/rewards";
import type { FavouriteState } from "@vtp/contracts/favourites";
import { readAppContext } from "../../context.server.ts";
import { favouriteStateFor } from "../favourites/index.server.ts";
import { pathTo } from "../../route-table.ts";
import { callApi, problemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { updateSessionData } from "../../server/session.server.ts";

export type WalletData =
  | {
      state: "ok";
      points: number;
      /** Redeemable now (cheapest first). */
      exchangeable: HolderReward[];
      /** Not yet enough points (nearest first). */
      saving: HolderReward[];
      /** Not possible now for another reason (sold out, the period, the holder's limit). */
      unavailable: HolderReward[];
      welcome: WelcomeAdvantage[];
    }
  | { state: "no-card" }
  | { state: "error"; message: string };

export async function loadWallet(args: RequestArgs): Promise<WalletData> {
  try {
    const [list, welcome] = await Promise.all([
      callApiAsHolder(args, listHolderRewards, {}),
      callApiAsHolder(args, getWelcomeAdvantages, {}),
    ]);
    return {
      state: "ok",
      points: list.points,
      exchangeable: list.rewards.filter((r) => r.status.redeemable),
      saving: list.rewards.filter((r) => r.status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT"),
      unavailable: list.rewards.filter((r) => !r.status.redeemable && r.status.reason !== "NOT_POSSIBLE_POINTS_CONSTRAINT"),
      welcome: welcome.advantages,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (problemOf(listHolderRewards, error)?.code === "NO_CARD" || problemOf(getWelcomeAdvantages, error)?.code === "NO_CARD")
      return { state: "no-card" };
    return { state: "error", message: "We konden je voordelen nu niet laden. Probeer het zo dadelijk opnieuw." };
  }
}

/** The reward id of the page's path (`voordeelid`): 1 to 9 digits, else the page does not exist (404). */
export function rewardIdOf(param: string | undefined): number {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export interface ExchangeData {
  reward: RewardDocument;
  status: RedeemStatus;
  balance: number;
  /** The confirmation step (`?stap=bevestigen`) with the key that makes a double submit one cash-in. */
  confirm: { idempotencyKey: string } | null;
  nowMs: number;
  /** Whether the holder keeps this reward ("Bewaar", decision 0059); null when it cannot be known now. */
  favourite: FavouriteState | null;
}

/** The spec's lookup: size 1, a query string on the id, the first hit's source; unknown → 404. */
export async function lookupReward(args: RequestArgs, rewardId: number): Promise<RewardDocument> {
  const app = readAppContext(args.context);
  const result = await callApi(app, searchPromotion, { body: rewardLookupBody(rewardId) });
  const source = result.hits.hits[0]?._source;
  if (source === undefined || source.id !== rewardId) throw data(null, { status: 404 });
  return source;
}

export async function loadExchange(args: RequestArgs & { params: { voordeelid?: string } }): Promise<ExchangeData> {
  await requireAuth(args);
  const rewardId = rewardIdOf(args.params.voordeelid);
  const [reward, status, profile, favourite] = await Promise.all([
    lookupReward(args, rewardId),
    callApiAsHolder(args, getRedeemStatus, { params: { promotionId: rewardId } }).catch((error: unknown) => {
      if (problemOf(getRedeemStatus, error)?.code === "not-found") throw data(null, { status: 404 });
      throw error;
    }),
    callApiAsHolder(args, getProfile, {}),
    favouriteStateFor(args, "reward", rewardId),
  ]);
  const step = new URL(args.request.url).searchParams.get("stap");
  return {
    reward,
    status,
    balance: profile.points,
    confirm: step === "bevestigen" && status.redeemable ? { idempotencyKey: randomUUID() } : null,
    nowMs: bffNowMs(args),
    favourite,
  };
}

export interface ExchangeActionData {
  /** The refusal or failure, in Dutch. */
  error: string;
  code?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Confirmed: cash in, store the answer in the session, go to the success page; a refusal stays here. */
export async function submitExchange(args: RequestArgs & { params: { voordeelid?: string } }): Promise<ExchangeActionData | Response> {
  const auth = await requireAuth(args);
  const rewardId = rewardIdOf(args.params.voordeelid);
  const form = await args.request.formData();
  const key = String(form.get("idempotencyKey") ?? "");
  let result: CashInResult;
  try {
    result = await callApiAsHolder(args, cashIn, { body: { promotionId: rewardId, ...(UUID.test(key) ? { idempotencyKey: key } : {}) } });
  } catch (error) {
    if (error instanceof Response) throw error;
    const problem = problemOf(cashIn, error);
    if (problem?.code === "not-found") throw data(null, { status: 404 });
    if (problem !== undefined && problem.code.startsWith("NOT_")) return { error: problem.userMessage, code: problem.code };
    return { error: problem?.code === "NO_CARD" ? problem.userMessage : TECHNICAL_ERROR };
  }
  const app = readAppContext(args.context);
  await updateSessionData(app.db, auth.session.key, { lastCashIn: result });
  return redirect(pathTo("exchange-success", app.config.product.slug, { params: { voordeelid: String(rewardId) } }));
}

/** The stored answer of this reward's cash-in; without one, back to the exchange page. */
export async function loadExchangeSuccess(args: RequestArgs & { params: { voordeelid?: string } }): Promise<{ result: CashInResult }> {
  const auth = await requireAuth(args);
  const rewardId = rewardIdOf(args.params.voordeelid);
  const result = auth.session.data.lastCashIn;
  if (result === undefined || result.promotionId !== rewardId) {
    throw redirect(pathTo("exchange", readAppContext(args.context).config.product.slug, { params: { voordeelid: String(rewardId) } }));
  }
  return { result };
}
