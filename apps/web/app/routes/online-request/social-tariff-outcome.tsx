// /online-aanvraag/kansentarief/resultaat (step 3 of 8): the outcome of the government login's check, one
// of seven screens (spec): confirmed, or a refusal with "opnieuw proberen" and "ga naar een verkooppunt"
// (and going on without the social tariff where that is possible).
import { Form } from "react-router";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { socialTariffOutcomeCopy } from "../../copy/online-request.ts";
import { outcomeAction, outcomeLoader } from "../../features/online-request/wizard.server.ts";
import type { OnlineRequestHandle } from "../../features/online-request/steps.ts";
import type { Route } from "./+types/social-tariff-outcome";

export const handle: OnlineRequestHandle = { onlineRequestStep: "social-tariff" };

export function loader(args: Route.LoaderArgs) {
  return outcomeLoader(args);
}

export function action(args: Route.ActionArgs) {
  return outcomeAction(args);
}

export default function SocialTariffOutcome({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const { view } = loaderData;
  const st = view.socialTariff!;
  const copy = socialTariffOutcomeCopy(st.outcome!, view.region?.cardSystemName ?? name, name);
  return (
    <div className="wizard" data-outcome={st.outcome}>
      <h1 className="heading heading--1">{copy.title}</h1>
      <div className={copy.refusal ? "notice notice--warning" : "notice notice--success"} role="status">
        <p>
          <span aria-hidden="true">{copy.refusal ? "! " : "✓ "}</span>
          {copy.text}
        </p>
      </div>
      {st.outcome === "CONFIRMED" && st.person ? (
        <dl className="facts">
          <div>
            <dt>Naam</dt>
            <dd>
              {st.person.firstName} {st.person.lastName}
            </dd>
          </div>
          <div>
            <dt>Adres</dt>
            <dd>
              {st.person.address.streetAndNumber}, {st.person.address.postalCode} {st.person.address.place}
            </dd>
          </div>
          {st.children.length > 0 ? (
            <div>
              <dt>Kinderen</dt>
              <dd>{st.children.map((c) => c.firstName).join(", ")}: je kan ze bij stap 5 met één klik toevoegen.</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {st.outcome === "CONFIRMED" ? (
        <div className="wizard__actions">
          <Link to={to("online-request-person")} variant="primary">
            Volgende stap
          </Link>
        </div>
      ) : (
        <Form method="post" className="wizard__actions">
          <button type="submit" name="intent" value="retry" className="button button--primary">
            Opnieuw proberen
          </button>
          <Link to={to("find", { query: { pointOfSaleKansenstatuut: "true" } })} variant="secondary">
            Ga naar een verkooppunt
          </Link>
          {copy.regularPossible ? (
            <button type="submit" name="intent" value="regular" className="button button--ghost">
              Verder zonder kansentarief
            </button>
          ) : null}
        </Form>
      )}
      {st.outcome === "ALREADY_HAS_CARD" ? (
        <p>
          <Link to={to("login-uitid")}>Meld je aan met je {name}</Link>
        </p>
      ) : null}
      <Link to={to("online-request-social-tariff")} className="wizard__back">
        Vorige stap
      </Link>
    </div>
  );
}
