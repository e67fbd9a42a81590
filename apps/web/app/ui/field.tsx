/** Form field with label, optional hint and error, wired with aria-describedby / aria-invalid. */
export function Field({
  id,
  label,
  hint,
  error,
  type = "text",
  name,
  autoComplete,
  required,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  type?: string;
  name: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required"> (verplicht)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        className="field__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
