// /online-aanvraag/kansentarief (step 3 of 8): do you have a right to the social tariff? "Ja" or "ik weet
// het niet" goes to the government login (eID or itsme) to check it; "nee" goes on.
import { Form } from "react-router";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { socialTariffAnswers, socialTariffStepCopy as copy } from "../../copy/online-request/social-tariff.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
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
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">{copy.lead}</p>
      <div className="explain">
        <h2 className="explain__title">{copy.who}</h2>
        <ul className="explain__list">
          {copy.whoList.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {!region.socialTariff ? (
        <Notice kind="info" live={false}>
          <p>{copy.atPointOfSale(region.municipalityName)}</p>
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
          legend={copy.answer}
          options={socialTariffAnswers}
          value={answer}
          error={errorFor(result?.errors, "answer")}
          idPrefix="antwoord"
        />
        <div className="wizard__actions">
          <button type="submit" className="button button--primary">
            {wizardCopy.next}
          </button>
        </div>
      </Form>
      <Link to={to("online-request-email")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}
