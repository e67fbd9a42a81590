// The online card request (issue 10), served from the declarations in @vtp/contracts/online-request/*:
// the wizard's endpoints (draft/), the order's (order/). The draft token and the order token arrive in
// headers (never in URLs); Mollie's webhook posts a form.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ONLINE_REQUEST_DRAFT_HEADER, ONLINE_REQUEST_ORDER_HEADER } from "@vtp/contracts/online-request/common";
import {
  addOnlineRequestFamilyMember,
  createOnlineRequestDraft,
  deleteOnlineRequestDraft,
  findOnlineRequestMunicipalities,
  getOnlineRequestDraft,
  getOnlineRequestPilotCities,
  removeOnlineRequestFamilyMember,
  resumeOnlineRequestDraft,
  saveOnlineRequestEmail,
  saveOnlineRequestFamily,
  saveOnlineRequestMainHolder,
  saveOnlineRequestRegion,
  saveOnlineRequestSocialTariff,
  verifyOnlineRequestSocialTariff,
} from "@vtp/contracts/online-request/draft";
import { issueOnlineRequestRegistrationToken } from "@vtp/contracts/online-request/issuing";
import {
  getOnlineRequestOrderStatus,
  handleOnlineRequestPaymentWebhook,
  openOnlineRequestOrder,
  placeOnlineRequestOrder,
  refreshOnlineRequestPayment,
  sendOnlineRequestStatusLink,
} from "@vtp/contracts/online-request/order";
import { serveEndpoint } from "../../http/endpoint.ts";
import type { OnlineRequestDeps } from "./deps.ts";
import { placeOrder, refreshPayment, registrationTokenFor } from "./draft/checkout.ts";
import { addMember, removeMember, saveFamily, saveMainHolder } from "./draft/people.ts";
import { changeDraft, createDraft, getDraft, municipalities, pilotCities, resetDraft, resumeDraft } from "./draft/service.ts";
import { saveEmail, saveRegion, saveSocialTariff, verifySocialTariff } from "./draft/steps.ts";
import { handleWebhook } from "./order/payments.ts";
import { openOrder, orderStatus, sendStatusLink } from "./order/status.ts";

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};
const draftOf = (request: FastifyRequest) => header(request, ONLINE_REQUEST_DRAFT_HEADER) ?? "";

export async function onlineRequestRoutes(app: FastifyInstance, deps: OnlineRequestDeps): Promise<void> {
  // Mollie's webhook is a form post (id=tr_…); only this plugin's routes read forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  serveEndpoint(app, getOnlineRequestPilotCities, { cacheControl: "public, max-age=300", handler: async () => pilotCities(deps) });
  serveEndpoint(app, findOnlineRequestMunicipalities, {
    cacheControl: "public, max-age=300",
    handler: async (request) => municipalities(deps, request.query.postalCode),
  });
  serveEndpoint(app, createOnlineRequestDraft, { handler: async () => createDraft(deps) });
  serveEndpoint(app, resumeOnlineRequestDraft, { handler: async (request) => resumeDraft(deps, request.body.resumeToken) });
  serveEndpoint(app, getOnlineRequestDraft, { handler: async (request) => getDraft(deps, draftOf(request)) });
  serveEndpoint(app, deleteOnlineRequestDraft, { handler: async (request) => resetDraft(deps, draftOf(request)) });
  serveEndpoint(app, saveOnlineRequestRegion, {
    handler: async (request) => changeDraft(() => saveRegion(deps, draftOf(request), request.body)),
  });
  serveEndpoint(app, saveOnlineRequestEmail, {
    handler: async (request) => changeDraft(() => saveEmail(deps, draftOf(request), request.body.email, request.ip)),
  });
  serveEndpoint(app, saveOnlineRequestSocialTariff, {
    handler: async (request) => changeDraft(() => saveSocialTariff(deps, draftOf(request), request.body.answer)),
  });
  serveEndpoint(app, verifyOnlineRequestSocialTariff, {
    handler: async (request) => changeDraft(() => verifySocialTariff(deps, draftOf(request), request.body.idToken, request.ip)),
  });
  serveEndpoint(app, saveOnlineRequestMainHolder, {
    handler: async (request) => changeDraft(() => saveMainHolder(deps, draftOf(request), request.body, request.ip)),
  });
  serveEndpoint(app, addOnlineRequestFamilyMember, {
    handler: async (request) => changeDraft(() => addMember(deps, draftOf(request), request.body, request.ip)),
  });
  serveEndpoint(app, removeOnlineRequestFamilyMember, {
    handler: async (request) => changeDraft(() => removeMember(deps, draftOf(request), request.params.memberId)),
  });
  serveEndpoint(app, saveOnlineRequestFamily, {
    handler: async (request) => changeDraft(() => saveFamily(deps, draftOf(request), request.body.familyPrivacyConsent)),
  });
  serveEndpoint(app, placeOnlineRequestOrder, { handler: async (request) => placeOrder(deps, draftOf(request)) });
  serveEndpoint(app, refreshOnlineRequestPayment, { handler: async (request) => refreshPayment(deps, draftOf(request)) });
  serveEndpoint(app, issueOnlineRequestRegistrationToken, {
    handler: async (request) =>
      registrationTokenFor(deps, {
        draftToken: header(request, ONLINE_REQUEST_DRAFT_HEADER),
        orderToken: header(request, ONLINE_REQUEST_ORDER_HEADER),
      }),
  });
  serveEndpoint(app, handleOnlineRequestPaymentWebhook, { handler: async (request) => handleWebhook(deps, request.body.id) });
  serveEndpoint(app, openOnlineRequestOrder, {
    handler: async (request) => openOrder(deps, request.params.orderId, request.body.customToken),
  });
  serveEndpoint(app, getOnlineRequestOrderStatus, {
    handler: async (request) =>
      orderStatus(deps, request.params.orderId, {
        orderToken: header(request, ONLINE_REQUEST_ORDER_HEADER),
        draftToken: header(request, ONLINE_REQUEST_DRAFT_HEADER),
      }),
  });
  serveEndpoint(app, sendOnlineRequestStatusLink, { handler: async (request) => sendStatusLink(deps, request.params.orderId) });
}
