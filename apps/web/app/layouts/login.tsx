import { Outlet, useRouteError } from "react-router";
import { ErrorView, LoginShell } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("notAuthenticated")];

/**
 * Login and registration pages are plain HTML forms that post to their route actions: they ship
 * without React's runtime, like the content pages (decision 0005).
 */
export const handle = { hydrate: false };

export default function LoginLayout() {
  return (
    <LoginShell>
      <Outlet />
    </LoginShell>
  );
}

export function ErrorBoundary() {
  return (
    <LoginShell>
      <ErrorView error={useRouteError()} />
    </LoginShell>
  );
}
