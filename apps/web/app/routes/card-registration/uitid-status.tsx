// /uitIdStatus (uitid-status): the stored status of the card registration in progress.
import { Link } from "react-router";
import { registrationCopy, statusCopy as copy } from "../../copy/card-registration.ts";
import { readRegistration } from "../../features/card-registration/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/uitid-status";
import "../../styles/login-pages.css";

export function loader(args: Route.LoaderArgs) {
  const state = readRegistration(args);
  return state ? { status: state.status, cardLabel: state.cardLabel, maskedEmail: state.maskedEmail ?? null } : { status: null };
}

export default function UitidStatus({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const data = loaderData as { status: "REGISTERED" | "UNREGISTERED" | null; cardLabel?: string; maskedEmail?: string | null };
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      {data.status === null ? (
        <>
          <p>{copy.none}</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            {registrationCopy.register(name)}
          </Link>
        </>
      ) : data.status === "REGISTERED" ? (
        <>
          <p>{copy.registered(data.cardLabel, data.maskedEmail)}</p>
          <Link to={to("login-uitid")} className="button button--primary">
            {registrationCopy.login}
          </Link>
        </>
      ) : (
        <>
          <p>{copy.unregistered(data.cardLabel)}</p>
          <Link to={to("register-uitid-step2")} className="button button--primary">
            {copy.toStep2}
          </Link>
        </>
      )}
    </div>
  );
}
