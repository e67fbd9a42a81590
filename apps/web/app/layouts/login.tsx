import { Outlet, useRouteError } from "react-router";
import { ErrorView, LoginShell } from "./shells.tsx";

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
