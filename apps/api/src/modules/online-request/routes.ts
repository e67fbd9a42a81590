// The online card request (issue 10), served from the declarations in @vtp/contracts/online-request.
// The draft token and the order token arrive in headers (never in URLs); Mollie's webhook posts a form.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addOnlineRequestFamilyMember,
  createOnlineRequestDraft,
  deleteOnlineRequestDraft,
  findOnlineRequestMunicipalities,
  getOnlineRequestDraft,
  getOnlineRequestOrderStatus,
  getOnlineRequestPilotCities,
  handleOnlineRequestPaymentWebhook,
  issueOnlineRequestRegistrationToken,
  ONLINE_REQUEST_DRAFT_HEADER,
  ONLINE_REQUEST_ORDER_HEADER,
  openOnlineRequestOrder,
  placeOnlineRequestOrder,
  refreshOnlineRequestPayment,
  removeOnlineRequestFamilyMember,
  resumeOnlineRequestDraft,
  saveOnlineRequestEmail,
  saveOnlineRequestFamily,
  saveOnlineRequestMainHolder,
  saveOnlineRequestRegion,
  saveOnlineRequestSocialTariff,
  sendOnlineRequestStatusLink,
  verifyOnlineRequestSocialTariff,
} from "@vtp/contracts/online-request";
import { serveEndpoint } from "../../http/endpoint.ts";
import * as service from "./service.ts";

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};
const draftOf = (request: FastifyRequest) => header(request, ONLINE_REQUEST_DRAFT_HEADER) ?? "";

export async function onlineRequestRoutes(app: FastifyInstance, deps: service.OnlineRequestDeps): Promise<void> {
  // Mollie's webhook is a form post (id=tr_…); only this plugin's routes read forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  serveEndpoint(app, getOnlineRequestPilotCities, { cacheControl: "public, max-age=300", handler: async () => service.pilotCities(deps) });
  serveEndpoint(app, findOnlineRequestMunicipalities, {
    cacheControl: "public, max-age=300",
    handler: async (request) => service.municipalities(deps, request.query.postalCode),
  });
  serveEndpoint(app, createOnlineRequestDraft, { handler: async () => service.createDraft(deps) });
  serveEndpoint(app, resumeOnlineRequestDraft, { handler: async (request) => service.resumeDraft(deps, request.body.resumeToken) });
  serveEndpoint(app, getOnlineRequestDraft, { handler: async (request) => service.getDraft(deps, draftOf(request)) });
  serveEndpoint(app, deleteOnlineRequestDraft, { handler: async (request) => service.resetDraft(deps, draftOf(request)) });
  serveEndpoint(app, saveOnlineRequestRegion, { handler: async (request) => service.saveRegion(deps, draftOf(request), request.body) });
  serveEndpoint(app, saveOnlineRequestEmail, {
    handler: async (request) => service.saveEmail(deps, draftOf(request), request.body.email, request.ip),
  });
  serveEndpoint(app, saveOnlineRequestSocialTariff, {
    handler: async (request) => service.saveSocialTariff(deps, draftOf(request), request.body.answer),
  });
  serveEndpoint(app, verifyOnlineRequestSocialTariff, {
    handler: async (request) => service.verifySocialTariff(deps, draftOf(request), request.body.idToken, request.ip),
  });
  serveEndpoint(app, saveOnlineRequestMainHolder, {
    handler: async (request) => service.saveMainHolder(deps, draftOf(request), request.body, request.ip),
  });
  serveEndpoint(app, addOnlineRequestFamilyMember, {
    handler: async (request) => service.addMember(deps, draftOf(request), request.body, request.ip),
  });
  serveEndpoint(app, removeOnlineRequestFamilyMember, {
    handler: async (request) => service.removeMember(deps, draftOf(request), request.params.memberId),
  });
  serveEndpoint(app, saveOnlineRequestFamily, {
    handler: async (request) => service.saveFamily(deps, draftOf(request), request.body.familyPrivacyConsent),
  });
  serveEndpoint(app, placeOnlineRequestOrder, { handler: async (request) => service.placeOrder(deps, draftOf(request)) });
  serveEndpoint(app, refreshOnlineRequestPayment, { handler: async (request) => service.refreshPayment(deps, draftOf(request)) });
  serveEndpoint(app, issueOnlineRequestRegistrationToken, {
    handler: async (request) =>
      service.registrationTokenFor(deps, {
        draftToken: header(request, ONLINE_REQUEST_DRAFT_HEADER),
        orderToken: header(request, ONLINE_REQUEST_ORDER_HEADER),
      }),
  });
  serveEndpoint(app, handleOnlineRequestPaymentWebhook, { handler: async (request) => service.handleWebhook(deps, request.body.id) });
  serveEndpoint(app, openOnlineRequestOrder, {
    handler: async (request) => service.openOrder(deps, request.params.orderId, request.body.customToken),
  });
  serveEndpoint(app, getOnlineRequestOrderStatus, {
    handler: async (request) =>
      service.orderStatus(deps, request.params.orderId, {
        orderToken: header(request, ONLINE_REQUEST_ORDER_HEADER),
        draftToken: header(request, ONLINE_REQUEST_DRAFT_HEADER),
      }),
  });
  serveEndpoint(app, sendOnlineRequestStatusLink, { handler: async (request) => service.sendStatusLink(deps, request.params.orderId) });
}
