// Pages of the embedded identity provider that the web app links to (apps/idp/src/routes.ts).
import type { AppConfig } from "@vtp/config";
import { pathTo } from "../../route-table.ts";

export const IDP_FORGOT_PATH = "/idp/wachtwoord-vergeten";

/**
 * Where a holder resets the password: the embedded provider's page, or (with an external provider,
 * whose reset page we do not know) the provider's login, which offers the reset itself.
 */
export function passwordResetUrl(config: AppConfig): string {
  return config.oidc.embedded ? `${config.publicUrl}${IDP_FORGOT_PATH}` : `${config.publicUrl}${pathTo("login-uitid", config.product.slug)}`;
}
