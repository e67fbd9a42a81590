// /registratie-bevestigen (register-confirm): the outcome of linking a card during the login.
import { Link, redirect } from "react-router";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { confirmCopy as copy } from "../../copy/card-registration.ts";
import { readAppContext } from "../../context.server.ts";
import { takeRegistrationOutcome } from "../../features/login/index.server.ts";
import { registrationMessages } from "../../features/card-registration/index.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/registration-confirm";
import "../../styles/login-pages.css";

export async function loader(args: Route.LoaderArgs) {
  const outcome = await takeRegistrationOutcome(args);
  if (outcome === undefined) return redirect(pathTo("dashboard", readAppContext(args.context).config.product.slug));
  return outcome.status === "LINKED"
    ? {
        linked: true as const,
        cardNumber: formatCardNumber(outcome.cardNumber),
        holderFirstName: outcome.holderFirstName ?? null,
        accountFirstName: outcome.accountFirstName ?? null,
      }
    : { linked: false as const, message: outcome.message, notVerified: outcome.code === "EMAIL_NOT_VERIFIED" };
}

export default function RegistrationConfirm({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  if (!loaderData.linked) {
    return (
      <div className="auth-page">
        <h1 className="heading heading--1">{registrationMessages.failed}</h1>
        <div className="notice notice--danger" role="alert">
          <p>{loaderData.message}</p>
        </div>
        <div className="auth-actions">
          {loaderData.notVerified ? (
            <Link to={to("register-uitid-step2")} className="button button--primary">
              {copy.sendLinkingMail}
            </Link>
          ) : null}
          <Link to={to("dashboard")} className={loaderData.notVerified ? "button button--secondary" : "button button--primary"}>
            {copy.toDashboard}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.welcome(loaderData.accountFirstName)}</h1>
      <div className="notice notice--success" role="status">
        <p>{registrationMessages.linked(loaderData.holderFirstName ?? undefined)}</p>
        <p>
          {copy.cardNumber}
          <strong className="card-number">{loaderData.cardNumber}</strong>
        </p>
      </div>
      <p>{copy.saving}</p>
      <Link to={to("dashboard")} className="button button--primary">
        {copy.toDashboard}
      </Link>
    </div>
  );
}
