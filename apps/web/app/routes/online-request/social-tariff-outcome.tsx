// /online-aanvraag/kansentarief/resultaat (step 3 of 8): the outcome of the government login's check, one
// of seven screens (spec): confirmed, or a refusal with "opnieuw proberen" and "ga naar een verkooppunt"
// (and going on without the social tariff where that is possible). Each screen has a status icon with a
// text equivalent and one primary action; the other ways on are secondary.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { outcomePageCopy, socialTariffOutcomeCopy, type OutcomePrimary } from "../../copy/online-request/social-tariff-outcome.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { outcomeAction, outcomeLoader } from "../../features/online-request/index.server.ts";
import { StatusIcon, type OnlineRequestHandle } from "../../features/online-request/index.ts";
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
  const copy = socialTariffOutcomeCopy(
    st.outcome!,
    view.region?.cardSystemName ?? name,
    view.region?.municipalityName ?? outcomePageCopy.yourMunicipality,
    name,
  );
  const variant = (action: OutcomePrimary) => (copy.primary === action ? "primary" : "secondary");
  const buttonClass = (action: OutcomePrimary) => `button button--${variant(action)}`;
  // The primary action first, then the others in a fixed order.
  const actions: { key: OutcomePrimary; node: ReactNode }[] = [];
  if (copy.primary === "login") {
    actions.push({
      key: "login",
      node: (
        <Link key="login" to={to("login-uitid")} variant={variant("login")}>
          {outcomePageCopy.loginWithCard(name)}
        </Link>
      ),
    });
  }
  if (copy.regularPossible) {
    actions.push({
      key: "regular",
      node: (
        <button key="regular" type="submit" name="intent" value="regular" className={buttonClass("regular")}>
          {outcomePageCopy.regular}
        </button>
      ),
    });
  }
  actions.push({
    key: "retry",
    node: (
      <button key="retry" type="submit" name="intent" value="retry" className={buttonClass("retry")}>
        {outcomePageCopy.retry}
      </button>
    ),
  });
  actions.push({
    key: "point-of-sale",
    node: (
      <Link key="point-of-sale" to={to("find", { query: { pointOfSaleKansenstatuut: "true" } })} variant={variant("point-of-sale")}>
        {wizardCopy.pointOfSale}
      </Link>
    ),
  });
  actions.sort((a, b) => Number(b.key === copy.primary) - Number(a.key === copy.primary));
  return (
    <div className={copy.refusal ? "wizard outcome outcome--refusal" : "wizard outcome outcome--confirmed"} data-outcome={st.outcome}>
      <div className="outcome__head">
        <StatusIcon
          kind={copy.refusal ? "warning" : "success"}
          label={copy.refusal ? outcomePageCopy.refused : outcomePageCopy.confirmed}
          size="lg"
        />
        <h1 className="heading heading--1">{copy.title}</h1>
      </div>
      <p className="wizard__lead">{copy.text}</p>
      {copy.next ? <p>{copy.next}</p> : null}
      {st.outcome === "CONFIRMED" && st.person ? (
        <dl className="facts">
          <div>
            <dt>{wizardCopy.name}</dt>
            <dd>
              {st.person.firstName} {st.person.lastName}
            </dd>
          </div>
          <div>
            <dt>{wizardCopy.address}</dt>
            <dd>
              {st.person.address.streetAndNumber}, {st.person.address.postalCode} {st.person.address.place}
            </dd>
          </div>
          {st.children.length > 0 ? (
            <div>
              <dt>{outcomePageCopy.children}</dt>
              <dd>{outcomePageCopy.childrenText(st.children.map((c) => c.firstName).join(", "))}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {st.outcome === "CONFIRMED" ? (
        <div className="wizard__actions">
          <Link to={to("online-request-person")} variant="primary">
            {wizardCopy.next}
          </Link>
        </div>
      ) : (
        <Form method="post" className="wizard__actions wizard__actions--stack">
          {actions.map((a) => a.node)}
        </Form>
      )}
      <Link to={to("online-request-social-tariff")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}
