import { useLocation } from "react-router";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { ConsentState } from "./consent.ts";
import { ConsentChoices } from "./consent-choices.tsx";

/**
 * The cookie banner (decision 0023), rendered on the server from the `cookie-accepted` cookie, so it
 * never flashes; it sits right after the skip link, so the keyboard reaches it first, while it shows at
 * the bottom of the screen. Its form posts to /cookies-accepteren and works without JavaScript; /pwa.js
 * posts it in the background and closes the banner at once (features/consent/consent-form.ts).
 * - Nothing optional configured: a notice ("Lees meer", "Sluiten"): only strictly necessary cookies.
 * - Analytics and/or marketing configured: a consent request. "Alles aanvaarden" and "Alles weigeren"
 *   look the same; "Instellingen" opens a choice per category (a native disclosure).
 */
export function ConsentBanner({ consent }: { consent: ConsentState }) {
  const location = useLocation();
  const pathTo = usePathTo();
  if (consent.decided) return null;
  const back = <input type="hidden" name="terug" value={location.pathname + location.search} />;

  if (consent.configured.length === 0) {
    return (
      <section className="cookie-banner" aria-label="Over cookies" data-cookie-banner="">
        <div className="cookie-banner__inner">
          <p className="cookie-banner__text">We gebruiken alleen cookies die nodig zijn om de site te laten werken.</p>
          <div className="cookie-banner__actions">
            <a className="cookie-banner__more" href={pathTo("cookies")}>
              Lees meer
            </a>
            <form method="post" action={pathTo("cookie-consent")} className="cookie-banner__form" data-consent-banner="" data-categories="">
              {back}
              <button type="submit" className="button button--small cookie-banner__close">
                Sluiten
              </button>
            </form>
          </div>
        </div>
      </section>
    );
  }

  const question = consent.configured.includes("marketing")
    ? "Mogen we ook meten hoe je de website gebruikt en hoe onze campagnes werken?"
    : "Mogen we ook meten hoe je de website gebruikt?";
  return (
    <section className="cookie-banner cookie-banner--consent" aria-label="Over cookies" data-cookie-banner="">
      <form
        method="post"
        action={pathTo("cookie-consent")}
        className="cookie-banner__inner cookie-banner__form"
        data-consent-banner=""
        data-categories={consent.configured.join(" ")}
      >
        {back}
        <p className="cookie-banner__text">
          We gebruiken cookies om de website te laten werken. {question}{" "}
          <a className="cookie-banner__link" href={pathTo("cookies")}>
            Meer over cookies
          </a>
        </p>
        <div className="cookie-banner__choices">
          {/* Equally prominent: the same style, side by side. */}
          <button type="submit" name="keuze" value="alles" className="button button--small cookie-banner__choice">
            Alles aanvaarden
          </button>
          <button type="submit" name="keuze" value="geen" className="button button--small cookie-banner__choice">
            Alles weigeren
          </button>
        </div>
        <details className="cookie-banner__settings">
          <summary className="cookie-banner__settings-toggle">Instellingen</summary>
          <ConsentChoices idPrefix="cookie-banner" configured={consent.configured} />
          <button type="submit" name="keuze" value="selectie" className="button button--small cookie-banner__choice">
            Keuze bewaren
          </button>
        </details>
      </form>
    </section>
  );
}
