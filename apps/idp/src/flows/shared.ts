// What the flows of the identity provider's own pages share: their dependencies, the messages, the
// rate limits, the paths other flows link to, and the helpers around oidc-provider's interactions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { AppConfig } from "@vtp/config";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@vtp/contracts/identity";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import type { Mailer } from "@vtp/mailer";
import { providerPaths } from "@vtp/contracts/web-paths";
import type { IdentityRepository } from "../repository.ts";
import type { SecondFactorRepository } from "../second-factor/repository.ts";
import type { SecretSealer } from "../second-factor/seal.ts";
import { INTERACTION_PREFIX } from "../provider.ts";

export interface RouteDeps {
  config: AppConfig;
  db: Kysely<DB>;
  provider: Provider;
  /** Absent when the government login stand-in is switched off (config.governmentLoginStandIn). */
  governmentProvider?: Provider;
  repo: IdentityRepository;
  mailer: Mailer;
  clock: () => Date;
  /** The staff's second factor (decision 0061): its storage and the sealer of its secrets. */
  secondFactor: { repo: SecondFactorRepository; sealer: SecretSealer };
}

/** What every flow receives: the route dependencies and what is derived from them once. */
export interface FlowDeps extends RouteDeps {
  productName: string;
  /** Answers a request for an interaction that is unknown, expired or not in the expected state. */
  expiredPage(reply: FastifyReply): FastifyReply;
}

/** A flow registers its routes on the host's Fastify instance. */
export type Flow = (app: FastifyInstance, deps: FlowDeps) => void;

// Per visitor address (an IPv6 visitor counts as its /64, see rateLimitAddress), over all e-mail
// addresses: credential stuffing, mass registration and reset-mail flooding. The per-account login
// back-off (LOGIN_BACKOFF, independent of the address) is in the repository.
// The login's limit per address is configuration (LOGIN_ATTEMPTS_PER_ADDRESS, config.rateLimit); its window:
export const LOGIN_IP_WINDOW_SECONDS = 15 * 60;
export const FORGOT_RATE_LIMIT = { max: 10, windowSeconds: 15 * 60 };
export const REGISTER_RATE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

export const FORGOT_PATH = providerPaths.forgotPassword;
export const RESET_PATH = "/idp/wachtwoord-herstellen";
export const VERIFY_PATH = "/idp/email-bevestigen";

