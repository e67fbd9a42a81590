// The partner API's clients (decision 0045) as oidc-provider clients: an organiser's own system gets an
// access token with the client-credentials grant and nothing else (no login, no redirect, no refresh).
// The client store is the table `partner_clients` (migration 0027: client id, organiser, revoked?); the
// secret is not in the database: the data folder in the local demo or PARTNER_CLIENT_SECRETS
// (`getPartnerClientSecret`). A revoked client, or one without a secret, is unknown (invalid_client).
// oidc-provider asks its adapter's model "Client" for a client that is not in its static list.
import type { Kysely } from "kysely";
import type { AppConfig } from "@vtp/config";
import { getPartnerClientSecret } from "@vtp/config/secrets";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import type { DB } from "@vtp/db/schema";
import type { OidcAdapter } from "./adapter.ts";

/** The client metadata oidc-provider gets for a partner client, or undefined for an unknown one. */
export async function findPartnerClientMetadata(
  db: Kysely<DB>,
  config: Pick<AppConfig, "dataDir" | "posture" | "partnerClientSecrets">,
  clientId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom("partner_clients")
    .select(["client_id", "name"])
    .where("client_id", "=", clientId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const secret = getPartnerClientSecret(config, row.client_id);
  if (secret === undefined) return undefined;
  return {
    client_id: row.client_id,
    client_secret: secret,
    client_name: row.name,
    grant_types: ["client_credentials"],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: "client_secret_basic",
    scope: PARTNER_API_SCOPE,
  };
}

/** The adapter of oidc-provider's model "Client": reads partner clients, stores nothing (no dynamic registration). */
export function partnerClientAdapter(db: Kysely<DB>, config: AppConfig): OidcAdapter {
  const none = async () => undefined;
  return {
    find: (id) => findPartnerClientMetadata(db, config, id),
    findByUid: none,
    findByUserCode: none,
    upsert: async () => {
      throw new Error("partner clients are not registered through oidc-provider");
    },
    consume: none,
    destroy: none,
    revokeByGrantId: none,
  };
}
