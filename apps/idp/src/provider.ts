// Configuration of the two oidc-provider instances:
// - the main provider at {publicUrl}/oidc (the product's identity service, client = the web app);
// - the government login stand-in at {publicUrl}/overheid-oidc (eID / itsme, client `overheid-login`).
// They are separate issuers (as the real services are) with their own cookies, so picking a test
// persona for the online request never touches the holder's own login session.
import { sql, type Kysely } from "kysely";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@vtp/db/availability";
import Provider, { errors, interactionPolicy, type Client, type KoaContextWithOIDC as Ctx } from "oidc-provider";
import type { AppConfig } from "@vtp/config";
import type { DB } from "@vtp/db/schema";
import { GOVERNMENT_CLIENT_ID, PARTNER_API_SCOPE, extraAuthorizeParams } from "@vtp/contracts/identity";
import { webPaths } from "@vtp/contracts/web-paths";
import { governmentPersonClaims, governmentPersonas } from "@vtp/personas";
import { createKyselyAdapter, revokeGrant } from "./adapter.ts";
import { partnerClientAdapter } from "./partner-clients.ts";
import type { IdpSecrets } from "./keys.ts";
import type { IdentityRepository } from "./repository.ts";
import { continueFormPage, logoutPage, messagePage } from "./views.ts";
import { loginMethodsOf, mainInteractionPolicy } from "./second-factor/login-methods.ts";

export const GOVERNMENT_MOUNT_PATH = "/overheid-oidc";
export const INTERACTION_PREFIX = "/idp/interaction";
export const GOVERNMENT_INTERACTION_PREFIX = "/idp/overheid/interaction";

export function apiResource(config: AppConfig): string {
  return config.oidc.apiAudience;
}

export function governmentIssuer(config: AppConfig): string {
  return `${config.publicUrl}${GOVERNMENT_MOUNT_PATH}`;
}

const API_SCOPE = "openid profile email offline_access";

/** Authorization code flow only (RFC 9700 §2.1.2): no implicit or hybrid response types. */
const RESPONSE_TYPES = ["code"];

const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", signed: true } as const;

const ttl = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
};

/** Security headers for the provider's own (Koa) responses, which bypass Fastify's hooks. */
const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

function decodeHtml(value: string): string {
  return value.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

function errorMessageNl(error: string): string {
  switch (error) {
    case "invalid_redirect_uri":
      return "De aanvraag verwijst naar een terugkeeradres dat niet is toegelaten.";
    case "invalid_client":
      return "Deze toepassing is niet gekend.";
    case "session_not_found":
    case "invalid_request":
      return "Je aanmelding is verlopen of ongeldig. Begin opnieuw vanuit de toepassing.";
    default:
      return "Er ging iets mis bij het aanmelden. Probeer het opnieuw vanuit de toepassing.";
  }
}

function commonSetup(provider: Provider, config: AppConfig): void {
  // Behind a TLS-terminating proxy (https public URL) trust X-Forwarded-Proto/Host for cookies and URLs.
  provider.proxy = config.publicUrl.startsWith("https://");
  provider.use(async (ctx: Ctx, next: () => Promise<void>) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!ctx.response.get(name)) ctx.set(name, value);
    }
    // oidc-provider's self-submitting form uses an inline script, which our CSP forbids:
    // replace it by a plain form with a "Doorgaan" button.
    if (typeof ctx.body === "string" && ctx.body.includes("<title>Submitting Callback</title>")) {
      const action = /<form method="post" action="([^"]*)">/.exec(ctx.body)?.[1];
      if (action !== undefined) {
        const inputs = [...ctx.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map(
          (m) => [decodeHtml(m[1] ?? ""), decodeHtml(m[2] ?? "")] as [string, string],
        );
        ctx.body = continueFormPage({ productName: config.product.name, action: decodeHtml(action), inputs });
        ctx.set("content-security-policy", SECURITY_HEADERS["content-security-policy"]!);
      }
    }
  });
  provider.on("server_error", (_ctx, error) => {
    // The database down or restarting is expected to happen: a warning, and renderError answers 503 (issue 18).
    if (isDatabaseUnavailable(error)) console.warn(`[idp] database niet bereikbaar: ${error.message}`);
    else console.error("[idp] server_error", error);
  });
}

