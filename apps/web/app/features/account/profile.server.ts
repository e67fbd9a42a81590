// The profile page's server side: the loader (profile + the login address from the session) and the
// two forms' action (contact details, pin). Each form answers a ProfileFormResult: "Opgeslagen" or
// "Opslaan mislukt" with the field errors, so the page works as plain HTML forms without JavaScript.
import { randomUUID } from "node:crypto";
import { getProfile, pinUpdateSchema, profileUpdateSchema, updatePin, updateProfile } from "@vtp/contracts/account";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { fieldErrors, formValues, type FormResult } from "../../server/form-errors.ts";
import { SAVE_FAILED, type ProfileForm, type ProfileFormResult } from "./profile-form.ts";
import { profileView, type ProfileView } from "./profile.ts";

export interface ProfileLoaderData {
  /** null: the account has no card (yet). */
  profile: ProfileView | null;
  /** The address the holder logs in with (managed by the identity provider, not by this page). */
  loginEmail: string;
}

export async function loadProfile(args: RequestArgs): Promise<ProfileLoaderData> {
  const auth = await requireAuth(args);
  try {
    return { profile: profileView(await callApiAsHolder(args, getProfile, {})), loginEmail: auth.session.data.email };
  } catch (error) {
    if (problemOf(getProfile, error)?.code === "NO_CARD") return { profile: null, loginEmail: auth.session.data.email };
    throw error;
  }
}

const CONTACT_FIELDS = ["email", "gsm"] as const;

function failed(form: ProfileForm, values: Record<string, string>, errors: FormResult["errors"], general = SAVE_FAILED): ProfileFormResult {
  return { form, saved: false, errors, general, values, id: randomUUID() };
}

/** Refusals of the api, in Dutch; anything unexpected is thrown to the error page. */
function refusal(form: ProfileForm, values: Record<string, string>, error: unknown): ProfileFormResult {
  if (error instanceof ApiError) return failed(form, values, [], `${SAVE_FAILED}. ${error.userMessage}`);
  throw error;
}

export async function submitProfileForm(args: RequestArgs): Promise<ProfileFormResult> {
  const form = await args.request.formData();
  if (form.get("intent") === "pin") {
    // The pin is never echoed back into the form.
    const parsed = pinUpdateSchema.safeParse({ pin: String(form.get("pin") ?? "") });
    if (!parsed.success) return failed("pin", {}, fieldErrors(parsed.error, ["pin"]));
    try {
      await callApiAsHolder(args, updatePin, { body: parsed.data });
      return { form: "pin", saved: true, errors: [], values: {}, id: randomUUID() };
    } catch (error) {
      return refusal("pin", {}, error);
    }
  }
  const values = formValues(form, CONTACT_FIELDS);
  const parsed = profileUpdateSchema.safeParse(values);
  if (!parsed.success) return failed("contact", values, fieldErrors(parsed.error, CONTACT_FIELDS));
  try {
    const profile = await callApiAsHolder(args, updateProfile, { body: parsed.data });
    return { form: "contact", saved: true, errors: [], values: { email: profile.email, gsm: profile.gsm ?? "" }, id: randomUUID() };
  } catch (error) {
    return refusal("contact", values, error);
  }
}
