// Rewards from the reward search as a list of links to their exchange page (/omruilen/{id}): the
// cost, the title, where and until when. Used by the search page, a location's page and the home page.
import { Link } from "react-router";
import type { RewardDocument } from "@vtp/contracts/rewards";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { rewardCopy, rewardListCopy as copy } from "../../copy/rewards.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { placeOfCounter, whereShort } from "./where.ts";

const TWO_WEEKS_MS = 14 * 24 * 3600 * 1000;

/** Where the reward is handed out, as the wallet says it ("Bij Vooruit, Gent", "Online", …). */
export function rewardPlace(p: RewardDocument): string {
  return whereShort({ online: p.online, places: p.counters.map(placeOfCounter) });
}

/** The exchange period ends within two weeks. */
function lastChance(p: RewardDocument, nowMs: number): boolean {
  return p.cashingPeriod.end !== null && new Date(p.cashingPeriod.end).getTime() - nowMs <= TWO_WEEKS_MS;
}

type Badge = { kind: "type" | "last-chance" | "online" | "kids" | "sport"; text: string };

/**
 * The badges under a reward's title, each a word (never a colour alone): a welcome reward, last chance (the
 * exchange period ends within 2 weeks), online, for kids, sport.
 */
export function rewardBadges(p: RewardDocument, nowMs: number): Badge[] {
  // A points reward says its kind in its price ("10 punten"); a welcome reward is free, and says why.
  const badges: Badge[] = p.type === "WELCOME" ? [{ kind: "type", text: copy.badges.type }] : [];
  if (lastChance(p, nowMs)) badges.push({ kind: "last-chance", text: copy.badges["last-chance"] });
  if (p.online) badges.push({ kind: "online", text: copy.badges.online });
  if (p.forKids) badges.push({ kind: "kids", text: copy.badges.kids });
  if (p.sport) badges.push({ kind: "sport", text: copy.badges.sport });
  return badges;
}

/**
 * `anchors`: each item gets the id `voordeel-plek-{n}` (from 1), so a "toon meer" link can bring the
 * reader to the first new one.
 */
export function RewardList({
  rewards,
  nowMs,
  testId = "voordeel",
  anchors = false,
  showPlace = true,
}: {
  rewards: RewardDocument[];
  nowMs: number;
  testId?: string;
  anchors?: boolean;
  /** Where each reward is handed out (not on the page of that place itself). */
  showPlace?: boolean;
}) {
  const to = usePathTo();
  return (
    <ul className="reward-list">
      {rewards.map((p, i) => {
        const place = showPlace ? rewardPlace(p) : null;
        const badges = rewardBadges(p, nowMs);
        return (
          <li
            key={p.id}
            id={anchors ? `voordeel-plek-${i + 1}` : undefined}
            className={p.type === "WELCOME" ? "reward-item reward-item--welcome" : "reward-item"}
            data-testid={`${testId}-${p.id}`}
          >
            <Link to={to("exchange", { params: { voordeelid: String(p.id) } })} className="reward-item__link">
              <span className="reward-item__points">{p.type === "WELCOME" ? rewardCopy.free : pointsLabel(p.points)}</span>
              <span className="reward-item__title">{p.title}</span>
              <span className="reward-item__meta">
                {place !== null ? <span className="reward-item__place">{place}</span> : null}
                {lastChance(p, nowMs) && p.cashingPeriod.end !== null ? (
                  <span className="reward-item__place">{copy.until(formatDay(p.cashingPeriod.end))}</span>
                ) : null}
                {badges.length > 0 ? (
                  <span className="reward-badges">
                    {badges.map((b) => (
                      <span key={b.kind} className={`reward-badge reward-badge--${b.kind}`}>
                        {b.text}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
