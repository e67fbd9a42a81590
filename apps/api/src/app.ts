// The product API: a Fastify plugin the host registers with `{ prefix: "/api" }`, after
// registerHttpBaseline (@vtp/http) has set up ids, logging, headers, compression, rate limits
// and problem JSON at the root.
//
// Convention for every domain module, in src/modules/<domain>/:
//   routes.ts      HTTP only: serves the endpoints declared in @vtp/contracts/<domain> with
//                  serveEndpoint (http/endpoint.ts): typed input, typed answer, OpenAPI from the same.
//   service.ts     the rules and transactions; throws ProblemError("<CODE>") for expected refusals.
//   repository.ts  the only place with SQL; snake_case rows never leave it, it returns camelCase;
//                  only its own module imports it (a large module has these per phase in sub-folders).
// Each module with endpoints exports `<domain>Routes(app, deps)`, registered below with its
// dependencies; card-issuing has none (the others call its service). Another module is called through
// its service, in one direction only (npm run boundaries; ARCHITECTURE.md "The api's modules").
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "@vtp/config";
import type { DatabaseKind } from "@vtp/contracts/health";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import type { DB } from "@vtp/db/schema";
import { createMailer, type Mailer } from "@vtp/mailer";
import type { JobQueue } from "@vtp/jobs";
import { createMetrics, fastifyServerOptions, registerHttpBaseline, type Metrics } from "@vtp/http";
import { openapiTransform, openapiTransformObject } from "./http/openapi.ts";
import { serializerCompiler } from "fastify-type-provider-zod";
import { zodValidatorCompiler } from "@vtp/http";
import { figuresRoutes } from "./modules/figures/routes.ts";
import { healthRoutes, opsRoutes } from "./modules/health/routes.ts";
import { productVersion } from "./modules/health/service.ts";
import { createAttemptGuard, createDbRateLimiter } from "@vtp/db/limits";
import { createAccountCache, type ProvisionAccount, type VerifyAccessToken } from "./modules/auth/plugin.ts";
import { createExternalAccountProvisioner } from "./modules/auth/provision.ts";
import { createAccessTokenVerifier, createIssuerMetadata } from "./modules/auth/verifier.ts";
import { cardRegistrationRoutes } from "./modules/card-registration/routes.ts";
import { CARD_PAIR_ATTEMPTS } from "./modules/card-registration/service.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { walletRoutes } from "./modules/wallet/routes.ts";
import { activitiesRoutes } from "./modules/activities/routes.ts";
import { checkinsRoutes } from "./modules/checkins/routes.ts";
import { counterRoutes } from "./modules/counter/routes.ts";
import { ticketSalesRoutes } from "./modules/ticket-sales/routes.ts";
import { reportsRoutes } from "./modules/reports/routes.ts";
import { counterRewardRoutes } from "./modules/counter/reward-routes.ts";
import { rewardManagementRoutes } from "./modules/rewards/management/routes.ts";
import { organiserManagementRoutes } from "./modules/organisers/management/routes.ts";
import { regionNewsRoutes } from "./modules/region-news/routes.ts";
import { createActivityCache } from "./modules/checkins/service.ts";
import { legacyLoginRoutes } from "./modules/legacy-login/routes.ts";
import { organisersRoutes } from "./modules/organisers/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { rewardsRoutes } from "./modules/rewards/routes.ts";
import { familyRoutes } from "./modules/family/routes.ts";
import { preferencesRoutes } from "./modules/preferences/routes.ts";
import { messagesRoutes } from "./modules/messages/routes.ts";
import { favouritesRoutes } from "./modules/favourites/routes.ts";
import { upcomingRoutes } from "./modules/upcoming/routes.ts";
import type { MessagesDeps } from "./modules/messages/service.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { getCheckinCodeSecret, getInszSecret, getVapidKeys } from "@vtp/config/secrets";
import { pushRoutes } from "./modules/push/routes.ts";
import { createCheckinCodeSigner } from "./shared/checkin-codes.ts";
import { onlineRequestRoutes } from "./modules/online-request/routes.ts";
import { myDataRoutes } from "./modules/my-data/routes.ts";
import type { ConfirmPassword } from "./modules/my-data/service.ts";
import { createGovernmentIdTokenVerifier, type VerifyGovernmentIdToken } from "./modules/online-request/draft/government-proof.ts";
import { paymentProviderFromConfig, type PaymentProvider } from "./modules/online-request/order/payment-provider.ts";
import { createInszVault } from "./modules/online-request/vault.ts";

