// /locaties/{name}/{id}/activiteiten (map-activities): the location's upcoming activities where the card
// is valid, with the points a check-in saves; pages of 12.
import { Link, useSearchParams } from "react-router";
import { ActivityList, BACK_PARAM, backOf, backQuery } from "../../features/organisers/index.ts";
import { loadLocationActivities } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { locationActivitiesCopy as copy, organiserCopy } from "../../copy/organisers.ts";
import { findSubNav } from "../../navigation/items.ts";
import { SubNav } from "../../navigation/nav.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { withOwnTitle } from "../../i18n/meta.ts";
import type { Route } from "./+types/location-activities";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadLocationActivities(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withOwnTitle(matches, loaderData?.state === "ok" ? loaderData.pageTitle : copy.title);

export default function LocationActivities({ loaderData, params }: Route.ComponentProps) {
  const to = usePathTo();
  const { name: product, slug } = useProduct();
  // "← Alle locaties" goes back to the search this page was opened from (its `terug`), as do its tabs.
  const [searchParams] = useSearchParams();
  const back = backOf(searchParams);
  const allLocations = to("find", { query: backQuery(searchParams) });
  if (loaderData.state === "error") {
    return (
      <div className="container section location">
        <ErrorNotice message={loaderData.message} retryTo={to("map-activities", { params: { name: params.name, id: params.id } })} />
      </div>
    );
  }
  const { location: l, activities } = loaderData;
  const self = { name: l.slug, id: String(l.id) };
  const subNav = findSubNav(self, slug, product, back).map((item) =>
    item.key === "activities" ? { ...item, label: `${item.label} (${l.activitiesCount})` } : item,
  );
  return (
    <div className="container section location">
      <p className="location__back">
        <Link to={allLocations} data-testid="alle-locaties">
          {organiserCopy.allLocations}
        </Link>
      </p>
      <SubNav label={organiserCopy.about(l.name)} items={subNav} />
      {activities.state === "error" ? (
        <p className="notice notice--danger" role="alert" data-testid="technische-fout">
          {activities.message}
        </p>
      ) : activities.total === 0 ? (
        <p className="empty-state">{copy.none}</p>
      ) : (
        <>
          <p className="location__count">{copy.count(activities.total, product)}</p>
          <ActivityList activities={activities.items} showOrganiser={false} />
          <Pagination
            page={activities.page}
            pageCount={Math.ceil(activities.total / activities.pageSize)}
            hrefFor={(page) =>
              to("map-activities", { params: self, query: { pagina: page > 1 ? String(page) : undefined, [BACK_PARAM]: back } })
            }
            label={organiserCopy.activityPages}
          />
        </>
      )}
    </div>
  );
}
