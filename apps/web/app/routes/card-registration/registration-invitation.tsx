// /uitid-koppelen?token=… (register-invitation): the link in the mail of registration step 2. A usable
// link goes straight on to the provider (log in with the mailed address, or create the account with
// it); the card is linked after the login. Otherwise this page says why and how to start again.
import { Link } from "react-router";
import { invitationCopy as copy, registrationCopy } from "../../copy/card-registration.ts";
import { followInvitation } from "../../features/card-registration/index.server.ts";
import type { Route } from "./+types/registration-invitation";
import { usePathTo } from "../../layouts/shell-data.ts";
import "../../styles/login-pages.css";

export async function loader(args: Route.LoaderArgs) {
  return followInvitation(args);
}

export default function RegistrationInvitation({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{registrationCopy.linkNoLongerWorks}</h1>
      <div className="notice notice--danger" role="alert">
        <p>{loaderData.message}</p>
      </div>
      <div className="auth-actions">
        <Link to={to("register-uitid-step1")} className="button button--primary">
          {copy.startAgain}
        </Link>
        <Link to={to("login-uitid")} className="button button--secondary">
          {registrationCopy.login}
        </Link>
      </div>
    </div>
  );
}
