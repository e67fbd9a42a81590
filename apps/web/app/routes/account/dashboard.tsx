// /overzicht (dashboard): it opens on the pass, as a holder at a counter needs it: the digital card with
// its barcode first on a phone, then the balance, the quick actions and "Binnenkort" (what ends within 60
// days, feature upcoming, decision 0063). The
// title is a greeting with the full name. An account without a card gets the cardless state. With a card,
// the page may be kept by this device's service worker (X-Offline-Copy): offline it shows its last state
// with "laatst bijgewerkt om"; logging out (or a new login) removes the copy.
import { Link } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import { listHolderRewards } from "@vtp/contracts/rewards";
import { getUpcoming } from "@vtp/contracts/upcoming";
import { dashboardCopy as copy, noCardCopy } from "../../copy/account.ts";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { greeting, rewardProgress, savingsGoal, type RewardProgress, type SavingsGoal } from "../../features/account/index.ts";
import { UpcomingSection } from "../../features/upcoming/index.ts";
import { goalCopy } from "../../copy/favourites.ts";
import { code128 } from "../../features/card/index.server.ts";
import { holderCard } from "../../features/card/index.ts";
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_HOLDER_DASHBOARD } from "../../pwa/sw-rules.ts";
import { KeptCopyNote } from "../../pwa/kept-copy-note.tsx";
import { problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth } from "../../server/current.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { LogoutForm } from "../../navigation/nav.tsx";
import { Icon } from "../../ui/icons.tsx";
import { DigitalCard } from "../card/digital-card.tsx";
import { withOwnTitle } from "../../i18n/meta.ts";
import type { Route } from "./+types/dashboard";
import "./account.css";
import "../card/card.css";

export async function loader(args: Route.LoaderArgs) {
  const auth = await requireAuth(args);
  const { firstName, lastName } = auth.session.data;
  // The rewards and "Binnenkort" add to the page; without them the card and the balance still show.
  const optional = <T,>(call: Promise<T>) => call.catch((error: unknown) => (error instanceof Response ? Promise.reject(error) : null));
  try {
    const [profile, rewards, upcoming] = await Promise.all([
      callApiAsHolder(args, getProfile, {}),
      optional(callApiAsHolder(args, listHolderRewards, {})),
      optional(callApiAsHolder(args, getUpcoming, {})),
    ]);
    return {
      pageTitle: greeting(profile.firstName, profile.lastName),
      keptAt: bffNowMs(args),
      holder: {
        card: holderCard(profile),
        barcode: code128(profile.cardNumber),
        points: profile.points,
        progress: rewards === null ? null : rewardProgress(rewards.rewards),
        // The savings goal (decision 0059) comes with the rewards list: no call more.
        goal: rewards === null ? null : savingsGoal(rewards),
        // What ends within 60 days, soonest first (decision 0063); none when the call failed.
        upcoming: upcoming?.items ?? [],
      },
    };
  } catch (error) {
    if (problemOf(getProfile, error)?.code === "NO_CARD")
      return { pageTitle: greeting(firstName, lastName), keptAt: bffNowMs(args), holder: null };
    throw error;
  }
}

