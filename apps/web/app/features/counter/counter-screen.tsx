// The counter's working screen: what the staff member acts for (organiser, activity, with links to change
// them), the one field, and the answer: the holder's card, or the api's refusal. One polite live region
// reads each answer out in a sentence; the focus stays in the field for the next pass in the queue.
import { Link, useLocation, useNavigation } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { formatEuro } from "../../copy/format.ts";
import { HolderCard } from "./holder-card.tsx";
import { CodeForm } from "./code-form.tsx";
import { IdentifyForm } from "./identify-form.tsx";
import type { CounterActivity, CounterOrganiser, CounterResult, TariffStep } from "./view.ts";

function announcement(result: CounterResult | undefined, activityName: string | null): string {
  if (result === undefined) return "";
  if (result.kind === "invalid") return "";
  if (result.kind === "refused") return `${copy.refused}. ${result.message}`;
  if (result.kind === "code-used") return copy.code.usedAnnounce(result.firstName, result.title);
  if (result.kind === "code-refused") return `${copy.code.refused}. ${result.message}`;
  const { pass, checkin, checkinRefusal, undone, undoRefusal, reward, tariff } = result;
  if (tariff) return tariffAnnouncement(pass.firstName, tariff);
  if (reward?.step === "confirm") return copy.rewards.confirm(pass.firstName, reward.reward.title, reward.reward.points);
  if (reward?.step === "redeemed") return copy.rewards.redeemedAnnounce(pass.firstName, reward.title, pass.points);
  if (reward?.step === "undone")
    return `${copy.rewards.undone(reward.returnedPoints)}. ${copy.checkin.lookedUp(pass.firstName, pass.points)}`;
  if (reward?.step === "refused") return `${copy.rewards.refused}. ${reward.message}`;
  if (reward?.step === "undo-refused") return `${copy.rewards.undoRefused}. ${reward.message}`;
  if (undone) return copy.checkin.undoneAnnounce(pass.firstName, undone.removedPoints, pass.points);
  if (undoRefusal) return `${copy.checkin.undoRefused}. ${undoRefusal}`;
  if (checkin && activityName !== null) return copy.checkin.savedAnnounce(pass.firstName, checkin.addedPoints, activityName, pass.points);
  if (checkinRefusal) return `${pass.firstName}: ${copy.checkin.refused}. ${checkinRefusal}`;
  return copy.checkin.lookedUp(pass.firstName, pass.points);
}

function tariffAnnouncement(firstName: string, tariff: TariffStep): string {
  const t = copy.tariffs;
  if (tariff.step === "sold")
    return `${t.soldAnnounce(firstName, tariff.name, formatEuro(tariff.price))} ${t.pay(formatEuro(tariff.price), formatEuro(tariff.regular.cents / 100))}`;
  if (tariff.step === "cancelled") return t.cancelled;
  if (tariff.step === "refused") return `${t.refused}. ${tariff.message}`;
  if (tariff.step === "cancel-refused") return `${t.cancelRefused}. ${tariff.message}`;
  const heading = t.forRegular(formatEuro(tariff.regular.cents / 100), tariff.regular.label);
  const list = tariff.tariffs.map((x) => `${x.name}: ${formatEuro(x.price)}`).join(", ");
  return `${heading}: ${list === "" ? t.none : list}.${tariff.note ? ` ${tariff.note}` : ""}`;
}

export function CounterScreen(p: {
  organiser: CounterOrganiser;
  activity: CounterActivity | null;
  result: CounterResult | undefined;
  otherActivityHref: string;
  otherOrganiserHref: string | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = p.result;
  const activityName = p.activity?.name ?? null;
  // One primary action at a time: while a reward waits for its confirmation, "Volgende pas" steps back.
  const confirming = result?.kind === "holder" && result.reward?.step === "confirm";
  const next = (
    <Link
      to={`${location.pathname}${location.search}`}
      className={`button ${confirming ? "button--secondary" : "button--primary"} counter-next`}
      data-testid="volgende-pas"
    >
      {copy.next}
    </Link>
  );
  return (
    <div className="counter-screen">
      <div className="counter-screen__work">
        <dl className="counter-context">
          <div>
            <dt>{copy.context.organiser}</dt>
            <dd>
              <span className="counter-context__value">{p.organiser.name}</span>
              {p.otherOrganiserHref !== null ? (
                <Link to={p.otherOrganiserHref} className="counter-context__change">
                  {copy.context.otherOrganiser}
                </Link>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{copy.context.activity}</dt>
            <dd>
              <span className="counter-context__value" data-testid="balie-activiteit">
                {p.activity ? p.activity.name : copy.context.noActivity}
              </span>
              <Link to={p.otherActivityHref} className="counter-context__change">
                {copy.context.otherActivity}
              </Link>
            </dd>
          </div>
        </dl>
        <section className="counter-identify-card" aria-label={copy.identify.heading}>
          <IdentifyForm
            serverError={result?.kind === "invalid" ? result.message : undefined}
            serverValue={result?.kind === "invalid" ? result.value : undefined}
            focusKey={`${location.key}:${JSON.stringify(result ?? null)}`}
            yieldFocus={confirming}
          />
        </section>
      </div>
      <div className="counter-screen__result">
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="balie-melding">
          {busy ? "" : announcement(result, activityName)}
        </p>
        {result?.kind === "refused" ? (
          <section className="counter-refused" aria-labelledby="balie-geweigerd" data-testid="balie-geweigerd">
            <h2 id="balie-geweigerd" className="counter-refused__title">
              <span aria-hidden="true">✕ </span>
              {copy.refused}
            </h2>
            <p>{result.message}</p>
            {next}
          </section>
        ) : result?.kind === "code-used" ? (
          <section className="counter-code-used" aria-labelledby="balie-code-gebruikt" data-testid="balie-code-gebruikt">
            <h2 id="balie-code-gebruikt" className="counter-code-used__title">
              <span aria-hidden="true">✓ </span>
              {copy.code.used(result.firstName, result.title)}
            </h2>
            {next}
          </section>
        ) : result?.kind === "holder" ? (
          <HolderCard result={result} activity={p.activity} busy={busy} next={next} />
        ) : (
          <p className="counter-empty">{copy.empty}</p>
        )}
      </div>
      {/* After the holder in the tab order: the field, the holder's actions, then the code. */}
      <section className="counter-code-card">
        <CodeForm
          error={result?.kind === "code-refused" ? result.message : undefined}
          value={result?.kind === "code-refused" ? result.value : undefined}
        />
      </section>
    </div>
  );
}
