// "Kortingstarief" on the holder's card (issue 20, step 5): with an activity chosen, the staff member picks
// the regular price (a price category of the activity, or a typed amount) and asks "Kies tarief"; the api's
// tariffs follow (the kansentarief first, then coupons, each with what is left of its limit) with "Tarief
// toekennen" right before payment, then the sale with "Verkoop annuleren". Plain form posts. The focus stays
// in the card-number field after each answer (a scanner's Enter must never grant a tariff to the last holder);
// the tariffs are the next stops of Tab.
import { Form } from "react-router";
import { counterCopy } from "../../copy/counter.ts";
import { formatEuro } from "../../copy/format.ts";
import { Hidden } from "./hidden.tsx";
import { Outcome } from "./outcome.tsx";
import type { CounterActivity, CounterResult, RegularPrice, TariffStep } from "./view.ts";

const copy = counterCopy.tariffs;
type HolderResult = Extract<CounterResult, { kind: "holder" }>;

/** The regular price again, for the next post: a category's form value, or the amount as typed euros. */
const regularFields = (regular: RegularPrice): Record<string, string> =>
  regular.label !== undefined
    ? { categorie: `${regular.cents}:${regular.label}`, bedrag: "" }
    : { categorie: "", bedrag: (regular.cents / 100).toFixed(2) };

function AskForm({ prices, uitpasNumber, busy }: { prices: CounterActivity["prices"]; uitpasNumber: string; busy: boolean }) {
  return (
    <Form method="post" className="counter-tariff__ask">
      <Hidden values={{ intent: "tariffs", uitpasNumber }} />
      {prices.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor="balie-prijscategorie">
            {copy.category}
          </label>
          <select id="balie-prijscategorie" name="categorie" className="field__input">
            {prices.map((p) => (
              <option key={p.name} value={`${Math.round(p.price * 100)}:${p.name}`}>
                {`${p.name} · ${formatEuro(p.price)}`}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="balie-bedrag">
            {copy.amount}
          </label>
          <p className="field__hint" id="balie-bedrag-hint">
            {copy.amountHint}
          </p>
          <input
            id="balie-bedrag"
            name="bedrag"
            className="field__input counter-tariff__amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            aria-describedby="balie-bedrag-hint"
          />
        </div>
      )}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {copy.ask}
      </button>
    </Form>
  );
}

function Choose({ step, uitpasNumber, busy }: { step: Extract<TariffStep, { step: "choose" }>; uitpasNumber: string; busy: boolean }) {
  const regular = formatEuro(step.regular.cents / 100);
  return (
    <div className="counter-tariff__choose" data-testid="balie-tarieven">
      <p className="counter-tariff__for">{copy.forRegular(regular, step.regular.label)}</p>
      {step.note ? <p className="counter-panel__meta">{step.note}</p> : null}
      {step.tariffs.length === 0 ? (
        <p className="counter-panel__empty">{copy.none}</p>
      ) : (
        <ul className="counter-panel__list">
          {step.tariffs.map((t) => (
            <li key={t.id} className="counter-panel__item">
              <div className="counter-panel__text">
                <span className="counter-panel__title">
                  {t.name}: <span className="counter-tariff__price">{formatEuro(t.price)}</span>
                </span>
                <span className="counter-panel__meta">
                  {copy.instead(regular)} · {copy.remaining(t.remaining)}
                </span>
              </div>
              <Form method="post">
                <Hidden values={{ intent: "tariff-sell", tariffId: t.id, uitpasNumber, ...regularFields(step.regular) }} />
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={copy.grantLabel(t.name, formatEuro(t.price))}
                >
                  {copy.grant}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TariffPanel({ result, prices, busy }: { result: HolderResult; prices: CounterActivity["prices"]; busy: boolean }) {
  const uitpasNumber = result.pass.uitpasNumber;
  const step = result.tariff;
  return (
    <section className="counter-panel" aria-labelledby="balie-kortingstarief" data-testid="balie-kortingstarief">
      <h3 id="balie-kortingstarief" className="counter-panel__heading">
        {copy.heading}
      </h3>
      {step?.step === "sold" ? (
        <Outcome tone="success" sign="✓" testId="balie-tarief" title={copy.sold(step.name, formatEuro(step.price))}>
          <p>{copy.pay(formatEuro(step.price), formatEuro(step.regular.cents / 100))}</p>
          <Form method="post" className="counter-panel__undo">
            <Hidden values={{ intent: "tariff-cancel", saleId: step.saleId, uitpasNumber }} />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {copy.cancel}
            </button>
          </Form>
        </Outcome>
      ) : step?.step === "cancelled" ? (
        <Outcome tone="info" sign="↺" testId="balie-tarief" title={copy.cancelled} />
      ) : step?.step === "refused" || step?.step === "cancel-refused" ? (
        <Outcome tone="danger" sign="✕" testId="balie-tarief" title={step.step === "refused" ? copy.refused : copy.cancelRefused}>
          <p>{step.message}</p>
        </Outcome>
      ) : null}
      {step?.step === "sold" ? null : <AskForm prices={prices} uitpasNumber={uitpasNumber} busy={busy} />}
      {step?.step === "choose" ? <Choose step={step} uitpasNumber={uitpasNumber} busy={busy} /> : null}
    </section>
  );
}
