// /geen-{product}-gevonden (not_found_card): outcome screen, no card for this card number.
import { Link } from "react-router";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import "../../styles/login-pages.css";

export default function CardNotFound() {
  const to = usePathTo();
  const { name } = useProduct();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">Geen {name} gevonden</h1>
      <p>
        We vonden geen {name} met dit pasnummer. Kijk het nummer op je pas nog eens na. Heb je nog geen {name}? Vraag er een aan of koop er
        een bij een verkooppunt.
      </p>
      <div className="auth-actions">
        <Link to={to("register-uitid-step1")} className="button button--primary">
          Probeer opnieuw
        </Link>
        <Link to={to("find")} className="button button--secondary">
          Zoek een verkooppunt
        </Link>
      </div>
    </div>
  );
}
