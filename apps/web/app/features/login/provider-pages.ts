// Pages of the embedded identity provider that the web app links to (their paths are shared with the
// provider in @vtp/contracts/web-paths).
import type { AppConfig } from "@vtp/config";
import { providerPaths } from "@vtp/contracts/web-paths";
import { pathTo } from "../../route-table.ts";

/**
 * Where a holder resets the password: the embedded provider's page, or (with an external provider,
 * whose reset page we do not know) the provider's login, which offers the reset itself.
 */
export function passwordResetUrl(config: AppConfig): string {
  return config.oidc.embedded
    ? `${config.publicUrl}${providerPaths.forgotPassword}`
    : `${config.publicUrl}${pathTo("login-uitid", config.product.slug)}`;
}
