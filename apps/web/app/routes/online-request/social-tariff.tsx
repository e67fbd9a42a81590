// /online-aanvraag/kansentarief (step 3 of 8): do you have a right to the social tariff? "Ja" or "ik weet
// het niet" goes to the government login (eID or itsme) to check it; "nee" goes on.
import { Form } from "react-router";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { socialTariffAnswers } from "../../copy/online-request.ts";
import { socialTariffAction, socialTariffLoader, type StepResult } from "../../features/online-request/index.server.ts";
import { personIds, RadioGroup, Notice, type OnlineRequestHandle } from "../../features/online-request/index.ts";
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
        Kansentarief is een korting voor mensen met een laag inkomen. Met kansentarief kost je pas minder en krijg je tot 80% korting bij
        activiteiten die meedoen.
      </p>
      <div className="explain">
        <h2 className="explain__title">Wie heeft er recht op?</h2>
        <ul className="explain__list">
          <li>Je krijgt van je ziekenfonds een verhoogde tegemoetkoming. Dan betaal je ook minder bij de dokter en de apotheek.</li>
          <li>Of je krijgt hulp om je schulden af te betalen (schuldbemiddeling).</li>
        </ul>
      </div>
      {!region.socialTariff ? (
        <Notice kind="info" live={false}>
          <p>
            In {region.municipalityName} vraag je kansentarief aan bij een verkooppunt. Online kan je hier een pas zonder kansentarief
            aanvragen.
          </p>
        </Notice>
      ) : null}
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={{ answer: personIds.answer }} />
      {governmentMessage ? (
        <Notice kind="warning" live="alert">
          <p>{governmentMessage}</p>
        </Notice>
      ) : null}
      <Form method="post" className="wizard__form" noValidate>
        <RadioGroup
          name="answer"
          legend="Kies je antwoord"
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
