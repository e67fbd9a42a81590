import { Outlet, useRouteError } from "react-router";
import { ErrorView, PublicShell } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("notAuthenticated")];

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

export function ErrorBoundary() {
  return (
    <PublicShell>
      <ErrorView error={useRouteError()} />
    </PublicShell>
  );
}
