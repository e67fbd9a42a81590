import { redirect } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { safeReturnPath } from "../../features/login/return-path.ts";
import { pathTo } from "../../route-table.ts";
import { serializeCookie } from "../../i18n/cookies.ts";
import { COOKIE_ACCEPTED, COOKIE_ACCEPTED_MAX_AGE } from "../../ui/cookie-notice.ts";
import type { Route } from "./+types/cookie-consent";

/** Closes the cookie notice: sets `cookie-accepted` for about 97 years and goes back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = readAppContext(context);
  const form = await request.formData();
  const cookie = serializeCookie(COOKIE_ACCEPTED, "true", {
    maxAge: COOKIE_ACCEPTED_MAX_AGE,
    secure: config.publicUrl.startsWith("https://"),
  });
  const slug = config.product.slug;
  return redirect(safeReturnPath(form.get("terug"), slug) ?? pathTo("index", slug), { headers: { "Set-Cookie": cookie } });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathTo("index", readAppContext(context).config.product.slug));
}
