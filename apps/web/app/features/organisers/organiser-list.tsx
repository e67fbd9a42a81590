// The list of locations: the accessible equivalent of the map, rendered on the server. Each item says
// what can be done there in words (never by colour alone), where it is and, when the search had a
// point, how far.
import { Link } from "react-router";
import type { OrganiserSummary } from "@vtp/contracts/organisers";
import { usePathTo } from "../../layouts/shell-data.ts";
import { organiserCopy, organiserListCopy as copy } from "../../copy/organisers.ts";
import { BACK_PARAM } from "./find-query.ts";
import { addressLine, distanceLabel, ORGANISER_TYPE_LABELS } from "./format.ts";

/** `back`: the search the list answers (a location page's "← Alle locaties" goes back to it). */
export function OrganiserList({
  organisers,
  headingLevel = 3,
  back,
}: {
  organisers: OrganiserSummary[];
  headingLevel?: 2 | 3 | 4;
  back?: string | undefined;
}) {
  const to = usePathTo();
  const H = `h${headingLevel}` as const;
  return (
    <ol className="organiser-list">
      {organisers.map((o) => (
        <li key={o.id} className="organiser-item" data-testid={`locatie-${o.id}`}>
          <H className="organiser-item__name">
            <Link to={to("map-id", { params: { name: o.slug, id: String(o.id) }, query: { [BACK_PARAM]: back } })}>{o.name}</Link>
          </H>
          {o.distanceMeters !== null ? (
            <p className="organiser-item__distance" data-testid="afstand">
              <span className="visually-hidden">{copy.distance}</span>
              {distanceLabel(o.distanceMeters)}
            </p>
          ) : null}
          <p className="organiser-item__address">{addressLine(o.address) || organiserCopy.noAddress}</p>
          {o.types.length > 0 ? (
            <ul className="type-chips" aria-label={organiserCopy.whatCanYouDo}>
              {o.types.map((t) => (
                <li key={t} className={`type-chip type-chip--${t}`}>
                  {ORGANISER_TYPE_LABELS[t]}
                </li>
              ))}
            </ul>
          ) : null}
          {o.promotionsCount > 0 ? <p className="organiser-item__rewards">{copy.rewards(o.promotionsCount)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
