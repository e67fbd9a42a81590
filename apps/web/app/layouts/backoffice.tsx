// The back office's layout (/organisatie, issue 20): the staff shell named "Backoffice". No route guard,
// as the counter: each page's loader asks for a login and the api decides who is staff.
import { Outlet, useRouteError } from "react-router";
import { backofficeCopy } from "../copy/backoffice.ts";
import { ErrorView } from "./shells.tsx";
import { StaffShell } from "./staff-shell.tsx";

export default function BackofficeLayout() {
  return (
    <StaffShell label={backofficeCopy.title}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  return (
    <StaffShell label={backofficeCopy.title}>
      <ErrorView error={useRouteError()} />
    </StaffShell>
  );
}
