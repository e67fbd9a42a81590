// The counter's server side (/balie, issue 20): who may stand at which organiser's counter is the api's
// answer (GET /v4/permissions: an organiser whose rights include looking up passes), never the web's; the
// choice of organiser and activity lives in the URL (`?organisatie=&activiteit=`), the api remembers the
// organiser ("Laatst gebruikt"). The action identifies a holder (GET /v4/passes) and, with an activity,
// checks them in at once (POST /v4/checkins), or undoes that (DELETE /v4/checkins/:id). Nothing of a
// holder is stored: it lives in the action's answer only, sent with Cache-Control: private, no-store.
import { data, redirect } from "react-router";
import { createCheckin, getPass, undoCheckin, type Pass } from "@vtp/contracts/counter";
import { getEvents, type CounterEvent } from "@vtp/contracts/counter-events";
import { getPermissions, type Permission, type PermissionsResponse } from "@vtp/contracts/staff";
import { counterCopy } from "../../copy/counter.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { checkIdentifier } from "./identifier.ts";
import { askReward, holderNow, loadRewards, redeemReward, refusalOf, undoRedemption, spendCode } from "./rewards.server.ts";
import { askTariffs, cancelSale, sellTicket } from "./tariffs.server.ts";
import {
  activityView,
  COUNTER_QUERY,
  passView,
  WITHOUT_ACTIVITY,
  type CounterActivity,
  type CounterOrganiser,
  type CounterResult,
  type RegularPrice,
} from "./view.ts";

export type { CounterResult } from "./view.ts";

export type CounterPage =
  | { step: "not-staff" }
  | { step: "organiser"; organisers: CounterOrganiser[] }
  | { step: "activity"; organiser: CounterOrganiser; activities: CounterActivity[]; manyOrganisers: boolean; unknownActivity: boolean }
  | { step: "identify"; organiser: CounterOrganiser; activity: CounterActivity | null; manyOrganisers: boolean };

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,9}$/.test(value);

/**
 * An organiser the signed-in account works for, with its rights there (the api's v4 permission names) and
 * the regions where the account is staff of the region (ORGANIZERS_SEARCH's card systems; empty for an organiser's own staff).
 */
export type StaffOrganiser = CounterOrganiser & { permissions: Permission[]; regionIds: number[] };

function staffOrganisers(permissions: PermissionsResponse, anyOf: readonly Permission[]): StaffOrganiser[] {
  return permissions
    .filter((p) => anyOf.some((permission) => p.permissions.includes(permission)))
    .map((p) => ({
      id: p.organizer.id,
      name: p.organizer.name,
      ...(p.organizer.address ? { city: p.organizer.address.city } : {}),
      ...(p.organizer.endDate !== undefined ? { endDate: p.organizer.endDate } : {}),
      role: p.role,
      lastUsed: p.lastUsed,
      permissions: p.permissions,
      regionIds: p.permissionDetails.find((d) => d.id === "ORGANIZERS_SEARCH")?.cardSystemIds ?? [],
    }));
}

/**
 * The organisers where the signed-in account has one of these rights, in the api's order ("Laatst gebruikt"
 * first); null when it has none of them anywhere (no staff, or not for this): the page's 403. The counter asks
 * PASSES_READ, the back office EVENTS_READ or ORGANIZERS_SEARCH (card-system staff of the organiser's region).
 */
export async function loadStaffOrganisers(args: RequestArgs, anyOf: readonly Permission[]): Promise<StaffOrganiser[] | null> {
  let permissions: PermissionsResponse;
  try {
    permissions = await callApiAsHolder(args, getPermissions, {});
  } catch (error) {
    const problem = problemOf(getPermissions, error);
    // Staff logged in without the second factor where it is required (decision 0061): log in again with it (the
    // embedded provider asks the code, or the enrolment first) and come back here. An external provider decides
    // on its own second factor: there the refusal is the 403 page.
    const app = readAppContext(args.context);
    if (problem?.code === "second-factor-required" && app.config.oidc.embedded) {
      const url = new URL(args.request.url);
      throw redirect(pathTo("second-factor", app.config.product.slug, { query: { pathname: `${url.pathname}${url.search}` } }));
    }
    if (problem?.status === 403) return null;
    throw error;
  }
  const organisers = staffOrganisers(permissions, anyOf);
  return organisers.length === 0 ? null : organisers;
}

