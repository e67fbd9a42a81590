// Accessible form parts of every form: the text field (one line or several), linked to its hint and error (aria-describedby,
// aria-invalid), and an error summary that takes the focus after a failed submit: through the autofocus
// attribute on pages sent as plain HTML, through an effect where React runs. Each entry of the summary
// names its field ("Geboortedatum: vul je geboortedatum in") and links to it.
import { useEffect, useRef, type MouseEvent } from "react";
import { fieldLabels, formsCopy } from "../copy/forms.ts";
import type { FieldError } from "../server/form-errors.ts";

/**
 * An entry of the error summary: the field's name, a colon and the message with a small first letter
 * ("Geboortedatum: vul je geboortedatum in"). A message that already starts with the name, or a field
 * without a known name, keeps its own words.
 */
export function summaryEntry(label: string | undefined, message: string): string {
  if (!label || message.toLowerCase().startsWith(label.toLowerCase())) return message;
  return `${label}: ${lowerFirst(message)}`;
}

/** "Vul je …" → "vul je …"; a first word written in capitals or with a capital inside (PDF, UiTPAS) stays. */
function lowerFirst(message: string): string {
  const firstWord = message.split(/\s/, 1)[0] ?? "";
  if (firstWord.length > 1 && firstWord.slice(1) !== firstWord.slice(1).toLowerCase()) return message;
  return message.charAt(0).toLowerCase() + message.slice(1);
}

export function ErrorSummary({
  errors,
  general,
  fieldIds,
  labels,
}: {
  errors: FieldError[];
  general?: string | undefined;
  fieldIds: Record<string, string>;
  /** The fields whose visible label differs from the shared name in copy/forms.ts. */
  labels?: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0 || Boolean(general);
  // Focus again whenever the errors shown change (a new failed submit), not on every render.
  const key = JSON.stringify([errors, general]);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} autoFocus role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {errors.length > 0 ? "Controleer je gegevens" : "Dat lukte niet"}
      </h2>
      {general ? <p className="error-summary__general">{general}</p> : null}
      {errors.length > 0 ? (
        <ul className="error-summary__list">
          {errors.map((e) => (
            <li key={e.field}>
              <a href={`#${fieldIds[e.field] ?? e.field}`} onClick={focusField}>
                {summaryEntry(labels?.[e.field] ?? fieldLabels[e.field], e.message)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A link of the error summary puts the focus in its field (and scrolls it into view with its label), where
 * React runs; without JavaScript the link still scrolls to the field.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const field = document.getElementById(id);
  if (!(field instanceof HTMLElement)) return;
  event.preventDefault();
  const label = field.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(field.id)}"]`) : null;
  (label ?? field).scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text" | "tel" | "url";
  placeholder?: string;
  required?: boolean;
  /** Marks the label "(niet verplicht)", where a form marks both kinds. */
  optional?: boolean;
  /** A text of several lines (a description): a textarea this many lines high. */
  rows?: number;
}

export function TextField(p: TextFieldProps) {
  const describedBy = [p.hint ? `${p.id}-hint` : "", p.error ? `${p.id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={p.error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={p.id}>
        {p.label}
        {p.required ? <span className="field__required">{formsCopy.required}</span> : null}
        {p.optional ? <span className="field__required">{formsCopy.optional}</span> : null}
      </label>
      {p.hint ? (
        <p className="field__hint" id={`${p.id}-hint`}>
          {p.hint}
        </p>
      ) : null}
      {p.rows === undefined ? (
        <input
          className="field__input"
          id={p.id}
          name={p.name}
          type={p.type ?? "text"}
          autoComplete={p.autoComplete}
          inputMode={p.inputMode}
          placeholder={p.placeholder}
          defaultValue={p.defaultValue}
          required={p.required}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <textarea
          className="field__input field__input--lines"
          id={p.id}
          name={p.name}
          rows={p.rows}
          placeholder={p.placeholder}
          defaultValue={p.defaultValue}
          required={p.required}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {p.error ? <FieldErrorMessage id={`${p.id}-error`} message={p.error} /> : null}
    </div>
  );
}

/**
 * A field's error, under it: its field names `id` in aria-describedby. `announce` (role alert) for a field
 * whose error arrives with the page's new content rather than after a submit with an error summary
 * (a search field).
 */
export function FieldErrorMessage({ id, message, announce = false }: { id: string; message: string; announce?: boolean }) {
  return (
    <p className="field__error" id={id} role={announce ? "alert" : undefined}>
      <span aria-hidden="true">! </span>
      {message}
    </p>
  );
}

export function errorFor(errors: FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((e) => e.field === field)?.message;
}
