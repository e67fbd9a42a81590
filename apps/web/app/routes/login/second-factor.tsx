// /tweede-factor (second-factor): a staff member's new login with the second factor (decision 0061). The provider
// asks the password again, then the enrolment (QR code, key, recovery codes) or, once set up, the code; then back to
// ?pathname. Also for someone already signed in: the counter and the back office send staff here when the api
// refused their token without the second factor. The local demo's way to choose it.
import { readAppContext } from "../../context.server.ts";
import { beginLogin } from "../../features/login/index.server.ts";
import { safeReturnPath } from "../../navigation/return-path.ts";
import type { Route } from "./+types/second-factor";

export function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const returnTo = safeReturnPath(url.searchParams.get("pathname"), readAppContext(args.context).config.product.slug) ?? null;
  return beginLogin(args, { returnTo, authorize: { secondFactor: "enrol", forceLogin: true } });
}
