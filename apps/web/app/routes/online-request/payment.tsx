// /online-aanvraag/betalen (step 6 of 8): the summary with the price of every person and the total, as
// the api computed them from the region's price list; "betalen" goes to the payment provider. A failed or
// cancelled payment comes back here with the spec's message; paying again needs no retyping.
import { Form } from "react-router";
import { formatDutchDate } from "@vtp/contracts/dates";
import { formatPhone } from "@vtp/contracts/online-request/basics";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { formatEuro } from "../../copy/format.ts";
import { paymentMessage, paymentStepCopy as copy, priceCategoryLabels } from "../../copy/online-request/payment.ts";
import { euro, wizardCopy } from "../../copy/online-request/wizard.ts";
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
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">{copy.lead}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={personIds} />
      {message ? (
        <Notice kind={message.kind}>
          <p>{message.text}</p>
          {order?.checkoutUrl ? (
            <p>
              <a className="link" href={order.checkoutUrl}>
                {copy.continuePayment}
              </a>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{copy.region}</dt>
          <dd>
            {view.region?.cardSystemName} ({view.region?.municipalityName})
          </dd>
        </div>
        <div>
          <dt>{wizardCopy.email}</dt>
          <dd>
            <EmailAddress value={view.email ?? ""} />
          </dd>
        </div>
        <div>
          <dt>{wizardCopy.address}</dt>
          <dd>
            {main.address.streetAndNumber}, {main.address.postalCode} {main.address.place}
          </dd>
        </div>
        {main.phone ? (
          <div>
            <dt>{copy.phone}</dt>
            <dd>{formatPhone(main.phone)}</dd>
          </div>
        ) : null}
      </dl>
      <table className="price-table">
        <caption className="visually-hidden">{copy.priceTable}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.cardFor}</th>
            <th scope="col">{copy.price}</th>
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
            <th scope="row">{copy.total}</th>
            <td>{price ? (price.total === 0 ? formatEuro(0) : euro(price.total)) : "—"}</td>
          </tr>
        </tfoot>
      </table>
      <ul className="edit-links">
        <li>
          <Link to={to("online-request-person")}>{copy.changeDetails}</Link>
        </li>
        <li>
          <Link to={to("online-request-family")}>{copy.changeFamily}</Link>
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
              {copy.termsConsent[0]}
              <Link to={to("terms-sale")}>{copy.termsConsent[1]}</Link>
              {copy.termsConsent[2]}
            </>
          }
        />
        <div className="wizard__actions">
          <button type="submit" name="intent" value="pay" className="button button--primary">
            {free
              ? copy.confirm
              : order?.payment && order.payment !== "OPEN"
                ? copy.payAgain(euro(price?.total ?? 0))
                : copy.pay(euro(price?.total ?? 0))}
          </button>
        </div>
        {free ? null : <p className="field__hint">{copy.securePage}</p>}
      </Form>
      <p className="field__hint">{copy.calculated(name)}</p>
      <Link to={to("online-request-family")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}
