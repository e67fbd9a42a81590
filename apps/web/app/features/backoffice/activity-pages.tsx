// One activity in the back office: what it is (dates, state in words, prices, points and limits), what the
// staff member may do with it (the api's rights: change, poster, end for an ADMIN; the kiosk for every staff
// member), and the question before ending it. The notice after a change is a status message.
import type { Event } from "@vtp/contracts/activities";
import { Form, Link } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { OrganiserContext } from "./organiser-pages.tsx";
import { descriptionParagraphs, type ActivityRow, type BackofficeOrganiser } from "./view.ts";

const euro = new Intl.NumberFormat("nl-BE", { style: "currency", currency: "EUR" });

export function ActivityDetails(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  event: Event;
  row: ActivityRow;
  notice: string | null;
}) {
  const to = usePathTo();
  const params = { organisatie: p.organiser.id, activiteit: p.event.id };
  const { settings } = p.event;
  const ended = p.event.status === "ENDED";
  const notice = p.notice !== null ? copy.activity.notices[p.notice] : undefined;
  return (
    <section className="backoffice-page" aria-labelledby="activiteit-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-activities", { params: { organisatie: p.organiser.id } })}>{copy.activity.back}</Link>
      </p>
      <p role="status" className={notice ? "backoffice-notice" : "backoffice-notice backoffice-notice--empty"}>
        {notice ? (
          <>
            <span aria-hidden="true">{p.notice === "posterFailed" ? "! " : "✓ "}</span>
            {notice}
          </>
        ) : null}
      </p>
      <h1 id="activiteit-titel" className="heading heading--2">
        {p.event.title}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <dl className="backoffice-facts">
        <div>
          <dt>{copy.activity.status}</dt>
          <dd>
            <span className="backoffice-state" data-state={p.row.state}>
              {copy.list.status[p.row.state]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{copy.activity.when}</dt>
          <dd>{p.row.when}</dd>
        </div>
        <div>
          <dt>{copy.activity.checkin}</dt>
          <dd>
            {copy.activity.checkinRule(
              settings.checkinPoints,
              settings.checkinLimit.volume,
              copy.period[settings.checkinLimit.periodType]!,
            )}
          </dd>
        </div>
        <div>
          <dt>{copy.activity.ticketLimit}</dt>
          <dd>
            {copy.activity.ticketRule(settings.passholderTicketLimit.volume, copy.period[settings.passholderTicketLimit.periodType]!)}
          </dd>
        </div>
        <div>
          <dt>{copy.activity.prices}</dt>
          <dd>
            {p.event.priceInfo.length === 0 ? (
              copy.activity.noPrices
            ) : (
              <ul className="backoffice-prices">
                {p.event.priceInfo.map((c) => (
                  <li key={c.name}>
                    {c.name}: {euro.format(c.price)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {p.event.description ? (
          <div>
            <dt>{copy.activity.description}</dt>
            <dd>
              {descriptionParagraphs(p.event.description).map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {ended ? (
        <p className="backoffice-lead">{copy.activity.endedNote}</p>
      ) : (
        <ul className="backoffice-actions">
          {p.organiser.canPoster ? (
            <li>
              <a href={to("backoffice-poster", { params })} className="button button--primary" download>
                {copy.activity.poster}
              </a>
              <p className="backoffice-hint">{copy.activity.posterHint}</p>
            </li>
          ) : null}
          <li>
            <Link to={to("backoffice-kiosk", { params })} className="button button--secondary">
              {copy.activity.kiosk}
            </Link>
            <p className="backoffice-hint">{copy.activity.kioskHint}</p>
          </li>
          {p.organiser.canEdit ? (
            <li className="backoffice-actions__row">
              <Link to={to("backoffice-activity-edit", { params })} className="button button--secondary">
                {copy.activity.edit}
              </Link>
              <Link to={to("backoffice-activity-end", { params })} className="button button--danger">
                {copy.activity.end}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

export function EndActivityQuestion(p: { organiser: BackofficeOrganiser; event: Event; error: string | undefined }) {
  const to = usePathTo();
  const params = { organisatie: p.organiser.id, activiteit: p.event.id };
  return (
    <section className="backoffice-page" aria-labelledby="beeindigen-titel">
      <h1 id="beeindigen-titel" className="heading heading--2">
        {copy.end.heading(p.event.title)}
      </h1>
      {p.error ? (
        <p className="counter-choice__notice" role="alert">
          {p.error}
        </p>
      ) : null}
      <p className="backoffice-lead">{copy.end.lead}</p>
      <Form method="post" className="backoffice-actions__row">
        <button type="submit" className="button button--danger">
          {copy.end.yes}
        </button>
        <Link to={to("backoffice-activity", { params })} className="button button--secondary">
          {copy.end.no}
        </Link>
      </Form>
    </section>
  );
}
