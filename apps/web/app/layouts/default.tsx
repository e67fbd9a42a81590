import { Outlet, useRouteError, type LoaderFunctionArgs } from "react-router";
import { DefaultShell, ErrorView } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";
import { loadUnreadCount } from "../features/messages/index.server.ts";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("authenticated"), resolveMiddleware("refreshToken"), resolveMiddleware("loginMethodReroute")];

/** The unread messages of the header and the profile tab (DefaultShell reads it). */
export async function loader(args: LoaderFunctionArgs) {
  return { unread: await loadUnreadCount(args) };
}

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
