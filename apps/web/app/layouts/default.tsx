import { Outlet, useRouteError } from "react-router";
import { DefaultShell, ErrorView } from "./shells.tsx";

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