function renderErrorFor(config: AppConfig) {
  return async (ctx: Ctx, out: { error: string; error_description?: string }, error?: unknown) => {
    ctx.type = "html";
    if (isDatabaseUnavailable(error)) {
      ctx.status = 503;
      ctx.set("retry-after", String(RETRY_AFTER_SECONDS));
      ctx.body = messagePage({
        productName: config.product.name,
        title: "We zijn even niet bereikbaar",
        message: "Door een storing bij ons lukt aanmelden nu niet. Probeer het over enkele ogenblikken opnieuw.",
        linkUrl: `${config.publicUrl}${webPaths.index}`,
        linkText: `Naar ${config.product.name}`,
        status: "alert",
      });
      return;
    }
    ctx.body = messagePage({
      productName: config.product.name,
      title: "Aanmelden niet gelukt",
      message: `${errorMessageNl(out.error)} (foutcode: ${out.error})`,
      linkUrl: `${config.publicUrl}${webPaths.index}`,
      linkText: `Naar ${config.product.name}`,
      status: "alert",
    });
  };
}

function logoutSourceFor(config: AppConfig) {
  return async (ctx: Ctx, form: string) => {
    ctx.type = "html";
    ctx.body = logoutPage({ productName: config.product.name, form, secretField: "xsrf" });
  };
}

function postLogoutSuccessSourceFor(config: AppConfig) {
  return async (ctx: Ctx) => {
    ctx.type = "html";
    ctx.body = messagePage({
      productName: config.product.name,
      title: "Afgemeld",
      message: "Je bent afgemeld.",
      linkUrl: `${config.publicUrl}${webPaths.index}`,
      linkText: `Naar ${config.product.name}`,
    });
  };
}

/** Auto-consent policy: first-party clients only, so missing scopes are granted in the interaction. */
async function issueRefreshToken(_ctx: Ctx, client: Client, code: { scopes: Set<string> }): Promise<boolean> {
  return client.grantTypeAllowed("refresh_token") && code.scopes.has("offline_access");
}

export type ProviderStorage = "database" | "memory";

/**
 * Refuses an unsafe provider setup in production: oidc-provider's in-memory adapter (loses every
 * session, code and token on restart and cannot be shared) or its development interactions (accept
 * any password).
 */
export function assertSafeForEnvironment(env: AppConfig["env"], setup: { storage: ProviderStorage; devInteractions: boolean }): void {
  if (env !== "production") return;
  if (setup.storage !== "database") {
    throw new Error("De identiteitsprovider start niet in productie met de in-memory adapter: gebruik de database.");
  }
  if (setup.devInteractions) {
    throw new Error("De identiteitsprovider start niet in productie met devInteractions.");
  }
}

