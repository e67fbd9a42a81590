// Accounts for users of an external identity provider (OIDC_ISSUER): on the first API call with a
// valid access token whose subject has no account yet, the provider's userinfo endpoint tells the
// e-mail address and names, and the account is created. The embedded provider needs none of this.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "@vtp/db/schema";
import type { ProvisionAccount } from "./plugin.ts";
import { insertExternalIdentityAccount } from "./repository.ts";

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export function createExternalAccountProvisioner(
  db: Kysely<DB>,
  metadata: () => Promise<{ userinfo_endpoint?: string }>,
): ProvisionAccount {
  return async (token, verified) => {
    const endpoint = (await metadata()).userinfo_endpoint;
    if (endpoint === undefined) throw new Error("the issuer has no userinfo endpoint");
    const response = await fetch(endpoint, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    const claims = userinfoSchema.parse(await response.json());
    if (claims.sub !== verified.sub) throw new Error("userinfo is about another subject");
    await insertExternalIdentityAccount(db, {
      sub: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified ?? false,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
    });
  };
}
