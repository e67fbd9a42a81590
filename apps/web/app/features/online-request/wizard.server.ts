// The steps of the online request (issue 10), server side: steps 1-5 here (the draft's steps), steps 6-8
// in checkout.server.ts (the order and its payment, the account and the card's link, the app). Each loader
// reads the draft (and sends a visitor who is too early to the right step), each action checks the form
// with the shared contracts, calls the api (which checks everything again) and moves on, or answers the
// form with its errors. Plain HTML forms: every action works without JavaScript; with it, React Router
// submits them in place.
import { redirect, redirectDocument } from "react-router";
import { ABROAD_POSTAL_CODE, onlineRequestMessages as msg } from "@vtp/contracts/online-request/basics";
import { socialTariffAnswerSchema } from "@vtp/contracts/online-request/common";
import {
  addOnlineRequestFamilyMember,
  findOnlineRequestMunicipalities,
  removeOnlineRequestFamilyMember,
  saveEmailRequestSchema,
  saveOnlineRequestEmail,
  saveOnlineRequestFamily,
  saveOnlineRequestMainHolder,
  saveOnlineRequestRegion,
  saveOnlineRequestSocialTariff,
  verifyOnlineRequestSocialTariff,
  type DraftView,
  type MunicipalityOption,
} from "@vtp/contracts/online-request/draft";
import { addressFromForm, contactFromForm, identityFromForm, regionFormSchema } from "@vtp/contracts/online-request/forms";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, callApi, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { currentAuth, type RequestArgs } from "../../server/current.server.ts";
import type { FieldError, FormResult } from "../../server/form-errors.ts";
import { beginLogin } from "../login/index.server.ts";
import { draftHeaders, readDraft, requireDraftAt, stepPath, toNextStep } from "./draft.server.ts";
import { clearGovernmentLoginCookie, completeGovernmentLogin, startGovernmentLogin } from "./government-login.server.ts";

/** A form's answer: its errors, the values to fill in again, and what the page needs to show. */
export type StepResult = FormResult & {
  municipalities?: MunicipalityOption[];
  abroad?: boolean;
  /** Step 2: the address has an account; log in first. */
  existing?: boolean;
  /** Step 5: which form the answer is about. */
  form?: "member" | "continue";
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const valuesOf = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, text(form, n)]));
const toErrors = (record: Record<string, string>, order: readonly string[]): FieldError[] =>
  order.filter((f) => record[f] !== undefined).map((field) => ({ field, message: record[field]! }));

/** The api's refusal as the form's errors (beside the fields it names) or its general message. */
export function refusal(error: unknown, values: Record<string, string>, order: readonly string[]): StepResult {
  if (!(error instanceof ApiError)) throw error;
  const known = error.fieldErrors.filter((e) => order.includes(e.field));
  if (known.length > 0) return { errors: known.map((e) => ({ field: e.field, message: e.message })), values };
  return { errors: [], general: error.userMessage, values };
}

async function municipalitiesFor(args: RequestArgs, postalCode: string): Promise<MunicipalityOption[]> {
  if (!/^\d{4}$/.test(postalCode) || postalCode === ABROAD_POSTAL_CODE) return [];
  const app = readAppContext(args.context);
  return (await callApi(app, findOnlineRequestMunicipalities, { query: { postalCode } })).municipalities;
}

/** Whether the signed-in holder is the owner of the request's e-mail address. */
export async function signedInAs(args: RequestArgs, email: string | null): Promise<{ signedIn: boolean; same: boolean; hasCard: boolean }> {
  const auth = await currentAuth(args);
  if (auth === null) return { signedIn: false, same: false, hasCard: false };
  return {
    signedIn: true,
    same: email !== null && auth.session.data.email.toLowerCase() === email.toLowerCase(),
    hasCard: auth.session.data.hasCard,
  };
}

// --- step 1: region -----------------------------------------------------------------------------

export async function regionLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "region");
  return { view };
}

export async function regionAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token } = await requireDraftAt(args, "region");
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = valuesOf(form, ["postalCode", "municipalityId"]);
  const parsed = regionFormSchema.safeParse(values);
  if (!parsed.success) return { errors: [{ field: "postalCode", message: parsed.error.issues[0]?.message ?? msg.postalCode }], values };
  const { postalCode } = parsed.data;
  if (postalCode === ABROAD_POSTAL_CODE) return { errors: [], values, abroad: true, municipalities: [] };
  const municipalities = await municipalitiesFor(args, postalCode);
  if (text(form, "intent") === "lookup" || parsed.data.municipalityId === undefined) {
    // "The visitor must choose one from the list": a lookup shows the list, a choice is needed to go on.
    const errors =
      text(form, "intent") === "choose" && municipalities.length > 0 ? [{ field: "municipalityId", message: msg.chooseMunicipality }] : [];
    return { errors, values, municipalities };
  }
  const chosen = municipalities.find((m) => m.municipalityId === parsed.data.municipalityId);
  if (chosen === undefined) return { errors: [{ field: "municipalityId", message: msg.chooseMunicipality }], values, municipalities };
  if (chosen.availability === "NONE" || chosen.availability === "NO_REGION") return { errors: [], values, municipalities };
  try {
    const view = await callApi(app, saveOnlineRequestRegion, {
      headers: draftHeaders(token),
      body: { postalCode, municipalityId: chosen.municipalityId },
    });
    return toNextStep(args, view);
  } catch (error) {
    return { ...refusal(error, values, ["municipalityId"]), municipalities };
  }
}

