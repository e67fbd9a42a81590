import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { COOKIE_ACCEPTED } from "./cookie-notice.ts";
export const COOKIE_CONSENT_PATH = "/cookies-accepteren";

/**
 * Shown until accepted. Rendered on the server from the `cookie-accepted` cookie, so it never flashes.
 * Accepting posts the form to /cookies-accepteren, which sets the cookie: with JavaScript in the
 * background (the banner closes at once), without JavaScript as a normal POST that redirects back.
 * A plain form keeps React Router's form/fetcher code out of every page's JavaScript.
 */
export function CookieBanner({ accepted }: { accepted: boolean }) {
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  if (accepted || closed) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setClosed(true);
    void fetch(form.action, { method: "POST", body: new URLSearchParams({ terug: "/" }), redirect: "manual", credentials: "same-origin" });
  }

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
        <form method="post" action={COOKIE_CONSENT_PATH} className="cookie-banner__form" onSubmit={accept}>
          <input type="hidden" name="terug" value={location.pathname + location.search} />
          <button type="submit" className="button button--primary">
            Akkoord
          </button>
        </form>
      </div>
    </section>
  );
}
