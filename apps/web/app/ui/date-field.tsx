// The one date field of every form (issue 22): a text field that opens the number pad, says how to
// write a date with an example, and is formatted as it is typed where JavaScript runs (date-input.ts,
// installed by /pwa.js). The form's check reads the same forms on the server (@vtp/contracts/dates).
import { formsCopy } from "../copy/forms.ts";
import { DATE_INPUT_ATTRIBUTE } from "./date-input.ts";
import { FieldErrorMessage } from "./field.tsx";

export interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  /** `bday` for the person's own birth date, `off` for someone else's. */
  autoComplete: "bday" | "off";
  required?: boolean;
}

export function DateField(p: DateFieldProps) {
  const hintId = `${p.id}-hint`;
  const describedBy = [hintId, p.error ? `${p.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={p.error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={p.id}>
        {p.label}
        {p.required ? <span className="field__required">{formsCopy.required}</span> : null}
      </label>
      <p className="field__hint" id={hintId}>
        {formsCopy.dateHint}
      </p>
      <input
        className="field__input field__input--date"
        id={p.id}
        name={p.name}
        type="text"
        inputMode="numeric"
        autoComplete={p.autoComplete}
        defaultValue={p.defaultValue}
        required={p.required}
        maxLength={20}
        spellCheck={false}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy}
        {...{ [DATE_INPUT_ATTRIBUTE]: "" }}
      />
      {p.error ? <FieldErrorMessage id={`${p.id}-error`} message={p.error} /> : null}
    </div>
  );
}
