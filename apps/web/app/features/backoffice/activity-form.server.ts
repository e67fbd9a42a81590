// Making and changing an activity (/…/activiteiten/nieuw, /…/:activiteit/wijzigen): the form's strings become
// the api's request (POST /v4/events, PUT /v4/events/:id) and the api checks it: its Dutch messages per field
// come back in the error summary, beside their fields, with what was typed. The web reads only what it must
// turn into the request's types: a typed day and hour (Brussels time), numbers with a decimal comma.
import { data, redirect } from "react-router";
import { createEvent, updateEvent, type Event, type EventRequest } from "@vtp/contracts/activities";
import { readDutchDate } from "@vtp/contracts/dates";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder } from "../../server/current.server.ts";
import { formValues, placeFieldErrors, type FieldError } from "../../server/form-errors.ts";
import {
  activitiesPath,
  activityPath,
  fetchActivity,
  notStaff,
  activitiesOrganiser,
  type BackofficeArgs,
  type WithOrganiser,
} from "./backoffice.server.ts";
import {
  ACTIVITY_FIELDS,
  activityFormValues,
  brusselsIso,
  newActivityValues,
  priceFields,
  PRICE_ROWS,
  readHour,
  type ActivityFormValues,
} from "./view.ts";

export interface ActivityFormResult {
  errors: FieldError[];
  general?: string;
  values: ActivityFormValues;
}

export type ActivityFormPage = WithOrganiser<{ event: Event | null; values: ActivityFormValues }>;

/** The form of a new activity, or of the activity of the path; only for who may change activities. */
export async function loadActivityForm(args: BackofficeArgs, mode: "create" | "edit") {
  const at = await activitiesOrganiser(args);
  if (at === null) return notStaff();
  if (mode === "create") {
    if (!at.organiser.canEdit) throw redirect(activitiesPath(args, at.organiser.id));
    return data<ActivityFormPage>({ kind: "ok", ...at, event: null, values: newActivityValues() });
  }
  const event = await fetchActivity(args, at.organiser.id);
  if (!at.organiser.canEdit || event.status === "ENDED") throw redirect(activityPath(args, at.organiser.id, event.id));
  return data<ActivityFormPage>({ kind: "ok", ...at, event, values: activityFormValues(event) });
}

/** A number as typed ("3,50", "2"); null when it is none, which the api refuses with its own message. */
function typedNumber(value: string): number | null {
  const trimmed = value.trim().replace(",", ".");
  if (trimmed === "" || !/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A day and hour of the form as ISO 8601, or the form's own error; undefined when the day is empty. */
function typedMoment(values: ActivityFormValues, field: "start" | "end"): { iso?: string; error?: FieldError } {
  const dayText = values[`${field}Date`]!.trim();
  if (dayText === "") return {};
  const day = readDutchDate(dayText);
  if (!("iso" in day)) return { error: { field: `${field}Date`, message: copy.form.errors.date } };
  const hourText = values[`${field}Time`]!.trim();
  const hour = hourText === "" ? (field === "start" ? "00:00" : "23:59") : readHour(hourText);
  if (hour === undefined) return { error: { field: `${field}Time`, message: copy.form.errors.time } };
  return { iso: brusselsIso(day.iso, hour) };
}

/** The request of the form; the form's own errors when a day or hour cannot be read. */
export function activityRequest(values: ActivityFormValues): { request: EventRequest } | { errors: FieldError[] } {
  const permanent = values.permanent === "ja" ? true : values.permanent === "nee" ? false : undefined;
  const errors: FieldError[] = [];
  const moments: Partial<Record<"startDate" | "endDate", string>> = {};
  if (permanent === false) {
    for (const field of ["start", "end"] as const) {
      const moment = typedMoment(values, field);
      if (moment.error) errors.push(moment.error);
      if (moment.iso !== undefined) moments[`${field}Date`] = moment.iso;
    }
  }
  if (errors.length > 0) return { errors };
  const priceInfo: { name: string; price: number }[] = [];
  for (let row = 1; row <= PRICE_ROWS; row++) {
    const f = priceFields(row);
    const name = values[f.name] ?? "";
    const price = values[f.price] ?? "";
    if (name.trim() === "" && price.trim() === "") continue;
    priceInfo.push({ name, price: typedNumber(price) as number });
  }
  // What the api refuses (a missing title, a number that is none, …) is sent as it is: its message is the one shown.
  const request = {
    title: values.title,
    description: values.description!.trim() === "" ? null : values.description,
    permanent,
    ...moments,
    priceInfo,
    checkinPoints: typedNumber(values.checkinPoints!),
    checkinLimit: { volume: typedNumber(values.checkinLimitVolume!), periodType: values.checkinLimitPeriod },
    passholderTicketLimit: { volume: typedNumber(values.ticketLimitVolume!), periodType: values.ticketLimitPeriod },
  } as unknown as EventRequest;
  return { request };
}

/** The api's field names, and where each is shown in the form (the first field of a group). */
const API_FIELDS: Record<string, string> = {
  title: "title",
  description: "description",
  permanent: "permanent",
  startDate: "startDate",
  endDate: "endDate",
  priceInfo: "priceInfo",
  checkinPoints: "checkinPoints",
  checkinLimit: "checkinLimit",
  passholderTicketLimit: "passholderTicketLimit",
};

function refusal(error: unknown, endpoint: typeof createEvent | typeof updateEvent, values: ActivityFormValues): ActivityFormResult {
  const problem = problemOf(endpoint, error);
  if (problem === undefined || problem.status >= 500) throw error;
  return { ...placeFieldErrors(problem, (field) => (API_FIELDS[field] !== undefined ? field : undefined)), values };
}

const NAMES = [...ACTIVITY_FIELDS, ...Array.from({ length: PRICE_ROWS }, (_, i) => Object.values(priceFields(i + 1))).flat()];

/** The form's POST: make or change the activity and go to its page, or the form again with the errors. */
export async function activityFormAction(args: BackofficeArgs, mode: "create" | "edit"): Promise<ActivityFormResult> {
  const at = await activitiesOrganiser(args);
  if (at === null || !at.organiser.canEdit) throw data(null, { status: 403 });
  const values = formValues(await args.request.formData(), NAMES);
  const built = activityRequest(values);
  if ("errors" in built) return { errors: built.errors, values };
  const organizerId = at.organiser.id;
  let event: Event;
  try {
    if (mode === "create") {
      event = await callApiAsHolder(args, createEvent, { query: { organizerId }, body: built.request });
    } else {
      const eventId = args.params.activiteit ?? "";
      event = await callApiAsHolder(args, updateEvent, { params: { eventId }, query: { organizerId }, body: built.request });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(error, mode === "create" ? createEvent : updateEvent, values);
  }
  throw redirect(activityPath(args, organizerId, event.id, mode === "create" ? "created" : "updated"));
}
