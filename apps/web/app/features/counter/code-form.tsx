// "Code van een voordeel": the code a holder got in the app (after redeeming online), typed or scanned by a
// keyboard-wedge scanner, used once (POST /v4/rewards/redeemed/:code/use). Works without JavaScript.
import { Form } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { FieldErrorMessage } from "../../ui/field.tsx";

const FIELD_ID = "balie-code";

export function CodeForm({ error, value }: { error: string | undefined; value: string | undefined }) {
  const hintId = `${FIELD_ID}-hint`;
  const errorId = `${FIELD_ID}-error`;
  return (
    <Form method="post" className="counter-code" aria-labelledby="balie-code-kop" noValidate>
      <h2 id="balie-code-kop" className="counter-code__heading">
        {copy.code.heading}
      </h2>
      <input type="hidden" name="intent" value="code" />
      <div className={error ? "field field--error" : "field"}>
        <label className="field__label" htmlFor={FIELD_ID}>
          {copy.code.label}
        </label>
        <p className="field__hint" id={hintId}>
          {copy.code.hint}
        </p>
        <div className="counter-identify__row">
          <input
            className="field__input counter-code__input"
            id={FIELD_ID}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <button type="submit" className="button button--secondary">
            {copy.code.submit}
          </button>
        </div>
        {error ? <FieldErrorMessage id={errorId} message={error} /> : null}
      </div>
    </Form>
  );
}
