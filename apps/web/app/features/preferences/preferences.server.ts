// The preferences page's server side (decision 0060): the loader reads the whole grid and the server's
// VAPID public key (null: no push here); the action stores everything at once through PUT
// api/user/preferences (an unchecked box is not sent by the browser, so it means false; the quiet hours
// are checked first, with their fields named in the error summary). The push subscription's resource
// route registers or removes this device's subscription for the holder.
import { MESSAGE_TOPICS } from "@vtp/contracts/message-topics";
import { getPreferences, OPTIN_KEYS, quietHoursSchema, updatePreferences, type Optins, type Preferences } from "@vtp/contracts/preferences";
import { getPushKey, pushEndpointSchema, pushSubscriptionSchema, subscribePush, unsubscribePush } from "@vtp/contracts/push";
import { ApiError, callApi, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { readAppContext } from "../../context.server.ts";
import { preferencesCopy } from "../../copy/preferences.ts";
import { PUSH_FIELD, type PreferencesResult } from "./optins.ts";

export interface PreferencesLoaderData {
  /** null: the account has no card, so there is nothing to set. */
  preferences: Preferences | null;
  /** The VAPID public key a device subscribes with; null: push is not configured on this server. */
  pushKey: string | null;
}

export async function loadPreferences(args: RequestArgs): Promise<PreferencesLoaderData> {
  try {
    const preferences = await callApiAsHolder(args, getPreferences, {});
    const { publicKey } = await callApi(readAppContext(args.context), getPushKey, {});
    return { preferences, pushKey: publicKey };
  } catch (error) {
    if (problemOf(getPreferences, error)?.code === "NO_CARD") return { preferences: null, pushKey: null };
    throw error;
  }
}

export function preferencesFromForm(form: FormData): Preferences {
  const on = (name: string) => form.get(name) === "on";
  return {
    optins: Object.fromEntries(OPTIN_KEYS.map((key) => [key, on(key)])) as Optins,
    reminderMails: on("reminderMails"),
    push: Object.fromEntries(MESSAGE_TOPICS.map((topic) => [topic, on(PUSH_FIELD[topic])])) as Preferences["push"],
    quietHours: { from: String(form.get("quietFrom") ?? "").trim(), until: String(form.get("quietUntil") ?? "").trim() },
  };
}

export async function submitPreferences(args: RequestArgs): Promise<PreferencesResult> {
  const chosen = preferencesFromForm(await args.request.formData());
  const quiet = quietHoursSchema.safeParse(chosen.quietHours);
  if (!quiet.success) {
    const errors: FieldError[] = [];
    for (const issue of quiet.error.issues) {
      const field = issue.path[0] === "from" ? "quietFrom" : "quietUntil";
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
    errors.sort((a, b) => a.field.localeCompare(b.field));
    return { saved: false, preferences: chosen, errors, message: preferencesCopy.saveFailed };
  }
  try {
    return { saved: true, preferences: await callApiAsHolder(args, updatePreferences, { body: chosen }), errors: [] };
  } catch (error) {
    if (error instanceof ApiError)
      return { saved: false, preferences: chosen, errors: [], message: `${preferencesCopy.saveFailed}. ${error.userMessage}` };
    throw error;
  }
}

export interface PushSubscriptionAnswer {
  ok: boolean;
  /** A Dutch sentence for the holder when it failed. */
  message?: string;
}

/**
 * POST (subscribe) or DELETE (unsubscribe) this device's push subscription, as JSON from the page's
 * button (PushSubscription.toJSON()); answers JSON for the button.
 */
export async function changePushSubscription(args: RequestArgs): Promise<Response> {
  const method = args.request.method;
  let body: unknown;
  try {
    body = await args.request.json();
  } catch {
    body = null;
  }
  const answer = (status: number, value: PushSubscriptionAnswer) =>
    Response.json(value, { status, headers: { "cache-control": "private, no-store" } });
  try {
    if (method === "POST") {
      const parsed = pushSubscriptionSchema.safeParse(body);
      if (!parsed.success) return answer(400, { ok: false, message: preferencesCopy.push.failed });
      await callApiAsHolder(args, subscribePush, { body: parsed.data });
      return answer(200, { ok: true });
    }
    if (method === "DELETE") {
      const parsed = pushEndpointSchema.safeParse(body);
      if (!parsed.success) return answer(400, { ok: false, message: preferencesCopy.push.failed });
      await callApiAsHolder(args, unsubscribePush, { body: parsed.data });
      return answer(200, { ok: true });
    }
    return answer(405, { ok: false, message: preferencesCopy.push.failed });
  } catch (error) {
    if (error instanceof ApiError) return answer(error.status >= 500 ? 503 : 400, { ok: false, message: error.userMessage });
    throw error;
  }
}
