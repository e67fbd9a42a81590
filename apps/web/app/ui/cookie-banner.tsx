import { useFetcher, useLocation } from "react-router";

export const COOKIE_ACCEPTED = "cookie-accepted";
/** About 97 years, in seconds (spec §9). */
export const COOKIE_ACCEPTED_MAX_AGE = 3_122_064_000;
export const COOKIE_CONSENT_PATH = "/cookies-accepteren";

/**
 * Shown until accepted. Rendered on the server from the `cookie-accepted` cookie, so it never flashes.
 * Accepting posts a form to /cookies-accepteren: with JavaScript through a fetcher (no page load),
 * without JavaScript as a normal POST that redirects back to the page.
 */
export function CookieBanner({ accepted }: { accepted: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  if (accepted || fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          Cookies op deze website
        </h2>
        <p className="cookie-banner__text">
          We gebruiken enkel cookies die nodig zijn om de website te laten werken en om je keuzes te onthouden. Lees er meer
          over in onze <a href="/cookieverklaring">cookieverklaring</a>.
        </p>
        <fetcher.Form method="post" action={COOKIE_CONSENT_PATH} className="cookie-banner__form">
          <input type="hidden" name="terug" value={location.pathname + location.search} />
          <button type="submit" className="button button--primary">
            Akkoord
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
