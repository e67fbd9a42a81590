// /wachtwoord-vergeten (forgot): the password (the former pin) is reset at the identity provider.
import { Link } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { passwordResetUrl } from "../../features/login/index.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/forgot-password";
import "../../styles/login-pages.css";

export function loader({ context }: Route.LoaderArgs) {
  return { resetUrl: passwordResetUrl(readAppContext(context).config) };
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">Wachtwoord vergeten?</h1>
      <p>
        Je meldt je bij {name} aan met je e-mailadres en wachtwoord. Een pincode heb je niet meer nodig: aanmelden met kaartnummer en
        pincode kan niet meer sinds 1 september 2022.
      </p>
      <p>Vraag een nieuw wachtwoord aan. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen.</p>
      <div className="auth-actions">
        <a href={loaderData.resetUrl} className="button button--primary">
          Nieuw wachtwoord aanvragen
        </a>
        <Link to={to("forgot_email")} className="button button--secondary">
          E-mailadres vergeten?
        </Link>
      </div>
    </div>
  );
}
