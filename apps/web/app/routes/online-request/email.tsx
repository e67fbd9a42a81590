// /online-aanvraag/e-mailadres (step 2 of 8): the e-mail address. An address with an account logs in
// first (the address fixed), and comes back into the wizard; a cancelled or failed login shows the spec's
// message here. The "verder gaan" mail goes to the address.
import { Form } from "react-router";
import { emailStepCopy as copy } from "../../copy/online-request/email.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { emailAction, emailLoader, type StepResult } from "../../features/online-request/index.server.ts";
import { personIds, type OnlineRequestHandle, EmailAddress, Notice } from "../../features/online-request/index.ts";
import type { Route } from "./+types/email";

export const handle: OnlineRequestHandle = { onlineRequestStep: "email" };

export function loader(args: Route.LoaderArgs) {
  return emailLoader(args);
}

export function action(args: Route.ActionArgs) {
  return emailAction(args);
}

export default function EmailStep({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const { view, loginMessage, accountHasCard, signedInEmail, sameAccount } = loaderData;
  const email = result?.values.email ?? view.email ?? signedInEmail ?? "";
  // The address has an account and this visitor is not signed in with it: log in first.
  const existing = result?.existing === true || (result === undefined && view.emailState === "EXISTING" && !sameAccount);
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">{copy.lead(name)}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={{ email: personIds.email }} />
      {loginMessage ? (
        <Notice kind="warning" live="alert">
          <p>{loginMessage}</p>
        </Notice>
      ) : null}
      {accountHasCard ? (
        <Notice kind="warning" title={copy.hasCard(name)}>
          <p>{copy.hasCardText}</p>
          <p>
            <Link to={to("dashboard")}>{wizardCopy.toDashboard}</Link>
          </p>
        </Notice>
      ) : null}
      {existing && !accountHasCard ? (
        <Notice kind="info" title={copy.existing}>
          <p>
            {copy.existingText[0]}
            <EmailAddress value={view.email ?? ""} strong />
            {copy.existingText[1]}
          </p>
          <Form method="post" className="wizard__actions">
            <button type="submit" name="intent" value="login" className="button button--primary">
              {wizardCopy.login}
            </button>
          </Form>
          <p>{copy.otherAddress}</p>
        </Notice>
      ) : null}
      <Form method="post" className="wizard__form" noValidate>
        <TextField
          id={personIds.email}
          name="email"
          label={wizardCopy.email}
          hint={copy.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={email}
          error={errorFor(result?.errors, "email")}
          required
        />
        <div className="wizard__actions">
          <button type="submit" name="intent" value="save" className="button button--primary">
            {wizardCopy.next}
          </button>
        </div>
      </Form>
      <Link to={to("online-request-region")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}
