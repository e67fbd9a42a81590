import { Outlet, useRouteError } from "react-router";
import { FocusShell } from "./focus-shell.tsx";
import { ErrorView } from "./shells.tsx";
import { resolveMiddleware } from "../navigation/guards.server.ts";
import "../routes/online-request/online-request.css";
import "../routes/online-request/stop.css";

/** Route guards of this layout (spec §2 "Route guards"). */
export const middleware = [resolveMiddleware("onlineRequestFeatureFlag")];

export default function FocusLayout() {
  return (
    <FocusShell>
      <Outlet />
    </FocusShell>
  );
}

export function ErrorBoundary() {
  return (
    <FocusShell>
      <ErrorView error={useRouteError()} />
    </FocusShell>
  );
}
