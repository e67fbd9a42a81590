// The holder at the counter: first name and points large, what just happened (a point saved, refused or
// undone, in words and with a sign, never colour alone), the messages the api says must be shown, the
// card's facts, and the actions: "Ongedaan maken" (a form post) and "Volgende pas".
import type { ReactNode } from "react";
import { Form } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { formatCount } from "../../copy/format.ts";
import { Outcome } from "./outcome.tsx";
import { RewardPanel } from "./reward-panel.tsx";
import { TariffPanel } from "./tariff-panel.tsx";
import type { CounterActivity, CounterResult } from "./view.ts";

type HolderResult = Extract<CounterResult, { kind: "holder" }>;

export function HolderCard(p: { result: HolderResult; activity: CounterActivity | null; busy: boolean; next: ReactNode }) {
  const activityName = p.activity?.name ?? null;
  const { pass, checkin, checkinRefusal, undone, undoRefusal } = p.result;
  return (
    <section className="counter-holder" aria-labelledby="balie-pashouder" data-testid="balie-pashouder">
      <div className="counter-holder__head">
        <h2 id="balie-pashouder" className="counter-holder__name">
          {pass.firstName}
        </h2>
        <p className="counter-holder__points">
          <strong data-testid="balie-punten">{formatCount(pass.points)}</strong> {copy.holder.points}
        </p>
      </div>
      {undone ? (
        <Outcome tone="info" sign="↺" testId="balie-uitkomst" title={copy.checkin.undone(undone.removedPoints)} />
      ) : undoRefusal ? (
        <Outcome tone="danger" sign="✕" testId="balie-uitkomst" title={copy.checkin.undoRefused}>
          <p>{undoRefusal}</p>
        </Outcome>
      ) : checkin && activityName !== null ? (
        <Outcome tone="success" sign="✓" testId="balie-uitkomst" title={copy.checkin.saved(checkin.addedPoints, activityName)} />
      ) : checkinRefusal ? (
        <Outcome tone="danger" sign="✕" testId="balie-uitkomst" title={copy.checkin.refused}>
          <p>{checkinRefusal}</p>
        </Outcome>
      ) : null}
      {pass.messages.length > 0 ? (
        <ul className="counter-messages" aria-label={copy.holder.messagesHeading}>
          {pass.messages.map((m, i) => (
            <li key={i} className={`counter-message counter-message--${m.level.toLowerCase()}`}>
              <strong>{m.level === "WARNING" ? copy.holder.warning : copy.holder.info}: </strong>
              {m.text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="counter-holder__actions">
        {p.next}
        {checkin && !undone && !undoRefusal ? (
          <Form method="post" className="counter-holder__undo">
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="checkinId" value={checkin.id} />
            <input type="hidden" name="uitpasNumber" value={pass.uitpasNumber} />
            <button type="submit" className="button button--secondary" disabled={p.busy}>
              {copy.checkin.undo}
            </button>
          </Form>
        ) : null}
      </div>
      {p.activity !== null ? <TariffPanel result={p.result} prices={p.activity.prices} busy={p.busy} /> : null}
      <RewardPanel result={p.result} busy={p.busy} />
      <dl className="counter-facts">
        <div>
          <dt>{copy.holder.cardNumber}</dt>
          <dd className="card-number">{pass.cardNumber}</dd>
        </div>
        <div>
          <dt>{copy.holder.region}</dt>
          <dd>{pass.cardSystem}</dd>
        </div>
        <div>
          <dt>{copy.holder.memberships}</dt>
          <dd>
            {pass.memberships.length === 0
              ? copy.holder.noMemberships
              : pass.memberships.map((m) => `${m.cardSystem} (${m.status})`).join(", ")}
          </dd>
        </div>
        {pass.socialTariff === null ? null : (
          <div data-testid="balie-kansentarief">
            <dt>{copy.holder.socialTariff}</dt>
            <dd>{pass.socialTariff}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
