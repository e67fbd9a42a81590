// /activiteiten-in-de-regio (activities): upcoming activities where the card is valid (points to save)
// in one region: the visitor chooses their town or the region (a plain GET form), a signed-in holder
// sees their own region first. Pages of 12.
import { Form, Link, useLocation, useSubmit } from "react-router";
import { ActivityList } from "../../features/organisers/index.ts";
import { loadRegionActivities } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { activitiesCopy as copy, organiserCopy } from "../../copy/organisers.ts";
import { Pagination } from "../../ui/pagination.tsx";
import type { Route } from "./+types/activities";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadRegionActivities(args);
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const { regions, towns, choice, town, region, holderRegionId, activities } = loaderData;
  const to = usePathTo();
  const { name } = useProduct();
  const submit = useSubmit();
  const here = useLocation();
  const chooseText = copy.chooseText(regions[0]?.name);
  return (
    <div className="container section discovery">
      <p className="discovery__lead">
        {copy.lead[0]}
        <Link to={to("supra-local")}>{copy.lead[1]}</Link>
        {copy.lead[2]}
      </p>
      <Form method="get" action={to("activities")} className="discovery-form" aria-label={copy.form}>
        <div className="field discovery-form__field">
          <label className="field__label" htmlFor="regio">
            {copy.region}
          </label>
          <select
            id="regio"
            name="regio"
            className="field__input"
            defaultValue={choice}
            key={choice || "geen"}
            onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">{copy.chooseRegion}</option>
            {towns.length > 0 ? (
              <optgroup label={copy.towns}>
                {towns.map((t) => (
                  <option key={t.value} value={t.value}>
                    {copy.town(t.name, t.postalCode, t.region)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={copy.regions}>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                  {r.id === holderRegionId ? copy.yourRegion : ""}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </Form>

      <section aria-labelledby="activiteiten-titel" className="discovery__results">
        {region === null ? (
          <div className="empty-state">
            <h2 id="activiteiten-titel" className="heading heading--3">
              {copy.choose}
            </h2>
            <p>
              {chooseText[0]}
              <Link to={to("supra-local")}>{chooseText[1]}</Link>
              {chooseText[2]}
            </p>
          </div>
        ) : activities === null || activities.state === "error" ? (
          <>
            <h2 id="activiteiten-titel" className="heading heading--3">
              {copy.inRegion(region.name)}
            </h2>
            <ErrorNotice message={activities?.state === "error" ? activities.message : ""} retryTo={`${here.pathname}${here.search}`} />
          </>
        ) : (
          <>
            <h2 id="activiteiten-titel" className="heading heading--3" aria-live="polite">
              {copy.countInRegion(activities.total, region.name)}
            </h2>
            {town !== null ? (
              <p className="discovery__town" data-testid="gemeente-in-regio">
                {copy.townInRegion(town.name, region.name)}
              </p>
            ) : null}
            {activities.total === 0 ? (
              <p className="empty-state">{copy.none(name)}</p>
            ) : (
              <ActivityList activities={activities.items} showOrganiser />
            )}
            <Pagination
              page={activities.page}
              pageCount={Math.ceil(activities.total / activities.pageSize)}
              hrefFor={(page) => to("activities", { query: { regio: choice, pagina: page > 1 ? String(page) : undefined } })}
              label={organiserCopy.activityPages}
            />
          </>
        )}
      </section>
    </div>
  );
}
