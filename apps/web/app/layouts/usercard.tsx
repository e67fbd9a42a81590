import { Outlet, useRouteError } from "react-router";
import { DefaultShell, ErrorView } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("authenticated"), resolveMiddleware("refreshToken"), resolveMiddleware("loginMethodReroute")];

/** The default chrome with the page content on the holder's card (card data, scan result). */
export default function UserCardLayout() {
  return (
    <DefaultShell variant="usercard">
      <div className="user-card">
        <Outlet />
      </div>
    </DefaultShell>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultShell variant="usercard">
      <ErrorView error={useRouteError()} />
    </DefaultShell>
  );
}
