// /uitIdStatus (uitid-status): the stored status of the card registration in progress.
import { Link } from "react-router";
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
      <h1 className="heading heading--1">Status van je registratie</h1>
      {data.status === null ? (
        <>
          <p>Er loopt geen registratie op dit toestel.</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            Registreer je {name}
          </Link>
        </>
      ) : data.status === "REGISTERED" ? (
        <>
          <p>
            Je pas ({data.cardLabel}) is al geregistreerd{data.maskedEmail ? <> met het e-mailadres {data.maskedEmail}</> : null}.
          </p>
          <Link to={to("login-uitid")} className="button button--primary">
            Aanmelden
          </Link>
        </>
      ) : (
        <>
          <p>Je pas ({data.cardLabel}) is nog niet geregistreerd. Kies in de volgende stap je e-mailadres.</p>
          <Link to={to("register-uitid-step2")} className="button button--primary">
            Naar stap 2
          </Link>
        </>
      )}
    </div>
  );
}
