import { Link } from "react-router";
import { CONTACT_EMAIL } from "../copy/content/contact.ts";
import { loginUnavailableCopy as loginDown } from "../copy/system-pages.ts";
import { useProduct } from "../layouts/shell-data.ts";
import { faqPath } from "../navigation/items.ts";
import { pathTo } from "../route-table.ts";

/** 404: unmatched routes and pages whose validity check fails. */
export function NotFoundContent() {
  const { slug } = useProduct();
  return (
    <div className="error-page">
      <h1 className="heading heading--1">Oops! Er liep iets mis</h1>
      <p className="error-page__code" lang="en">
        This page could not be found
      </p>
      <p>De pagina die je zoekt bestaat niet (meer) of het adres klopt niet. Misschien helpt een van deze pagina's je verder:</p>
      <ul className="error-page__next">
        <li>
          <Link className="button button--primary" to={pathTo("index", slug)}>
            Naar de startpagina
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={pathTo("search-discounts", slug)}>
            Voordelen zoeken
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={faqPath(slug)}>
            Hulp en veelgestelde vragen
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * Generic error (the /error page and unexpected errors). `retryTo` is the page to try again: the failing
 * page itself in an error boundary, or the page the visitor came from on /error.
 */
export function ErrorContent({ retryTo }: { retryTo?: string | undefined }) {
  const { slug } = useProduct();
  return (
    <div className="error-page">
      <h1 className="heading heading--1">Er is een fout opgetreden</h1>
      <p>Tijdens het surfen is een fout opgetreden</p>
      <p>Dat ligt niet aan jou. Probeer het opnieuw; lukt het nog altijd niet, laat het ons dan weten.</p>
      <ul className="error-page__next">
        {retryTo ? (
          <li>
            <a className="button button--primary" href={retryTo}>
              Probeer opnieuw
            </a>
          </li>
        ) : null}
        <li>
          <Link className={`button ${retryTo ? "button--secondary" : "button--primary"}`} to={pathTo("index", slug)}>
            Terug naar de startpagina
          </Link>
        </li>
        <li>
          <a className="button button--secondary" href={`mailto:${CONTACT_EMAIL}`}>
            Contact: {CONTACT_EMAIL}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The identity provider cannot be reached (decision 0041): a client navigation's error boundary. */
export function LoginUnavailableContent({ retryTo }: { retryTo: string }) {
  const { slug } = useProduct();
  return (
    <div className="error-page">
      <h1 className="heading heading--1">{loginDown.heading}</h1>
      {loginDown.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <ul className="error-page__next">
        <li>
          <a className="button button--primary" href={retryTo}>
            {loginDown.retry}
          </a>
        </li>
        <li>
          <Link className="button button--secondary" to={pathTo("index", slug)}>
            {loginDown.home}
          </Link>
        </li>
        <li>
          {/* A document load: the service worker can answer it with the kept pass. */}
          <a className="button button--secondary" href={pathTo("card", slug)}>
            {loginDown.card}
          </a>
        </li>
      </ul>
    </div>
  );
}
