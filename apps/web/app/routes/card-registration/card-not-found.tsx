// /geen-{product}-gevonden (not_found_card): outcome screen, no card for this card number.
import { Link } from "react-router";
import { cardNotFoundCopy as copy } from "../../copy/card-registration.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import "../../styles/login-pages.css";

export default function CardNotFound() {
  const to = usePathTo();
  const { name } = useProduct();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading(name)}</h1>
      <p>{copy.text(name)}</p>
      <div className="auth-actions">
        <Link to={to("register-uitid-step1")} className="button button--primary">
          {copy.retry}
        </Link>
        <Link to={to("find")} className="button button--secondary">
          {copy.findPointOfSale}
        </Link>
      </div>
    </div>
  );
}
