// /uitid-registreren-stap2 (register-uitid-step2): the e-mail address for the card. The answer is the
// same for every address ("we sent a mail"): the mail itself leads on to logging in or creating the
// account, so this page never tells whether an address has an account.
import { Form, Link } from "react-router";
import { registrationCopy, step2Copy as copy } from "../../copy/card-registration.ts";
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
        <p className="auth-step">{copy.step}</p>
        <h1 className="heading heading--1">{copy.checkMailbox}</h1>
        <div className="notice notice--success" role="status">
          <p>
            {copy.sentTo}
            <strong className="auth-email">{result.sentTo}</strong>.
          </p>
        </div>
        <p>{copy.sentText(card)}</p>
        <p className="auth-hint">{copy.noMail}</p>
        <ul className="auth-links">
          <li>
            <Link to={to("register-uitid-step2")} reloadDocument>
              {copy.otherEmail}
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <p className="auth-step">{copy.step}</p>
      <h1 className="heading heading--1">{registrationCopy.register(name)}</h1>
      <p>
        {copy.foundCard(card)}
        <span className="card-number">({loaderData.cardLabel})</span>
        {copy.found}
      </p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      {result?.notVerified ? (
        <Form method="post" className="auth-actions">
          <input type="hidden" name="email" value={result.values.email ?? ""} />
          <input type="hidden" name="intent" value="mail" />
          <button type="submit" className="button button--secondary">
            {copy.sendLinkingMail}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="auth-form" noValidate>
        <TextField
          id={ids.email}
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          inputMode="email"
          defaultValue={result?.values.email}
          error={errorFor(result?.errors, "email")}
        />
        <button type="submit" className="button button--primary">
          {copy.send}
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("register-uitid-step1")}>{copy.backToStep1}</Link>
        </li>
      </ul>
    </div>
  );
}
