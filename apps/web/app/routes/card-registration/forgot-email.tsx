// /email-vergeten (forgot_email): card number + birth date reveal the linked e-mail, masked.
import { Form, Link } from "react-router";
import { CardAndBirthDateFields, cardFormIds as ids } from "../../features/card-registration/index.ts";
import { forgotEmailCopy as copy, registrationCopy } from "../../copy/card-registration.ts";
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
        <h1 className="heading heading--1">{copy.heading}</h1>
        <div className="notice notice--success" role="status">
          <p>
            {copy.linkedTo}
            <strong>{result.maskedEmail}</strong>.
          </p>
        </div>
        <Link to={to("login-uitid")} className="button button--primary">
          {registrationCopy.login}
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <CardAndBirthDateFields result={result} />
        <button type="submit" className="button button--primary">
          {copy.show}
        </button>
      </Form>
    </div>
  );
}
