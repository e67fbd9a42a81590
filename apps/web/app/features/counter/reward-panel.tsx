// "Voordeel omruilen" on the holder's card (issue 20, step 6): the rewards the api lists for this holder
// here (welcome rewards at 0 points too; the others with why not), one confirmation with the holder's first
// name and the points that will leave, then the result with "Omruiling ongedaan maken". Plain form posts.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { pointsLabel } from "../../copy/format.ts";
import type { CounterResult, RewardStep } from "./view.ts";

type HolderResult = Extract<CounterResult, { kind: "holder" }>;

function Hidden({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function StepOutcome({ step, uitpasNumber, busy }: { step: RewardStep; uitpasNumber: string; busy: boolean }) {
  if (step.step === "redeemed")
    return (
      <div className="counter-outcome counter-outcome--success" data-testid="balie-omruiling">
        <span className="counter-outcome__sign" aria-hidden="true">
          ✓
        </span>
        <div>
          <p className="counter-outcome__title">{copy.rewards.redeemed(step.title, step.pointsSpent)}</p>
          <p>{step.online ? copy.rewards.online : copy.rewards.handOver}</p>
          <Form method="post" className="counter-reward__undo">
            <Hidden values={{ intent: "reward-undo", redeemedId: step.id, uitpasNumber }} />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {copy.rewards.undo}
            </button>
          </Form>
        </div>
      </div>
    );
  if (step.step === "undone")
    return (
      <div className="counter-outcome counter-outcome--info" data-testid="balie-omruiling">
        <span className="counter-outcome__sign" aria-hidden="true">
          ↺
        </span>
        <p className="counter-outcome__title">{copy.rewards.undone(step.returnedPoints)}</p>
      </div>
    );
  if (step.step === "confirm") return null;
  return (
    <div className="counter-outcome counter-outcome--danger" data-testid="balie-omruiling">
      <span className="counter-outcome__sign" aria-hidden="true">
        ✕
      </span>
      <div>
        <p className="counter-outcome__title">{step.step === "refused" ? copy.rewards.refused : copy.rewards.undoRefused}</p>
        <p>{step.message}</p>
      </div>
    </div>
  );
}

function Confirm({ result, busy }: { result: HolderResult; busy: boolean }) {
  const yes = useRef<HTMLButtonElement>(null);
  const step = result.reward;
  const reward = step?.step === "confirm" ? step.reward : null;
  // The one next action: the confirmation takes the focus (the card-number field gets it back after the answer).
  useEffect(() => {
    if (reward !== null && !busy) yes.current?.focus();
  }, [reward, busy]);
  if (reward === null) return null;
  const uitpasNumber = result.pass.uitpasNumber;
  return (
    <div className="counter-reward__confirm" data-testid="balie-bevestig">
      <p className="counter-reward__question" id="balie-bevestig-vraag">
        {copy.rewards.confirm(result.pass.firstName, reward.title, reward.points)}
      </p>
      <div className="counter-reward__buttons">
        <Form method="post">
          <Hidden values={{ intent: "reward-redeem", rewardId: reward.id, uitpasNumber }} />
          <button ref={yes} type="submit" className="button button--primary" disabled={busy} aria-describedby="balie-bevestig-vraag">
            {copy.rewards.yes}
          </button>
        </Form>
        <Form method="post">
          <Hidden values={{ intent: "holder", uitpasNumber }} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {copy.rewards.no}
          </button>
        </Form>
      </div>
    </div>
  );
}

export function RewardPanel({ result, busy }: { result: HolderResult; busy: boolean }) {
  const uitpasNumber = result.pass.uitpasNumber;
  const confirming = result.reward?.step === "confirm";
  return (
    <section className="counter-reward" aria-labelledby="balie-voordelen" data-testid="balie-voordelen">
      <h3 id="balie-voordelen" className="counter-reward__heading">
        {copy.rewards.heading}
      </h3>
      {result.reward ? <StepOutcome step={result.reward} uitpasNumber={uitpasNumber} busy={busy} /> : null}
      <Confirm result={result} busy={busy} />
      {result.rewards === undefined ? (
        <p className="counter-reward__empty">{copy.rewards.unavailable}</p>
      ) : result.rewards.length === 0 ? (
        <p className="counter-reward__empty">{copy.rewards.empty}</p>
      ) : confirming ? null : (
        <ul className="counter-reward__list">
          {result.rewards.map((r) => (
            <li key={r.id} className="counter-reward__item" data-redeemable={r.redeemable ? "true" : "false"}>
              <div className="counter-reward__text">
                <span className="counter-reward__title">{r.title}</span>
                <span className="counter-reward__meta">
                  {r.welcome ? copy.rewards.welcome : pointsLabel(r.points)}
                  {r.whyNot ? ` · ${r.whyNot}` : ""}
                </span>
              </div>
              {r.redeemable ? (
                <Form method="post">
                  <Hidden values={{ intent: "reward-ask", rewardId: r.id, uitpasNumber }} />
                  <button type="submit" className="button button--secondary" disabled={busy} aria-label={copy.rewards.chooseLabel(r.title)}>
                    {copy.rewards.choose}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