/** The embedded provider's issuer: always {publicUrl}/oidc (config.oidc.issuer when embedded). */
export function embeddedIssuer(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

export interface MainProviderDeps {
  config: AppConfig;
  db: Kysely<DB>;
  secrets: IdpSecrets;
  clientSecret: string;
  repo: IdentityRepository;
  storage: ProviderStorage;
  /** Whether the account (by sub) has enrolled a second factor (decision 0061). */
  hasSecondFactor: (sub: string) => Promise<boolean>;
}

export function createMainProvider({ config, db, secrets, clientSecret, repo, storage, hasSecondFactor }: MainProviderDeps): Provider {
  const resource = apiResource(config);
  const payloads = createKyselyAdapter(db);
  const provider = new Provider(embeddedIssuer(config), {
    // The partner API's clients come from their table (decision 0045); everything else from oidc_payloads.
    ...(storage === "database"
      ? { adapter: (name: string) => (name === "Client" ? partnerClientAdapter(db, config) : payloads(name)) }
      : {}),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: clientSecret,
        client_name: config.product.name,
        redirect_uris: [`${config.publicUrl}${webPaths.callback}`],
        post_logout_redirect_uris: [`${config.publicUrl}${webPaths.index}`, `${config.publicUrl}${webPaths["login-uitid"]}`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        // Never the partner API's scope: that belongs to the partner clients only.
        scope: API_SCOPE,
      },
    ],
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: COOKIE_OPTIONS,
      short: COOKIE_OPTIONS,
    },
    claims: {
      // `amr`: how the person logged in (["pwd"] or ["pwd", "otp"], decision 0061), in every ID token.
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    scopes: ["openid", "offline_access", "profile", "email", PARTNER_API_SCOPE],
    // The web app reads the profile claims from the ID token; the access token is a JWT for the api.
    conformIdTokenClaims: false,
    responseTypes: RESPONSE_TYPES,
    extraParams: [...extraAuthorizeParams],
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        // RFC 7009 §2.1: a client revokes only its own tokens (the web client's logout revokes its refresh token).
        allowedPolicy: async (_ctx: Ctx, client: Client, token: { clientId?: string }) => {
          if (token.clientId !== client.clientId) throw new errors.InvalidRequest("client is not authorized to revoke the presented token");
          return true;
        },
      },
      userinfo: { enabled: true },
      // The partner API's clients (decision 0045): a token for the api, for the client itself.
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSourceFor(config),
        postLogoutSuccessSource: postLogoutSuccessSourceFor(config),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: Ctx, indicator: string, client: Client) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          // The web client gets the person's scopes; a partner client the partner API's scope only.
          const scope = client.clientId === config.oidc.clientId ? API_SCOPE : PARTNER_API_SCOPE;
          return { scope, audience: resource, accessTokenFormat: "jwt", accessTokenTTL: ttl.AccessToken };
        },
      },
    },
    // A partner client that asks no scope (RFC 6749 §4.4 makes it optional) gets the one it may have: its
    // JWT carries `partner-api`, which the api requires (decision 0045). Only partner clients have this grant.
    formats: {
      customizers: {
        jwt: async (ctx: Ctx, token: { kind: string }, jwt: { payload: Record<string, unknown> }) => {
          if (token.kind === "ClientCredentials" && jwt.payload.scope === undefined) jwt.payload.scope = PARTNER_API_SCOPE;
          // How the person logged in (RFC 8176, decision 0061): the login's amr, which the code and the refresh
          // token carry from the provider session, also goes into the access token, so the api sees whether
          // the second factor was used (["pwd", "otp"]).
          if (token.kind === "AccessToken") jwt.payload.amr = loginMethodsOf(ctx);
        },
      },
    },
    // The browser may call the provider from this product's own pages only: a partner client's token
    // (/api/docs: "Authorize" with the client id and secret), and, as oidc-provider's default allowed, the
    // web client's userinfo (its redirect URIs are on this origin). Every other cross-origin call is refused.
    clientBasedCORS: (ctx: Ctx, origin: string, client: Client) =>
      origin === new URL(config.publicUrl).origin && (client.clientId !== config.oidc.clientId || ctx.oidc?.route === "userinfo"),
    issueRefreshToken,
    rotateRefreshToken: true,
    ttl,
    interactions: {
      policy: mainInteractionPolicy(hasSecondFactor),
      url: async (_ctx: Ctx, interaction: { uid: string }) => `${INTERACTION_PREFIX}/${interaction.uid}`,
    },
    renderError: renderErrorFor(config),
    async findAccount(_ctx: Ctx, sub: string) {
      const account = await repo.findAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
          return {
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.firstName ? { given_name: account.firstName } : {}),
            ...(account.lastName ? { family_name: account.lastName } : {}),
            ...(name ? { name } : {}),
          };
        },
      };
    },
  });
  // Signing out at the provider ends the app's refresh tokens too. (oidc-provider keeps offline_access
  // grants alive across logout by default; for this product a logout must end them.)
  provider.use(async (ctx: Ctx, next: () => Promise<void>) => {
    await next();
    if (ctx.method === "POST" && ctx.path === "/session/end/confirm" && ctx.oidc?.session?.destroyed) {
      const authorizations = ctx.oidc.session.authorizations ?? {};
      for (const { grantId } of Object.values(authorizations)) {
        if (grantId) await revokeGrant(db, grantId);
      }
    }
  });
  // RP-initiated logout by the first-party web app with a valid id_token_hint and a registered
  // post_logout_redirect_uri: end the provider session and revoke the grant at once, without the
  // confirmation page. oidc-provider validates the hint, the client and the redirect URI (its
  // end_session checks run in `next()`; an invalid request ends as an error page there). Requests
  // without a valid hint keep the confirmation.
  provider.use(async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.path !== "/session/end" || (ctx.method !== "GET" && ctx.method !== "POST")) return next();
    await next();
    const oidc = ctx.oidc;
    if (!oidc?.params) return;
    const hint = oidc.entities.IdTokenHint;
    const client = oidc.entities.Client;
    const redirectTo = oidc.params.post_logout_redirect_uri;
    if (ctx.status !== 200 || !hint?.payload?.sub || client?.clientId !== config.oidc.clientId || !redirectTo) return;
    const sub = hint.payload.sub;
    const grantIds = new Set<string>();
    // The browser's own provider session, when it belongs to the hint's subject.
    const session = oidc.session;
    if (session?.accountId === sub) {
      for (const { grantId } of Object.values(session.authorizations ?? {})) if (grantId) grantIds.add(grantId);
      await session.destroy();
      ctx.cookies.set(provider.cookieName("session"), null, COOKIE_OPTIONS);
    }
    // The session the hint was issued in (its `sid`), even when the browser no longer sends the cookie.
    if (typeof hint.payload.sid === "string") {
      for (const grantId of await endSessionsBySid(db, config.oidc.clientId, sub, hint.payload.sid)) grantIds.add(grantId);
    }
    for (const grantId of grantIds) await revokeGrant(db, grantId);
    const target = new URL(redirectTo);
    if (typeof oidc.params.state === "string") target.searchParams.set("state", oidc.params.state);
    ctx.status = 303;
    ctx.set("cache-control", "no-store");
    ctx.redirect(target.href);
    ctx.status = 303;
    ctx.body = "";
  });
  // The web app's ID tokens carry `sid` (the provider session's id for the client), so a logout with
  // an id_token_hint finds the session and grant even after the browser dropped the session cookie.
  // oidc-provider adds `sid` only for back-channel clients or a claims request; widen it to this client.
  const ClientModel = provider.Client as unknown as { prototype: { includeSid(this: { clientId: string }): boolean } };
  const includeSid = ClientModel.prototype.includeSid;
  ClientModel.prototype.includeSid = function includeSidForWebClient(this: { clientId: string }) {
    return this.clientId === config.oidc.clientId || Boolean(includeSid.call(this));
  };
  // oidc-provider drops `offline_access` unless consent is prompted for (OpenID Connect Core 11). Our
  // only client is first-party and consent is granted automatically in the interaction, so an
  // authorization request asking for offline_access is treated as also asking for the consent prompt.
  provider.use(async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.method === "GET" && ctx.path === "/auth") {
      const query = ctx.query as Record<string, string | string[] | undefined>;
      const scope = typeof query.scope === "string" ? query.scope.split(" ") : [];
      const prompt = typeof query.prompt === "string" ? query.prompt.split(" ").filter(Boolean) : [];
      if (scope.includes("offline_access") && !prompt.includes("consent") && !prompt.includes("none") && !Array.isArray(query.prompt)) {
        // Keep the mount path derivable (oidc-provider compares req.originalUrl with the request URL).
        const originalUrl: string = ctx.req.originalUrl ?? ctx.url;
        const mountPath = originalUrl.substring(0, Math.max(0, originalUrl.indexOf(ctx.url)));
        ctx.query = { ...query, prompt: [...prompt, "consent"].join(" ") };
        ctx.req.originalUrl = `${mountPath}${ctx.url}`;
      }
    }
    await next();
  });
  commonSetup(provider, config);
  return provider;
}

