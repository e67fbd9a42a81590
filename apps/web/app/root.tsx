import { useEffect } from "react";
import { Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteError } from "react-router";
import { readAppContext } from "./context.server.ts";
import { parseCookies, serializeCookie } from "./i18n/cookies.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromPath, resolveLocale } from "./i18n/locale.ts";
import { buildPageMeta } from "./i18n/meta.ts";
import type { ShellData } from "./layouts/shell-data.ts";
import { useShellData } from "./layouts/shell-data.ts";
import { ErrorView } from "./layouts/shells.tsx";
import { isLoggedIn } from "./navigation/guards.server.ts";
import { themeForPath } from "./navigation/theme.ts";
import { pathTo, routeForPath, routeNameForPath, routeNameForPattern, themedLayouts } from "./route-table.ts";
import { AlertRegion, AlertsProvider, ServerAlerts } from "./ui/alerts.tsx";
import { CookieBanner } from "./ui/cookie-banner.tsx";
import { DemoMarker } from "./ui/demo-marker.tsx";
import { COOKIE_ACCEPTED } from "./ui/cookie-notice.ts";
import { SkipLink } from "./ui/primitives.tsx";
import { ProgressBar } from "./ui/progress-bar.tsx";
import appCss from "./styles/app.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * Pages whose route module (or layout) exports `handle = { hydrate: false }` (content, login) are sent as
 * plain HTML without React's runtime: they need no client code, and it keeps them far below the
 * 100 KB JavaScript budget on a cheap phone. Every page still loads the small /pwa.js (service worker,
 * update prompt, idle prefetch). See docs/decisions/0005-static-public-pages.md.
 */
function useHydrate(): boolean {
  // The deepest route that says anything decides (a page can opt back in inside a static layout).
  const said = useMatches()
    .map((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate)
    .findLast((h) => h !== undefined);
  return said !== false;
}

/**
 * Runs for every document and data request:
 * - a route without a name (not in app/route-table.ts) redirects to /error;
 * - visiting a locale-prefixed URL stores the locale in the `locale` cookie (365 days);
 * - acceptance and test hosts (config `noindex`) answer with `X-Robots-Tag: noindex`.
 */
const shellMiddleware: Route.MiddlewareFunction = async ({ request, context, pattern, url }, next) => {
  const app = readAppContext(context);
  if (pattern && routeNameForPattern(pattern, app.publicConfig.productSlug) === undefined) {
    throw redirect(pathTo("error", app.publicConfig.productSlug));
  }
  const response = await next();
  const pathLocale = localeFromPath(url.pathname);
  const cookies = parseCookies(request.headers.get("cookie"));
  if (pathLocale !== undefined && cookies[LOCALE_COOKIE] !== pathLocale) {
    response.headers.append(
      "Set-Cookie",
      serializeCookie(LOCALE_COOKIE, pathLocale, { maxAge: LOCALE_COOKIE_MAX_AGE, secure: app.config.publicUrl.startsWith("https://") }),
    );
  }
  if (app.publicConfig.noindex) response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [shellMiddleware];

export function loader({ request, context }: Route.LoaderArgs): ShellData {
  const app = readAppContext(context);
  const cookieHeader = request.headers.get("cookie");
  const cookies = parseCookies(cookieHeader);
  return {
    publicConfig: app.publicConfig,
    origin: app.config.publicUrl,
    locale: resolveLocale({ cookie: cookies[LOCALE_COOKIE], acceptLanguage: request.headers.get("accept-language") }),
    cookieAccepted: cookies[COOKIE_ACCEPTED] === "true",
    loggedIn: isLoggedIn(app.config, cookieHeader),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  const productName = loaderData?.publicConfig.productName ?? "UiTPAS";
  const slug = loaderData?.publicConfig.productSlug ?? "uitpas";
  // The root's meta sees only its own match, so the page is found from the URL.
  let name = routeNameForPath(location.pathname, slug);
  if (error !== undefined && error !== null) name = isRouteErrorResponse(error) && error.status === 404 ? "404" : "error";
  return buildPageMeta({
    name,
    pathname: location.pathname,
    productName,
    origin: loaderData?.origin ?? "",
    noindex: loaderData?.publicConfig.noindex ?? false,
  });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useShellData();
  const { pathname } = useLocation();
  const hydrate = useHydrate();
  // Visitors, and everyone on a public/login/focus/blank page, get white; holders' layouts get the path colour.
  const layout = routeForPath(pathname, data?.publicConfig.productSlug ?? "uitpas")?.layout;
  const theme = themeForPath(pathname, (data?.loggedIn ?? false) && layout !== undefined && themedLayouts.has(layout));
  return (
    <html lang={data?.locale ?? "nl"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.color} />
        <Meta />
        {/* Stylesheets load from 'self', which the CSP allows without a nonce. An empty nonce (instead of
            the request's) keeps the markup the same for every request and matches what the browser
            leaves in the DOM after hiding nonces, so hydration sees no difference. */}
        <Links nonce="" />
      </head>
      <body style={{ ["--theme-bg" as string]: theme.color }} data-theme={theme.name}>
        <SkipLink />
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script type="module" src="/pwa.js" />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has taken over (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AlertsProvider>
      <ProgressBar />
      <DemoMarker demo={loaderData.publicConfig.demo} />
      {/* Right after the skip link, so the keyboard reaches the notice first (it shows at the bottom). */}
      <CookieBanner accepted={loaderData.cookieAccepted} />
      <Outlet />
      <AlertRegion />
      <ServerAlerts />
    </AlertsProvider>
  );
}

/** Last resort: errors above the layouts (e.g. the root loader). 404 responses show the 404 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="inhoud" tabIndex={-1} className="site-main">
      <ErrorView error={error} />
    </main>
  );
}
