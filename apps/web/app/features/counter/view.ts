// What the counter's pages show of the api's answers: the organisers, the activities with their day in
// words, and the holder's card (browser-safe, zod-free).
import { formatCardNumber } from "@vtp/contracts/card-number";
import type { Pass } from "@vtp/contracts/counter";
import type { CounterEvent } from "@vtp/contracts/counter-events";
import type { CounterReward } from "@vtp/contracts/counter-rewards";
import { brusselsDate as brusselsDay, formatDutchDate } from "@vtp/contracts/dates";
import { counterCopy } from "../../copy/counter.ts";

/** The query parameters of /balie: the organiser's id, the activity's id or `geen`, `kies=organisatie`. */
export const COUNTER_QUERY = { organiser: "organisatie", activity: "activiteit", choose: "kies" } as const;
export const WITHOUT_ACTIVITY = "geen";

export interface CounterOrganiser {
  id: string;
  name: string;
  city?: string;
  role: "MEMBER" | "ADMIN" | null;
  lastUsed: boolean;
  /** ISO date-time its region ended it (decision 0074): only the region's staff still see it, in the back office. */
  endDate?: string;
}

export interface CounterActivity {
  id: string;
  name: string;
  /** "Vandaag 14:00–16:00", "Doorlopend", "za 5 december 19:30". */
  when: string;
  today: boolean;
  permanent: boolean;
  points: number;
  /** The price categories in euros, where "Kies tarief" starts. */
  prices: { name: string; price: number }[];
}

const time = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", weekday: "short", day: "numeric", month: "long" });

export function activityView(event: CounterEvent, now: Date): CounterActivity {
  const base = { id: event.id, name: event.name, permanent: event.permanent, points: event.points, prices: event.priceInfo };
  if (event.permanent || event.startDate === undefined) return { ...base, when: counterCopy.activity.permanent, today: false };
  const start = new Date(event.startDate);
  const end = event.endDate === undefined ? undefined : new Date(event.endDate);
  const today = brusselsDay(start) <= brusselsDay(now) && (end === undefined || brusselsDay(end) >= brusselsDay(now));
  const sameDay = end !== undefined && brusselsDay(start) === brusselsDay(end);
  const hours = sameDay ? `${time.format(start)}–${time.format(end)}` : time.format(start);
  const when = today ? `${counterCopy.activity.today} ${sameDay ? hours : ""}`.trim() : `${day.format(start)} ${hours}`;
  return { ...base, when, today };
}

export interface PassView {
  firstName: string;
  points: number;
  uitpasNumber: string;
  cardNumber: string;
  cardSystem: string;
  memberships: { cardSystem: string; status: string }[];
  messages: { level: "INFO" | "WARNING"; text: string }[];
  /** The kansentarief in words, for staff with the permission (shown small among the facts); null: nothing to show. */
  socialTariff: string | null;
}

/** The kansentarief state in words (issue 20 §3): absent or NONE shows nothing. */
export function socialTariffText(state: Pass["socialTariff"]): string | null {
  const t = counterCopy.holder.socialTariffState;
  switch (state?.status) {
    case undefined:
    case "NONE":
      return null;
    case "ACTIVE":
      return state.graceUntil === undefined
        ? t.active(formatDutchDate(state.endDate))
        : t.grace(formatDutchDate(state.endDate), formatDutchDate(state.graceUntil));
    case "EXPIRED":
      return t.expired(formatDutchDate(state.endDate));
    case "SUSPENDED":
      return t.suspended(state.suspendedUntil === null ? null : formatDutchDate(state.suspendedUntil));
  }
}

export function passView(pass: Pass): PassView {
  return {
    firstName: pass.firstName,
    points: pass.points,
    uitpasNumber: pass.uitpasNumber,
    cardNumber: formatCardNumber(pass.uitpasNumber),
    cardSystem: pass.cardSystem.name,
    memberships: pass.memberships.map((m) => ({
      cardSystem: m.cardSystem.name,
      status: counterCopy.holder.membershipStatus[m.status] ?? m.status,
    })),
    messages: pass.messages.map((m) => ({ level: m.level, text: m.text.nl })),
    socialTariff: socialTariffText(pass.socialTariff),
  };
}

/** A reward of this organiser the holder can take (GET /v4/rewards), or why not in the api's sentence. */
export interface RewardView {
  id: string;
  title: string;
  points: number;
  welcome: boolean;
  online: boolean;
  redeemable: boolean;
  whyNot?: string;
}

export function rewardView(reward: CounterReward): RewardView {
  return {
    id: reward.id,
    title: reward.title,
    points: reward.points,
    welcome: reward.type === "WELCOME",
    online: reward.online,
    redeemable: reward.redeemStatus.redeemable,
    ...(reward.redeemStatus.redeemable ? {} : { whyNot: reward.redeemStatus.message ?? counterCopy.rewards.notNow }),
  };
}

/** What happened with a reward in this answer: asked to confirm, redeemed, refused, undone or not undone. */
export type RewardStep =
  | { step: "confirm"; reward: RewardView }
  | { step: "redeemed"; id: string; title: string; pointsSpent: number; online: boolean }
  | { step: "refused"; message: string }
  | { step: "undone"; returnedPoints: number }
  | { step: "undo-refused"; message: string };

/** A discounted price the holder gets for this activity (GET /v4/tariffs), computed by the api. */
export interface TariffView {
  id: string;
  name: string;
  /** What the holder pays, in euros. */
  price: number;
  social: boolean;
  /** Tickets left at this tariff in the current period; null: no limit. */
  remaining: number | null;
}

/** The regular price "Kies tarief" started from: a price category, or a price the staff member typed. */
export interface RegularPrice {
  cents: number;
  label?: string;
}

/** "Kies tarief" on the holder's card: the tariffs to choose from, the sale registered, cancelled or refused. */
export type TariffStep =
  | { step: "choose"; regular: RegularPrice; tariffs: TariffView[]; note?: string }
  | { step: "sold"; saleId: string; name: string; price: number; regular: RegularPrice }
  | { step: "cancelled" }
  | { step: "refused"; message: string }
  | { step: "cancel-refused"; message: string };

/** What the action answers: the field's own refusal, the api's refusal of the look-up, the holder, or a used code. */
export type CounterResult =
  | { kind: "invalid"; message: string; value: string }
  | { kind: "refused"; message: string }
  | {
      kind: "holder";
      pass: PassView;
      checkin?: { id: string; addedPoints: number; totalPoints: number };
      checkinRefusal?: string;
      undone?: { removedPoints: number; totalPoints: number };
      undoRefusal?: string;
      /** The rewards the holder can take here; absent when the api could not list them. */
      rewards?: RewardView[];
      reward?: RewardStep;
      tariff?: TariffStep;
    }
  | { kind: "code-used"; firstName: string; title: string }
  | { kind: "code-refused"; message: string; value: string };
