import { Outlet, useRouteError } from "react-router";
import { ErrorView, PublicShell } from "./shells.tsx";

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