/** The loader of /balie: the step the URL asks for, or the 403 page for an account that is no counter staff. */
export async function loadCounter(args: RequestArgs) {
  await requireAuth(args);
  const slug = readAppContext(args.context).config.product.slug;
  const organisers = await loadStaffOrganisers(args, ["PASSES_READ"]);
  if (organisers === null) return data<CounterPage>({ step: "not-staff" }, { status: 403 });
  const query = new URL(args.request.url).searchParams;
  const organiserId = query.get(COUNTER_QUERY.organiser);
  const organiser = organisers.find((o) => o.id === organiserId);
  const manyOrganisers = organisers.length > 1;
  if (organiser === undefined || query.get(COUNTER_QUERY.choose) === "organisatie") {
    // Only one organiser: no choice to make.
    if (!manyOrganisers) throw redirect(pathTo("counter", slug, { query: { [COUNTER_QUERY.organiser]: organisers[0]!.id } }));
    return data<CounterPage>({ step: "organiser", organisers });
  }
  const events = await callApiAsHolder(args, getEvents, { query: { organizerId: organiser.id } });
  const now = new Date(bffNowMs(args));
  const activities = events.member.map((e: CounterEvent) => activityView(e, now));
  const activityId = query.get(COUNTER_QUERY.activity);
  if (activityId === WITHOUT_ACTIVITY) return data<CounterPage>({ step: "identify", organiser, activity: null, manyOrganisers });
  const activity = activities.find((a) => a.id === activityId);
  if (activity === undefined)
    return data<CounterPage>({ step: "activity", organiser, activities, manyOrganisers, unknownActivity: activityId !== null });
  return data<CounterPage>({ step: "identify", organiser, activity, manyOrganisers });
}

async function identify(args: RequestArgs, organizerId: string, activityId: string | null, typed: string): Promise<CounterResult> {
  const checked = checkIdentifier(typed, new Date(bffNowMs(args)));
  if (!checked.ok) return { kind: "invalid", message: checked.message, value: typed.slice(0, 40) };
  let pass: Pass;
  try {
    pass = await callApiAsHolder(args, getPass, { query: { organizerId, identifier: checked.identifier } });
  } catch (error) {
    return { kind: "refused", message: refusalOf(error) };
  }
  const rewards = await loadRewards(args, organizerId, pass.uitpasNumber);
  const withRewards = rewards ? { rewards } : {};
  if (activityId === null) return { kind: "holder", pass: passView(pass), ...withRewards };
  try {
    const checkin = await callApiAsHolder(args, createCheckin, {
      query: { organizerId },
      body: { uitpasNumber: pass.uitpasNumber, eventId: activityId },
    });
    return {
      kind: "holder",
      pass: passView({ ...pass, points: checkin.totalPoints }),
      checkin: { id: checkin.id, addedPoints: checkin.addedPoints, totalPoints: checkin.totalPoints },
      ...withRewards,
    };
  } catch (error) {
    return { kind: "holder", pass: passView(pass), checkinRefusal: refusalOf(error), ...withRewards };
  }
}

async function undo(args: RequestArgs, organizerId: string, checkinId: string, uitpasNumber: string): Promise<CounterResult> {
  let undone: { removedPoints: number; totalPoints: number } | undefined;
  let undoRefusal: string | undefined;
  try {
    const answer = await callApiAsHolder(args, undoCheckin, { params: { checkinId }, query: { organizerId } });
    undone = { removedPoints: answer.removedPoints, totalPoints: answer.totalPoints };
  } catch (error) {
    undoRefusal = refusalOf(error);
  }
  // The holder's card again, as it is now (the look-up is in the audit log like any other).
  return holderNow(args, organizerId, uitpasNumber, {
    ...(undone ? { undone } : {}),
    ...(undoRefusal ? { undoRefusal, refusal: undoRefusal } : {}),
  });
}

const UUID = /^[0-9a-f-]{36}$/i;
const CARD = /^\d{13}$/;
const TARIFF = /^[A-Za-z0-9_-]{1,60}$/;

