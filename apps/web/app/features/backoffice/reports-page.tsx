// The back office's reports: a GET form (report, first and last day), the report as a table with a caption
// and headers (it scrolls sideways on a phone, inside a focusable region), its CSV download, and for a long
// period the button that requests it in the background. The request's page says its state and offers the CSV
// when it is ready: it looks again every few seconds where JavaScript runs, and "Status vernieuwen" reloads.
import { formatDutchDate } from "@vtp/contracts/dates";
import { Form, Link } from "react-router";
import { formatCount, formatDay, formatEuro } from "../../copy/format.ts";
import { reportsCopy as copy } from "../../copy/reports.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { useRevalidateWhile } from "../../ui/revalidate-while.ts";
import { OrganiserContext } from "./organiser-pages.tsx";
import { REPORT_SLUGS, slugOfReport, type ReportRequestPageData, type ReportResult, type ReportsPageData } from "./reports-view.ts";
import type { BackofficeOrganiser } from "./view.ts";

const FIELD_IDS = { rapport: "rapport-checkins", van: "rapport-van", tot: "rapport-tot" };
const LABELS = { van: copy.from, tot: copy.to };

const euro = (cents: number) => formatEuro(cents / 100);
const num = (n: number) => formatCount(n);

/**
 * A table with its caption: the first `textColumns` columns are words (the first one heads its row), the rest
 * numbers (aligned right), with a total line. On a narrow screen it scrolls inside a region the keyboard can reach.
 */
