// The counter's one field: a keyboard-wedge scanner types 13 digits and Enter, so the field has the focus
// on arrival (autofocus, also without JavaScript) and again after every answer and "Volgende pas". The
// number is checked before it is sent (checkIdentifier); without JavaScript the action checks it the same way.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { FieldErrorMessage } from "../../ui/field.tsx";
import { useHydrated } from "../../ui/hydrated.tsx";
import { Scanner } from "../checkins/index.ts";
import { checkIdentifier } from "./identifier.ts";

export const IDENTIFY_FIELD_ID = "balie-pas";
/** A card's barcode (the digital pass and the plastic card), in BarcodeDetector's name. */
const CARD_BARCODE = ["code_128"] as const;

export function IdentifyForm(p: {
  /** The server's refusal of what was typed (without JavaScript), and the value to fill in again. */
  serverError: string | undefined;
  serverValue: string | undefined;
  /** Changes with every answer and every "Volgende pas": the field gets the focus again. */
  focusKey: string;
  /** Another control asks for the focus (a reward's confirmation): the field leaves it there. */
  yieldFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [camera, setCamera] = useState(false);
  const [clientError, setClientError] = useState<string | undefined>(undefined);
  const error = clientError ?? p.serverError;
  // Only the focus here: the field is emptied when a number is sent (below), never when an answer
  // arrives, so digits a scanner types meanwhile are not lost.
  const arrived = useRef(false);
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (p.yieldFocus) return;
    // On arrival the autofocus attribute already placed the focus. When the page's JavaScript runs later
    // (a slow phone), the person may have moved on with Tab: taking the focus back would send them to the
    // field mid-way. Only a page where nothing has the focus gets it in the field.
    if (first && document.activeElement !== null && document.activeElement !== document.body) return;
    input.current?.focus();
  }, [p.focusKey, p.serverError, p.yieldFocus]);

  function check(event: FormEvent<HTMLFormElement>) {
    const checked = checkIdentifier(input.current?.value ?? "");
    if (checked.ok) {
      setClientError(undefined);
      // After the router has read the form (synchronously, right after this handler): ready for the next pass.
      setTimeout(() => {
        if (input.current !== null) input.current.value = "";
      }, 0);
      return;
    }
    event.preventDefault();
    setClientError(checked.message);
    input.current?.focus();
  }

  /** The camera read a barcode: checked like a typed number, then sent like Enter. */
  function read(raw: string) {
    setCamera(false);
    const checked = checkIdentifier(raw);
    if (input.current !== null) input.current.value = checked.ok ? checked.identifier : raw.slice(0, 40);
    if (!checked.ok) {
      setClientError(checked.message);
      input.current?.focus();
      return;
    }
    form.current?.requestSubmit();
  }

  const hintId = `${IDENTIFY_FIELD_ID}-hint`;
  const errorId = `${IDENTIFY_FIELD_ID}-error`;
  return (
    <Form ref={form} method="post" className="counter-identify" onSubmit={check} noValidate>
      <input type="hidden" name="intent" value="identify" />
      <div className={error ? "field field--error" : "field"}>
        <label className="field__label counter-identify__label" htmlFor={IDENTIFY_FIELD_ID}>
          {copy.identify.label}
        </label>
        <p className="field__hint" id={hintId}>
          {copy.identify.hint}
        </p>
        <div className="counter-identify__row">
          <input
            ref={input}
            className="field__input counter-identify__input"
            id={IDENTIFY_FIELD_ID}
            name="identifier"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={40}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the counter's one field: a scanner types into it on arrival
            autoFocus
            defaultValue={p.serverValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onInput={() => setClientError(undefined)}
          />
          {/* Never disabled: a disabled default button would swallow a scanner's Enter while an answer is on its way. */}
          <button type="submit" className="button button--primary counter-identify__submit">
            {copy.identify.submit}
          </button>
        </div>
        {error ? <FieldErrorMessage id={errorId} message={error} announce /> : null}
      </div>
      {/* The camera needs JavaScript: its button appears once the page runs. */}
      {hydrated ? (
        <div className="counter-camera">
          <button type="button" className="button button--secondary" aria-expanded={camera} onClick={() => setCamera(!camera)}>
            {camera ? copy.camera.close : copy.camera.open}
          </button>
          {camera ? <Scanner formats={CARD_BARCODE} hint={copy.camera.hint} paused={false} onCode={read} /> : null}
        </div>
      ) : null}
    </Form>
  );
}
