import { Link } from "react-router";


/** 404: unmatched routes and pages whose validity check fails. */
export function NotFoundContent() {
  return (
    <div className="error-page">
      <h1 className="heading heading--1">Oops! Er liep iets mis</h1>
      <p className="error-page__code" lang="en">
        This page could not be found
      </p>
      <p>De pagina die je zoekt bestaat niet (meer) of het adres is niet juist. Controleer het adres of ga verder vanaf de startpagina.</p>
      <p>
        <Link className="button button--primary" to="/">
          Terug naar de startpagina
        </Link>
      </p>
    </div>
  );
}

/** Generic error (the /error page and unexpected errors). */
export function ErrorContent() {
  return (
    <div className="error-page">
      <h1 className="heading heading--1">Er is een fout opgetreden</h1>
      <p>Tijdens het surfen is een fout opgetreden</p>
      <p>
        <Link className="button button--primary" to="/">
          Terug naar de startpagina
        </Link>
      </p>
    </div>
  );
}

