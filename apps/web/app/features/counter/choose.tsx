// The counter's first two steps: the organiser ("Laatst gebruikt" first) and the activity (today and the
// next 30 days, or "Verder zonder activiteit"). Plain links: each choice is a URL, with or without JavaScript.
// The back office chooses its organiser with the same list (its own lead) and shows the same 403 page.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { CounterActivity, CounterOrganiser } from "./view.ts";

/** The 403 page of the staff's pages for a signed-in account that is no staff there (`lead` says where). */
export function NotStaffNotice({ lead = copy.notStaff.lead }: { lead?: string }) {
  const to = usePathTo();
  return (
    <div className="container section counter-forbidden">
      <h1 className="heading heading--2">{copy.notStaff.heading}</h1>
      <p>{lead}</p>
      <p className="counter-forbidden__links">
        <Link to={to("dashboard")} className="button button--primary">
          {copy.notStaff.dashboard}
        </Link>
        <Link to={to("index")} className="button button--secondary">
          {copy.notStaff.home}
        </Link>
      </p>
    </div>
  );
}

/** A long list's search (card-system staff see their whole region): what was asked, of how many, and where. */
export interface OrganiserSearch {
  query: string;
  total: number;
  action: string;
}

function OrganiserSearchForm({ search, shown }: { search: OrganiserSearch; shown: number }) {
  const said = copy.organiser.search;
  return (
    <>
      <Form method="get" action={search.action} role="search" className="counter-choice__search">
        <label className="field__label" htmlFor="organisatie-zoek">
          {said.label}
        </label>
        <p className="field__hint" id="organisatie-zoek-hint">
          {said.hint}
        </p>
        <div className="counter-choice__search-row">
          <input
            id="organisatie-zoek"
            name="zoek"
            type="search"
            className="field__input"
            defaultValue={search.query}
            aria-describedby="organisatie-zoek-hint"
            autoComplete="off"
            maxLength={80}
          />
          <button type="submit" className="button button--primary">
            {said.button}
          </button>
        </div>
      </Form>
      {search.query === "" ? null : (
        <p className="counter-choice__found" role="status">
          {shown === 0 ? said.none(search.query) : said.found(shown, search.total)} <Link to={search.action}>{said.all}</Link>
        </p>
      )}
    </>
  );
}

export function OrganiserChoice({
  organisers,
  hrefFor,
  lead = copy.organiser.lead,
  search,
  actions,
}: {
  organisers: CounterOrganiser[];
  hrefFor: (id: string) => string;
  lead?: string;
  search?: OrganiserSearch | null;
  /** What the page adds under the lead (the back office: "Organisatie toevoegen" for staff of a region). */
  actions?: ReactNode;
}) {
  return (
    <section className="counter-choice" aria-labelledby="balie-organisatie">
      <h1 id="balie-organisatie" className="heading heading--2">
        {copy.organiser.heading}
      </h1>
      <p className="counter-choice__lead">{lead}</p>
      {actions}
      {search ? <OrganiserSearchForm search={search} shown={organisers.length} /> : null}
      {/* No empty list for a screen reader to announce ("lijst, 0 items") when a region has no organiser yet. */}
      {organisers.length === 0 ? null : (
        <ul className="counter-choice__list" data-testid="organisaties">
          {organisers.map((o) => (
            <li key={o.id}>
              <Link to={hrefFor(o.id)} className="counter-option">
                <span className="counter-option__name">{o.name}</span>
                <span className="counter-option__meta">
                  {[o.city, o.role ? copy.organiser.role[o.role] : undefined].filter(Boolean).join(" · ")}
                </span>
                {o.lastUsed ? <span className="counter-option__badge">{copy.organiser.lastUsed}</span> : null}
                {o.endDate !== undefined ? <span className="counter-option__badge">{copy.organiser.ended}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ActivityChoice(p: {
  organiser: CounterOrganiser;
  otherOrganiserHref: string | null;
  activities: CounterActivity[];
  unknownActivity: boolean;
  hrefFor: (activityId: string) => string;
  withoutHref: string;
}) {
  return (
    <section className="counter-choice" aria-labelledby="balie-activiteit">
      <h1 id="balie-activiteit" className="heading heading--2">
        {copy.activity.heading}
      </h1>
      <p className="counter-choice__context">
        {copy.context.organiser}: <strong>{p.organiser.name}</strong>
        {p.otherOrganiserHref !== null ? <Link to={p.otherOrganiserHref}>{copy.context.otherOrganiser}</Link> : null}
      </p>
      <p className="counter-choice__lead">{copy.activity.lead}</p>
      {p.unknownActivity ? (
        <p className="counter-choice__notice" role="alert">
          {copy.activity.unknown}
        </p>
      ) : null}
      {p.activities.length === 0 ? (
        <p className="counter-choice__empty">{copy.activity.empty}</p>
      ) : (
        <ul className="counter-choice__list" data-testid="activiteiten">
          {p.activities.map((a) => (
            <li key={a.id}>
              <Link to={p.hrefFor(a.id)} className="counter-option" data-permanent={a.permanent ? "true" : undefined}>
                <span className="counter-option__name">{a.name}</span>
                <span className="counter-option__meta">
                  {a.when} · {copy.activity.points(a.points)}
                </span>
                {a.today ? <span className="counter-option__badge">{copy.activity.today}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="counter-choice__without">
        <Link to={p.withoutHref} className="button button--secondary">
          {copy.activity.without}
        </Link>
        <p className="counter-choice__hint">{copy.activity.withoutHint}</p>
      </div>
    </section>
  );
}