// --- step 2: e-mail ---------------------------------------------------------------------------------

export async function emailLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "email");
  const login = new URL(args.request.url).searchParams.get("aanmelden");
  const me = await signedInAs(args, view.email);
  const auth = await currentAuth(args);
  return {
    view,
    signedInEmail: auth?.session.data.email ?? null,
    sameAccount: me.same,
    accountHasCard: me.same && me.hasCard,
    loginMessage: login === "geannuleerd" ? msg.loginCancelled : login === "mislukt" ? msg.loginFailed : undefined,
  };
}

export async function emailAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view: before } = await requireDraftAt(args, "email");
  const app = readAppContext(args.context);
  const slug = app.config.product.slug;
  const form = await args.request.formData();
  if (text(form, "intent") === "login" && before.email !== null) {
    // Log in with the address fixed, and come back into the wizard (or to this step when it fails).
    return beginLogin(args, {
      returnTo: stepPath(args, "social-tariff"),
      params: { onlineRequest: true, onlineRequestBack: pathTo("online-request-email", slug) },
      authorize: {
        fixedEmail: before.email,
        returnIfCancelled: `${app.config.publicUrl}${pathTo("online-request-email", slug, { query: { aanmelden: "geannuleerd" } })}`,
        forceLogin: true,
      },
    });
  }
  const values = valuesOf(form, ["email"]);
  const parsed = saveEmailRequestSchema.safeParse(values);
  if (!parsed.success) return { errors: [{ field: "email", message: parsed.error.issues[0]?.message ?? msg.email }], values };
  let view: DraftView;
  try {
    view = await callApi(app, saveOnlineRequestEmail, { headers: draftHeaders(token), body: parsed.data });
  } catch (error) {
    return refusal(error, values, ["email"]);
  }
  if (view.emailState === "EXISTING") {
    const me = await signedInAs(args, view.email);
    if (!me.same) return { errors: [], values, existing: true };
    if (me.hasCard) return { errors: [], values };
  }
  return toNextStep(args, view);
}

/** Step 3 and later: an address with an account needs that account's login first. */
export async function requireOwnerOfExistingAddress(args: RequestArgs, view: DraftView): Promise<void> {
  if (view.emailState !== "EXISTING") return;
  const me = await signedInAs(args, view.email);
  if (!me.same || me.hasCard) throw redirect(stepPath(args, "email"));
}

// --- step 3: social tariff ----------------------------------------------------------------------

export async function socialTariffLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "social-tariff");
  await requireOwnerOfExistingAddress(args, view);
  const reason = new URL(args.request.url).searchParams.get("overheid");
  return {
    view,
    governmentMessage:
      reason === "geannuleerd"
        ? "Je hebt het aanmelden bij de overheid geannuleerd. Probeer opnieuw, of kies 'Nee' om verder te gaan zonder kansentarief."
        : reason === "mislukt"
          ? "Het aanmelden bij de overheid is niet gelukt. Probeer het opnieuw."
          : reason === "teveel"
            ? msg.inszRateLimited
            : undefined,
  };
}

async function toGovernmentLogin(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const { url, cookie } = await startGovernmentLogin(app.config, bffNowMs(args));
  return redirectDocument(url, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

export async function socialTariffAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view: before } = await requireDraftAt(args, "social-tariff");
  await requireOwnerOfExistingAddress(args, before);
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = valuesOf(form, ["answer"]);
  const parsed = socialTariffAnswerSchema.safeParse(values.answer || undefined);
  if (!parsed.success) return { errors: [{ field: "answer", message: msg.required }], values };
  let view: DraftView;
  try {
    view = await callApi(app, saveOnlineRequestSocialTariff, { headers: draftHeaders(token), body: { answer: parsed.data } });
  } catch (error) {
    return refusal(error, values, ["answer"]);
  }
  if (parsed.data === "NO") return toNextStep(args, view);
  if (view.socialTariff?.outcome === "NOT_IN_CITY")
    return redirect(pathTo("online-request-social-tariff-outcome", app.config.product.slug));
  return toGovernmentLogin(args);
}

