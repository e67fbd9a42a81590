import { Outlet, useRouteError } from "react-router";
import { ErrorView, FocusShell } from "./shells.tsx";

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
