// The counter's layout (/balie, issue 20): the staff shell named "Balie": a staff member serves a queue.
// No route guard: the page's loader asks for a login (the way back included) and the api decides who is
// staff; an account that is not gets the page's 403 answer, also when the holder's onboarding is still due.
import { Outlet, useRouteError } from "react-router";
import { counterCopy } from "../copy/counter.ts";
import { ErrorView } from "./shells.tsx";
import { StaffShell } from "./staff-shell.tsx";

export default function CounterLayout() {
  return (
    <StaffShell label={counterCopy.title}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  return (
    <StaffShell label={counterCopy.title}>
      <ErrorView error={useRouteError()} />
    </StaffShell>
  );
}
