// /omruilen/{voordeelid} (cashin-cashin-discounts): one reward, looked up as the spec's client does
// (search, size 1, the first hit's source). The cost, the balance and the next action first; then an
// explicit confirmation step (`?stap=bevestigen`, a plain GET form, so it works without JavaScript);
// the confirmation posts the cash-in with an idempotency key. A refusal shows its Dutch message.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { howToUse, perHolderLabel, placeOfCounter, redeemPeriodLabel, unitsLabel, WhereToRedeem } from "../../features/rewards/index.ts";
import { pointsLabel } from "../../copy/format.ts";
import { exchangeCopy as copy, rewardCopy } from "../../copy/rewards.ts";
import { loadExchange, submitExchange, type ExchangeActionData } from "../../features/rewards/index.server.ts";
import { StarToggle } from "../../features/favourites/index.ts";
import { starAction, type StarActionResult } from "../../features/favourites/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/exchange";
import "./rewards.css";

export async function loader(args: Route.LoaderArgs) {
  return loadExchange(args);
}

/** The star's post ("Bewaar") or the confirmed cash-in. */
export async function action(args: Route.ActionArgs) {
  return (await starAction(args, await args.request.clone().formData())) ?? submitExchange(args);
}

export default function Exchange({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { reward, status, balance, confirm, nowMs, favourite } = loaderData;
  const answer = actionData as ExchangeActionData | StarActionResult | undefined;
  const star = answer !== undefined && "star" in answer ? answer : undefined;
  const refused = answer !== undefined && !("star" in answer) ? answer : undefined;
  const welcome = reward.type === "WELCOME";
  const self = to("exchange", { params: { voordeelid: String(reward.id) } });
  const busy = useNavigation().state === "submitting";
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirm !== null) confirmHeading.current?.focus();
  }, [confirm]);
  const availability = [
    unitsLabel(reward.maxAvailableUnits, reward.unitsTaken),
    perHolderLabel(reward.periodConstraint),
    redeemPeriodLabel(reward.cashingPeriod, new Date(nowMs)),
  ].filter((line): line is string => line !== null);

  return (
    <div className="container section rewards exchange">
      <p className="exchange__back">
        <Link to={to("wallet")}>{copy.back}</Link>
      </p>
      <article className="card exchange__main" aria-labelledby="voordeel-titel">
        <p className="exchange__cost" data-testid="kost">
          {welcome ? rewardCopy.free : pointsLabel(reward.points)}
        </p>
        <h2 id="voordeel-titel" className="heading heading--2 exchange__title">
          {welcome ? <span className="exchange__kind">{rewardCopy.welcome}</span> : null}
          {reward.title}
        </h2>
        {favourite !== null ? <StarToggle kind="reward" objectId={reward.id} favourite={favourite.favourite} result={star} /> : null}
        <p className="exchange__balance">
          {copy.balance}
          <strong data-testid="saldo">{pointsLabel(balance)}</strong>
          {status.redeemable && !welcome ? copy.afterExchange(pointsLabel(balance - reward.points)) : null}
        </p>

        <div aria-live="polite">
          {refused !== undefined ? (
            <div className="rewards__notice rewards__notice--danger" role="alert" data-testid="weigering">
              <p className="rewards__notice-title">{copy.refused}</p>
              <p>{refused.error}</p>
            </div>
          ) : !status.redeemable ? (
            <div className="rewards__notice rewards__notice--warning" data-testid="status">
              <p className="rewards__notice-title">{copy.notNow}</p>
              <p>{status.message}</p>
              {status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT" ? <p>{copy.toSave(reward.points - balance)}</p> : null}
            </div>
          ) : null}
        </div>

        {status.redeemable && refused === undefined ? (
          confirm === null ? (
            <Form method="get" action={self} className="exchange__actions">
              <input type="hidden" name="stap" value="bevestigen" />
              <button type="submit" className="button button--primary exchange__cta">
                {welcome ? copy.collectWelcome : copy.exchangeFor(reward.points)}
              </button>
            </Form>
          ) : (
            <section className="exchange__confirm" aria-labelledby="bevestig">
              <h3 id="bevestig" className="heading heading--3" tabIndex={-1} ref={confirmHeading}>
                {welcome ? copy.confirmWelcome(reward.title) : copy.confirmExchange(reward.points, reward.title)}
              </h3>
              <p>
                {copy.codeNow}
                {howToUse({ online: reward.online, places: reward.counters.map(placeOfCounter) })}
                {welcome ? copy.welcomeOnce : ""}
              </p>
              <Form method="post" action={self} className="exchange__actions">
                <input type="hidden" name="idempotencyKey" value={confirm.idempotencyKey} />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {busy ? copy.busy : copy.confirm}
                </button>
                <Link to={self} className="button button--secondary">
                  {copy.cancel}
                </Link>
              </Form>
            </section>
          )
        ) : null}
      </article>

      {availability.length > 0 ? (
        <section className="card exchange__facts" aria-labelledby="beschikbaarheid">
          <h2 id="beschikbaarheid" className="heading heading--3">
            {copy.availability}
          </h2>
          <ul className="exchange__fact-list">
            {availability.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <WhereToRedeem reward={reward} />

      {reward.description !== "" ? (
        <section className="card exchange__about" aria-labelledby="over">
          <h2 id="over" className="heading heading--3">
            {copy.about}
          </h2>
          {/* Sanitised by the api (sanitize-html allow-list) before it leaves the search index. */}
          <div className="exchange__description" dangerouslySetInnerHTML={{ __html: reward.description }} />
          {reward.moreInfoUrl !== null ? (
            <p>
              <a href={reward.moreInfoUrl} rel="noopener noreferrer">
                {copy.moreInfo}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
