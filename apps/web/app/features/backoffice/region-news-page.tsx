// A region's news (/organisatie/nieuws, decision 0071): the form (title, message, where holders can go on) and
// the region's sent news, newest first, each with its delivery in words ("Wordt verstuurd", then "Verstuurd op
// … aan N pashouders"). A plain POST (works without JavaScript); where JavaScript runs, the list looks again
// every few seconds while a news item is being delivered.
import { Form, Link } from "react-router";
import type { RegionNewsLink } from "@vtp/contracts/region-news";
import { formsCopy } from "../../copy/forms.ts";
import { regionNewsCopy as copy } from "../../copy/region-news.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { ErrorSummary, errorFor, FieldErrorMessage, TextField } from "../../ui/field.tsx";
import { useRevalidateWhile } from "../../ui/revalidate-while.ts";
import type { RegionNewsFormValues, RegionNewsRow } from "./region-news-view.ts";

const FIELD_IDS: Record<string, string> = { title: "nieuws-titel", body: "nieuws-bericht", link: "nieuws-link" };
const LABELS: Record<string, string> = { title: copy.title, body: copy.body, link: copy.linkLegend };
/** The pages news can link to, in the copy's order (a value of the contracts' schema module would bring zod into the page). */
const LINKS = Object.keys(copy.links) as RegionNewsLink[];

export function RegionNewsPage(p: {
  regions: { id: string; name: string }[];
  region: { id: string; name: string };
  news: RegionNewsRow[];
  values: RegionNewsFormValues;
  errors: FieldError[];
  general: string | undefined;
  sent: boolean;
}) {
  const to = usePathTo();
  useRevalidateWhile(p.news.some((n) => !n.sent));
  const err = (field: string) => errorFor(p.errors, field);
  return (
    <section className="backoffice-page" aria-labelledby="nieuws-kop">
      <p className="backoffice-back">
        <Link to={to("backoffice")}>{copy.back}</Link>
      </p>
      <p role="status" className={p.sent ? "backoffice-notice" : "backoffice-notice backoffice-notice--empty"}>
        {p.sent ? (
          <>
            <span aria-hidden="true">✓ </span>
            {copy.sent}
          </>
        ) : null}
      </p>
      <h1 id="nieuws-kop" className="heading heading--2">
        {copy.heading}
      </h1>
      <p className="backoffice-context">
        <strong>{p.region.name}</strong>
      </p>
      <p className="backoffice-lead">{copy.lead}</p>
      <Form method="post" noValidate className="backoffice-form">
        <ErrorSummary errors={p.errors} general={p.general} fieldIds={FIELD_IDS} labels={LABELS} />
        {p.regions.length > 1 ? (
          <div className="field">
            <label className="field__label" htmlFor="nieuws-regio">
              {copy.region}
            </label>
            <select className="field__input backoffice-select" id="nieuws-regio" name="region" defaultValue={p.values.region}>
              {p.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="region" value={p.region.id} />
        )}
        <TextField
          id={FIELD_IDS.title!}
          name="title"
          label={copy.title}
          hint={copy.titleHint}
          defaultValue={p.values.title}
          error={err("title")}
          required
        />
        <TextField
          id={FIELD_IDS.body!}
          name="body"
          label={copy.body}
          hint={copy.bodyHint}
          defaultValue={p.values.body}
          error={err("body")}
          rows={5}
          required
        />
        <fieldset
          className={err("link") ? "backoffice-fieldset field--error" : "backoffice-fieldset"}
          aria-describedby={err("link") ? "nieuws-link-error" : undefined}
        >
          <legend className="field__label">
            {copy.linkLegend}
            <span className="field__required">{formsCopy.required}</span>
          </legend>
          {err("link") ? <FieldErrorMessage id="nieuws-link-error" message={err("link")!} /> : null}
          {LINKS.map((link, i) => (
            <label key={link} className="backoffice-radio">
              <input
                type="radio"
                name="link"
                value={link}
                id={i === 0 ? FIELD_IDS.link : undefined}
                defaultChecked={p.values.link === link}
              />
              {copy.links[link]}
            </label>
          ))}
        </fieldset>
        <div className="backoffice-actions__row">
          <button type="submit" className="button button--primary">
            {copy.submit}
          </button>
        </div>
      </Form>
      <section className="region-news" aria-labelledby="nieuws-lijst-kop">
        <h2 id="nieuws-lijst-kop" className="heading heading--3">
          {copy.listHeading}
        </h2>
        {p.news.length === 0 ? (
          <p className="backoffice-hint">{copy.empty}</p>
        ) : (
          <ul className="region-news__list">
            {p.news.map((n) => (
              <li key={n.id} className="region-news__item">
                <h3 className="region-news__title">{n.title}</h3>
                <p className="region-news__state" data-sent={n.sent}>
                  {n.status}
                </p>
                <p className="region-news__body">{n.body}</p>
                <p className="backoffice-hint">
                  {n.written} · {n.link}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
