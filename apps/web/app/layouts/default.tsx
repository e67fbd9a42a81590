import { Outlet, useRouteError } from "react-router";
import { DefaultShell, ErrorView } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("authenticated"), resolveMiddleware("refreshToken"), resolveMiddleware("loginMethodReroute")];

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultShell>
      <ErrorView error={useRouteError()} />
    </DefaultShell>
  );
}
