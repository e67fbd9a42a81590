// Activities where the card is valid: when, where, and the points a check-in saves.
import { Link } from "react-router";
import type { ActivitySummary } from "@vtp/contracts/organisers";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { activityListCopy as copy } from "../../copy/organisers.ts";

const time = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit" });
const weekday = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", weekday: "long" });

/** "Zaterdag 28 november 2026, 20:00", "Van 3 december 2026 tot 7 december 2026", "Doorlopend" for a permanent activity. */
export function whenLabel(a: Pick<ActivitySummary, "startsAt" | "endsAt" | "permanent">): string {
  if (a.permanent || a.startsAt === null) return copy.permanent;
  const startDay = formatDay(a.startsAt);
  const endDay = a.endsAt !== null ? formatDay(a.endsAt) : startDay;
  if (endDay !== startDay) return copy.fromTo(startDay, endDay);
  const day = weekday.format(new Date(a.startsAt));
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} ${startDay}, ${time.format(new Date(a.startsAt))}`;
}

/** An activity with the paths of its own page and its organiser's (made on the server: the slug rule lives in the contracts). */
export type ActivityView = ActivitySummary & { path: string; organiserPath: string };

export function ActivityList({ activities, showOrganiser }: { activities: ActivityView[]; showOrganiser: boolean }) {
  return (
    <ul className="activity-list">
      {activities.map((a) => (
        <li key={a.id} className="activity-item" data-testid={`activiteit-${a.id}`}>
          <p className="activity-item__points">
            <span className="visually-hidden">{copy.youSave}</span>
            {pointsLabel(a.points)}
          </p>
          <h3 className="activity-item__title">
            <Link to={a.path}>{a.title}</Link>
          </h3>
          <p className="activity-item__when">{whenLabel(a)}</p>
          {showOrganiser ? (
            <p className="activity-item__where">
              <Link to={a.organiserPath}>{a.organiser.name}</Link>
              {a.organiser.city ? `, ${a.organiser.city}` : ""}
            </p>
          ) : null}
          <p className="activity-item__region">{a.supraLocal ? copy.supraLocal : a.cardSystem.name}</p>
        </li>
      ))}
    </ul>
  );
}