export type { PaymentProvider, ProviderPayment } from "./modules/online-request/order/payment-provider.ts";
export { createMolliePaymentProvider } from "./modules/online-request/order/payment-provider.ts";
// The daily reminders on the job queue, which the host registers before it starts the queue (decision 0049).
export { registerReminders, runReminders, REMINDERS_QUEUE } from "./modules/messages/reminders.ts";
// The pushes of messages on the job queue, which the host registers too (decision 0060).
export { registerPush, PUSH_QUEUE } from "./modules/messages/push.ts";
export { registerRegionNews, REGION_NEWS_QUEUE } from "./modules/region-news/service.ts";
export type { MessagesDeps } from "./modules/messages/service.ts";

/**
 * What sending a message needs (decision 0049, 0060): the one builder for the api's modules and the host's
 * job workers. The VAPID keys come from the configuration, or the local demo's data folder.
 */
export function messagesDepsOf(
  config: AppConfig,
  parts: { db: Kysely<DB>; clock: () => Date; mailer: Mailer; jobs?: JobQueue | undefined },
): MessagesDeps {
  return {
    db: parts.db,
    clock: parts.clock,
    mailer: parts.mailer,
    publicUrl: config.publicUrl,
    productName: config.product.name,
    jobs: parts.jobs,
    push: { vapid: getVapidKeys(config), posture: config.posture },
  };
}
// The operations endpoints (/healthz, /readyz, /metrics), which the host mounts at its root.
export { opsRoutes, type OpsRoutesOptions } from "./modules/health/routes.ts";
// The report requests' worker, which the host registers on its job queue (decision 0048).
export { registerReportJobs, REPORT_RETRY } from "./modules/reports/jobs.ts";

export interface ApiPluginOptions {
  config: AppConfig;
  db: Kysely<DB>;
  clock?: () => Date;
  /** Defaults to "postgres" when config.databaseUrl is set, else "pglite". */
  databaseKind?: DatabaseKind;
  /** Bearer access-token check; defaults to the identity provider's JWT verifier (JWKS of config.oidc.issuer). */
  verifyAccessToken?: VerifyAccessToken;
  /** Creates accounts for an external issuer's users; defaults to its userinfo endpoint (none for the embedded one). */
  provisionAccount?: ProvisionAccount;
  /** Outgoing mail; the host gives the product's mailer (@vtp/mailer), else the development outbox (SMTP needs the job queue). */
  mailer?: Mailer;
  /** The online request's payment provider; defaults to config.payment (Mollie, the stand-in, or none). */
  paymentProvider?: PaymentProvider | null;
  /** The check of the government login's ID tokens; defaults to config.governmentLogin's issuer keys. */
  verifyGovernmentIdToken?: VerifyGovernmentIdToken;
  /** The job queue (the host's): report requests are jobs on it; without it they are refused (503). */
  jobs?: JobQueue;
  /** The national-number pre-check limits (tests lower them). */
  inszChecksPerDay?: { perAddress: number; perDraft: number };
  /**
   * The identity provider's password check (the host gives the embedded provider's); without it, deleting
   * an account (my data) is refused: the accounts are an external provider's.
   */
  confirmPassword?: ConfirmPassword;
}

