// /mijn-{product}/voordelen (wallet): exchange points. The balance first, then the welcome advantages,
// the rewards the holder can exchange now, those to save for (points still missing) and those not
// possible now with the reason; each names where it is handed out ("Bij Vooruit, Gent", "Online") and
// links to its exchange page.
import { Link } from "react-router";
import type { HolderReward, WelcomeAdvantage } from "@vtp/contracts/rewards";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { holderRewardsCopy as copy, rewardCopy } from "../../copy/rewards.ts";
import { whereShort } from "../../features/rewards/index.ts";
import { loadWallet } from "../../features/rewards/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { WalletFrame } from "../wallet/wallet-frame.tsx";
import type { Route } from "./+types/wallet";
import "./rewards.css";

export async function loader(args: Route.LoaderArgs) {
  return loadWallet(args);
}

export default function Wallet({ loaderData }: Route.ComponentProps) {
  return (
    <WalletFrame state={loaderData} retry="wallet">
      {() =>
        loaderData.state !== "ok" ? null : (
          <div className="rewards">
            <section className="rewards__balance" aria-labelledby="saldo">
              <h2 id="saldo" className="rewards__balance-label">
                {copy.balance}
              </h2>
              <p className="rewards__balance-value" data-testid="saldo">
                {pointsLabel(loaderData.points)}
              </p>
            </section>
            {loaderData.welcome.length > 0 ? <WelcomeList advantages={loaderData.welcome} /> : null}
            <RewardSection
              id="nu-omruilen"
              title={copy.now}
              rewards={loaderData.exchangeable}
              empty={loaderData.points === 0 ? copy.noPoints : copy.nothingNow}
            />
            <RewardSection id="sparen-voor" title={copy.saving} rewards={loaderData.saving} empty={null} />
            <RewardSection id="niet-beschikbaar" title={copy.unavailable} rewards={loaderData.unavailable} empty={null} />
          </div>
        )
      }
    </WalletFrame>
  );
}

function WelcomeList({ advantages }: { advantages: WelcomeAdvantage[] }) {
  const to = usePathTo();
  return (
    <section className="rewards__section" aria-labelledby="welkom">
      <h2 id="welkom" className="heading heading--2">
        {copy.welcome}
      </h2>
      <ul className="reward-list">
        {advantages.map((a) => (
          <li key={a.id} className="reward-item reward-item--welcome" data-testid={`welkomstvoordeel-${a.id}`}>
            <Link to={to("exchange", { params: { voordeelid: String(a.id) } })} className="reward-item__link">
              <span className="reward-item__points">{rewardCopy.free}</span>
              <span className="reward-item__title">{a.title}</span>
              <span className="reward-item__meta">
                <span className="reward-item__place" data-testid="waar">
                  {whereShort(a)}
                </span>
                <span>
                  {a.redeemed && a.redeemedAt !== null
                    ? copy.collectedOn(formatDay(a.redeemedAt))
                    : a.status.redeemable
                      ? copy.once
                      : a.status.message}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rewards shown per section before "Toon nog …". */
const VISIBLE = 6;

function HolderRewardList({ rewards }: { rewards: HolderReward[] }) {
  const to = usePathTo();
  return (
    <ul className="reward-list">
      {rewards.map((r) => (
        <li key={r.id} className="reward-item" data-testid={`voordeel-${r.id}`}>
          <Link to={to("exchange", { params: { voordeelid: String(r.id) } })} className="reward-item__link">
            <span className="reward-item__points">{pointsLabel(r.points)}</span>
            <span className="reward-item__title">{r.title}</span>
            <span className="reward-item__meta">
              <span className="reward-item__place" data-testid="waar">
                {whereShort(r)}
              </span>
              <span>{rewardMeta(r)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the reward means for the holder now: until when, how much to save, or why not. */
function rewardMeta(r: HolderReward): string {
  if (r.status.redeemable) return r.cashingPeriodEnd !== null ? copy.until(formatDay(r.cashingPeriodEnd)) : copy.now;
  if (r.status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT") return copy.toSave(r.pointsMissing);
  return r.status.message ?? copy.notNow;
}

function RewardSection({ id, title, rewards, empty }: { id: string; title: string; rewards: HolderReward[]; empty: string | null }) {
  if (rewards.length === 0 && empty === null) return null;
  return (
    <section className="rewards__section" aria-labelledby={id}>
      <h2 id={id} className="heading heading--2">
        {title}
      </h2>
      {rewards.length === 0 ? (
        <p className="rewards__empty-text">{empty}</p>
      ) : (
        <>
          <HolderRewardList rewards={rewards.slice(0, VISIBLE)} />
          {rewards.length > VISIBLE ? (
            // The rest behind a native disclosure: one tap, no JavaScript needed, a short page on a phone.
            <details className="rewards__more">
              <summary className="button button--secondary">{copy.showMore(rewards.length - VISIBLE)}</summary>
              <HolderRewardList rewards={rewards.slice(VISIBLE)} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
