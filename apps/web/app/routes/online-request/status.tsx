// /online-aanvraag/status (online-request-status): the order as a step tracker (betaling, account, pas
// klaar). Reached from the confirmation mail (order id + code, kept by the browser as its token; the link
// works on any device), or from the wizard of this browser.
import { Form } from "react-router";
import { ErrorSummary } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { statusPageCopy as copy, statusStepCopy } from "../../copy/online-request/status.ts";
import { euro } from "../../copy/online-request/wizard.ts";
import { statusAction, statusLoader } from "../../features/online-request/index.server.ts";
import { EmailAddress, Notice, StatusIcon, type StatusKind } from "../../features/online-request/index.ts";
import type { Route } from "./+types/status";

export function loader(args: Route.LoaderArgs) {
  return statusLoader(args);
}

export function action(args: Route.ActionArgs) {
  return statusAction(args);
}

/** Each state of a tracker step: its icon (a shape, not only a colour) and its word, both shown. */
const STATES = {
  done: { icon: "success", text: copy.states.done },
  current: { icon: "pending", text: copy.states.current },
  todo: { icon: "todo", text: copy.states.todo },
  stopped: { icon: "danger", text: copy.states.stopped },
} as const satisfies Record<string, { icon: StatusKind; text: string }>;

export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const general = (actionData as { general?: string } | undefined)?.general;
  if (loaderData.kind === "link-invalid") {
    return (
      <div className="wizard">
        <h1 className="heading heading--1">{copy.heading}</h1>
        {loaderData.sent ? (
          <Notice kind="success">
            <p>{copy.linkSent}</p>
          </Notice>
        ) : (
          <>
            <Notice kind="warning">
              <p>{copy.linkInvalid}</p>
            </Notice>
            <Form method="post">
              <input type="hidden" name="bestelling" value={loaderData.orderId} />
              <button type="submit" name="intent" value="new-link" className="button button--primary">
                {copy.newLink}
              </button>
            </Form>
          </>
        )}
      </div>
    );
  }
  if (loaderData.kind === "none") {
    return (
      <div className="wizard">
        <h1 className="heading heading--1">{copy.heading}</h1>
        <p>{copy.openTheLink}</p>
        <p>
          <Link to={to("online-request")}>{copy.request}</Link>
        </p>
      </div>
    );
  }
  const { status, canCreateAccount } = loaderData;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">
        {status.cardSystemName} · {copy.cards(status.holders.length)} · {euro(status.total)}
        {copy.requestedWith}
        <EmailAddress value={status.emailMasked} />
      </p>
      <ErrorSummary errors={[]} general={general} fieldIds={{}} />
      <ol className="tracker">
        {status.steps.map((step, i) => (
          <li
            key={step.key}
            className={`tracker__step tracker__step--${step.state}`}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <StatusIcon kind={STATES[step.state].icon} decorative />
            <div>
              <p className="tracker__title">
                {i + 1}. {statusStepCopy[step.key].title}
                <span className="visually-hidden">:</span>{" "}
                <span className={`tracker__badge tracker__badge--${step.state}`}>{STATES[step.state].text}</span>
              </p>
              <p className="tracker__state">{statusStepCopy[step.key][step.state]}</p>
            </div>
          </li>
        ))}
      </ol>
      {status.status === "CANCELLED" ? (
        <Notice kind="warning" live={false}>
          <p>{copy.cancelled}</p>
        </Notice>
      ) : null}
      {status.holders.some((h) => h.cardNumberMasked) ? (
        <section className="wizard__section" aria-labelledby="passen">
          <h2 id="passen" className="heading heading--2">
            {copy.cardsHeading}
          </h2>
          <ul>
            {status.holders.map((h) => (
              <li key={`${h.firstName}-${h.cardNumberMasked}`}>
                {h.firstName}: <span className="card-number">{h.cardNumberMasked ?? copy.inProgress}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {canCreateAccount ? (
        <Form method="post" className="wizard__actions">
          <button type="submit" name="intent" value="account" className="button button--primary">
            {copy.createAccount}
          </button>
        </Form>
      ) : null}
      {status.status === "COMPLETED" ? (
        <p>
          <Link to={to("login-uitid")} variant="primary">
            {copy.loginInApp(name)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