export async function apiPlugin(app: FastifyInstance, opts: ApiPluginOptions): Promise<void> {
  const { config, db } = opts;
  const databaseKind: DatabaseKind = opts.databaseKind ?? (config.databaseUrl ? "postgres" : "pglite");

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.product.name} API`,
        version: productVersion,
        description: `De product-API van ${config.product.name}. Fouten zijn RFC 7807 problem details (application/problem+json) met een stabiel type /problems/<code> en een Nederlandstalige endUserMessage.`,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          basicAuth: { type: "http", scheme: "basic" },
          cardClient: { type: "apiKey", in: "header", name: "x-client-id" },
          // The partner API's clients (decision 0045): client credentials at the embedded provider's token
          // endpoint, scope partner-api; an external issuer's token endpoint is found through its discovery.
          partnerClient: config.oidc.embedded
            ? {
                type: "oauth2",
                flows: {
                  clientCredentials: {
                    tokenUrl: `${config.oidc.issuer}/token`,
                    scopes: { [PARTNER_API_SCOPE]: "De partner-API voor de eigen organisatie van de client" },
                  },
                },
              }
            : { type: "openIdConnect", openIdConnectUrl: `${config.oidc.issuer}/.well-known/openid-configuration` },
        },
      },
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: "/docs",
    // Asset URLs in the page must include the prefix the host mounted this plugin under.
    indexPrefix: app.prefix,
    uiConfig: { validatorUrl: null, deepLinking: false },
    // The baseline's CSP applies; Swagger UI loads only same-origin scripts and styles.
    staticCSP: false,
  });

  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });

  await app.register(healthRoutes, { db, databaseKind });

  // Identity: bearer-token holders, card registration (card API under /card) and the legacy login.
  const clock = opts.clock ?? (() => new Date());
  await app.register(figuresRoutes, { db, clock });
  const issuerMetadata = createIssuerMetadata(config);
  const verifyAccessToken = opts.verifyAccessToken ?? createAccessTokenVerifier(config, { metadata: issuerMetadata });
  // Users of an external identity provider get their account on their first call.
  const provisionAccount =
    opts.provisionAccount ?? (config.oidc.embedded ? undefined : createExternalAccountProvisioner(db, issuerMetadata));
  // One cache of linked accounts for every route of this api (decision 0019).
  const auth = {
    db,
    clock,
    verifyAccessToken,
    provisionAccount,
    accounts: createAccountCache(),
    // Staff routes: a person's token without the second factor is refused where it is required (decision 0061).
    secondFactorRequired: config.staffSecondFactor.required,
  };
  // The host gives the product's one mailer (the outbox on the job queue with SMTP_URL); alone, the development outbox.
  const mailer = opts.mailer ?? createMailer(config, db, { clock });
  // The inbox (decision 0049): every module that tells a holder something writes there through it.
  const messages = messagesDepsOf(config, { db, clock, mailer, jobs: opts.jobs });
  await app.register(messagesRoutes, auth);
  // Favourites and the savings goal (decision 0059).
  await app.register(favouritesRoutes, auth);
  // "Binnenkort" on the dashboard: what ends within 60 days (decision 0063).
  await app.register(upcomingRoutes, auth);
  // This device's push subscription (decision 0060); the pushes themselves are the messages' jobs.
  await app.register(pushRoutes, { ...auth, vapid: messages.push?.vapid, posture: config.posture });
  await app.register(accountRoutes, { ...auth, rateLimiter: createDbRateLimiter(db) });
  await app.register(walletRoutes, auth);
  // One counter of card number + birth date checks per card, for card registration and the family add.
  const cardAttempts = createAttemptGuard(db, CARD_PAIR_ATTEMPTS);
  await app.register(cardRegistrationRoutes, {
    ...auth,
    rateLimiter: createDbRateLimiter(db),
    cardAttempts,
    cardApiClientId: config.api.cardApiClientId,
    mailer,
    publicUrl: config.publicUrl,
    productName: config.product.name,
  });
  await app.register(legacyLoginRoutes, { db, clock, enabled: config.features.legacyLogin });
  await app.register(onboardingRoutes, auth);
  // One signer of check-in codes: the back office makes them (posters, kiosks), the self-scan checks them.
  const checkinCodes = createCheckinCodeSigner(getCheckinCodeSecret(config));
  // One cache of activities: the self-scan and the counter check in by the same rule on the same rows.
  const activities = createActivityCache();
  await app.register(checkinsRoutes, {
    ...auth,
    rateLimiter: createDbRateLimiter(db),
    activities,
    checkinCodes,
    messages,
  });
  await app.register(rewardsRoutes, auth);
  await app.register(organisersRoutes, { db, clock });
  await app.register(familyRoutes, {
    ...auth,
    cardAttempts,
    caps: config.family,
    mailer,
    messages,
    publicUrl: config.publicUrl,
    productName: config.product.name,
  });
  await app.register(preferencesRoutes, auth);
  // Staff: the counter, the back office and the partner API (/v4) check their declared access here; staff
  // management mails its invitations.
  await app.register(staffRoutes, { ...auth, mailer, publicUrl: config.publicUrl, productName: config.product.name });
  // One vault of national numbers: the online request stores them, the counter finds a holder by one.
  const vault = createInszVault(getInszSecret(config));
  await app.register(counterRoutes, { ...auth, inszHash: (insz: string) => vault.hash(insz), messages, activities });
  // Discounted tickets (kansentarief, coupons) at the counter and through the partner API.
  await app.register(ticketSalesRoutes, auth);
  await app.register(counterRewardRoutes, { ...auth, inszHash: (insz: string) => vault.hash(insz), messages, activities });
  // Rewards an organiser creates, edits and ends (back office and partner API; decision 0046).
  await app.register(rewardManagementRoutes, auth);
  // Organisers that card-system staff add to their region (decision 0067).
  await app.register(organiserManagementRoutes, auth);
  // News that card-system staff send to the holders of their region, delivered by the job queue (decision 0071).
  await app.register(regionNewsRoutes, { ...auth, jobs: opts.jobs });
  // Activities, their settings and check-in codes (back office and partner API; decision 0040).
  await app.register(activitiesRoutes, { ...auth, checkinCodes, publicUrl: config.publicUrl, productName: config.product.name });
  // Reports: on screen, as CSV, and over a long period on the job queue (decision 0048).
  await app.register(reportsRoutes, { ...auth, jobs: opts.jobs });
  // My data: the download, the account's deletion, a lost card blocked (decision 0044).
  await app.register(myDataRoutes, {
    ...auth,
    mailer,
    productName: config.product.name,
    openInsz: (sealed: string) => vault.decrypt(sealed),
    confirmPassword: opts.confirmPassword,
  });
  await app.register(onlineRequestRoutes, {
    db,
    clock,
    rateLimiter: createDbRateLimiter(db),
    vault,
    mailer,
    messages,
    publicUrl: config.publicUrl,
    productName: config.product.name,
    caps: config.family,
    payments: opts.paymentProvider === undefined ? paymentProviderFromConfig(config) : (opts.paymentProvider ?? undefined),
    verifyGovernmentIdToken: opts.verifyGovernmentIdToken ?? createGovernmentIdTokenVerifier(config, { clock }),
    log: app.log,
    ...(opts.inszChecksPerDay ? { inszChecksPerDay: opts.inszChecksPerDay } : {}),
  });
}

export interface BuildApiServerOptions {
  config: AppConfig;
  db: Kysely<DB>;
  clock?: () => Date;
  databaseKind?: DatabaseKind;
  logStream?: NodeJS.WritableStream;
  verifyAccessToken?: VerifyAccessToken;
  provisionAccount?: ProvisionAccount;
  mailer?: Mailer;
  paymentProvider?: PaymentProvider | null;
  verifyGovernmentIdToken?: VerifyGovernmentIdToken;
  inszChecksPerDay?: { perAddress: number; perDraft: number };
  confirmPassword?: ConfirmPassword;
  /** The job queue for report requests (tests create one on their database). */
  jobs?: JobQueue;
  /** The metrics /metrics shows (default: a fresh registry without the process metrics). */
  metrics?: Metrics;
  /** /readyz's wait for the database (see opsRoutes). */
  readyTimeoutMs?: number;
}

/** A Fastify instance with the HTTP baseline, the api under /api and the operations endpoints, ready for `inject` (tests). */
export async function buildApiServer(opts: BuildApiServerOptions): Promise<FastifyInstance> {
  const app = Fastify(fastifyServerOptions(opts.config, opts.logStream));
  const metrics = opts.metrics ?? createMetrics({ defaultMetrics: false });
  await registerHttpBaseline(app, opts.config, { db: opts.db, metrics });
  await app.register(opsRoutes, {
    config: opts.config,
    db: opts.db,
    metrics,
    ...(opts.readyTimeoutMs !== undefined ? { readyTimeoutMs: opts.readyTimeoutMs } : {}),
  });
  await app.register(apiPlugin, {
    prefix: "/api",
    config: opts.config,
    db: opts.db,
    ...(opts.clock !== undefined ? { clock: opts.clock } : {}),
    ...(opts.databaseKind !== undefined ? { databaseKind: opts.databaseKind } : {}),
    ...(opts.verifyAccessToken !== undefined ? { verifyAccessToken: opts.verifyAccessToken } : {}),
    ...(opts.provisionAccount !== undefined ? { provisionAccount: opts.provisionAccount } : {}),
    ...(opts.mailer !== undefined ? { mailer: opts.mailer } : {}),
    ...(opts.paymentProvider !== undefined ? { paymentProvider: opts.paymentProvider } : {}),
    ...(opts.verifyGovernmentIdToken !== undefined ? { verifyGovernmentIdToken: opts.verifyGovernmentIdToken } : {}),
    ...(opts.inszChecksPerDay !== undefined ? { inszChecksPerDay: opts.inszChecksPerDay } : {}),
    ...(opts.confirmPassword !== undefined ? { confirmPassword: opts.confirmPassword } : {}),
    ...(opts.jobs !== undefined ? { jobs: opts.jobs } : {}),
  });
  await app.ready();
  return app;
}
