// "Binnenkort" on the dashboard (decision 0063): a short timeline, soonest first, each row a link to the
// page where the holder acts, its last day in words and, within a week, the days left as a word label.
// Nothing is shown when nothing ends within 60 days.
import { Link } from "react-router";
import type { UpcomingItem } from "@vtp/contracts/upcoming";
import { formatDay } from "../../copy/format.ts";
import { upcomingCopy as copy } from "../../copy/upcoming.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { endsSoon, upcomingPath } from "./upcoming.ts";
import "./upcoming.css";

export function UpcomingSection({ items }: { items: UpcomingItem[] }) {
  const to = usePathTo();
  if (items.length === 0) return null;
  return (
    <section className="card upcoming" aria-labelledby="binnenkort-titel" data-testid="binnenkort">
      <h2 id="binnenkort-titel" className="heading heading--3">
        {copy.heading}
      </h2>
      <p className="upcoming__intro">{copy.intro}</p>
      <ul className="upcoming__list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={endsSoon(item) ? "upcoming__item upcoming__item--soon" : "upcoming__item"}>
            <Link to={upcomingPath(item, to)} className="upcoming__what">
              {copy.what[item.kind](item)}
            </Link>{" "}
            <span className="upcoming__when">
              {copy.when[item.kind]} <span className="upcoming__day">{formatDay(item.lastDay)}</span>
            </span>
            {endsSoon(item) ? (
              <>
                {" "}
                <strong className="upcoming__soon">{copy.soon(item.daysLeft)}</strong>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
