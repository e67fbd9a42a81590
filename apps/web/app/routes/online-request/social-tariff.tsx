// /online-aanvraag/kansentarief (step 3 of 8): do you have a right to the social tariff? "Ja" or "ik weet
// het niet" goes to the government login (eID or itsme) to check it; "nee" goes on.
import { Form } from "react-router";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { socialTariffAnswers } from "../../copy/online-request.ts";
import { socialTariffAction, socialTariffLoader, type StepResult } from "../../features/online-request/wizard.server.ts";
import { personIds, RadioGroup } from "../../features/online-request/fields.tsx";
import type { OnlineRequestHandle } from "../../features/online-request/steps.ts";
import type { Route } from "./+types/social-tariff";

export const handle: OnlineRequestHandle = { onlineRequestStep: "social-tariff" };

export function loader(args: Route.LoaderArgs) {
  return socialTariffLoader(args);
}

export function action(args: Route.ActionArgs) {
  return socialTariffAction(args);
}

export default function SocialTariffStep({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const { view, governmentMessage } = loaderData;
  const region = view.region!;
  const answer = result?.values.answer ?? view.socialTariff?.answer;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">Heb je recht op kansentarief?</h1>
      <p className="wizard__lead">
        Met kansentarief krijg je tot 80% korting bij activiteiten die meedoen. Je hebt er recht op als je een verhoogde tegemoetkoming krijgt van je
        ziekenfonds, of in een schuldbemiddeling zit.
      </p>
      {!region.socialTariff ? (
        <p className="notice">In {region.municipalityName} vraag je kansentarief aan bij een verkooppunt. Online kan je hier een pas aan het gewone tarief aanvragen.</p>
      ) : null}
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={{ answer: personIds.answer }} />
      {governmentMessage ? (
        <div className="notice notice--warning" role="alert">
          <p>{governmentMessage}</p>
        </div>
      ) : null}
      <Form method="post" className="wizard__form" noValidate>
        <RadioGroup
          name="answer"
          legend="Heb je recht op een verhoogde tegemoetkoming?"
          hint="Kies je 'Ja' of 'Ik weet het niet'? Dan meld je je aan bij de overheid met je eID of itsme. Zo kijken we het na en vullen we je gegevens al in."
          options={socialTariffAnswers}
          value={answer}
          error={errorFor(result?.errors, "answer")}
          idPrefix="antwoord"
        />
        <div className="wizard__actions">
          <button type="submit" className="button button--primary">
            Volgende stap
          </button>
        </div>
      </Form>
      <Link to={to("online-request-email")} className="wizard__back">
        Vorige stap
      </Link>
    </div>
  );
}
