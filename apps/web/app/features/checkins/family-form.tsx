// "Wie was er nog bij?" on the scan result (decision 0054): a checkbox per member of my own family (a
// member who cannot get the point now has the reason beside a disabled box), a plain form that works
// without JavaScript, and after the save a line per member ("Noor: +1 punt").
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { FamilyCheckinOption } from "@vtp/contracts/checkins";
import { familyCopy as copy } from "../../copy/checkins.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import type { FamilyLine } from "./family-view.ts";

const optionId = (holderId: string) => `gezinslid-${holderId}`;

export function FamilySave(p: {
  members: FamilyCheckinOption[];
  lines: FamilyLine[] | null;
  errors?: FieldError[] | undefined;
  general?: string | undefined;
  busy: boolean;
}) {
  const first = p.members.find((m) => m.canSave);
  // After a save, the form again only while someone can still get the point.
  const showForm = p.members.length > 0 && (p.lines === null || first !== undefined);
  const error = errorFor(p.errors, "members");
  // After a save the result takes the focus (read out, as an error summary would be), and the form starts
  // afresh: the boxes just saved are unticked and now disabled with their reason.
  const done = useRef<HTMLDivElement>(null);
  const saved = JSON.stringify(p.lines);
  useEffect(() => {
    if (saved !== "null") done.current?.focus();
  }, [saved]);
  return (
    <section className="card scan-family" aria-labelledby={p.lines ? "gespaard-gezin" : "wie-was-er-bij"} data-testid="gezin-sparen">
      {p.lines ? (
        <div ref={done} className="scan-family__done" tabIndex={-1}>
          <h2 id="gespaard-gezin" className="heading heading--3">
            {copy.resultHeading}
          </h2>
          <ul className="scan-family__lines" data-testid="gezin-resultaat">
            {p.lines.map((line) => (
              <li key={line.holderId} className={line.saved ? "scan-family__line scan-family__line--saved" : "scan-family__line"}>
                <LineIcon saved={line.saved} />
                {line.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showForm ? (
        <Form key={saved} method="post" className="scan-family__form" noValidate>
          <h2 id="wie-was-er-bij" className="heading heading--3">
            {copy.heading}
          </h2>
          <ErrorSummary errors={p.errors ?? []} general={p.general} fieldIds={{ members: optionId((first ?? p.members[0]!).holderId) }} />
          <fieldset
            className="scan-family__fieldset"
            aria-describedby={error ? "gezinsleden-uitleg gezinsleden-fout" : "gezinsleden-uitleg"}
          >
            <legend className="visually-hidden">{copy.legend}</legend>
            <p className="scan-family__lead" id="gezinsleden-uitleg">
              {first ? copy.lead : copy.noneOpen}
            </p>
            {error ? (
              <p className="field__error" id="gezinsleden-fout">
                {error}
              </p>
            ) : null}
            <ul className="scan-family__options">
              {p.members.map((m) => (
                <li key={m.holderId} className={m.canSave ? "scan-family__option" : "scan-family__option scan-family__option--unavailable"}>
                  <input
                    type="checkbox"
                    id={optionId(m.holderId)}
                    name="members"
                    value={m.holderId}
                    disabled={!m.canSave}
                    aria-describedby={m.reason ? `${optionId(m.holderId)}-reden` : undefined}
                  />
                  <label htmlFor={optionId(m.holderId)} className="scan-family__label">
                    {m.firstName}
                  </label>
                  {m.reason ? (
                    <p className="scan-family__reason" id={`${optionId(m.holderId)}-reden`}>
                      {m.reason}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
          {first ? (
            <button type="submit" className="button button--primary" disabled={p.busy}>
              {p.busy ? copy.saving : copy.save}
            </button>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}

function LineIcon({ saved }: { saved: boolean }) {
  return (
    <svg className="scan-family__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {saved ? (
        <path fill="none" stroke="currentColor" strokeWidth="2.5" d="M7 12.5l3.2 3.2L17 9" />
      ) : (
        <path fill="currentColor" d="M11 10h2v7h-2zM11 6.5h2v2h-2z" />
      )}
    </svg>
  );
}
