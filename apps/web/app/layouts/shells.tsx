import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { navLabel } from "../copy/nav.ts";
import { BottomNav, Footer, Logo, MobileAccountMenu, TopMenu, UserMenu } from "../navigation/nav.tsx";
import { themeForPath } from "../navigation/theme.ts";
import { A2hsPrompt, DisableA2hsPrompt } from "../pwa/a2hs-prompt.tsx";
import { ErrorContent, NotFoundContent } from "./error-content.tsx";
import { MAIN_ID } from "../ui/primitives.tsx";
import { useLeafPage } from "./page-name.ts";
import { pathTo } from "../route-table.ts";
import { usePathTo, useProduct, useShellData } from "./shell-data.ts";

function Main({ children, className }: { children: ReactNode; className?: string }) {
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
  return (
    <div className={`shell shell--default theme--${theme.name}`}>
      <header className="site-header site-header--themed">
        <div className="container site-header__inner">
          {/* The holder's start: the dashboard is one tap away from every signed-in screen. */}
          <Logo productName={name} to="dashboard" />
          <UserMenu slug={slug} productName={name} />
          <MobileAccountMenu productName={name} />
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
      <BottomNav slug={slug} productName={name} />
    </div>
  );
}

/** Where the focus layout's close button goes: the dashboard after the last (install-app) step when logged in, else the request start. */
export function focusCloseTarget(pathname: string, loggedIn: boolean, slug: string): string {
  if (loggedIn && /\/installeer-app\/?$/.test(pathname)) return pathTo("dashboard", slug);
  return pathTo("online-request", slug);
}

/** Online request: only a logo and a close button, so nothing distracts from the steps. */
export function FocusShell({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  const data = useShellData();
  const { pathname } = useLocation();
  return (
    <div className="shell shell--focus">
      <header className="site-header site-header--focus">
        <DisableA2hsPrompt />
        <div className="container site-header__inner">
          <Logo productName={name} />
          <Link to={focusCloseTarget(pathname, data?.loggedIn ?? false, slug)} className="close-button">
            <span aria-hidden="true">×</span>
            <span className="close-button__label">{navLabel("close", name)}</span>
          </Link>
        </div>
      </header>
      <Main className="site-main--narrow">{children}</Main>
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
  // "Probeer opnieuw" loads the failing page again.
  return <div className="container section">{notFound ? <NotFoundContent /> : <ErrorContent retryTo={`${pathname}${search}`} />}</div>;
}