/**
 * Ends the main provider's sessions of `sub` whose authorization for `clientId` has this `sid`; returns
 * the grant ids they held (to be revoked).
 */
async function endSessionsBySid(db: Kysely<DB>, clientId: string, sub: string, sid: string): Promise<string[]> {
  const rows = await db
    .selectFrom("oidc_payloads")
    .select(["id", "payload"])
    .where("model", "=", "Session")
    .where(sql<string>`payload->>'accountId'`, "=", sub)
    .where(sql<string>`payload->'authorizations'->${clientId}->>'sid'`, "=", sid)
    .execute();
  const grantIds: string[] = [];
  for (const row of rows) {
    const payload = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as {
      authorizations?: Record<string, { grantId?: string }>;
    };
    for (const { grantId } of Object.values(payload.authorizations ?? {})) if (grantId) grantIds.push(grantId);
    await db.deleteFrom("oidc_payloads").where("model", "=", "Session").where("id", "=", row.id).execute();
  }
  return grantIds;
}

export function createGovernmentProvider(deps: {
  config: AppConfig;
  db: Kysely<DB>;
  secrets: IdpSecrets;
  storage: ProviderStorage;
}): Provider {
  const { config, db, secrets, storage } = deps;
  // Always show the persona picker: a login prompt is requested until this request has a login result.
  const policy = interactionPolicy.base();
  const login = policy.get("login");
  if (!login) throw new Error("oidc-provider's base interaction policy has no login prompt");
  login.checks.add(
    new interactionPolicy.Check("pick_persona", "a test persona must be picked for every request", "login_required", (ctx: Ctx) =>
      ctx.oidc?.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  const provider = new Provider(governmentIssuer(config), {
    ...(storage === "database" ? { adapter: createKyselyAdapter(db, { namespace: "Overheid:" }) } : {}),
    clients: [
      {
        client_id: GOVERNMENT_CLIENT_ID,
        client_name: "Aanmelden bij de overheid (test)",
        token_endpoint_auth_method: "none",
        redirect_uris: [`${config.publicUrl}${webPaths["online-request-government-callback"]}`],
        post_logout_redirect_uris: [`${config.publicUrl}${webPaths.index}`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        scope: "openid profile insz",
      },
    ],
    jwks: secrets.jwks,
    cookies: {
      names: { session: "_overheid_session", interaction: "_overheid_interaction", resume: "_overheid_resume" },
      keys: secrets.cookieKeys,
      long: COOKIE_OPTIONS,
      short: COOKIE_OPTIONS,
    },
    claims: {
      openid: ["sub"],
      profile: ["given_name", "family_name", "name", "birthdate", "gender"],
      insz: ["insz", "address", "social_tariff", "card_number", "children"],
    },
    scopes: ["openid", "profile", "insz"],
    conformIdTokenClaims: false,
    responseTypes: RESPONSE_TYPES,
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSourceFor(config),
        postLogoutSuccessSource: postLogoutSuccessSourceFor(config),
      },
    },
    ttl: { ...ttl, Session: 10 * 60, Grant: 10 * 60 },
    interactions: { policy, url: async (_ctx: Ctx, interaction: { uid: string }) => `${GOVERNMENT_INTERACTION_PREFIX}/${interaction.uid}` },
    renderError: renderErrorFor(config),
    async findAccount(_ctx: Ctx, sub: string) {
      const persona = governmentPersonas.find((p) => p.sub === sub);
      if (!persona) return undefined;
      return {
        accountId: persona.sub,
        async claims() {
          return {
            sub: persona.sub,
            ...governmentPersonClaims(persona),
            name: `${persona.firstName} ${persona.lastName}`,
            children: persona.children.map(governmentPersonClaims),
          };
        },
      };
    },
  });
  commonSetup(provider, config);
  return provider;
}
