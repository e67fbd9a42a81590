// Making and changing a reward (/…/voordelen/nieuw, /…/voordelen/:voordeel/wijzigen): the form's strings become
// the api's request (POST /v4/rewards, PUT /v4/rewards/:id) and the api checks it: its Dutch messages per field
// come back in the error summary, beside their fields, with what was typed. The web reads only what it must
// turn into the request's types: typed days (Brussels: the first from 00:00, the last until 23:59) and numbers.
import { data, redirect } from "react-router";
import { readDutchDate } from "@vtp/contracts/dates";
import { createReward, updateReward, type ManagedReward, type RewardRequest } from "@vtp/contracts/reward-management";
import { rewardManagementCopy as copy } from "../../copy/reward-management.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder } from "../../server/current.server.ts";
import { formValues, placeFieldErrors, type FieldError } from "../../server/form-errors.ts";
import { isId, notStaff, organiserOf, type WithOrganiser } from "./backoffice.server.ts";
import { fetchReward, noRight, rewardPath, rewardsPath, type RewardArgs } from "./reward-management.server.ts";
import { newRewardValues, REWARD_FIELDS, rewardFormValues, type RewardFormValues } from "./reward-view.ts";
import { brusselsIso } from "./view.ts";

export interface RewardFormResult {
  errors: FieldError[];
  general?: string;
  values: RewardFormValues;
}

export type RewardFormPage = WithOrganiser<{ reward: ManagedReward | null; values: RewardFormValues }>;

/** The form of a new reward, or of the reward of the path; a MEMBER is told that it is an ADMIN's. */
export async function loadRewardForm(args: RewardArgs, mode: "create" | "edit") {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  if (!at.organiser.canEditRewards) return noRight(at, copy.noRight.write, rewardsPath(args, at.organiser.id));
  if (mode === "create") {
    return data<RewardFormPage>({ kind: "ok", ...at, reward: null, values: newRewardValues(new Date(bffNowMs(args))) });
  }
  const reward = await fetchReward(args, at.organiser.id);
  if (reward.status === "ENDED") throw redirect(rewardPath(args, at.organiser.id, reward.id));
  return data<RewardFormPage>({ kind: "ok", ...at, reward, values: rewardFormValues(reward) });
}

/** A whole number as typed ("50", " 3 "); null when it is none, which the api refuses with its own message. */
function typedNumber(value: string): number | null {
  const trimmed = value.trim().replace(/\./g, "");
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A typed day as the moment it starts ("00:00") or ends ("23:59") in Brussels; undefined when empty. */
function typedDay(value: string, hour: "00:00" | "23:59"): { iso?: string; invalid?: true } {
  if (value.trim() === "") return {};
  const day = readDutchDate(value);
  return "iso" in day ? { iso: brusselsIso(day.iso, hour) } : { invalid: true };
}

/** The request of the form; the form's own errors when a day cannot be read (or the first is missing). */
export function rewardRequest(values: RewardFormValues): { request: RewardRequest } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const begin = typedDay(values.redeemBegin!, "00:00");
  if (begin.iso === undefined)
    errors.push({ field: "redeemBegin", message: begin.invalid ? copy.form.errors.date : copy.form.errors.begin });
  const end = typedDay(values.redeemEnd!, "23:59");
  if (end.invalid) errors.push({ field: "redeemEnd", message: copy.form.errors.date });
  if (errors.length > 0) return { errors };
  const points = values.points!.trim();
  const units = values.maxAvailableUnits!.trim();
  const limit = values.redeemLimitVolume!.trim();
  // What the api refuses (a missing title, a number that is none, a welcome reward with points, …) is sent
  // as it is: its message is the one shown.
  const request = {
    title: values.title,
    description: values.description!.trim() === "" ? null : values.description,
    type: values.type === "" ? undefined : values.type,
    ...(points === "" ? {} : { points: typedNumber(points) }),
    category: values.category,
    maxAvailableUnits: units === "" ? null : typedNumber(units),
    redeemLimit: limit === "" ? null : { volume: typedNumber(limit), periodType: values.redeemLimitPeriod },
    redeemPeriod: { begin: begin.iso, end: end.iso ?? null },
    atCounter: values.atCounter === "ja",
    online: values.online === "ja",
  } as unknown as RewardRequest;
  return { request };
}

/** The api's field names, and the form's field that shows each (cardSystemIds has none: the summary's sentence). */
const API_FIELDS: Record<string, string> = {
  title: "title",
  description: "description",
  type: "type",
  points: "points",
  category: "category",
  maxAvailableUnits: "maxAvailableUnits",
  redeemLimit: "redeemLimit",
  redeemPeriod: "redeemEnd",
  atCounter: "atCounter",
  online: "atCounter",
};

/** The api's problem codes that belong to one field of the form. */
const CODE_FIELDS: Record<string, string> = {
  "reward-in-the-past": "redeemEnd",
  "reward-units-below-taken": "maxAvailableUnits",
};

function refusal(error: ApiError, endpoint: typeof createReward | typeof updateReward, values: RewardFormValues): RewardFormResult {
  const problem = problemOf(endpoint, error);
  if (problem === undefined || problem.status >= 500) throw error;
  if (problem.code === "reward-not-found") throw data(null, { status: 404 });
  const field = CODE_FIELDS[problem.code];
  if (field !== undefined) return { errors: [{ field, message: problem.userMessage }], values };
  return { ...placeFieldErrors(problem, (field) => API_FIELDS[field]), values };
}

/** The form's POST: make or change the reward and go to its page, or the form again with the errors. */
export async function rewardFormAction(args: RewardArgs, mode: "create" | "edit"): Promise<RewardFormResult> {
  const at = await organiserOf(args);
  if (at === null || !at.organiser.canEditRewards) throw data(null, { status: 403 });
  if (mode === "edit" && !isId(args.params.voordeel)) throw data(null, { status: 404 });
  const values = formValues(await args.request.formData(), REWARD_FIELDS);
  const built = rewardRequest(values);
  if ("errors" in built) return { errors: built.errors, values };
  const organizerId = at.organiser.id;
  let reward: ManagedReward;
  try {
    if (mode === "create") {
      reward = await callApiAsHolder(args, createReward, { query: { organizerId }, body: built.request });
    } else {
      const rewardId = args.params.voordeel!;
      reward = await callApiAsHolder(args, updateReward, { params: { rewardId }, query: { organizerId }, body: built.request });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(error, mode === "create" ? createReward : updateReward, values);
  }
  throw redirect(rewardPath(args, organizerId, reward.id, mode === "create" ? "created" : "updated"));
}
