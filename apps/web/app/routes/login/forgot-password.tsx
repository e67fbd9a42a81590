// /wachtwoord-vergeten (forgot): the password (the former pin) is reset at the identity provider.
import { Link } from "react-router";
import { forgotPasswordCopy as copy } from "../../copy/login.ts";
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
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>{copy.noPin(name)}</p>
      <p>{copy.reset}</p>
      <div className="auth-actions">
        <a href={loaderData.resetUrl} className="button button--primary">
          {copy.request}
        </a>
        <Link to={to("forgot_email")} className="button button--secondary">
          {copy.forgotEmail}
        </Link>
      </div>
    </div>
  );
}
