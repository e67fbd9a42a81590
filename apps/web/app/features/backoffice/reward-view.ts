// What the back office's reward pages show of the api's managed rewards (browser-safe, zod-free): the state
// of a reward in words (never by colour alone), its redeem period as days, and the form's values both ways
// (a reward's redeem period as Brussels days dd/mm/jjjj; typed days as the api's ISO 8601 with Brussels' offset,
// the first day from 00:00 and the last until 23:59).
import type { ManagedReward } from "@vtp/contracts/reward-management";
import { brusselsDate, formatDutchDate } from "@vtp/contracts/dates";
import { formatDay } from "../../copy/format.ts";
import { rewardManagementCopy as copy } from "../../copy/reward-management.ts";
import { decodeEntities } from "./view.ts";

export type RewardState = "running" | "coming" | "over" | "ended";

export interface RewardRow {
  id: string;
  title: string;
  state: RewardState;
  /** "50 punten" or "Welkomstvoordeel". */
  cost: string;
  /** "vanaf 27 november 2026" or "27 november 2026 tot en met 31 december 2026". */
  period: string;
  units: string;
}

export function rewardState(reward: Pick<ManagedReward, "status" | "redeemPeriod">, now: Date): RewardState {
  if (reward.status === "ENDED") return "ended";
  if (reward.redeemPeriod.end !== null && Date.parse(reward.redeemPeriod.end) < now.getTime()) return "over";
  if (Date.parse(reward.redeemPeriod.begin) > now.getTime()) return "coming";
  return "running";
}

export function periodInWords(period: ManagedReward["redeemPeriod"]): string {
  const begin = formatDay(period.begin);
  return period.end === null ? copy.reward.from(begin) : copy.reward.fromTo(begin, formatDay(period.end));
}

export function rewardRow(reward: ManagedReward, now: Date): RewardRow {
  return {
    id: reward.id,
    title: reward.title,
    state: rewardState(reward, now),
    cost: reward.type === "WELCOME" ? copy.list.welcome : copy.pointsCost(reward.points),
    period: periodInWords(reward.redeemPeriod),
    units: copy.reward.unitsTaken(reward.unitsTaken, reward.maxAvailableUnits),
  };
}

/** The form's fields, by the names it posts. */
export const REWARD_FIELDS = [
  "title",
  "description",
  "type",
  "points",
  "category",
  "maxAvailableUnits",
  "redeemLimitVolume",
  "redeemLimitPeriod",
  "redeemBegin",
  "redeemEnd",
  "atCounter",
  "online",
] as const;

export type RewardFormValues = Record<string, string>;

/** A new reward: with points, from today, at the counter, no limits. */
export function newRewardValues(now: Date): RewardFormValues {
  return {
    type: "POINTS",
    points: "",
    category: "Doen",
    redeemLimitPeriod: "MONTH",
    redeemBegin: formatDutchDate(brusselsDate(now)),
    atCounter: "ja",
    online: "",
  };
}

/** A reward as its edit form shows it. */
export function rewardFormValues(reward: ManagedReward): RewardFormValues {
  return {
    title: reward.title,
    description: decodeEntities(reward.description ?? ""),
    type: reward.type,
    points: String(reward.points),
    category: reward.category,
    maxAvailableUnits: reward.maxAvailableUnits === null ? "" : String(reward.maxAvailableUnits),
    redeemLimitVolume: reward.redeemLimit === null ? "" : String(reward.redeemLimit.volume),
    redeemLimitPeriod: reward.redeemLimit?.periodType ?? "MONTH",
    redeemBegin: formatDutchDate(brusselsDate(new Date(reward.redeemPeriod.begin))),
    redeemEnd: reward.redeemPeriod.end === null ? "" : formatDutchDate(brusselsDate(new Date(reward.redeemPeriod.end))),
    atCounter: reward.atCounter ? "ja" : "",
    online: reward.online ? "ja" : "",
  };
}
