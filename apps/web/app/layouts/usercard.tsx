import { Outlet, useRouteError } from "react-router";
import { DefaultShell, ErrorView } from "./shells.tsx";

/** The default chrome with the page content on the holder's card (card data, scan result). */
export default function UserCardLayout() {
  return (
    <DefaultShell variant="usercard">
      <div className="user-card">
        <Outlet />
      </div>
    </DefaultShell>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultShell variant="usercard">
      <ErrorView error={useRouteError()} />
    </DefaultShell>
  );
}
