// The card API of card registration (under /api/card) and the link after login (/api/user/uitid/link).
// Every card API call needs the header x-client-id = config.api.cardApiClientId.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CARD_API_CLIENT_ID_HEADER,
  checkRegistrationEmail,
  getRegistrationInvitation,
  getRegistrationStatus,
  getRegistrationToken,
  linkCard as linkCardEndpoint,
  lookupRegistrationEmail,
  REGISTRATION_TOKEN_HEADER,
} from "@vtp/contracts/card-registration";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type ProvisionAccount, type VerifyAccessToken } from "../auth/plugin.ts";
import {
  assertCardApiClient,
  checkEmail,
  consumeRateLimit,
  invitation,
  issueRegistrationToken,
  linkCard,
  lookupEmail,
  registrationStatus,
  type CardRegistrationDeps,
} from "./service.ts";

export interface CardRegistrationRoutesDeps extends CardRegistrationDeps {
  verifyAccessToken: VerifyAccessToken;
  provisionAccount?: ProvisionAccount | undefined;
}

function registrationToken(request: FastifyRequest): string | undefined {
  const value = request.headers[REGISTRATION_TOKEN_HEADER];
  return typeof value === "string" ? value : undefined;
}

export async function cardRegistrationRoutes(app: FastifyInstance, deps: CardRegistrationRoutesDeps): Promise<void> {
  const onRequest = async (request: FastifyRequest) => assertCardApiClient(deps, request.headers[CARD_API_CLIENT_ID_HEADER]);

  serveEndpoint(app, getRegistrationToken, {
    onRequest,
    handler: async (request) => {
      await consumeRateLimit(deps, "registrationToken", request.ip);
      return issueRegistrationToken(deps, request.headers.authorization);
    },
  });
  serveEndpoint(app, getRegistrationStatus, {
    onRequest,
    handler: async (request) => registrationStatus(deps, registrationToken(request)),
  });
  serveEndpoint(app, checkRegistrationEmail, {
    onRequest,
    handler: async (request) => {
      await consumeRateLimit(deps, "emailCheck", request.ip);
      return checkEmail(deps, request.body);
    },
  });
  serveEndpoint(app, getRegistrationInvitation, { onRequest, handler: async (request) => invitation(deps, registrationToken(request)) });
  serveEndpoint(app, lookupRegistrationEmail, {
    onRequest,
    handler: async (request) => {
      await consumeRateLimit(deps, "emailLookup", request.ip);
      return lookupEmail(deps, request.body);
    },
  });
  serveEndpoint(app, linkCardEndpoint, {
    preHandler: createRequireHolderAuth(deps),
    handler: async (request) => linkCard(deps, identityOf(request), request.body.registrationToken),
  });
}
