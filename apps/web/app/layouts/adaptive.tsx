// Pages for visitors and holders alike (finding locations, searching rewards, activities): a visitor
// gets the public shell, a signed-in holder the holder's shell with its navigation and the theme colour
// of the path (yellow on the find pages). Either way the layout shows the page's title as its <h1>
// (the title catalogue's, or the page's own `pageTitle`), so the pages never render one themselves.
import { Outlet, useRouteError, type LoaderFunctionArgs } from "react-router";
import { DefaultShell, ErrorView, PublicShell } from "./shells.tsx";
import { useLeafPage } from "./page-name.ts";
import { useProduct, useShellData } from "./shell-data.ts";
import { resolveMiddleware } from "../navigation/guards.server.ts";
import { loadUnreadCount } from "../features/messages/index.server.ts";

/** Route guards: open to everyone; a holder whose onboarding is due goes there first, stale account cookies are cleared. */
export const middleware = [resolveMiddleware("notAuthenticated")];

/** A signed-in holder's unread messages for the holder's shell; null for a visitor (no api call). */
export async function loader(args: LoaderFunctionArgs) {
  return { unread: await loadUnreadCount(args) };
}

function VisitorTitle() {
  const { name, slug } = useProduct();
  const { title } = useLeafPage(slug, name);
  return (
    <div className="page-title-band page-title-band--public">
      <div className="container">
        <h1 className="page-title">{title ?? name}</h1>
      </div>
    </div>
  );
}

function Shell({ children, title }: { children: React.ReactNode; title: boolean }) {
  if (useShellData()?.loggedIn) return <DefaultShell>{children}</DefaultShell>;
  return (
    <PublicShell>
      {title ? <VisitorTitle /> : null}
      {children}
    </PublicShell>
  );
}

export default function AdaptiveLayout() {
  return (
    <Shell title>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    // The error and 404 pages bring their own <h1>.
    <Shell title={false}>
      <ErrorView error={useRouteError()} />
    </Shell>
  );
}
