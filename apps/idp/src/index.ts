// The embedded OpenID Connect provider of the product (issuer {publicUrl}/oidc) and the government
// login stand-in (issuer {publicUrl}/overheid-oidc), mounted into the host's Fastify instance.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type Provider from "oidc-provider";
import type { AppConfig } from "@vtp/config";
import type { DB } from "@vtp/db/schema";
import { deleteExpiredPayloads } from "./adapter.ts";
import { getClientSecret, getSecondFactorSecret } from "@vtp/config/secrets";
import { loadGovernmentJwks, loadIdpSecrets } from "./keys.ts";
import { createMailer, type Mailer } from "@vtp/mailer";
import {
  GOVERNMENT_MOUNT_PATH,
  assertSafeForEnvironment,
  createGovernmentProvider,
  createMainProvider,
  governmentIssuer,
} from "./provider.ts";
import { createIdentityRepository } from "./repository.ts";
import { createSecondFactorRepository } from "./second-factor/repository.ts";
import { createSecretSealer } from "./second-factor/seal.ts";
import { registerIdpRoutes } from "./routes.ts";

export { apiResource, governmentIssuer } from "./provider.ts";
export { MAILBOX_PATH, FORGOT_PATH, RESET_PATH, VERIFY_PATH } from "./routes.ts";
export { createPasswordConfirmation, type PasswordConfirmation } from "./password-confirmation.ts";

export interface CreateIdpOptions {
  config: AppConfig;
  db: Kysely<DB>;
  clock?: () => Date;
  /** Outgoing mail; the host gives the product's mailer (@vtp/mailer), else the development outbox (SMTP needs the job queue). */
  mailer?: Mailer;
  /**
   * Storage of the provider. "memory" (oidc-provider's development adapter) exists only for quick
   * experiments and is refused in production, like development interactions.
   */
  storage?: "database" | "memory";
}

export interface Idp {
  provider: Provider;
  /** The government login stand-in; absent unless config.governmentLoginStandIn. */
  governmentProvider: Provider | undefined;
  /** Issuer of the government login stand-in (client `overheid-login`). */
  governmentIssuer: string;
  mount(app: FastifyInstance): Promise<void>;
  mailer: Mailer;
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export async function createIdp(opts: CreateIdpOptions): Promise<Idp> {
  const { config, db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const storage = opts.storage ?? "database";
  assertSafeForEnvironment(config.env, { storage, devInteractions: false });

  const secrets = loadIdpSecrets(config);
  const clientSecret = getClientSecret(config);
  const repo = createIdentityRepository(db, clock);
  const secondFactor = { repo: createSecondFactorRepository(db, clock), sealer: createSecretSealer(getSecondFactorSecret(config)) };
  const mailer = opts.mailer ?? createMailer(config, db, { clock });
  const hasSecondFactor = async (sub: string) => {
    const account = await repo.findAccountBySub(sub);
    return account !== undefined && (await secondFactor.repo.findFactor(account.id)) !== undefined;
  };
  const provider = createMainProvider({ config, db, secrets, clientSecret, repo, storage, hasSecondFactor });
  const governmentProvider = config.governmentLoginStandIn
    ? createGovernmentProvider({ config, db, secrets: { ...secrets, jwks: loadGovernmentJwks(config) }, storage })
    : undefined;

  const cleanup = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => console.error("[idp] cleanup failed", error));
    repo.deleteStaleLoginFailures().catch((error: unknown) => console.error("[idp] cleanup failed", error));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  let mounted = false;
  return {
    provider,
    governmentProvider,
    governmentIssuer: governmentIssuer(config),
    mailer,
    async mount(app) {
      if (mounted) throw new Error("createIdp().mount() mag maar één keer aangeroepen worden");
      mounted = true;
      if (!app.hasPlugin("@fastify/middie")) await app.register(import("@fastify/middie"));
      // oidc-provider owns everything under its mount paths; our own pages live under /idp/.
      app.use(new URL(provider.issuer).pathname, provider.callback());
      if (governmentProvider) app.use(GOVERNMENT_MOUNT_PATH, governmentProvider.callback());
      await app.register(async (scope) =>
        registerIdpRoutes(scope, { config, db, provider, governmentProvider, repo, mailer, clock, secondFactor }),
      );
    },
    async close() {
      clearInterval(cleanup);
    },
  };
}
