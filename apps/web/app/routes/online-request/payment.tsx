// /online-aanvraag/betalen (step 6 of 8): the summary with the price of every person and the total, as
// the api computed them from the region's price list; "betalen" goes to the payment provider. A failed or
// cancelled payment comes back here with the spec's message; paying again needs no retyping.
import { Form } from "react-router";
import { formatDutchDate } from "@vtp/contracts/dates";
import { formatPhone } from "@vtp/contracts/online-request/basics";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { euro, paymentMessage, priceCategoryLabels } from "../../copy/online-request.ts";
import { paymentAction, paymentLoader, type StepResult } from "../../features/online-request/index.server.ts";
import { Checkbox, personIds, EmailAddress, Notice, type OnlineRequestHandle } from "../../features/online-request/index.ts";
import type { Route } from "./+types/payment";

export const handle: OnlineRequestHandle = { onlineRequestStep: "payment" };

export function loader(args: Route.LoaderArgs) {
  return paymentLoader(args);
}

export function action(args: Route.ActionArgs) {
  return paymentAction(args);
}

export default function PaymentStep({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const { view } = loaderData;
  const price = view.price;
  const order = view.order;
  const message = order ? paymentMessage(order.payment) : undefined;
  const free = price?.total === 0;
  const main = view.mainHolder!;
  const people = [
    { id: "main", first: main.firstName, last: main.lastName, birth: main.birthDate },
    ...view.members.map((m) => ({ id: m.memberId, first: m.firstName, last: m.lastName, birth: m.birthDate })),
  ];
  return (
    <div className="wizard">
      <h1 className="heading heading--1">Overzicht en betalen</h1>
      <p className="wizard__lead">
        Kijk alles na. Een pas kost maximaal 5 euro; de prijs hangt af van je leeftijd, je woonplaats en het kansentarief.
      </p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={personIds} />
      {message ? (
        <Notice kind={message.kind}>
          <p>{message.text}</p>
          {order?.checkoutUrl ? (
            <p>
              <a className="link" href={order.checkoutUrl}>
                Ga verder met je betaling
              </a>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <dl className="facts">
        <div>
          <dt>Regio</dt>
          <dd>
            {view.region?.cardSystemName} ({view.region?.municipalityName})
          </dd>
        </div>
        <div>
          <dt>E-mailadres</dt>
          <dd>
            <EmailAddress value={view.email ?? ""} />
          </dd>
        </div>
        <div>
          <dt>Adres</dt>
          <dd>
            {main.address.streetAndNumber}, {main.address.postalCode} {main.address.place}
          </dd>
        </div>
        {main.phone ? (
          <div>
            <dt>Telefoon</dt>
            <dd>{formatPhone(main.phone)}</dd>
          </div>
        ) : null}
      </dl>
      <table className="price-table">
        <caption className="visually-hidden">De prijs per pas</caption>
        <thead>
          <tr>
            <th scope="col">Pas voor</th>
            <th scope="col">Prijs</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => {
            const line = price?.lines.find((l) => l.personId === p.id);
            return (
              <tr key={p.id}>
                <td>
                  {p.first} {p.last}{" "}
                  <span className="price-table__category">
                    {formatDutchDate(p.birth)}
                    {line ? ` · ${priceCategoryLabels[line.category]}` : ""}
                  </span>
                </td>
                <td>{line ? euro(line.amount) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Totaal</th>
            <td>{price ? (price.total === 0 ? "€ 0,00" : euro(price.total)) : "—"}</td>
          </tr>
        </tfoot>
      </table>
      <ul className="edit-links">
        <li>
          <Link to={to("online-request-person")}>Gegevens wijzigen</Link>
        </li>
        <li>
          <Link to={to("online-request-family")}>Gezin wijzigen</Link>
        </li>
      </ul>
      <Form method="post" className="wizard__form" noValidate>
        <Checkbox
          id={personIds.termsOfSaleConsent}
          name="termsOfSaleConsent"
          // An order exists only with the terms accepted, and any change to the request drops it: after a
          // failed or cancelled payment the box stays ticked (nothing to do again but pay).
          checked={result ? false : order !== null}
          error={errorFor(result?.errors, "termsOfSaleConsent")}
          required
          label={
            <>
              Ik ga akkoord met de <Link to={to("terms-sale")}>verkoopsvoorwaarden</Link>.
            </>
          }
        />
        <div className="wizard__actions">
          <button type="submit" name="intent" value="pay" className="button button--primary">
            {free
              ? "Bevestigen"
              : order?.payment && order.payment !== "OPEN"
                ? `Opnieuw betalen (${euro(price?.total ?? 0)})`
                : `Betalen (${euro(price?.total ?? 0)})`}
          </button>
        </div>
        {free ? null : <p className="field__hint">Je gaat naar een beveiligde betaalpagina. Daarna kom je hier terug.</p>}
      </Form>
      <p className="field__hint">Alle prijzen zijn berekend door {name} op basis van de prijzen van je regio.</p>
      <Link to={to("online-request-family")} className="wizard__back">
        Vorige stap
      </Link>
    </div>
  );
}
