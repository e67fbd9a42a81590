// The organiser's audit log (issue 20 "Audit log"): a GET filter (period, card number) and the entries as a
// list (when, what, who, about what; readable at 375 px, no wide table), with "Vorige" / "Volgende".
import { Form, Link } from "react-router";
import { auditLogCopy as copy } from "../../copy/audit-log.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { OrganiserContext } from "./organiser-pages.tsx";
import { AUDIT_PAGE_SIZE, type AuditLogPageData, type BackofficeOrganiser } from "./view.ts";

const FIELD_IDS = { van: "logboek-van", tot: "logboek-tot", pas: "logboek-pas" };
const LABELS = { van: copy.from, tot: copy.to, pas: copy.card };

export function AuditLogPage(p: { organiser: BackofficeOrganiser; manyOrganisers: boolean } & AuditLogPageData) {
  const to = usePathTo();
  const organisatie = p.organiser.id;
  const { van, tot, pas } = p.filter;
  const pageAt = (start: number) =>
    to("backoffice-audit-log", {
      params: { organisatie },
      query: { van: van || undefined, tot: tot || undefined, pas: pas || undefined, start: start === 0 ? undefined : String(start) },
    });
  const last = Math.min(p.start + p.rows.length, p.total);
  return (
    <section className="backoffice-page" aria-labelledby="logboek-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-organiser", { params: { organisatie } })}>{copy.back}</Link>
      </p>
      <h1 id="logboek-titel" className="heading heading--2">
        {copy.heading}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{copy.lead}</p>
      <ErrorSummary errors={p.errors} fieldIds={FIELD_IDS} labels={LABELS} />
      <Form method="get" className="backoffice-filter" aria-label={copy.filter}>
        <DateField
          id={FIELD_IDS.van}
          name="van"
          label={copy.from}
          autoComplete="off"
          defaultValue={van}
          error={errorFor(p.errors, "van")}
        />
        <DateField id={FIELD_IDS.tot} name="tot" label={copy.to} autoComplete="off" defaultValue={tot} error={errorFor(p.errors, "tot")} />
        <TextField
          id={FIELD_IDS.pas}
          name="pas"
          label={copy.card}
          hint={copy.cardHint}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={pas}
          error={errorFor(p.errors, "pas")}
        />
        <button type="submit" className="button button--primary">
          {copy.show}
        </button>
      </Form>
      {van === "" && tot === "" ? <p className="backoffice-hint">{copy.defaultPeriod}</p> : null}
      {p.errors.length > 0 ? null : p.rows.length === 0 ? (
        <p className="backoffice-lead backoffice-log__empty">{copy.empty}</p>
      ) : (
        <>
          <p className="backoffice-count" aria-live="polite">
            {p.total > AUDIT_PAGE_SIZE ? copy.page(p.start + 1, last, p.total) : copy.count(p.total)}
          </p>
          <ol className="backoffice-log" data-testid="logboek">
            {p.rows.map((r) => (
              <li key={r.id} className="backoffice-log__entry">
                <p className="backoffice-log__what">{r.action}</p>
                <p className="backoffice-log__meta">
                  <time dateTime={r.at}>{r.when}</time> · {r.who}
                </p>
                {r.about !== null ? <p className="backoffice-log__about">{r.about}</p> : null}
              </li>
            ))}
          </ol>
          {p.total > AUDIT_PAGE_SIZE ? (
            <nav className="backoffice-log__pages" aria-label={copy.heading}>
              {p.start > 0 ? (
                <Link to={pageAt(Math.max(0, p.start - AUDIT_PAGE_SIZE))} className="button button--secondary" rel="prev">
                  {copy.previous}
                </Link>
              ) : null}
              {last < p.total ? (
                <Link to={pageAt(p.start + AUDIT_PAGE_SIZE)} className="button button--secondary" rel="next">
                  {copy.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
