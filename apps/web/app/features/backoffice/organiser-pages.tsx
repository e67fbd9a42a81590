// The back office's organiser home (its sections as the api's rights say: Activiteiten first for its staff,
// Voordelen, Rapporten, Medewerkers, Logboek, the counter when the staff member may serve there; card-system staff
// of the region see Rapporten, Medewerkers, Logboek and the organiser's details, which they change, and end it; an ended
// organiser's home says since when, with only Rapporten and Logboek) and the list of its activities (running and coming first; the state of each in words).
// Plain links: every step is a URL, with or without JavaScript.
import { Form, Link } from "react-router";
import { brusselsDate, formatDutchDate } from "@vtp/contracts/dates";
import { auditLogCopy } from "../../copy/audit-log.ts";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { organiserManagementCopy } from "../../copy/organiser-management.ts";
import { reportsCopy } from "../../copy/reports.ts";
import { rewardManagementCopy } from "../../copy/reward-management.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { ActivityRow, BackofficeOrganiser } from "./view.ts";

/** The organiser's name (not on its home, whose heading it is), its city and "Andere organisatie" when there is another. */
export function OrganiserContext({
  organiser,
  manyOrganisers,
  withName = true,
}: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  withName?: boolean;
}) {
  const to = usePathTo();
  return (
    <p className="backoffice-context">
      {withName ? <strong>{organiser.name}</strong> : null}
      {organiser.city ? <span>{organiser.city}</span> : null}
      {manyOrganisers ? (
        <Link to={to("backoffice")} className="backoffice-context__switch">
          {copy.home.otherOrganiser}
        </Link>
      ) : null}
    </p>
  );
}

