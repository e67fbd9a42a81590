import { Outlet, useRouteError } from "react-router";
import { BlankShell, ErrorView } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("authenticated"), resolveMiddleware("refreshToken"), resolveMiddleware("loginMethodReroute")];

/** The holder's card alone, without the site's chrome (the full-screen card a counter scans, decision
 * 0017): a holder layout with the guards of the default one and nothing around the page. */
export default function UserCardLayout() {
  return (
    <BlankShell>
      <div className="user-card-page">
        <Outlet />
      </div>
    </BlankShell>
  );
}

export function ErrorBoundary() {
  return (
    <BlankShell>
      <ErrorView error={useRouteError()} />
    </BlankShell>
  );
}