/**
 * The regular price "Kies tarief" starts from: a price category (`categorie`, "1450:Basistarief") or the amount
 * the staff member typed (`bedrag`, "14,50" or "14.50"); null when neither reads as euros (at most 10.000).
 */
export function readRegularPrice(category: string, typed: string): RegularPrice | null {
  const chosen = /^(\d{1,7}):(.{1,80})$/.exec(category);
  if (chosen) return Number(chosen[1]) > 0 ? { cents: Number(chosen[1]), label: chosen[2]!.trim() } : null;
  const amount = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(typed.trim().replace(/^€\s*/, ""));
  if (!amount) return null;
  const cents = Number(amount[1]) * 100 + Number((amount[2] ?? "0").padEnd(2, "0"));
  return cents > 0 && cents <= 1_000_000 ? { cents } : null;
}

/** The action of /balie: `intent` identify (the field, with the activity of the URL), undo (the check-in),
 * reward-ask / reward-redeem / reward-undo / holder (the card again), tariffs / tariff-sell / tariff-cancel
 * ("Kies tarief", with the activity of the URL) and code (a reward's code from the app). */
export async function counterAction(args: RequestArgs): Promise<CounterResult> {
  await requireAuth(args);
  const query = new URL(args.request.url).searchParams;
  const organizerId = query.get(COUNTER_QUERY.organiser);
  const form = await args.request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (!isId(organizerId)) throw redirect(pathTo("counter", readAppContext(args.context).config.product.slug));
  if (field("intent") === "undo") {
    const checkinId = field("checkinId");
    const uitpasNumber = field("uitpasNumber");
    if (!UUID.test(checkinId) || !CARD.test(uitpasNumber)) return { kind: "refused", message: counterCopy.brokenForm };
    return undo(args, organizerId, checkinId, uitpasNumber);
  }
  const intent = field("intent");
  if (intent === "code") return spendCode(args, organizerId, field("code"));
  const activity = query.get(COUNTER_QUERY.activity);
  if (intent.startsWith("tariff")) {
    const uitpasNumber = field("uitpasNumber");
    if (!CARD.test(uitpasNumber) || !isId(activity)) return { kind: "refused", message: counterCopy.brokenForm };
    if (intent === "tariff-cancel") {
      const saleId = field("saleId");
      if (!UUID.test(saleId)) return { kind: "refused", message: counterCopy.brokenForm };
      return cancelSale(args, organizerId, uitpasNumber, saleId);
    }
    const regular = readRegularPrice(field("categorie"), field("bedrag"));
    if (regular === null)
      return holderNow(args, organizerId, uitpasNumber, { tariff: { step: "refused", message: counterCopy.tariffs.wrongPrice } });
    if (intent === "tariffs") return askTariffs(args, organizerId, activity, uitpasNumber, regular);
    const tariffId = field("tariffId");
    if (intent === "tariff-sell" && TARIFF.test(tariffId)) return sellTicket(args, organizerId, activity, uitpasNumber, tariffId, regular);
    return { kind: "refused", message: counterCopy.brokenForm };
  }
  if (intent.startsWith("reward-") || intent === "holder") {
    const uitpasNumber = field("uitpasNumber");
    if (!CARD.test(uitpasNumber)) return { kind: "refused", message: counterCopy.brokenForm };
    if (intent === "holder") return holderNow(args, organizerId, uitpasNumber, {});
    if (intent === "reward-undo") {
      const redeemedId = field("redeemedId");
      if (!UUID.test(redeemedId)) return { kind: "refused", message: counterCopy.brokenForm };
      return undoRedemption(args, organizerId, uitpasNumber, redeemedId);
    }
    const rewardId = field("rewardId");
    if (!isId(rewardId)) return { kind: "refused", message: counterCopy.brokenForm };
    if (intent === "reward-ask") return askReward(args, organizerId, uitpasNumber, rewardId);
    if (intent === "reward-redeem") return redeemReward(args, organizerId, uitpasNumber, rewardId);
  }
  return identify(args, organizerId, isId(activity) ? activity : null, field("identifier"));
}

/** Every answer of /balie: holder data never goes into a cache. */
export function counterHeaders(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}