export async function outcomeLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "social-tariff");
  if (!view.socialTariff?.outcome) throw redirect(stepPath(args, "social-tariff"));
  return { view };
}

export async function outcomeAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view: before } = await requireDraftAt(args, "social-tariff");
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  // "Opnieuw proberen": the government login again; another municipality (step 1) where the city takes
  // no online social tariff at all, or where the person lives in another region than the one chosen.
  if (text(form, "intent") === "retry") {
    const chooseAgain = !before.region?.socialTariff || before.socialTariff?.outcome === "RESIDENCE_NOT_IN_REGION";
    return chooseAgain ? redirect(stepPath(args, "region")) : toGovernmentLogin(args);
  }
  // "Verder zonder kansentarief": the answer becomes "nee".
  const view = await callApi(app, saveOnlineRequestSocialTariff, { headers: draftHeaders(token), body: { answer: "NO" } });
  return toNextStep(args, view);
}

/** /online-aanvraag/overheid-callback: the government login's answer, verified again by the api. */
export async function governmentCallback(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const slug = app.config.product.slug;
  const headers = new Headers({ "Cache-Control": "no-store", "Set-Cookie": clearGovernmentLoginCookie(app.config) });
  const back = (reason: string) => redirect(pathTo("online-request-social-tariff", slug, { query: { overheid: reason } }), { headers });
  const draft = await readDraft(args);
  if (draft === undefined) return redirect(pathTo("online-request", slug), { headers });
  const result = await completeGovernmentLogin(app.config, new URL(args.request.url), args.request.headers.get("cookie"), bffNowMs(args));
  if (!result.ok) return back(result.reason === "cancelled" ? "geannuleerd" : "mislukt");
  try {
    await callApi(app, verifyOnlineRequestSocialTariff, { headers: draftHeaders(draft.token), body: { idToken: result.idToken } });
  } catch (error) {
    const problem = problemOf(verifyOnlineRequestSocialTariff, error);
    if (problem?.code === "ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID") return back("mislukt");
    if (problem?.code === "INSZ_CHECKS_EXHAUSTED" || problem?.code === "rate-limited") return back("teveel");
    throw error;
  }
  return redirect(pathTo("online-request-social-tariff-outcome", slug), { headers });
}

// --- step 4: personal data -----------------------------------------------------------------------

const PERSON_FIELDS = [
  "firstName",
  "lastName",
  "insz",
  "gender",
  "birthDate",
  "streetAndNumber",
  "postalCode",
  "municipalityId",
  "abroadPlace",
  "phone",
  "voucher",
  "privacyConsent",
  "promotionalConsent",
  "parentalConsent",
] as const;

export async function personLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "person");
  await requireOwnerOfExistingAddress(args, view);
  const postalCode = view.mainHolder?.address.postalCode ?? view.region?.postalCode ?? "";
  return { view, municipalities: await municipalitiesFor(args, postalCode), now: bffNowMs(args) };
}

export async function personAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view } = await requireDraftAt(args, "person");
  await requireOwnerOfExistingAddress(args, view);
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = valuesOf(form, PERSON_FIELDS);
  if (text(form, "intent") === "lookup")
    return { errors: [], values, municipalities: await municipalitiesFor(args, values.postalCode!.trim()) };
  const now = new Date(bffNowMs(args));
  const verified = view.socialTariff?.verified === true;
  const errors: Record<string, string> = {};
  let identity: ReturnType<typeof identityFromForm>["value"];
  let address: ReturnType<typeof addressFromForm>["value"];
  if (!verified) {
    const id = identityFromForm(values, now, { inszRequired: view.mainHolder === null });
    Object.assign(errors, id.errors);
    identity = id.value;
    const a = addressFromForm(values);
    Object.assign(errors, a.errors);
    address = a.value;
  }
  const contact = contactFromForm(values);
  Object.assign(errors, contact.errors);
  if (form.get("privacyConsent") !== "on") errors.privacyConsent = msg.required;
  const municipalities = await municipalitiesFor(args, values.postalCode!.trim());
  if (Object.keys(errors).length > 0) return { errors: toErrors(errors, PERSON_FIELDS), values, municipalities };
  const gov = view.socialTariff?.person;
  const body = {
    firstName: identity?.firstName ?? gov?.firstName ?? "",
    lastName: identity?.lastName ?? gov?.lastName ?? "",
    ...(identity?.insz ? { insz: identity.insz } : {}),
    gender: identity?.gender ?? gov?.gender ?? "X",
    birthDate: identity?.birthDate ?? gov?.birthDate ?? "",
    streetAndNumber: address?.streetAndNumber ?? gov?.address.streetAndNumber ?? "",
    postalCode: address?.postalCode ?? gov?.address.postalCode ?? "",
    ...(address?.municipalityId !== undefined
      ? { municipalityId: address.municipalityId }
      : gov?.address.municipalityId
        ? { municipalityId: gov.address.municipalityId }
        : {}),
    ...(address?.abroadPlace ? { abroadPlace: address.abroadPlace } : {}),
    ...contact.value,
    privacyConsent: true as const,
    promotionalConsent: form.get("promotionalConsent") === "on",
    parentalConsent: form.get("parentalConsent") === "on",
  };
  try {
    return toNextStep(args, await callApi(app, saveOnlineRequestMainHolder, { headers: draftHeaders(token), body }));
  } catch (error) {
    return { ...refusal(error, values, PERSON_FIELDS), municipalities };
  }
}

