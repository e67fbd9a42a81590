// Card registration (spec §2 and §4): step 1 (card number + birth date -> registration token and
// status), step 2 (e-mail -> register or log in at the provider, then link), forgot e-mail and the
// upgrade of a legacy account. Each action answers a FormResult or a redirect.
import { redirect } from "react-router";
import { legacyLoginRequestSchema, legacyLoginResponseSchema, pinSchema } from "@vtp/contracts/account";
import {
  birthDateInputSchema,
  cardNumberInputSchema,
  emailCheckResponseSchema,
  emailLookupResponseSchema,
  forgotEmailFormSchema,
  linkCardResponseSchema,
  registrationStatusResponseSchema,
  registrationStep1FormSchema,
  registrationStep2FormSchema,
  registrationTokenResponseSchema,
  REGISTRATION_TOKEN_HEADER,
} from "@vtp/contracts/card-registration";
import { maskCardNumber } from "@vtp/contracts/card-number";
import { z } from "zod";
import { readAppContext } from "../../context.server.ts";
import type { AppContextValue } from "../../context.ts";
import { apiRequest, ApiError } from "./api.server.ts";
import { bffNowMs } from "./clock.server.ts";
import { authedApiRequest, currentAuth, type RequestArgs } from "./current.server.ts";
import { fieldErrors, formValues, type FormResult } from "./form-errors.ts";
import { beginLogin } from "./login.server.ts";
import {
  clearRegistrationCookie,
  readRegistrationState,
  registrationCookie,
  type RegistrationState,
} from "./registration-state.server.ts";
import { updateSessionData } from "./session.server.ts";

export const STEP1_PATH = "/uitid-registreren-stap1";
export const STEP2_PATH = "/uitid-registreren-stap2";
export const CONFIRM_PATH = "/registratie-bevestigen";

export const notFoundPath = (slug: string) => `/geen-${slug}-gevonden`;
export const alreadyRegisteredPath = (slug: string) => `/${slug}-al-geregistreerd`;

const STEP1_FIELDS = ["cardNumber", "birthDate"] as const;

function basic(cardNumber: string, birthDate: string): string {
  return `Basic ${Buffer.from(`${cardNumber}:${birthDate}`).toString("base64")}`;
}

function general(values: Record<string, string>, message: string): FormResult {
  return { errors: [], general: message, values };
}

/** Registration token + status for a verified card number and birth date (the card API's two calls). */
async function tokenAndStatus(app: AppContextValue, cardNumber: string, birthDate: string): Promise<RegistrationState> {
  const { token } = await apiRequest(app, {
    path: "/card/passholders/me/uitid/registration-token",
    cardApi: true,
    headers: { authorization: basic(cardNumber, birthDate) },
    schema: registrationTokenResponseSchema,
  });
  const status = await apiRequest(app, {
    path: "/card/passholders/me/uitid/status",
    cardApi: true,
    headers: { [REGISTRATION_TOKEN_HEADER]: token },
    schema: registrationStatusResponseSchema,
  });
  return { token, status: status.status, cardLabel: maskCardNumber(cardNumber), ...(status.email ? { maskedEmail: status.email } : {}) };
}

function afterStatus(args: RequestArgs, state: RegistrationState): Response {
  const app = readAppContext(args.context);
  const target = state.status === "REGISTERED" ? alreadyRegisteredPath(app.config.product.slug) : STEP2_PATH;
  return redirect(target, { headers: { "Set-Cookie": registrationCookie(app.config, state, bffNowMs(args)) } });
}

/** Step 1 of 2. */
export async function submitStep1(args: RequestArgs): Promise<FormResult | Response> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, STEP1_FIELDS);
  const parsed = registrationStep1FormSchema(new Date(bffNowMs(args))).safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, STEP1_FIELDS), values };
  try {
    return afterStatus(args, await tokenAndStatus(app, parsed.data.cardNumber, parsed.data.birthDate));
  } catch (error) {
    if (error instanceof ApiError && error.code === "CARD_NOT_FOUND") throw redirect(notFoundPath(app.config.product.slug));
    if (error instanceof ApiError) return general(values, error.userMessage);
    throw error;
  }
}

/** The registration in progress, or a redirect back to step 1. */
export function requireRegistration(args: RequestArgs): RegistrationState {
  const app = readAppContext(args.context);
  const state = readRegistrationState(app.config, args.request.headers.get("cookie"), bffNowMs(args));
  if (state === undefined) throw redirect(STEP1_PATH);
  return state;
}

export function readRegistration(args: RequestArgs): RegistrationState | undefined {
  const app = readAppContext(args.context);
  return readRegistrationState(app.config, args.request.headers.get("cookie"), bffNowMs(args));
}

