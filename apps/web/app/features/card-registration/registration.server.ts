// Card registration (spec §2 and §4): step 1 (card number + birth date -> registration token and
// status), step 2 (e-mail -> register or log in at the provider, then link), the link from the mail,
// and the forgotten e-mail. Each action answers a FormResult or a redirect. (The legacy account's
// upgrade joins at afterStatus: features/legacy-login.)
import { redirect } from "react-router";
import {
  checkRegistrationEmail,
  forgotEmailFormSchema,
  getRegistrationInvitation,
  getRegistrationStatus,
  getRegistrationToken,
  linkCard,
  lookupRegistrationEmail,
  registrationStep1FormSchema,
  registrationStep2FormSchema,
  REGISTRATION_TOKEN_HEADER,
} from "@vtp/contracts/card-registration";
import { maskCardNumber } from "@vtp/contracts/card-number";
import { readAppContext } from "../../context.server.ts";
import type { AppContextValue } from "../../context.ts";
import type { EndpointResponse } from "@vtp/contracts/endpoint";
import { ApiError, callApi, problemOf } from "../../server/api.server.ts";
import { pathTo } from "../../route-table.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, currentAuth, type RequestArgs } from "../../server/current.server.ts";
import { fieldErrors, formValues, type FormResult } from "../../server/form-errors.ts";
import { beginLogin } from "../login/index.server.ts";
import { registrationMessages } from "./messages.ts";
import { clearRegistrationCookie, readRegistrationState, registrationCookie, type RegistrationState } from "./registration-state.server.ts";
import { updateSessionData } from "../../server/session.server.ts";

const STEP1_FIELDS = ["cardNumber", "birthDate"] as const;

function basic(cardNumber: string, birthDate: string): string {
  return `Basic ${Buffer.from(`${cardNumber}:${birthDate}`).toString("base64")}`;
}

export function general(values: Record<string, string>, message: string): FormResult {
  return { errors: [], general: message, values };
}

/** Registration token + status for a verified card number and birth date (the card API's two calls). */
async function tokenAndStatus(app: AppContextValue, cardNumber: string, birthDate: string): Promise<RegistrationState> {
  const { token } = await callApi(app, getRegistrationToken, { headers: { authorization: basic(cardNumber, birthDate) } });
  const status = await callApi(app, getRegistrationStatus, { headers: { [REGISTRATION_TOKEN_HEADER]: token } });
  return {
    token,
    status: status.status,
    cardLabel: maskCardNumber(cardNumber),
    holderFirstName: status.holderFirstName,
    ...(status.email ? { maskedEmail: status.email } : {}),
  };
}

export function afterStatus(args: RequestArgs, state: RegistrationState): Response {
  const app = readAppContext(args.context);
  const target = pathTo(state.status === "REGISTERED" ? "already_registered" : "register-uitid-step2", app.config.product.slug);
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
    if (problemOf(getRegistrationToken, error)?.code === "CARD_NOT_FOUND")
      throw redirect(pathTo("not_found_card", app.config.product.slug));
    if (error instanceof ApiError) return general(values, error.userMessage);
    throw error;
  }
}

/** The registration in progress, or a redirect back to step 1. */
export function requireRegistration(args: RequestArgs): RegistrationState {
  const app = readAppContext(args.context);
  const state = readRegistrationState(app.config, args.request.headers.get("cookie"), bffNowMs(args));
  if (state === undefined) throw redirect(pathTo("register-uitid-step1", app.config.product.slug));
  return state;
}

export function readRegistration(args: RequestArgs): RegistrationState | undefined {
  const app = readAppContext(args.context);
  return readRegistrationState(app.config, args.request.headers.get("cookie"), bffNowMs(args));
}

/** What step 2 answers: the form with errors, or the address the mail went to. */
export type Step2Result = FormResult & { sentTo?: string; notVerified?: boolean };

/**
 * Step 2 of 2. The page never learns whether the address has an account: the api mails the address (a
 * link to log in, or to create the account, with the card) and the page says "we sent a mail". Only a
 * card that already has an account goes to its outcome screen. A visitor who is signed in and types
 * their own address links at once (their account must have a verified address).
 */