// --- step 5: family ----------------------------------------------------------------------------------

const MEMBER_FIELDS = [
  "firstName",
  "lastName",
  "insz",
  "gender",
  "birthDate",
  "sameAddress",
  "streetAndNumber",
  "postalCode",
  "municipalityId",
  "abroadPlace",
  "sameContact",
  "email",
  "phone",
  "voucher",
] as const;

export async function familyLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "family");
  await requireOwnerOfExistingAddress(args, view);
  return { view, municipalities: await municipalitiesFor(args, view.region?.postalCode ?? "") };
}

export async function familyAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view } = await requireDraftAt(args, "family");
  await requireOwnerOfExistingAddress(args, view);
  const app = readAppContext(args.context);
  const headers = draftHeaders(token);
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const familyPath = stepPath(args, "family");
  if (intent === "remove") {
    const memberId = text(form, "memberId");
    if (/^[0-9a-f-]{36}$/.test(memberId)) await callApi(app, removeOnlineRequestFamilyMember, { headers, params: { memberId } });
    return redirect(familyPath);
  }
  if (intent === "add-government") {
    try {
      await callApi(app, addOnlineRequestFamilyMember, {
        headers,
        body: { source: "GOVERNMENT", childIndex: Number(text(form, "childIndex")), sameContact: true },
      });
    } catch (error) {
      return { ...refusal(error, {}, []), form: "member" };
    }
    // In place (a fetcher): the page's loader runs again after every addition, also after one that
    // ends while another's reload is under way (a redirect there would be dropped for the newer one).
    return form.get("inPlace") === "1" ? { errors: [], values: {} } : redirect(familyPath);
  }
  if (intent === "continue") {
    const consent = form.get("familyPrivacyConsent") === "on";
    if (view.members.length > 0 && !consent)
      return { errors: [{ field: "familyPrivacyConsent", message: msg.required }], values: {}, form: "continue" };
    try {
      return toNextStep(args, await callApi(app, saveOnlineRequestFamily, { headers, body: { familyPrivacyConsent: consent } }));
    } catch (error) {
      return { ...refusal(error, {}, ["familyPrivacyConsent"]), form: "continue" };
    }
  }
  const values = valuesOf(form, MEMBER_FIELDS);
  const sameAddress = form.get("sameAddress") === "on";
  const sameContact = form.get("sameContact") === "on";
  const municipalities = await municipalitiesFor(args, values.postalCode!.trim() || (view.region?.postalCode ?? ""));
  if (intent === "lookup") return { errors: [], values, municipalities, form: "member" };
  const now = new Date(bffNowMs(args));
  const errors: Record<string, string> = {};
  const id = identityFromForm(values, now, { inszRequired: true });
  Object.assign(errors, id.errors);
  const address = sameAddress ? undefined : addressFromForm(values);
  if (address) Object.assign(errors, address.errors);
  const contact = contactFromForm(values);
  Object.assign(errors, contact.errors);
  const email = values.email!.trim();
  if (!sameContact && email !== "" && !saveEmailRequestSchema.safeParse({ email }).success) errors.email = msg.email;
  if (Object.keys(errors).length > 0) return { errors: toErrors(errors, MEMBER_FIELDS), values, municipalities, form: "member" };
  try {
    await callApi(app, addOnlineRequestFamilyMember, {
      headers,
      body: {
        source: "FORM",
        ...id.value!,
        sameAddress,
        ...(address?.value ?? {}),
        sameContact,
        ...(!sameContact && email !== "" ? { email } : {}),
        ...(sameContact ? {} : contact.value.phone ? { phone: contact.value.phone } : {}),
        ...(contact.value.voucher ? { voucher: contact.value.voucher } : {}),
      },
    });
  } catch (error) {
    return { ...refusal(error, values, MEMBER_FIELDS), municipalities, form: "member" };
  }
  return redirect(`${familyPath}#gezinsleden`);
}
