// /registratie-bevestigen (register-confirm): the outcome of linking a card during the login.
import { Link, redirect } from "react-router";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { takeRegistrationOutcome } from "../../features/auth/login.server.ts";
import { registrationMessages } from "../../features/auth/messages.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/registration-confirm";
import "./auth.css";

export async function loader(args: Route.LoaderArgs) {
  const outcome = await takeRegistrationOutcome(args);
  if (outcome === undefined) return redirect("/overzicht");
  return outcome.status === "LINKED"
    ? { linked: true as const, cardNumber: formatCardNumber(outcome.cardNumber) }
    : { linked: false as const, message: outcome.message };
}

export default function RegistrationConfirm({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  if (!loaderData.linked) {
    return (
      <div className="auth-page">
        <h1 className="heading heading--1">{registrationMessages.failed}</h1>
        <div className="auth-notice auth-notice--danger" role="alert">
          <p>{loaderData.message}</p>
        </div>
        <Link to="/overzicht" className="button button--primary">
          Naar je overzicht
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">Registratie gelukt</h1>
      <div className="auth-notice auth-notice--success" role="status">
        <p>{registrationMessages.linked(name)}</p>
        <p>
          Kaartnummer <strong className="card-number">{loaderData.cardNumber}</strong>
        </p>
      </div>
      <p>We stuurden je een e-mail om je e-mailadres te bevestigen. Klik op de link in die e-mail.</p>
      <Link to="/overzicht" className="button button--primary">
        Naar je overzicht
      </Link>
    </div>
  );
}
