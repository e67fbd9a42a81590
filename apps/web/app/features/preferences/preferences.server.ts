// The preferences page's server side: the loader reads the opt-ins, the action stores all five at once
// (an unchecked box is not sent by the browser, so it means false) and answers "Opgeslagen" or
// "Opslaan mislukt".
import { getOptins, OPTIN_KEYS, updateOptins, type Optins } from "@vtp/contracts/preferences";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { SAVE_FAILED, type PreferencesResult } from "./optins.ts";

export interface PreferencesLoaderData {
  /** null: the account has no card, so there is nothing to set. */
  optins: Optins | null;
}

export async function loadPreferences(args: RequestArgs): Promise<PreferencesLoaderData> {
  try {
    return { optins: await callApiAsHolder(args, getOptins, {}) };
  } catch (error) {
    if (problemOf(getOptins, error)?.code === "NO_CARD") return { optins: null };
    throw error;
  }
}

export function optinsFromForm(form: FormData): Optins {
  return Object.fromEntries(OPTIN_KEYS.map((key) => [key, form.get(key) === "on"])) as Optins;
}

export async function submitPreferences(args: RequestArgs): Promise<PreferencesResult> {
  const chosen = optinsFromForm(await args.request.formData());
  try {
    return { saved: true, optins: await callApiAsHolder(args, updateOptins, { body: chosen }) };
  } catch (error) {
    if (error instanceof ApiError) return { saved: false, optins: chosen, message: `${SAVE_FAILED}. ${error.userMessage}` };
    throw error;
  }
}