/** Step 2 of 2: the e-mail decides between registering at the provider, logging in, or linking at once. */
export async function submitStep2(args: RequestArgs): Promise<FormResult | Response> {
  const app = readAppContext(args.context);
  const state = requireRegistration(args);
  const form = await args.request.formData();
  const values = formValues(form, ["email"]);
  const parsed = registrationStep2FormSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, ["email"]), values };
  const email = parsed.data.email;
  let check: z.output<typeof emailCheckResponseSchema>;
  try {
    check = await apiRequest(app, {
      path: "/card/passholders/me/uitid/email-check",
      method: "POST",
      cardApi: true,
      body: { token: state.token, email },
      schema: emailCheckResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "EMAIL_ALREADY_USED") return { errors: [{ field: "email", message: error.userMessage }], values };
    if (error instanceof ApiError && (error.code === "REGISTRATION_TOKEN_EXPIRED" || error.code === "REGISTRATION_TOKEN_INVALID")) {
      throw redirect(STEP1_PATH, { headers: { "Set-Cookie": clearRegistrationCookie(app.config) } });
    }
    if (error instanceof ApiError) return general(values, error.userMessage);
    throw error;
  }
  if (check.status === "UITPAS_ALREADY_LINKED") {
    const updated: RegistrationState = { ...state, status: "REGISTERED", maskedEmail: check.email };
    throw afterStatus(args, updated);
  }
  // Already signed in with this very e-mail (an account without a card): link at once.
  const auth = await currentAuth(args);
  if (auth && check.status === "UITID_REGISTERED" && auth.session.data.email.toLowerCase() === email) {
    return linkNow(args, state);
  }
  const cancelUrl = `${app.config.publicUrl}${STEP2_PATH}`;
  return beginLogin(args, {
    returnTo: CONFIRM_PATH,
    params: { registrationToken: state.token },
    authorize:
      check.status === "UITID_UNREGISTERED"
        ? { screen: "register", fixedEmail: email, returnIfCancelled: cancelUrl, forceLogin: true }
        : { email, returnIfCancelled: cancelUrl, forceLogin: true },
  });
}

async function linkNow(args: RequestArgs, state: RegistrationState): Promise<FormResult | Response> {
  const app = readAppContext(args.context);
  try {
    const linked = await authedApiRequest(args, {
      path: "/user/uitid/link",
      method: "POST",
      body: { registrationToken: state.token },
      schema: linkCardResponseSchema,
    });
    const auth = await currentAuth(args);
    if (auth) await updateSessionData(app.db, auth.session.key, { hasCard: true, registration: { status: "LINKED", cardNumber: linked.cardNumber } });
    return redirect(CONFIRM_PATH, { headers: { "Set-Cookie": clearRegistrationCookie(app.config) } });
  } catch (error) {
    if (error instanceof ApiError) return general({ email: "" }, error.userMessage);
    throw error;
  }
}

/** /email-vergeten: the e-mail linked to a card, masked. */
export async function lookupForgottenEmail(args: RequestArgs): Promise<(FormResult & { maskedEmail?: string }) | Response> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, STEP1_FIELDS);
  const parsed = forgotEmailFormSchema(new Date(bffNowMs(args))).safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, STEP1_FIELDS), values };
  try {
    const { email } = await apiRequest(app, {
      path: "/card/passholders/me/uitid/email-lookup",
      method: "POST",
      cardApi: true,
      body: { cardNumber: parsed.data.cardNumber, birthDate: parsed.data.birthDate },
      schema: emailLookupResponseSchema,
    });
    return { errors: [], values, maskedEmail: email };
  } catch (error) {
    if (error instanceof ApiError) return general(values, error.userMessage);
    throw error;
  }
}

const UPGRADE_FIELDS = ["cardNumber", "pin", "birthDate"] as const;

/** /uitid-upgrade: the legacy card + pin login (ended 1 September 2022) turns into a card registration. */
export async function submitUpgrade(args: RequestArgs): Promise<FormResult | Response> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, UPGRADE_FIELDS);
  const schema = z.object({ cardNumber: cardNumberInputSchema, pin: pinSchema, birthDate: birthDateInputSchema(new Date(bffNowMs(args))) });
  const parsed = schema.safeParse(values);
  const shown = { cardNumber: values.cardNumber ?? "", birthDate: values.birthDate ?? "" };
  if (!parsed.success) return { errors: fieldErrors(parsed.error, UPGRADE_FIELDS), values: shown };
  try {
    const body = legacyLoginRequestSchema.parse(parsed.data);
    const { token } = await apiRequest(app, { path: "/user/authenticate", method: "POST", body, schema: legacyLoginResponseSchema });
    const status = await apiRequest(app, {
      path: "/card/passholders/me/uitid/status",
      cardApi: true,
      headers: { [REGISTRATION_TOKEN_HEADER]: token },
      schema: registrationStatusResponseSchema,
    });
    return afterStatus(args, { token, status: status.status, cardLabel: maskCardNumber(body.cardNumber), ...(status.email ? { maskedEmail: status.email } : {}) });
  } catch (error) {
    if (error instanceof ApiError) return general(shown, error.userMessage);
    throw error;
  }
}
