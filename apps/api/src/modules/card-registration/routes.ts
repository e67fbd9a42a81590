// The card API of card registration (under /api/card) and the link after login (/api/user/uitid/link).
// Every card API call needs the header x-client-id = config.api.cardApiClientId.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CARD_API_CLIENT_ID_HEADER,
  emailCheckRequestSchema,
  emailCheckResponseSchema,
  emailLookupRequestSchema,
  emailLookupResponseSchema,
  invitationResponseSchema,
  linkCardRequestSchema,
  linkCardResponseSchema,
  REGISTRATION_TOKEN_HEADER,
  registrationStatusResponseSchema,
  registrationTokenResponseSchema,
} from "@vtp/contracts/card-registration";
import type { z } from "zod";
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

const CARD_API = "/card/passholders/me/uitid";

function noStore(reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

export async function cardRegistrationRoutes(app: FastifyInstance, deps: CardRegistrationRoutesDeps): Promise<void> {
  const requireHolderAuth = createRequireHolderAuth(deps);
  const clientCheck = async (request: FastifyRequest) => assertCardApiClient(deps, request.headers[CARD_API_CLIENT_ID_HEADER]);

  app.get(
    `${CARD_API}/registration-token`,
    {
      onRequest: clientCheck,
      schema: {
        summary: "Registratietoken voor kaartnummer + geboortedatum (Basic-authenticatie, x-client-id)",
        description:
          "Authorization: Basic base64(kaartnummer:geboortedatum yyyy-mm-dd). 200 { token, expiresIn }; anders 401 invalid_credentials, CARD_NOT_FOUND of CARD_NOT_SOLD, 403 CARD_BLOCKED, 429 rate-limited (10 pogingen per 15 minuten per bezoeker: IPv4-adres of IPv6-/64) of 429 CARD_ATTEMPTS_LOCKED (5 foute geboortedata voor deze pas binnen een uur: de pas is een uur geblokkeerd voor deze controle).",
        tags: ["card-registration"],
        operationId: "getRegistrationToken",
        security: [{ basicAuth: [] }],
        response: { 200: registrationTokenResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await consumeRateLimit(deps, "registrationToken", request.ip);
      return issueRegistrationToken(deps, request.headers.authorization);
    },
  );

  app.get(
    `${CARD_API}/status`,
    {
      onRequest: clientCheck,
      schema: {
        summary: "Registratiestatus van de pas van een registratietoken (header x-registration-token)",
        tags: ["card-registration"],
        operationId: "getRegistrationStatus",
        response: { 200: registrationStatusResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return registrationStatus(deps, header(request, REGISTRATION_TOKEN_HEADER));
    },
  );

  app.post(
    `${CARD_API}/email-check`,
    {
      onRequest: clientCheck,
      schema: {
        summary: "Stap 2: mail het e-mailadres de link om aan te melden of een account te maken (zelfde antwoord voor elk adres)",
        description:
          "200 { status: MAIL_SENT, email } voor elk adres, met of zonder account: het adres krijgt een mail met een link (/uitid-koppelen?token=…, een nieuw registratietoken gebonden aan dat adres, 24 uur geldig). 200 { status: UITPAS_ALREADY_LINKED, email (gemaskeerd) } als de pas al een account heeft.",
        tags: ["card-registration"],
        operationId: "checkRegistrationEmail",
        body: emailCheckRequestSchema,
        response: { 200: emailCheckResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await consumeRateLimit(deps, "emailCheck", request.ip);
      return checkEmail(deps, request.body as z.output<typeof emailCheckRequestSchema>);
    },
  );

  app.get(
    `${CARD_API}/invitation`,
    {
      onRequest: clientCheck,
      schema: {
        summary: "De link uit de mail van stap 2: het e-mailadres, of het een account heeft, en de voornaam van de pashouder (header x-registration-token)",
        tags: ["card-registration"],
        operationId: "getRegistrationInvitation",
        response: { 200: invitationResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return invitation(deps, header(request, REGISTRATION_TOKEN_HEADER));
    },
  );

  app.post(
    `${CARD_API}/email-lookup`,
    {
      onRequest: clientCheck,
      schema: {
        summary: "E-mailadres vergeten: het gekoppelde e-mailadres (gemaskeerd) voor kaartnummer + geboortedatum",
        tags: ["card-registration"],
        operationId: "lookupRegistrationEmail",
        body: emailLookupRequestSchema,
        response: { 200: emailLookupResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await consumeRateLimit(deps, "emailLookup", request.ip);
      return lookupEmail(deps, request.body as z.output<typeof emailLookupRequestSchema>);
    },
  );

  app.post(
    "/user/uitid/link",
    {
      preHandler: requireHolderAuth,
      schema: {
        summary: "Koppel de pas van een registratietoken aan het aangemelde account (e-mailadres bevestigd, of het token werd naar dat adres gemaild)",
        tags: ["card-registration"],
        operationId: "linkCard",
        security: [{ bearerAuth: [] }],
        body: linkCardRequestSchema,
        response: { 200: linkCardResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const body = request.body as z.output<typeof linkCardRequestSchema>;
      return linkCard(deps, identityOf(request), body.registrationToken);
    },
  );
}
