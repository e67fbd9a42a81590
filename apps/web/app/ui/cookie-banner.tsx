import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { usePathTo } from "../layouts/shell-data.ts";

/**
 * The cookie notice. While the product only sets strictly necessary cookies (the cookie page says so),
 * there is nothing to consent to: visitors are told, with "Lees meer" and "Sluiten". Real consent comes
 * with analytics. Rendered on the server from the `cookie-accepted` cookie, so it never flashes; it sits
 * right after the skip link in the document, so the keyboard reaches it first, while it shows at the
 * bottom of the screen. "Sluiten" posts to /cookies-accepteren, which stores the choice for about 97
 * years: with JavaScript in the background (the notice closes at once), without as a normal POST that
 * redirects back.
 */
export function CookieBanner({ accepted }: { accepted: boolean }) {
  const location = useLocation();
  const pathTo = usePathTo();
  const [closed, setClosed] = useState(false);
  if (accepted || closed) return null;

  function close(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setClosed(true);
    void fetch(form.action, { method: "POST", body: new URLSearchParams({ terug: pathTo("index") }), redirect: "manual", credentials: "same-origin" });
  }

  return (
    <section className="cookie-banner" aria-label="Over cookies">
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">We gebruiken alleen cookies die nodig zijn om de site te laten werken.</p>
        <div className="cookie-banner__actions">
          <a className="cookie-banner__more" href={pathTo("cookies")}>
            Lees meer
          </a>
          <form method="post" action={pathTo("cookie-consent")} className="cookie-banner__form" onSubmit={close}>
            <input type="hidden" name="terug" value={location.pathname + location.search} />
            <button type="submit" className="button button--small cookie-banner__close">
              Sluiten
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
