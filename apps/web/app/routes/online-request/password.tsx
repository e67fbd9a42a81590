// /online-aanvraag/wachtwoord (step 7 of 8): the account of the main holder. A new address creates its
// account at the identity provider (e-mail and names filled in, the visitor chooses a password and
// confirms the address); an existing one logs in. The new card is linked through its registration
// token on the way back.
import { Form } from "react-router";
import { passwordStepCopy as copy } from "../../copy/online-request/password.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import { useProduct } from "../../layouts/shell-data.ts";
import { passwordAction, passwordLoader, type StepResult } from "../../features/online-request/index.server.ts";
import { type OnlineRequestHandle, EmailAddress, Notice } from "../../features/online-request/index.ts";
import type { Route } from "./+types/password";

export const handle: OnlineRequestHandle = { onlineRequestStep: "password" };

export function loader(args: Route.LoaderArgs) {
  return passwordLoader(args);
}

export function action(args: Route.ActionArgs) {
  return passwordAction(args);
}

export default function PasswordStep({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const result = actionData as StepResult | undefined;
  const { view, signedInAsOwner, linkFailed } = loaderData;
  const existing = view.emailState === "EXISTING";
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading(signedInAsOwner || existing)}</h1>
      <Notice kind="success">
        <p>
          {copy.paid(view.members.length > 0)}
          <EmailAddress value={view.email ?? ""} strong />.
        </p>
      </Notice>
      <ErrorSummary errors={[]} general={result?.general ?? linkFailed} fieldIds={{}} />
      {signedInAsOwner ? (
        <p>
          {copy.signedIn[0]}
          <EmailAddress value={view.email ?? ""} />
          {copy.signedIn[1]}
        </p>
      ) : existing ? (
        <p>
          {copy.existing[0]}
          <EmailAddress value={view.email ?? ""} />
          {copy.existing[1]}
        </p>
      ) : (
        <>
          <p>{copy.newAccount(name)}</p>
          <ol>
            {copy.newAccountSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <Form method="post" className="wizard__actions">
        <button type="submit" className="button button--primary">
          {signedInAsOwner ? copy.link : existing ? wizardCopy.login : copy.choosePassword}
        </button>
      </Form>
    </div>
  );
}
