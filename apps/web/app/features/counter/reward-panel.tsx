// "Voordeel omruilen" on the holder's card (issue 20, step 6): the rewards the api lists for this holder
// here (welcome rewards at 0 points too; the others with why not), one confirmation with the holder's first
// name and the points that will leave, then the result with "Omruiling ongedaan maken". Plain form posts.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { pointsLabel } from "../../copy/format.ts";
import { Hidden } from "./hidden.tsx";
import { Outcome } from "./outcome.tsx";
import type { CounterResult, RewardStep } from "./view.ts";

type HolderResult = Extract<CounterResult, { kind: "holder" }>;

function StepOutcome({ step, uitpasNumber, busy }: { step: RewardStep; uitpasNumber: string; busy: boolean }) {
  if (step.step === "confirm") return null;
  if (step.step === "redeemed")
    return (
      <Outcome tone="success" sign="✓" testId="balie-omruiling" title={copy.rewards.redeemed(step.title, step.pointsSpent)}>
        <p>{step.online ? copy.rewards.online : copy.rewards.handOver}</p>
        <Form method="post" className="counter-panel__undo">
          <Hidden values={{ intent: "reward-undo", redeemedId: step.id, uitpasNumber }} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {copy.rewards.undo}
          </button>
        </Form>
      </Outcome>
    );
  if (step.step === "undone")
    return <Outcome tone="info" sign="↺" testId="balie-omruiling" title={copy.rewards.undone(step.returnedPoints)} />;
  return (
    <Outcome
      tone="danger"
      sign="✕"
      testId="balie-omruiling"
      title={step.step === "refused" ? copy.rewards.refused : copy.rewards.undoRefused}
    >
      <p>{step.message}</p>
    </Outcome>
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
    <div className="counter-panel__confirm" data-testid="balie-bevestig">
      <p className="counter-panel__question" id="balie-bevestig-vraag">
        {copy.rewards.confirm(result.pass.firstName, reward.title, reward.points)}
      </p>
      <div className="counter-panel__buttons">
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
    <section className="counter-panel" aria-labelledby="balie-voordelen" data-testid="balie-voordelen">
      <h3 id="balie-voordelen" className="counter-panel__heading">
        {copy.rewards.heading}
      </h3>
      {result.reward ? <StepOutcome step={result.reward} uitpasNumber={uitpasNumber} busy={busy} /> : null}
      <Confirm result={result} busy={busy} />
      {result.rewards === undefined ? (
        <p className="counter-panel__empty">{copy.rewards.unavailable}</p>
      ) : result.rewards.length === 0 ? (
        <p className="counter-panel__empty">{copy.rewards.empty}</p>
      ) : confirming ? null : (
        <ul className="counter-panel__list">
          {result.rewards.map((r) => (
            <li key={r.id} className="counter-panel__item" data-redeemable={r.redeemable ? "true" : "false"}>
              <div className="counter-panel__text">
                <span className="counter-panel__title">{r.title}</span>
                <span className="counter-panel__meta">
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
