// /uitid-registreren-stap1 (register-uitid-step1): card number and birth date.
import { Form, Link } from "react-router";
import { CardAndBirthDateFields, cardFormIds as ids } from "../../features/card-registration/index.ts";
import { registrationCopy, step1Copy as copy } from "../../copy/card-registration.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import type { FormResult } from "../../server/form-errors.ts";
import { submitStep1 } from "../../features/card-registration/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/register-step1";
import "../../styles/login-pages.css";

export function action(args: Route.ActionArgs) {
  return submitStep1(args);
}

export default function RegisterStep1({ actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const result = actionData as FormResult | undefined;
  return (
    <div className="auth-page">
      <p className="auth-step">{copy.step}</p>
      <h1 className="heading heading--1">{registrationCopy.register(name)}</h1>
      <p>{copy.intro(name)}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <CardAndBirthDateFields result={result} />
        <button type="submit" className="button button--primary">
          {copy.next}
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("login-uitid")}>{copy.haveAccount}</Link>
        </li>
        <li>
          <Link to={to("forgot_email")}>{copy.whichEmail}</Link>
        </li>
      </ul>
    </div>
  );
}
