// /online-aanvraag/wachtwoord (step 7 of 8): the account of the main holder. A new address creates its
// account at the identity provider (e-mail and names filled in, the visitor chooses a password and
// confirms the address); an existing one logs in. The new card is linked through its registration
// token on the way back.
import { Form } from "react-router";
import { ErrorSummary } from "../../ui/field.tsx";
import { useProduct } from "../../layouts/shell-data.ts";
import { passwordAction, passwordLoader } from "../../features/online-request/checkout.server.ts";
import type { StepResult } from "../../features/online-request/wizard.server.ts";
import type { OnlineRequestHandle } from "../../features/online-request/steps.ts";
import { EmailAddress, Notice } from "../../features/online-request/notice.tsx";
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
      <h1 className="heading heading--1">{signedInAsOwner || existing ? "Koppel je pas aan je account" : "Kies een wachtwoord"}</h1>
      <Notice kind="success">
        <p>
          Bedankt! Je aanvraag is betaald. {view.members.length > 0 ? "De passen zijn" : "Je pas is"} aangemaakt. We stuurden een
          bevestiging naar <EmailAddress value={view.email ?? ""} strong />.
        </p>
      </Notice>
      <ErrorSummary errors={[]} general={result?.general ?? linkFailed} fieldIds={{}} />
      {signedInAsOwner ? (
        <p>
          Je bent aangemeld met <EmailAddress value={view.email ?? ""} />. Koppel je nieuwe pas aan je account, dan zie je hem meteen in de
          app.
        </p>
      ) : existing ? (
        <p>
          Meld je aan met <EmailAddress value={view.email ?? ""} />. Daarna koppelen we je nieuwe pas aan je account.
        </p>
      ) : (
        <>
          <p>Met een wachtwoord maak je je {name}-account. Daarmee meld je je aan in de app en zie je je pas, je punten en je voordelen.</p>
          <ol>
            <li>Je kiest een wachtwoord. Je e-mailadres en je naam zijn al ingevuld.</li>
            <li>We sturen je een mail: klik op de link om je e-mailadres te bevestigen.</li>
            <li>Je komt hier terug en je pas staat in je account.</li>
          </ol>
        </>
      )}
      <Form method="post" className="wizard__actions">
        <button type="submit" className="button button--primary">
          {signedInAsOwner ? "Pas koppelen" : existing ? "Aanmelden" : "Wachtwoord kiezen"}
        </button>
      </Form>
    </div>
  );
}
