import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from "react-router";
import { UnreadBadge } from "../features/messages/index.ts";
import { Icon } from "../ui/icons.tsx";
import { navLabel } from "../copy/nav.ts";
import { BottomNav, Footer, Logo, MobileAccountMenu, TopMenu, UserMenu } from "../navigation/nav.tsx";
import { themeForPath } from "../navigation/theme.ts";
import { A2hsPrompt } from "../pwa/a2hs-prompt.tsx";
import { ErrorContent, LoginUnavailableContent, NotFoundContent } from "./error-content.tsx";
import { MAIN_ID } from "../ui/primitives.tsx";
import { useLeafPage } from "./page-name.ts";
import { usePathTo, useProduct, useShellData } from "./shell-data.ts";

/** The page's main landmark (the skip link's target), in every shell. */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={["site-main", className].filter(Boolean).join(" ")}>
      {children}
    </main>
  );
}

/** Visitors: top menu, content, footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  const to = usePathTo();
  const data = useShellData();
  return (
    <div className="shell shell--public">
      <header className="site-header site-header--public">
        <div className="container site-header__inner">
          <Logo productName={name} />
          <TopMenu slug={slug} productName={name} />
          {data?.loggedIn ? (
            <Link to={to("dashboard")} className="button button--secondary site-header__cta">
              {navLabel("dashboard", name)}
            </Link>
          ) : (
            <Link to={to("login-uitid")} className="button button--primary site-header__cta">
              {navLabel("login", name)}
            </Link>
          )}
        </div>
      </header>
      <Main>{children}</Main>
      <Footer slug={slug} productName={name} />
    </div>
  );
}

/** The unread count the holder layouts' loaders read (default, adaptive); null when unknown. */
function useUnreadCount(): number | null {
  const own = useRouteLoaderData("layout-default") as { unread?: number | null } | undefined;
  const adaptive = useRouteLoaderData("layout-adaptive") as { unread?: number | null } | undefined;
  return own?.unread ?? adaptive?.unread ?? null;
}

/**
 * Logged-in holders: coloured header with the desktop user menu, the page title on desktop,
 * the bottom navigation on mobile, the footer and the mount point of the add-to-home-screen prompt.
 * Pages in this layout do not render their own <h1>: the layout shows the catalogue title.
 */
export function DefaultShell({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  const { pathname } = useLocation();
  const theme = themeForPath(pathname, true);
  const { title } = useLeafPage(slug, name);
  const unread = useUnreadCount();
  const to = usePathTo();
  const badges = { profile: <UnreadBadge count={unread} /> };
  return (
    <div className={`shell shell--default theme--${theme.name}`}>
      <header className="site-header site-header--themed">
        <div className="container site-header__inner">
          {/* The holder's start: the dashboard is one tap away from every signed-in screen. */}
          <Logo productName={name} to="dashboard" />
          <UserMenu slug={slug} productName={name} badges={badges} />
          <MobileAccountMenu productName={name} />
          {/* The inbox, with its unread count ("3 ongelezen berichten" for a screen reader). */}
          <Link to={to("messages")} className="header-messages">
            <Icon name="messages" />
            <span className="header-messages__label">{navLabel("messages", name)}</span>
            <UnreadBadge count={unread} />
          </Link>
        </div>
      </header>
      <Main>
        <div className="page-title-band">
          <div className="container">
            <h1 className="page-title">{title ?? name}</h1>
          </div>
        </div>
        {children}
      </Main>
      <div id="a2hs-prompt" className="a2hs-slot">
        <A2hsPrompt productName={name} />
      </div>
      <Footer slug={slug} productName={name} />
      <BottomNav slug={slug} productName={name} badges={badges} />
    </div>
  );
}

/** Login and registration: the form sits on an identity card in the middle of the page. */
export function LoginShell({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  return (
    <div className="shell shell--login">
      <header className="site-header site-header--public">
        <div className="container site-header__inner">
          <Logo productName={name} />
        </div>
      </header>
      <Main className="site-main--centered">
        <div className="identity-card">{children}</div>
      </Main>
      <Footer slug={slug} productName={name} />
    </div>
  );
}

export function BlankShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell shell--blank">
      <Main>{children}</Main>
    </div>
  );
}

/** Error content for a boundary: the 404 page for 404 responses, the generic error page otherwise. */
export function ErrorView({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The identity provider cannot be reached (decision 0041): the text of the host's 503 page.
  const loginDown =
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as { unavailable?: string } | null)?.unavailable === "identity-provider";
  // "Probeer opnieuw" loads the failing page again.
  const retryTo = `${pathname}${search}`;
  return (
    <div className="container section">
      {notFound ? <NotFoundContent /> : loginDown ? <LoginUnavailableContent retryTo={retryTo} /> : <ErrorContent retryTo={retryTo} />}
    </div>
  );
}
