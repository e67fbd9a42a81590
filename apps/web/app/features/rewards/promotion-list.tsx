// Rewards from the promotions search as a list of links to their exchange page (/omruilen/{id}): the
// cost, the title, where and until when. Used by the search page, a location's page and the home page.
import { Link } from "react-router";
import type { PromotionDocument } from "@vtp/contracts/rewards";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { usePathTo } from "../../layouts/shell-data.ts";

const TWO_WEEKS_MS = 14 * 24 * 3600 * 1000;

/** The short facts under a reward's title: where, last chance, online, for kids. */
export function promotionFacts(p: PromotionDocument, nowMs: number): string[] {
  const facts: string[] = [];
  const counter = p.counters[0];
  if (p.online) facts.push("Online");
  else if (counter) facts.push(p.counters.length > 1 ? `${counter.name} en ${p.counters.length - 1} andere` : counter.name);
  if (p.cashingPeriod.end !== null && new Date(p.cashingPeriod.end).getTime() - nowMs <= TWO_WEEKS_MS) facts.push(`Laatste kans: tot ${formatDay(p.cashingPeriod.end)}`);
  if (p.forKids) facts.push("Voor kinderen");
  if (p.sport) facts.push("Sport");
  return facts;
}

/**
 * `anchors`: each item gets the id `voordeel-plek-{n}` (from 1), so a "toon meer" link can bring the
 * reader to the first new one.
 */
export function PromotionList({ promotions, nowMs, testId = "voordeel", anchors = false }: { promotions: PromotionDocument[]; nowMs: number; testId?: string; anchors?: boolean }) {
  const to = usePathTo();
  return (
    <ul className="reward-list">
      {promotions.map((p, i) => (
        <li key={p.id} id={anchors ? `voordeel-plek-${i + 1}` : undefined} className={p.type === "WELCOME" ? "reward-item reward-item--welcome" : "reward-item"} data-testid={`${testId}-${p.id}`}>
          <Link to={to("exchange", { params: { voordeelid: String(p.id) } })} className="reward-item__link">
            <span className="reward-item__points">{p.type === "WELCOME" ? "Gratis" : pointsLabel(p.points)}</span>
            <span className="reward-item__title">{p.title}</span>
            <span className="reward-item__meta">{promotionFacts(p, nowMs).join(" · ")}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
