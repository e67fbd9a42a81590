// The typed-code form of /sparen and /sparen/scannen: a plain HTML form (works without JavaScript) that
// posts the code and the render's idempotency key to the scan page's action.
import { Form } from "react-router";
import { errorFor, TextField } from "../../ui/field.tsx";
import type { FieldError } from "../../server/form-errors.ts";

export const codeFormIds = { code: "checkin-code" } as const;

export function CodeForm(p: {
  action: string;
  idempotencyKey: string;
  errors?: FieldError[] | undefined;
  defaultValue?: string | undefined;
  busy: boolean;
  headingId: string;
  heading: string;
}) {
  return (
    <section className="card scan-typed" aria-labelledby={p.headingId}>
      <h2 id={p.headingId} className="heading heading--3">
        {p.heading}
      </h2>
      <Form method="post" action={p.action} className="scan-typed__form" noValidate>
        <input type="hidden" name="idempotencyKey" value={p.idempotencyKey} />
        <TextField
          id={codeFormIds.code}
          name="code"
          label="Code"
          hint="Je vindt de code onder of naast de QR-code, bijvoorbeeld GENT-BIB-2026."
          error={errorFor(p.errors, "code")}
          defaultValue={p.defaultValue}
          autoComplete="off"
          required
        />
        <button type="submit" className="button button--primary" disabled={p.busy}>
          Punten sparen
        </button>
      </Form>
    </section>
  );
}

/** The "being checked" status, read out when it appears (aria-live). */
export function CheckingStatus({ busy }: { busy: boolean }) {
  return (
    <p className={busy ? "scan-status scan-status--busy" : "scan-status"} role="status" aria-live="polite" data-testid="scan-status">
      {busy ? "Bezig met controleren…" : ""}
    </p>
  );
}