export const MSG = {
  wrongCredentials: "Dit e-mailadres en wachtwoord horen niet bij elkaar.",
  tooMany: "Te veel pogingen. Probeer het over enkele minuten opnieuw.",
  emailEmpty: "Vul je e-mailadres in.",
  emailInvalid: "Dit is een ongeldig e-mailadres",
  passwordBreached: "Dit wachtwoord komt voor in lijsten van gelekte wachtwoorden. Kies een ander.",
  passwordEmpty: "Vul je wachtwoord in.",
  passwordShort: `Je wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
  passwordLong: `Je wachtwoord mag hoogstens ${PASSWORD_MAX_LENGTH} tekens lang zijn.`,
  passwordMismatch: "De wachtwoorden komen niet overeen.",
  firstNameEmpty: "Vul je voornaam in.",
  lastNameEmpty: "Vul je achternaam in.",
  personaMissing: "Kies een testpersoon.",
  expired: "Je aanmelding is verlopen. Begin opnieuw vanuit de toepassing.",
  backoff: (minutes: number) =>
    `Er waren te veel mislukte pogingen om je aan te melden met dit e-mailadres. Probeer het over ${minutes === 1 ? "1 minuut" : `${minutes} minuten`} opnieuw, of kies 'Wachtwoord vergeten?'.`,
};

export const UID_RE = /^[A-Za-z0-9_-]{8,64}$/;
export const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

/** The parameters of the authorization request that the flows read. */
export interface InteractionParams {
  client_id?: string;
  /** "register" opens the registration form instead of the login form. */
  screen?: string;
  email?: string;
  login_hint?: string;
  /** An address the account must have: prefilled and read-only. */
  fixed_email?: string;
  return_if_cancelled?: string;
  /** Names the registration form shows filled in (the online request knows them). */
  given_name?: string;
  family_name?: string;
  /** "enrol": a staff member asks to set up the second factor (the local demo, where it is a choice). */
  second_factor?: string;
}

/** What the flows use of oidc-provider's interaction details. */
export interface Interaction {
  uid: string;
  exp: number;
  params: InteractionParams;
  prompt: {
    name: string;
    details?: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  };
  session?: { uid?: string; accountId?: string };
  grantId?: string;
  save(ttl: number): Promise<string>;
}

export function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store");
  if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "no-referrer");
  if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
  if (!reply.hasHeader("x-content-type-options")) reply.header("x-content-type-options", "nosniff");
  if (!reply.hasHeader("content-security-policy")) {
    reply.header(
      "content-security-policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  }
  return reply.send(body);
}

/** The one-time token in the query string of a link from a mail ("" when absent). */
export function queryToken(req: FastifyRequest): string {
  return (req.query as { token?: string }).token ?? "";
}

/** The interaction of this browser when it is the one in the path (:uid); otherwise undefined. */
export async function loadInteraction(p: Provider, req: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
  const uid = (req.params as { uid?: string }).uid;
  try {
    const details = await p.interactionDetails(req.raw, reply.raw);
    if (details.uid !== uid) return undefined;
    return details;
  } catch {
    return undefined;
  }
}

/** Ends the interaction with this result and sends the browser back to the provider. */
export async function finish(p: Provider, req: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
  const returnTo: string = await p.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: !("error" in result) });
  return reply.code(303).header("cache-control", "no-store").redirect(returnTo, 303);
}

/** First-party clients only: grant what the client asked for without a consent screen. */
export async function autoConsent(p: Provider, details: Interaction): Promise<Record<string, unknown>> {
  const { prompt, params, session, grantId } = details;
  const grant = grantId ? await p.Grant.find(grantId) : new p.Grant({ accountId: session?.accountId, clientId: params.client_id });
  if (!grant) throw new Error(`grant ${grantId} of interaction ${details.uid} not found`);
  const missing = prompt.details ?? {};
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  if (missing.missingResourceScopes) {
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes)) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
  }
  const savedId: string = await grant.save();
  return { consent: grantId ? {} : { grantId: savedId } };
}

/** The pages of one interaction of the main provider. */
export function interactionUrls(uid: string) {
  return {
    login: `${INTERACTION_PREFIX}/${uid}/aanmelden`,
    register: `${INTERACTION_PREFIX}/${uid}/registreren`,
    cancel: `${INTERACTION_PREFIX}/${uid}/annuleren`,
    forgot: `${FORGOT_PATH}?uid=${encodeURIComponent(uid)}`,
  };
}

/**
 * The GET and POST of one form inside an interaction (login, registration): the GET shows it, the POST
 * is handled only while the login prompt is open; anything else is the "expired" page.
 */
export function interactionForm(
  app: FastifyInstance,
  deps: FlowDeps,
  segment: string,
  render: (reply: FastifyReply, details: Interaction) => FastifyReply | Promise<FastifyReply>,
  submit: (req: FastifyRequest, reply: FastifyReply, details: Interaction) => Promise<unknown>,
): void {
  const path = `${INTERACTION_PREFIX}/:uid/${segment}`;
  app.get(path, async (req, reply) => {
    const details = await loadInteraction(deps.provider, req, reply);
    if (!details) return deps.expiredPage(reply);
    return render(reply, details);
  });
  app.post(path, async (req, reply) => {
    const details = await loadInteraction(deps.provider, req, reply);
    if (!details || details.prompt.name !== "login") return deps.expiredPage(reply);
    return submit(req, reply, details);
  });
}