export async function submitStep2(args: RequestArgs): Promise<Step2Result | Response> {
  const app = readAppContext(args.context);
  const state = requireRegistration(args);
  const form = await args.request.formData();
  const values = formValues(form, ["email"]);
  const parsed = registrationStep2FormSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, ["email"]), values };
  const email = parsed.data.email;

  const auth = await currentAuth(args);
  if (auth && form.get("intent") !== "mail" && auth.session.data.email.toLowerCase() === email) {
    return linkNow(args, state, email);
  }
  let check: EndpointResponse<typeof checkRegistrationEmail>;
  try {
    check = await callApi(app, checkRegistrationEmail, { body: { token: state.token, email } });
  } catch (error) {
    const problem = problemOf(checkRegistrationEmail, error);
    if (problem?.code === "REGISTRATION_TOKEN_EXPIRED" || problem?.code === "REGISTRATION_TOKEN_INVALID") {
      throw redirect(pathTo("register-uitid-step1", app.config.product.slug), {
        headers: { "Set-Cookie": clearRegistrationCookie(app.config) },
      });
    }
    if (problem) return general(values, problem.userMessage);
    throw error;
  }
  if (check.status === "UITPAS_ALREADY_LINKED") {
    const updated: RegistrationState = { ...state, status: "REGISTERED", maskedEmail: check.email };
    throw afterStatus(args, updated);
  }
  return { errors: [], values, sentTo: check.email };
}

async function linkNow(args: RequestArgs, state: RegistrationState, email: string): Promise<Step2Result | Response> {
  const app = readAppContext(args.context);
  try {
    const linked = await callApiAsHolder(args, linkCard, { body: { registrationToken: state.token } });
    const auth = await currentAuth(args);
    if (auth) {
      await updateSessionData(app.db, auth.session.key, {
        hasCard: true,
        registration: {
          status: "LINKED",
          cardNumber: linked.cardNumber,
          holderFirstName: linked.holderFirstName,
          ...(auth.session.data.firstName ? { accountFirstName: auth.session.data.firstName } : {}),
        },
      });
    }
    return redirect(pathTo("registration-confirm", app.config.product.slug), {
      headers: { "Set-Cookie": clearRegistrationCookie(app.config) },
    });
  } catch (error) {
    const problem = problemOf(linkCard, error);
    if (problem?.code === "EMAIL_NOT_VERIFIED") return { ...general({ email }, problem.userMessage), notVerified: true };
    if (problem) return general({ email }, problem.userMessage);
    throw error;
  }
}

/** What /uitid-koppelen shows when the link from the mail cannot be used. */
export interface InvitationProblem {
  message: string;
}

/**
 * /uitid-koppelen?token=… (the link in the mail of step 2): log in with the mailed address, or create
 * the account with it, and link the card after the login (the callback uses the mailed token).
 */
export async function followInvitation(args: RequestArgs): Promise<Response | InvitationProblem> {
  const app = readAppContext(args.context);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  if (!/^[A-Za-z0-9_-]{32,200}$/.test(token)) return { message: registrationMessages.invitationInvalid };
  let invitation: EndpointResponse<typeof getRegistrationInvitation>;
  try {
    invitation = await callApi(app, getRegistrationInvitation, { headers: { [REGISTRATION_TOKEN_HEADER]: token } });
  } catch (error) {
    const problem = problemOf(getRegistrationInvitation, error);
    if (problem?.code === "REGISTRATION_TOKEN_EXPIRED") return { message: registrationMessages.invitationExpired };
    if (problem?.code === "REGISTRATION_TOKEN_INVALID") return { message: registrationMessages.invitationInvalid };
    if (problem) return { message: problem.userMessage };
    throw error;
  }
  const cancelUrl = `${app.config.publicUrl}${pathTo("register-uitid-step1", app.config.product.slug)}`;
  return beginLogin(args, {
    returnTo: pathTo("registration-confirm", app.config.product.slug),
    params: { registrationToken: token },
    authorize:
      invitation.account === "UNREGISTERED"
        ? { screen: "register", fixedEmail: invitation.email, returnIfCancelled: cancelUrl, forceLogin: true }
        : { email: invitation.email, returnIfCancelled: cancelUrl, forceLogin: true },
  });
}

/** /email-vergeten: the e-mail linked to a card, masked. */
export async function lookupForgottenEmail(args: RequestArgs): Promise<(FormResult & { maskedEmail?: string }) | Response> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, STEP1_FIELDS);
  const parsed = forgotEmailFormSchema(new Date(bffNowMs(args))).safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, STEP1_FIELDS), values };
  try {
    const { email } = await callApi(app, lookupRegistrationEmail, {
      body: { cardNumber: parsed.data.cardNumber, birthDate: parsed.data.birthDate },
    });
    return { errors: [], values, maskedEmail: email };
  } catch (error) {
    const problem = problemOf(lookupRegistrationEmail, error);
    if (problem) return general(values, problem.userMessage);
    throw error;
  }
}
