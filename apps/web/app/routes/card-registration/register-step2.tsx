// /uitid-registreren-stap2 (register-uitid-step2): the e-mail address for the card. The answer is the
// same for every address ("we sent a mail"): the mail itself leads on to logging in or creating the
// account, so this page never tells whether an address has an account.
import { Form, Link } from "react-router";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { cardOf } from "../../features/card-registration/index.ts";
import { requireRegistration, submitStep2, type Step2Result } from "../../features/card-registration/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/register-step2";
import "../../styles/login-pages.css";

export function loader(args: Route.LoaderArgs) {
  const state = requireRegistration(args);
  return { cardLabel: state.cardLabel, holderFirstName: state.holderFirstName ?? null };
}

export function action(args: Route.ActionArgs) {
  return submitStep2(args);
}

const ids = { email: "e-mailadres" };

export default function RegisterStep2({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const result = actionData as Step2Result | undefined;
  const card = cardOf(loaderData.holderFirstName);
  if (result?.sentTo) {
    return (
      <div className="auth-page">
        <p className="auth-step">Stap 2 van 2</p>
        <h1 className="heading heading--1">Kijk in je mailbox</h1>
        <div className="auth-notice auth-notice--success" role="status">
          <p>
            We stuurden een mail naar <strong className="auth-email">{result.sentTo}</strong>.
          </p>
        </div>
        <p>Klik op de link in die mail. Je meldt je aan of maakt je account aan, en daarna koppelen we {card} meteen aan je account.</p>
        <p className="auth-hint">Geen mail gekregen? Kijk ook bij je spam. De link werkt 24 uur.</p>
        <ul className="auth-links">
          <li>
            <Link to={to("register-uitid-step2")} reloadDocument>
              Een ander e-mailadres gebruiken
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <p className="auth-step">Stap 2 van 2</p>
      <h1 className="heading heading--1">Registreer je {name}</h1>
      <p>
        We vonden {card} <span className="card-number">({loaderData.cardLabel})</span>. Naar welk e-mailadres mogen we de link sturen? Met
        die link meld je je aan, of maak je je account aan als je er nog geen hebt.
      </p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      {result?.notVerified ? (
        <Form method="post" className="auth-actions">
          <input type="hidden" name="email" value={result.values.email ?? ""} />
          <input type="hidden" name="intent" value="mail" />
          <button type="submit" className="button button--secondary">
            Stuur me een koppellink
          </button>
        </Form>
      ) : null}
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
          Stuur de link
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("register-uitid-step1")}>Terug naar stap 1</Link>
        </li>
      </ul>
    </div>
  );
}
