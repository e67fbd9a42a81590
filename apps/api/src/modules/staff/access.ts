// How a staff route is served (decision 0032): `serveStaffEndpoint` registers a declared endpoint with
// auth `staff` and enforces its declared `staffAccess` on every call, so the rule a route needs is the
// one its declaration states (and the permissions matrix test reads):
// 1. onRequest, before the input is read: a valid access token of a known account (401 unauthorized),
//    whose account is staff of some organiser or region (403 not-staff), logged in with the second factor
//    when the configuration requires it (403 second-factor-required, decision 0061);
// 2. preHandler, after validation: the role the declaration names in the organiser (or region) the
//    request names, or card-system staff of the organiser's region where it says `cardSystemStaff`
//    (403 missing-permission).
// A partner client's client-credentials token (decision 0045) is a principal too: MEMBER of its one
// organiser (`loadPartnerClientPrincipal`), so the same declared access decides.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EndpointDeclaration, StaffAccess } from "@vtp/contracts/endpoint";
import { ProblemError } from "@vtp/contracts/problem";
import { serveEndpoint, type EndpointHandler } from "../../http/endpoint.ts";
import { resolveAccount, verifyBearerToken, type HolderAuthDeps } from "../auth/plugin.ts";
import {
  hasOrganiserRole,
  loadPartnerClientPrincipal,
  loadStaffPrincipal,
  requireCardSystemStaff,
  requireOrganiserRole,
  requireStaff,
  type StaffPrincipal,
} from "./service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by a staff route's onRequest hook. */
    staff?: StaffPrincipal | undefined;
  }
}

export type StaffAuthDeps = HolderAuthDeps & {
  /**
   * The configuration's `staffSecondFactor.required` (decision 0061): a person's token is refused (403
   * second-factor-required) unless the login used the second factor (amr "otp", or "mfa" from an external issuer).
   */
  secondFactorRequired: boolean;
};

/** The login methods (RFC 8176) that mean a second factor was used. */
const SECOND_FACTOR_METHODS = new Set(["otp", "mfa"]);

/** The staff principal of the request; 401 when the route was not served by serveStaffEndpoint. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.staff === undefined) throw new ProblemError("unauthorized", { detail: "Niet aangemeld als medewerker." });
  return request.staff;
}

function createAuthenticateStaff(deps: StaffAuthDeps) {
  return async function authenticateStaff(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { token, verified } = await verifyBearerToken(deps, request);
    // A partner client's token: its organiser, as MEMBER.
    if (verified.partnerClientId !== undefined) {
      request.staff = await loadPartnerClientPrincipal(deps, verified.partnerClientId);
      return;
    }
    // A person's token: the account and its roles in one statement. A subject without an account yet goes
    // the holder's way first (an external issuer's user is provisioned, or 401), then is asked again.
    let staff = await loadStaffPrincipal(deps, verified.sub);
    if (staff === undefined) {
      await resolveAccount(deps, request, token, verified);
      staff = await loadStaffPrincipal(deps, verified.sub);
      if (staff === undefined) {
        throw new ProblemError("unauthorized", {
          detail: "Geen account voor dit toegangstoken.",
          headers: { "www-authenticate": 'Bearer error="invalid_token"' },
        });
      }
    }
    const { account, principal } = staff;
    request.identity = { sub: verified.sub, ...account };
    requireStaff(principal);
    // Staff log in with their second factor where it is required; a partner client's token (above) has no person.
    if (deps.secondFactorRequired && !(verified.amr ?? []).some((method) => SECOND_FACTOR_METHODS.has(method))) {
      throw new ProblemError("second-factor-required");
    }
    request.staff = principal;
  };
}

function inputValue(request: FastifyRequest, from: { in: "query" | "params" | "body"; name: string }): number {
  const source = (from.in === "query" ? request.query : from.in === "params" ? request.params : request.body) as Record<string, unknown>;
  const value = Number(source?.[from.name]);
  // Validation has run: a declaration whose field is not an id is a programming error.
  if (!Number.isSafeInteger(value)) throw new Error(`${from.in}.${from.name} is geen id`);
  return value;
}

/** Checks the declared access of a staff endpoint against the request's principal and input. */
export async function checkStaffAccess(deps: StaffAuthDeps, access: StaffAccess, request: FastifyRequest): Promise<void> {
  const principal = staffOf(request);
  if (access.scope === "organiser") {
    const organiserId = inputValue(request, access.organiserFrom);
    // Card-system staff of the organiser's region too, where the declaration says so (staff and audit log, decision 0047; reports, 0048).
    if (access.cardSystemStaff === true && !hasOrganiserRole(principal, organiserId, access.role)) {
      await requireCardSystemStaff(deps, principal, { organiserId });
    } else requireOrganiserRole(principal, organiserId, access.role);
  } else if (access.scope === "card-system") {
    await requireCardSystemStaff(deps, principal, { cardSystemId: inputValue(request, access.cardSystemFrom) });
  } else requireStaff(principal);
}

/** Serves a declared `staff` endpoint with its declared access checked before the handler runs. */
export function serveStaffEndpoint<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  deps: StaffAuthDeps,
  handler: EndpointHandler<E>,
): void {
  const access = endpoint.staffAccess;
  if (endpoint.auth !== "staff" || access === undefined) {
    throw new Error(`${endpoint.operationId}: een medewerkersroute heeft auth "staff" en een staffAccess nodig`);
  }
  serveEndpoint(app, endpoint, {
    onRequest: createAuthenticateStaff(deps),
    preHandler: async (request) => checkStaffAccess(deps, access, request),
    handler,
  });
}
