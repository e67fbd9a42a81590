import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { readAppContext } from "./context.server.ts";
import { parseCookies, serializeCookie } from "./i18n/cookies.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromPath, resolveLocale } from "./i18n/locale.ts";
import { buildPageMeta } from "./i18n/meta.ts";
import type { ShellData } from "./layouts/shell-data.ts";
import { useShellData } from "./layouts/shell-data.ts";
import { ErrorView } from "./layouts/shells.tsx";
import { isLoggedIn } from "./navigation/guards.server.ts";
import { themeForPath } from "./navigation/theme.ts";
import { pathTo, themedLayouts } from "./route-table.ts";
import { routeForPath, routeNameForPath, routeNameForPattern } from "./route-lookup.ts";
import { AlertRegion, AlertsProvider, ServerAlerts } from "./ui/alerts.tsx";
import {
  ConsentBanner,
  COOKIE_ACCEPTED,
  readConsent,
  injectsVendorScript,
  integrationsFor,
  needsIntegrationScript,
  scriptConfig,
  pageTypeFor,
  PageViewSignal,
} from "./features/consent/index.ts";
import { currentAuth } from "./server/current.server.ts";
import { DemoMarker } from "./ui/demo-marker.tsx";
import { SkipLink } from "./ui/primitives.tsx";
import { ProgressBar } from "./ui/progress-bar.tsx";
import appCss from "./styles/app.css?url";
// The one font file above the fold (Latin, every weight): preloaded so the text rarely swaps at all.
import fontLatin from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const app = readAppContext(context);
  const cookieHeader = request.headers.get("cookie");
  const cookies = parseCookies(cookieHeader);
  const integrations = integrationsFor(app.config);
  const consent = readConsent(cookies[COOKIE_ACCEPTED], integrations.categories);
  const loggedIn = isLoggedIn(app.config, cookieHeader);
  // The MIA user type goes to analytics only, so it is read only when analytics is allowed.
  const mia = loggedIn && consent.granted.includes("analytics") ? (await currentAuth({ request, context }))?.session.data.mia : undefined;
  return {
    publicConfig: app.publicConfig,
    origin: app.config.publicUrl,
    locale: resolveLocale({ cookie: cookies[LOCALE_COOKIE], acceptLanguage: request.headers.get("accept-language") }),
    consent,
    integrations: needsIntegrationScript(integrations)
      ? {
          script: scriptConfig(integrations),
          nonce: injectsVendorScript(integrations) ? app.nonce : "",
          helpWidget: integrations.helpWidget !== null,
        }
      : null,
    mia,
    loggedIn,
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
  const route = routeForPath(pathname, data?.publicConfig.productSlug ?? "uitpas");
  const layout = route?.layout;
  const theme = themeForPath(pathname, (data?.loggedIn ?? false) && layout !== undefined && themedLayouts.has(layout));
  const integrations = data?.integrations ?? null;
  return (
    // The page's facts for analytics (/consent.js reads them; React keeps them current on navigations).
    <html
      lang={data?.locale ?? "nl"}
      data-route-name={route?.name ?? "404"}
      data-page-type={pageTypeFor(route)}
      data-consent={data?.consent.granted.join(" ") || undefined}
      data-mia={data?.mia === undefined ? undefined : String(data.mia)}
    >
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
      <body data-theme={theme.name}>
        <SkipLink />
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script type="module" src="/pwa.js" />
        {integrations ? (
          // The request's nonce only when a vendor script is injected (GTM, the help widget): it passes it on.
          // Browsers hide a nonce from the DOM, so hydration would see a difference: suppressHydrationWarning.
          <script
            type="module"
            src="/consent.js"
            data-vtp-integrations=""
            data-config={JSON.stringify(integrations.script)}
            nonce={integrations.nonce || undefined}
            suppressHydrationWarning
          />
        ) : null}
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
      <PageViewSignal />
      {/* Right after the skip link, so the keyboard reaches the banner first (it shows at the bottom). */}
      <ConsentBanner consent={loaderData.consent} />
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
