// /bovenlokaal-aanbod (supra-local): the offer that is valid across regions: activities where holders of
// every region save points. A free-text filter (plain GET form); pages of 12.
import { Form, Link, useLocation } from "react-router";
import { ActivityList } from "../../features/organisers/index.ts";
import { loadSupraLocal } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { organiserCopy, supraLocalCopy as copy } from "../../copy/organisers.ts";
import { Pagination } from "../../ui/pagination.tsx";
import type { Route } from "./+types/supra-local";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";
import { FieldErrorMessage } from "../../ui/field.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadSupraLocal(args);
}

export default function SupraLocal({ loaderData }: Route.ComponentProps) {
  const { q, activities } = loaderData;
  const to = usePathTo();
  const here = useLocation();
  const { name } = useProduct();
  const lead = copy.lead(name);
  const queryError = activities.state === "error" && activities.field === "text" ? activities.message : undefined;
  return (
    <div className="container section discovery">
      <p className="discovery__lead">
        {lead[0]}
        <Link to={to("activities")}>{lead[1]}</Link>
        {lead[2]}
      </p>
      <Form method="get" action={to("supra-local")} className="discovery-form" role="search" aria-label={copy.form}>
        <div className="field discovery-form__field">
          <label className="field__label" htmlFor="zoek-bovenlokaal">
            {copy.query}
          </label>
          <input
            id="zoek-bovenlokaal"
            className="field__input"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            aria-invalid={queryError !== undefined ? true : undefined}
            aria-describedby={queryError !== undefined ? "zoek-bovenlokaal-fout" : undefined}
          />
          {queryError !== undefined ? <FieldErrorMessage id="zoek-bovenlokaal-fout" message={queryError} announce /> : null}
        </div>
        <button type="submit" className="button button--primary">
          {organiserCopy.search}
        </button>
      </Form>
      <section aria-labelledby="bovenlokaal-titel" className="discovery__results">
        {queryError !== undefined ? null : activities.state === "error" ? (
          <>
            <h2 id="bovenlokaal-titel" className="heading heading--3">
              {copy.heading}
            </h2>
            <ErrorNotice message={activities.message} retryTo={`${here.pathname}${here.search}`} />
          </>
        ) : (
          <>
            <h2 id="bovenlokaal-titel" className="heading heading--3" aria-live="polite">
              {copy.count(activities.total)}
            </h2>
            {activities.total === 0 ? (
              <p className="empty-state">
                {copy.none(q)} <Link to={to("supra-local")}>{copy.showAll}</Link>
              </p>
            ) : (
              <ActivityList activities={activities.items} showOrganiser />
            )}
            <Pagination
              page={activities.page}
              pageCount={Math.ceil(activities.total / activities.pageSize)}
              hrefFor={(page) => to("supra-local", { query: { q: q !== "" ? q : undefined, pagina: page > 1 ? String(page) : undefined } })}
              label={organiserCopy.activityPages}
            />
          </>
        )}
      </section>
    </div>
  );
}
