// /{product}-al-geregistreerd (already_registered): outcome screen, the card already has an account.
import { Link } from "react-router";
import { alreadyRegisteredCopy as copy, registrationCopy } from "../../copy/card-registration.ts";
import { readRegistration } from "../../features/card-registration/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/card-already-registered";
import "../../styles/login-pages.css";

export function loader(args: Route.LoaderArgs) {
  return { maskedEmail: readRegistration(args)?.maskedEmail ?? null };
}

export default function CardAlreadyRegistered({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading(name)}</h1>
      <p>
        {copy.text(name)}
        {loaderData.maskedEmail ? (
          <>
            {" "}
            {copy.withEmail}
            <strong>{loaderData.maskedEmail}</strong>
          </>
        ) : null}
        {copy.end}
      </p>
      <div className="auth-actions">
        <Link to={to("login-uitid")} className="button button--primary">
          {registrationCopy.login}
        </Link>
        <Link to={to("forgot")} className="button button--secondary">
          {copy.forgotPassword}
        </Link>
      </div>
    </div>
  );
}