export function OrganiserHome({
  organiser,
  manyOrganisers,
  done = null,
}: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  /** Its details were just changed, or it was just ended. */
  done?: "saved" | "ended" | null;
}) {
  const to = usePathTo();
  const ended = organiser.endDate !== undefined;
  return (
    <section className="backoffice-page" aria-labelledby="organisatie-titel">
      <p
        role="status"
        className={done !== null ? "backoffice-notice" : "backoffice-notice backoffice-notice--empty"}
        data-testid="organisatie-melding"
      >
        {done !== null ? (
          <>
            <span aria-hidden="true">✓ </span>
            {done === "saved" ? organiserManagementCopy.edit.saved : organiserManagementCopy.end.done}
          </>
        ) : null}
      </p>
      <h1 id="organisatie-titel" className="heading heading--2">
        {organiser.name}
      </h1>
      <OrganiserContext organiser={organiser} manyOrganisers={manyOrganisers} withName={false} />
      {organiser.role ? <p className="backoffice-lead">{copy.home.role[organiser.role]}</p> : null}
      {organiser.regionStaff && organiser.role === null && !ended ? <p className="backoffice-lead">{copy.home.region}</p> : null}
      {ended ? (
        <p className="backoffice-lead" data-testid="organisatie-beeindigd">
          {organiserManagementCopy.end.ended(formatDutchDate(brusselsDate(new Date(organiser.endDate!))))}
        </p>
      ) : null}
      <h2 className="heading heading--3">{copy.home.sections}</h2>
      <ul className="counter-choice__list" data-testid="onderdelen">
        {organiser.canReadActivities ? (
          <li>
            <Link to={to("backoffice-activities", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{copy.home.activities}</span>
              <span className="counter-option__meta">{copy.home.activitiesHint}</span>
            </Link>
          </li>
        ) : null}
        {organiser.canReadRewards ? (
          <li>
            <Link to={to("backoffice-rewards", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{rewardManagementCopy.homeLink}</span>
              <span className="counter-option__meta">{rewardManagementCopy.homeHint}</span>
            </Link>
          </li>
        ) : null}
        {organiser.canReadReports ? (
          <li>
            <Link to={to("backoffice-reports", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{reportsCopy.homeLink}</span>
              <span className="counter-option__meta">{reportsCopy.homeHint}</span>
            </Link>
          </li>
        ) : null}
        {organiser.canManageStaff ? (
          <li>
            <Link to={to("backoffice-staff", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{copy.home.staff}</span>
              <span className="counter-option__meta">{organiser.canChangeStaff ? copy.home.staffHint : copy.home.staffHintInvite}</span>
            </Link>
          </li>
        ) : null}
        {organiser.canReadAuditLog ? (
          <li>
            <Link to={to("backoffice-audit-log", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{auditLogCopy.homeLink}</span>
              <span className="counter-option__meta">{auditLogCopy.homeHint}</span>
            </Link>
          </li>
        ) : null}
        {organiser.regionStaff && !ended ? (
          <li>
            <Link to={to("backoffice-organiser-edit", { params: { organisatie: organiser.id } })} className="counter-option">
              <span className="counter-option__name">{organiserManagementCopy.edit.homeLink}</span>
              <span className="counter-option__meta">{organiserManagementCopy.edit.homeHint}</span>
            </Link>
          </li>
        ) : null}
        {organiser.canCounter ? (
          <li>
            <Link to={to("counter", { query: { organisatie: organiser.id } })} className="counter-option" reloadDocument>
              <span className="counter-option__name">{copy.home.counter}</span>
              <span className="counter-option__meta">{copy.home.counterHint}</span>
            </Link>
          </li>
        ) : null}
      </ul>
      {organiser.regionStaff && !ended ? (
        <div className="backoffice-end">
          <Link to={to("backoffice-organiser-end", { params: { organisatie: organiser.id } })} className="button button--secondary">
            {organiserManagementCopy.end.homeLink}
          </Link>
          <p className="backoffice-end__hint">{organiserManagementCopy.end.homeHint}</p>
        </div>
      ) : null}
    </section>
  );
}

/** The question before an organiser ends for good (its region's staff): what happens, what stays, then yes or no. */
export function EndOrganiserQuestion(p: { organiser: { id: string; name: string; city?: string }; error: string | undefined }) {
  const to = usePathTo();
  const t = organiserManagementCopy.end;
  return (
    <section className="backoffice-page" aria-labelledby="beeindigen-titel">
      <h1 id="beeindigen-titel" className="heading heading--2">
        {t.heading(p.organiser.name)}
      </h1>
      {p.organiser.city ? <p className="backoffice-context">{p.organiser.city}</p> : null}
      {p.error ? (
        <p className="counter-choice__notice" role="alert">
          {p.error}
        </p>
      ) : null}
      <p className="backoffice-lead">{t.lead}</p>
      <h2 className="heading heading--3">{t.whatHappens}</h2>
      <ul className="backoffice-end__list">
        {t.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t.keeps}</p>
      <Form method="post" className="backoffice-actions__row">
        <button type="submit" className="button button--danger">
          {t.yes}
        </button>
        <Link to={to("backoffice-organiser", { params: { organisatie: p.organiser.id } })} className="button button--secondary">
          {t.no}
        </Link>
      </Form>
    </section>
  );
}

export function ActivityList(p: { organiser: BackofficeOrganiser; manyOrganisers: boolean; activities: ActivityRow[] }) {
  const to = usePathTo();
  const organisatie = p.organiser.id;
  return (
    <section className="backoffice-page" aria-labelledby="activiteiten-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-organiser", { params: { organisatie } })}>{copy.list.back}</Link>
      </p>
      <div className="backoffice-heading">
        <h1 id="activiteiten-titel" className="heading heading--2">
          {copy.list.heading}
        </h1>
        {p.organiser.canEdit ? (
          <Link to={to("backoffice-activity-new", { params: { organisatie } })} className="button button--primary">
            {copy.list.create}
          </Link>
        ) : null}
      </div>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      {p.organiser.canEdit ? null : <p className="backoffice-lead">{copy.list.memberNote}</p>}
      {p.activities.length === 0 ? (
        <p className="backoffice-lead">{copy.list.empty}</p>
      ) : (
        <>
          <p className="backoffice-count">{copy.list.count(p.activities.length)}</p>
          <ul className="counter-choice__list" data-testid="activiteiten">
            {p.activities.map((a) => (
              <li key={a.id}>
                <Link
                  to={to("backoffice-activity", { params: { organisatie, activiteit: a.id } })}
                  className="counter-option backoffice-activity"
                  data-state={a.state}
                >
                  <span className="counter-option__name">{a.title}</span>
                  <span className="counter-option__meta">
                    {a.when} · {copy.list.points(a.points)}
                  </span>
                  <span className="backoffice-state" data-state={a.state}>
                    {copy.list.status[a.state]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
