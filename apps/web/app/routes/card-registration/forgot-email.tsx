// /email-vergeten (forgot_email): card number + birth date reveal the linked e-mail, masked.
import { Form, Link } from "react-router";
import { CardAndBirthDateFields, cardFormIds as ids } from "../../features/card-registration/index.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import type { FormResult } from "../../server/form-errors.ts";
import { lookupForgottenEmail } from "../../features/card-registration/index.server.ts";
import type { Route } from "./+types/forgot-email";
import { usePathTo } from "../../layouts/shell-data.ts";
import "../../styles/login-pages.css";

export function action(args: Route.ActionArgs) {
  return lookupForgottenEmail(args);
}

export default function ForgotEmail({ actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const result = actionData as (FormResult & { maskedEmail?: string }) | undefined;
  if (result?.maskedEmail) {
    return (
      <div className="auth-page">
        <h1 className="heading heading--1">E-mailadres vergeten?</h1>
        <div className="auth-notice auth-notice--success" role="status">
          <p>
            Je pas is gekoppeld aan het e-mailadres <strong>{result.maskedEmail}</strong>.
          </p>
        </div>
        <Link to={to("login-uitid")} className="button button--primary">
          Aanmelden
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">E-mailadres vergeten?</h1>
      <p>Vul je pasnummer en geboortedatum in. We tonen een deel van het e-mailadres waarmee je aanmeldt.</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <CardAndBirthDateFields result={result} birthDateHint="Schrijf als dd/mm/jjjj." />
        <button type="submit" className="button button--primary">
          Toon mijn e-mailadres
        </button>
      </Form>
    </div>
  );
}