/** The page may be kept on this device for offline use (never stored elsewhere: private); the worker keeps only a 200. */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-cache", [OFFLINE_COPY_HEADER]: OFFLINE_COPY_HOLDER_DASHBOARD });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => withOwnTitle(matches, loaderData?.pageTitle ?? copy.title);

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const { holder } = loaderData;
  if (holder === null) {
    return (
      <div className="container section dashboard">
        <section className="card dashboard__cardless" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            {noCardCopy.heading}
          </h2>
          <p>{copy.cardless(name)}</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            {noCardCopy.register(name)}
          </Link>
        </section>
        <AccountActions productName={name} />
      </div>
    );
  }
  return (
    <div className="container section dashboard">
      <KeptCopyNote keptAt={loaderData.keptAt} variant="dashboard" />
      <div className="dashboard__pass">
        <DigitalCard card={holder.card} barcode={holder.barcode} productName={name} />
        <Link to={to("card")} className="button button--secondary dashboard__fullscreen">
          {copy.fullScreen}
        </Link>
      </div>
      <div className="dashboard__side">
        <section className="card dashboard__points" aria-labelledby="punten-titel">
          <h2 id="punten-titel" className="heading heading--3">
            {copy.points}
          </h2>
          <p className="dashboard__balance" data-testid="punten">
            {pointsLabel(holder.points)}
          </p>
          {holder.progress === null ? null : <Progress progress={holder.progress} points={holder.points} showNext={holder.goal === null} />}
          {holder.goal === null ? null : <GoalProgress goal={holder.goal} points={holder.points} />}
        </section>
        <nav aria-label={copy.quickActions} className="dashboard__actions">
          <Link to={to("save")} className="dashboard__action">
            <Icon name="scan" />
            <span>{copy.save}</span>
          </Link>
          <Link to={to("wallet")} className="dashboard__action">
            <Icon name="wallet" />
            <span>{copy.exchange}</span>
          </Link>
          <Link to={to("discounts")} className="dashboard__action">
            <Icon name="card" />
            <span>{copy.discounts}</span>
          </Link>
        </nav>
      </div>
      <UpcomingSection items={holder.upcoming} />
      <AccountActions productName={name} />
    </div>
  );
}

/** What can be exchanged now, and (without a savings goal) the nearest reward to save for. */
function Progress({ progress, points, showNext }: { progress: RewardProgress; points: number; showNext: boolean }) {
  const to = usePathTo();
  return (
    <div className="dashboard__progress">
      {progress.exchangeableNow > 0 ? (
        <p>
          <Link to={to("wallet")}>{copy.exchangeableNow(progress.exchangeableNow)}</Link>
        </p>
      ) : null}
      {progress.next === null || !showNext ? null : (
        <>
          <p className="dashboard__next" id="volgend-voordeel">
            {copy.nextReward(pointsLabel(progress.next.pointsMissing))}{" "}
            <Link to={to("exchange", { params: { voordeelid: String(progress.next.id) } })}>{progress.next.title}</Link>
          </p>
          <progress className="dashboard__meter" max={progress.next.points} value={points} aria-labelledby="volgend-voordeel">
            {copy.meter(points, progress.next.points)}
          </progress>
        </>
      )}
    </div>
  );
}

/** The savings goal the holder chose (decision 0059): the reward, what is missing, the meter with its text, the last day. */
function GoalProgress({ goal, points }: { goal: SavingsGoal; points: number }) {
  const to = usePathTo();
  const have = Math.min(points, goal.points);
  return (
    <section className="dashboard__goal" aria-labelledby="spaardoel-titel" data-testid="spaardoel">
      <h3 id="spaardoel-titel" className="dashboard__goal-label">
        <Icon name="star-filled" />
        {goalCopy.heading}
      </h3>
      <p className="dashboard__goal-title">
        <Link to={to("exchange", { params: { voordeelid: String(goal.id) } })}>{goal.title}</Link>
      </p>
      <p className="dashboard__goal-missing" id="spaardoel-stand">
        {goal.pointsMissing > 0 ? goalCopy.missing(pointsLabel(goal.pointsMissing)) : goalCopy.reached}
      </p>
      <progress className="dashboard__meter" max={goal.points} value={have} aria-labelledby="spaardoel-stand spaardoel-meter">
        {goalCopy.meter(points, goal.points)}
      </progress>
      <p className="dashboard__goal-meter" id="spaardoel-meter">
        {goalCopy.meter(points, goal.points)}
      </p>
      <p className="dashboard__goal-end">{goal.lastChance !== null ? goalCopy.lastDay(formatDay(goal.lastChance)) : goalCopy.noEnd}</p>
      <p className="dashboard__goal-change">
        <Link to={to("favourites")}>{goalCopy.change}</Link>
      </p>
    </section>
  );
}

/** Logout within reach from the start page too (every profile page holds it as well). */
function AccountActions({ productName }: { productName: string }) {
  return (
    <section className="dashboard__account" aria-label={copy.account}>
      <LogoutForm productName={productName} buttonClassName="button button--secondary dashboard__logout" />
    </section>
  );
}
