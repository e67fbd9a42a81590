// /uitid-registreren-stap2 (register-uitid-step2): the e-mail of the account for the card.
import { Form, Link } from "react-router";
import { ErrorSummary, errorFor, TextField } from "../../features/auth/forms.tsx";
import type { FormResult } from "../../features/auth/form-errors.ts";
import { requireRegistration, submitStep2 } from "../../features/auth/registration.server.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/register-step2";
import "./auth.css";

export function loader(args: Route.LoaderArgs) {
  const state = requireRegistration(args);
  return { cardLabel: state.cardLabel };
}

export function action(args: Route.ActionArgs) {
  return submitStep2(args);
}

const ids = { email: "e-mailadres" };

export default function RegisterStep2({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const result = actionData as FormResult | undefined;
  return (
    <div className="auth-page">
      <p className="auth-step">Stap 2 van 2</p>
      <h1 className="heading heading--1">Registreer je {name}</h1>
      <p>
        We vonden je pas ({loaderData.cardLabel}). Met welk e-mailadres wil je aanmelden? Heb je nog geen account, dan maak je er meteen een aan.
      </p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <TextField
          id={ids.email}
          name="email"
          type="email"
          label="E-mailadres"
          autoComplete="email"
          inputMode="email"
          defaultValue={result?.values.email}
          error={errorFor(result?.errors, "email")}
        />
        <button type="submit" className="button button--primary">
          Verder
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to="/uitid-registreren-stap1">Terug naar stap 1</Link>
        </li>
      </ul>
    </div>
  );
}
