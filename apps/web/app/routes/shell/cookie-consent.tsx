import { redirect } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { COOKIE_ACCEPTED, COOKIE_ACCEPTED_MAX_AGE, consentValue, grantedFromForm, integrationsFor } from "../../features/consent/index.ts";
import { safeReturnPath } from "../../navigation/return-path.ts";
import { pathTo } from "../../route-table.ts";
import { serializeCookie } from "../../i18n/cookies.ts";
import type { Route } from "./+types/cookie-consent";

/**
 * Stores the cookie choice for about 97 years (spec §9) and goes back to the page. Without optional
 * categories it closes the notice (`true`); with them it stores the version and what was allowed
 * (`keuze=alles|geen|selectie` and one checkbox per category; features/consent/consent.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = readAppContext(context);
  const form = await request.formData();
  const configured = integrationsFor(config).categories;
  const cookie = serializeCookie(COOKIE_ACCEPTED, consentValue(configured, grantedFromForm(form, configured)), {
    maxAge: COOKIE_ACCEPTED_MAX_AGE,
    secure: config.publicUrl.startsWith("https://"),
  });
  const slug = config.product.slug;
  return redirect(safeReturnPath(form.get("terug"), slug) ?? pathTo("index", slug), { headers: { "Set-Cookie": cookie } });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathTo("index", readAppContext(context).config.product.slug));
}