function ReportTable(p: { caption: string; head: string[]; textColumns: number; rows: string[][]; total: string[] }) {
  const numberClass = (i: number) => (i >= p.textColumns ? "report-table__number" : undefined);
  return (
    // A region that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="report-table__scroll" role="region" aria-label={copy.tableLabel(p.caption)} tabIndex={0}>
      <table className="report-table" data-testid="rapport">
        <caption>{p.caption}</caption>
        <thead>
          <tr>
            {p.head.map((h, i) => (
              <th key={h} scope="col" className={numberClass(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={numberClass(i)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={p.textColumns}>
              {copy.total}
            </th>
            {p.total.map((cell, i) => (
              <td key={i} className="report-table__number">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ReportOnScreen({ result }: { result: Exclude<ReportResult, { kind: "long" }> }) {
  const { period } = result.report;
  const caption = copy.caption(copy.kinds[result.kind]!, formatDay(period.from), formatDay(period.to));
  const c = copy.columns;
  if (result.report.rows.length === 0) {
    return (
      <p className="backoffice-lead" data-testid="rapport-leeg">
        {caption}: {copy.empty.toLowerCase()}
      </p>
    );
  }
  if (result.kind === "checkins") {
    const { rows, totals } = result.report;
    return (
      <ReportTable
        caption={caption}
        head={[c.day, c.activity, c.checkins, c.points]}
        textColumns={2}
        rows={rows.map((r) => [formatDutchDate(r.date), r.eventTitle, num(r.checkins), num(r.points)])}
        total={[num(totals.checkins), num(totals.points)]}
      />
    );
  }
  if (result.kind === "rewards") {
    const { rows, totals } = result.report;
    return (
      <ReportTable
        caption={caption}
        head={[c.day, c.reward, c.redeemed, c.points]}
        textColumns={2}
        rows={rows.map((r) => [r.date === undefined ? "" : formatDutchDate(r.date), r.rewardTitle, num(r.redeemed), num(r.points)])}
        total={[num(totals.redeemed), num(totals.points)]}
      />
    );
  }
  const { rows, totals } = result.report;
  return (
    <ReportTable
      caption={caption}
      head={[c.municipality, c.tickets, c.regular, c.paid, c.discount]}
      textColumns={1}
      rows={rows.map((r) => [
        r.municipality === null ? copy.unknownMunicipality : `${r.municipality.postalCode} ${r.municipality.name}`,
        num(r.tickets),
        euro(r.regularPriceCents),
        euro(r.priceCents),
        euro(r.discountCents),
      ])}
      total={[num(totals.tickets), euro(totals.regularPriceCents), euro(totals.priceCents), euro(totals.discountCents)]}
    />
  );
}

export function ReportsPage(
  p: { organiser: BackofficeOrganiser; manyOrganisers: boolean; busy: boolean; requestError: string | undefined } & ReportsPageData,
) {
  const to = usePathTo();
  const organisatie = p.organiser.id;
  const result = p.result;
  const general = p.requestError ?? p.general;
  return (
    <section className="backoffice-page" aria-labelledby="rapporten-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-organiser", { params: { organisatie } })}>{copy.back}</Link>
      </p>
      <h1 id="rapporten-titel" className="heading heading--2">
        {copy.heading}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{copy.lead}</p>
      <ErrorSummary errors={p.errors} general={general} fieldIds={FIELD_IDS} labels={LABELS} />
      <Form method="get" className="backoffice-form report-form" aria-label={copy.formLabel}>
        <fieldset className="backoffice-fieldset">
          <legend className="field__label">{copy.reportLegend}</legend>
          {Object.entries(REPORT_SLUGS).map(([slug, kind]) => (
            <label className="backoffice-radio" key={slug}>
              <input type="radio" id={`rapport-${slug}`} name="rapport" value={slug} defaultChecked={p.form.rapport === slug} />
              {copy.kinds[kind]}
            </label>
          ))}
        </fieldset>
        <div className="backoffice-limit backoffice-limit--top">
          <DateField
            id={FIELD_IDS.van}
            name="van"
            label={copy.from}
            autoComplete="off"
            defaultValue={p.form.van}
            error={errorFor(p.errors, "van")}
          />
          <DateField
            id={FIELD_IDS.tot}
            name="tot"
            label={copy.to}
            autoComplete="off"
            defaultValue={p.form.tot}
            error={errorFor(p.errors, "tot")}
          />
        </div>
        <p className="backoffice-hint">{copy.periodHint}</p>
        <div className="backoffice-actions__row">
          <button type="submit" className="button button--primary">
            {copy.show}
          </button>
        </div>
      </Form>
      {result === null ? null : result.kind === "long" ? (
        <div className="report-long" data-testid="rapport-lang">
          <h2 className="heading heading--3">{copy.long.heading}</h2>
          <p className="backoffice-lead">{copy.long.lead(result.days)}</p>
          <Form method="post">
            <input type="hidden" name="rapport" value={slugOfReport(result.report)} />
            <input type="hidden" name="van" value={result.from} />
            <input type="hidden" name="tot" value={result.to} />
            <button type="submit" className="button button--primary" disabled={p.busy}>
              {copy.long.request}
            </button>
          </Form>
        </div>
      ) : (
        <div className="report-result">
          <ReportOnScreen result={result} />
          <p className="report-download">
            <a
              className="button button--secondary"
              download
              href={to("backoffice-report-csv", {
                params: { organisatie },
                query: { rapport: slugOfReport(result.kind), van: result.report.period.from, tot: result.report.period.to },
              })}
            >
              {copy.csv}
            </a>
            <span className="backoffice-hint">{copy.csvHint}</span>
          </p>
        </div>
      )}
      {p.requests.length === 0 ? null : <RequestList organisatie={organisatie} requests={p.requests} />}
    </section>
  );
}

/** The organiser's earlier requests: each one's report, period and state in words, linking to its page. */
function RequestList({ organisatie, requests }: { organisatie: string; requests: ReportsPageData["requests"] }) {
  const to = usePathTo();
  return (
    <section className="report-requests" aria-labelledby="aanvragen-titel" data-testid="aanvragen">
      <h2 id="aanvragen-titel" className="heading heading--3">
        {copy.requests.heading}
      </h2>
      <p className="backoffice-hint">{copy.requests.lead}</p>
      <ul className="report-requests__list">
        {requests.map((r) => (
          <li key={r.id} className="report-requests__item">
            <Link to={to("backoffice-report-request", { params: { organisatie, aanvraag: r.id } })}>
              {copy.caption(copy.kinds[r.report]!, formatDay(r.period.from), formatDay(r.period.to))}
            </Link>
            <span className="report-requests__state" data-status={r.status}>
              {copy.requests.state[r.status]}
            </span>
            <span className="backoffice-hint">{copy.requests.requestedOn(formatDay(r.creationDate))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReportRequestPage(p: { organiser: BackofficeOrganiser; manyOrganisers: boolean } & ReportRequestPageData) {
  const to = usePathTo();
  const r = p.reportRequest;
  const params = { organisatie: p.organiser.id, aanvraag: r.id };
  const waiting = r.status === "queued" || r.status === "running";
  // Where JavaScript runs: look again every few seconds while the report is being made.
  useRevalidateWhile(waiting);
  return (
    <section className="backoffice-page" aria-labelledby="aanvraag-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-reports", { params: { organisatie: p.organiser.id } })}>{copy.request.back}</Link>
      </p>
      <h1 id="aanvraag-titel" className="heading heading--2">
        {copy.request.heading}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{copy.request.what(copy.kinds[r.report]!, formatDay(r.period.from), formatDay(r.period.to))}</p>
      <p role="status" className="backoffice-notice report-status" data-testid="aanvraag-status" data-status={r.status}>
        {waiting ? null : <span aria-hidden="true">{r.status === "ready" ? "✓ " : "! "}</span>}
        {r.status === "failed" && r.message ? `${copy.request.status.failed} ${r.message.nl}` : copy.request.status[r.status]}
      </p>
      {waiting ? (
        <>
          <p className="backoffice-hint">{copy.request.refreshHint}</p>
          <p className="report-refresh">
            <Link to={to("backoffice-report-request", { params })} className="button button--secondary" reloadDocument>
              {copy.request.refresh}
            </Link>
          </p>
        </>
      ) : r.status === "ready" ? (
        <p className="report-download">
          <a className="button button--primary" download href={to("backoffice-report-request-csv", { params })}>
            {copy.request.download}
          </a>
          {r.expiryDate ? <span className="backoffice-hint">{copy.request.keptUntil(formatDay(r.expiryDate))}</span> : null}
        </p>
      ) : (
        <p>
          <Link
            to={to("backoffice-reports", {
              params: { organisatie: p.organiser.id },
              query: { rapport: slugOfReport(r.report), van: formatDutchDate(r.period.from), tot: formatDutchDate(r.period.to) },
            })}
            className="button button--secondary"
          >
            {copy.request.again}
          </Link>
        </p>
      )}
    </section>
  );
}
