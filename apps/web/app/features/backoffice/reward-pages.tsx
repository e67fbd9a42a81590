// The back office's rewards: the list (running first, then ended; the state of each in words), one reward
// (what it costs, units, limit, period, where, region; change and end for an ADMIN), the question before its
// end, and the page that tells a staff member without the right what they may not do.
import type { ManagedReward } from "@vtp/contracts/reward-management";
import { Form, Link } from "react-router";
import { backofficeCopy } from "../../copy/backoffice.ts";
import { formatDay } from "../../copy/format.ts";
import { rewardManagementCopy as copy } from "../../copy/reward-management.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { OrganiserContext } from "./organiser-pages.tsx";
import { periodInWords, type RewardRow } from "./reward-view.ts";
import { descriptionParagraphs, type BackofficeOrganiser } from "./view.ts";

function RewardItems({ organisatie, rewards }: { organisatie: string; rewards: RewardRow[] }) {
  const to = usePathTo();
  return (
    <ul className="counter-choice__list" data-testid="voordelen">
      {rewards.map((r) => (
        <li key={r.id}>
          <Link
            to={to("backoffice-reward", { params: { organisatie, voordeel: r.id } })}
            className="counter-option backoffice-activity"
            data-state={r.state}
          >
            <span className="counter-option__name">{r.title}</span>
            <span className="counter-option__meta">
              {r.cost} · {r.period}
            </span>
            <span className="counter-option__meta">{r.units}</span>
            <span className="backoffice-state" data-state={r.state}>
              {copy.status[r.state]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RewardList(p: { organiser: BackofficeOrganiser; manyOrganisers: boolean; rewards: RewardRow[] }) {
  const to = usePathTo();
  const organisatie = p.organiser.id;
  const running = p.rewards.filter((r) => r.state !== "ended");
  const ended = p.rewards.filter((r) => r.state === "ended");
  return (
    <section className="backoffice-page" aria-labelledby="voordelen-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-organiser", { params: { organisatie } })}>{copy.list.back}</Link>
      </p>
      <div className="backoffice-heading">
        <h1 id="voordelen-titel" className="heading heading--2">
          {copy.list.heading}
        </h1>
        {p.organiser.canEditRewards ? (
          <Link to={to("backoffice-reward-new", { params: { organisatie } })} className="button button--primary">
            {copy.list.create}
          </Link>
        ) : null}
      </div>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{p.organiser.canEditRewards ? copy.list.lead : copy.list.memberNote}</p>
      {p.rewards.length === 0 ? (
        <p className="backoffice-lead">{copy.list.empty}</p>
      ) : (
        <>
          <p className="backoffice-count">{copy.list.count(p.rewards.length)}</p>
          {running.length > 0 ? (
            <>
              <h2 className="heading heading--3">{copy.list.running}</h2>
              <RewardItems organisatie={organisatie} rewards={running} />
            </>
          ) : null}
          {ended.length > 0 ? (
            <>
              <h2 className="heading heading--3">{copy.list.ended}</h2>
              <RewardItems organisatie={organisatie} rewards={ended} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function where(reward: ManagedReward): string {
  if (reward.atCounter && reward.online) return copy.reward.whereBoth;
  return reward.atCounter ? copy.reward.whereCounter : copy.reward.whereOnline;
}

export function RewardDetails(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  reward: ManagedReward;
  row: RewardRow;
  notice: string | null;
}) {
  const to = usePathTo();
  const params = { organisatie: p.organiser.id, voordeel: p.reward.id };
  const r = p.reward;
  const notice = p.notice !== null ? copy.reward.notices[p.notice] : undefined;
  const facts: [string, string][] = [
    [copy.reward.kind, r.type === "WELCOME" ? copy.reward.welcomeKind : copy.reward.pointsKind],
    [copy.reward.points, copy.pointsCost(r.points)],
    [copy.reward.category, r.category],
    [copy.reward.units, copy.reward.unitsTaken(r.unitsTaken, r.maxAvailableUnits)],
    [
      copy.reward.limit,
      r.redeemLimit === null
        ? copy.reward.noLimit
        : copy.reward.limitRule(r.redeemLimit.volume, backofficeCopy.period[r.redeemLimit.periodType]!),
    ],
    [copy.reward.period, periodInWords(r.redeemPeriod)],
    [copy.reward.where, where(r)],
    [copy.reward.regions, r.cardSystems.map((c) => c.name).join(", ")],
  ];
  return (
    <section className="backoffice-page" aria-labelledby="voordeel-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-rewards", { params: { organisatie: p.organiser.id } })}>{copy.reward.back}</Link>
      </p>
      <p role="status" className={notice ? "backoffice-notice" : "backoffice-notice backoffice-notice--empty"}>
        {notice ? (
          <>
            <span aria-hidden="true">✓ </span>
            {notice}
          </>
        ) : null}
      </p>
      <h1 id="voordeel-titel" className="heading heading--2">
        {r.title}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <dl className="backoffice-facts">
        <div>
          <dt>{copy.reward.status}</dt>
          <dd>
            <span className="backoffice-state" data-state={p.row.state}>
              {copy.status[p.row.state]}
            </span>
          </dd>
        </div>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {r.description ? (
          <div>
            <dt>{copy.reward.description}</dt>
            <dd>
              {descriptionParagraphs(r.description).map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {r.status === "ENDED" ? (
        <p className="backoffice-lead">{copy.reward.endedNote(formatDay(r.endedDate ?? r.creationDate))}</p>
      ) : p.organiser.canEditRewards ? (
        <div className="backoffice-actions__row">
          <Link to={to("backoffice-reward-edit", { params })} className="button button--secondary">
            {copy.reward.edit}
          </Link>
          <Link to={to("backoffice-reward-end", { params })} className="button button--danger">
            {copy.reward.end}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

export function EndRewardQuestion(p: { organiser: BackofficeOrganiser; reward: ManagedReward; error: string | undefined }) {
  const to = usePathTo();
  const params = { organisatie: p.organiser.id, voordeel: p.reward.id };
  return (
    <section className="backoffice-page" aria-labelledby="beeindigen-titel">
      <h1 id="beeindigen-titel" className="heading heading--2">
        {copy.end.heading(p.reward.title)}
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
        <Link to={to("backoffice-reward", { params })} className="button button--secondary">
          {copy.end.no}
        </Link>
      </Form>
    </section>
  );
}

/** A staff member on a page that is not for their role: what it is for, and the way back. */
export function NoRightNotice(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  message: string;
  back: string;
  backLabel: string;
}) {
  return (
    <section className="backoffice-page" aria-labelledby="geen-recht-titel">
      <h1 id="geen-recht-titel" className="heading heading--2">
        {copy.noRight.heading}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{p.message}</p>
      <p>
        <Link to={p.back} className="button button--secondary">
          {p.backLabel}
        </Link>
      </p>
    </section>
  );
}
