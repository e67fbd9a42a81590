// Steps 6-8 of the online request (issue 10), server side: the summary and the payment (the order placed
// at the api, the visitor sent to the provider's checkout page, and back), the account and the card's link
// through the new card's registration token (also for the status page), and the app to install. The
// steps before are in wizard.server.ts.
import { redirect, redirectDocument } from "react-router";
import { linkCard } from "@vtp/contracts/card-registration";
import { onlineRequestMessages as msg } from "@vtp/contracts/online-request/basics";
import type { DraftView } from "@vtp/contracts/online-request/draft";
import { issueOnlineRequestRegistrationToken } from "@vtp/contracts/online-request/issuing";
import { placeOnlineRequestOrder, refreshOnlineRequestPayment } from "@vtp/contracts/online-request/order";
import { readAppContext } from "../../context.server.ts";
import { callApi, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, currentAuth, type RequestArgs } from "../../server/current.server.ts";
import { updateSessionData } from "../../server/session.server.ts";
import { beginLogin, takeRegistrationOutcome } from "../login/index.server.ts";
import { draftHeaders, readDraft, requireDraftAt, stepPath, toNextStep } from "./draft.server.ts";
import { refusal, requireOwnerOfExistingAddress, signedInAs, type StepResult } from "./wizard.server.ts";

// --- step 6: summary and payment --------------------------------------------------------------------

export async function paymentLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "payment");
  await requireOwnerOfExistingAddress(args, view);
  return { view };
}

export async function paymentAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view } = await requireDraftAt(args, "payment");
  await requireOwnerOfExistingAddress(args, view);
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  if (form.get("termsOfSaleConsent") !== "on") return { errors: [{ field: "termsOfSaleConsent", message: msg.required }], values: {} };
  try {
    const placed = await callApi(app, placeOnlineRequestOrder, { headers: draftHeaders(token), body: { termsOfSaleConsent: true } });
    if (placed.checkoutUrl === null) return toNextStep(args, placed.draft);
    return redirectDocument(placed.checkoutUrl, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const problem = problemOf(placeOnlineRequestOrder, error);
    if (problem?.code === "ONLINE_REQUEST_ALREADY_PAID") return redirect(stepPath(args, "password"));
    return refusal(error, {}, ["termsOfSaleConsent"]);
  }
}

/** /online-aanvraag/betaling: back from the provider. The status is asked at the provider now (the webhook may come later). */
export async function paymentReturnLoader(args: RequestArgs) {
  const app = readAppContext(args.context);
  const draft = await readDraft(args);
  if (draft === undefined) return { processing: true as const };
  let view: DraftView;
  try {
    view = await callApi(app, refreshOnlineRequestPayment, { headers: draftHeaders(draft.token) });
  } catch (error) {
    if (problemOf(refreshOnlineRequestPayment, error)?.code === "ONLINE_REQUEST_PAYMENT_UNAVAILABLE")
      throw redirect(stepPath(args, "payment"));
    throw error;
  }
  throw toNextStep(args, view);
}

// --- step 7: password (the account and the card's link) -------------------------------------------

export async function passwordLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "password");
  const me = await signedInAs(args, view.email);
  const outcome = await takeRegistrationOutcome(args);
  return { view, signedInAsOwner: me.same, linkFailed: outcome?.status === "FAILED" ? outcome.message : undefined };
}

/** A registration token for the main holder's new card, by the draft or by the status page's order token. */
export async function registrationTokenFor(args: RequestArgs, headers: Record<string, string>) {
  return callApi(readAppContext(args.context), issueOnlineRequestRegistrationToken, { headers });
}

/** Creates the account at the identity provider (or logs in), and links the card through the registration token. */
export async function accountFor(
  args: RequestArgs,
  headers: Record<string, string>,
  opts: { emailState: DraftView["emailState"]; returnTo: string; back: string },
): Promise<Response> {
  const app = readAppContext(args.context);
  const token = await registrationTokenFor(args, headers);
  const me = await signedInAs(args, token.email);
  if (me.same) {
    // Signed in with the request's address already: link the card now.
    const linked = await callApiAsHolder(args, linkCard, { body: { registrationToken: token.registrationToken } });
    const auth = await currentAuth(args);
    if (auth)
      await updateSessionData(app.db, auth.session.key, {
        hasCard: true,
        firstName: auth.session.data.firstName || linked.holderFirstName,
      });
    return redirect(opts.returnTo);
  }
  return beginLogin(args, {
    returnTo: opts.returnTo,
    params: { registrationToken: token.registrationToken, onlineRequest: true, onlineRequestBack: opts.back },
    authorize: {
      ...(opts.emailState === "EXISTING"
        ? { email: token.email }
        : { screen: "register" as const, fixedEmail: token.email, givenName: token.firstName, familyName: token.lastName }),
      returnIfCancelled: `${app.config.publicUrl}${opts.back}`,
      forceLogin: true,
    },
  });
}

export async function passwordAction(args: RequestArgs): Promise<StepResult | Response> {
  const { token, view } = await requireDraftAt(args, "password");
  try {
    return await accountFor(args, draftHeaders(token), {
      emailState: view.emailState,
      returnTo: stepPath(args, "install"),
      back: stepPath(args, "password"),
    });
  } catch (error) {
    return refusal(error, {}, []);
  }
}

// --- step 8: install the app ------------------------------------------------------------------------

export async function installLoader(args: RequestArgs) {
  const { view } = await requireDraftAt(args, "install");
  const auth = await currentAuth(args);
  await takeRegistrationOutcome(args);
  return { view, signedIn: auth !== null };
}
