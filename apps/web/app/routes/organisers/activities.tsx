// /activiteiten-in-de-regio (activities): upcoming activities where the card is valid (points to save)
// in one region: the visitor chooses it (a plain GET form), a signed-in holder sees their own region
// first. Pages of 12.
import { Form, Link, useLocation, useSubmit } from "react-router";
import { ActivityList } from "../../features/organisers/index.ts";
import { loadRegionActivities } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { Pagination } from "../../ui/pagination.tsx";
import type { Route } from "./+types/activities";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadRegionActivities(args);
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const { regions, region, holderRegionId, activities } = loaderData;
  const to = usePathTo();
  const { name } = useProduct();
  const submit = useSubmit();
  const here = useLocation();
  return (
    <div className="container section discovery">
      <p className="discovery__lead">
        Ga naar een activiteit, scan er de QR-code met de app en spaar punten. Kies je regio om te zien wat er te doen is. Wat in alle
        regio's geldt, vind je in het <Link to={to("supra-local")}>bovenlokaal aanbod</Link>.
      </p>
      <Form method="get" action={to("activities")} className="discovery-form" aria-label="Regio kiezen">
        <div className="field discovery-form__field">
          <label className="field__label" htmlFor="regio">
            Regio
          </label>
          <select
            id="regio"
            name="regio"
            className="field__input"
            defaultValue={region ? String(region.id) : ""}
            key={region?.id ?? "geen"}
            onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">Kies een regio</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
                {r.id === holderRegionId ? " (jouw regio)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Toon activiteiten
        </button>
      </Form>

      <section aria-labelledby="activiteiten-titel" className="discovery__results">
        {region === null ? (
          <div className="empty-state">
            <h2 id="activiteiten-titel" className="heading heading--3">
              Kies een regio om de activiteiten te zien
            </h2>
            <p>
              Kies hierboven de regio van je pas{regions[0] ? `, bijvoorbeeld ${regions[0].name}` : ""}. Of bekijk het{" "}
              <Link to={to("supra-local")}>bovenlokaal aanbod</Link>: dat geldt in elke regio.
            </p>
          </div>
        ) : activities === null || activities.state === "error" ? (
          <>
            <h2 id="activiteiten-titel" className="heading heading--3">
              Activiteiten in {region.name}
            </h2>
            <ErrorNotice message={activities?.state === "error" ? activities.message : ""} retryTo={`${here.pathname}${here.search}`} />
          </>
        ) : (
          <>
            <h2 id="activiteiten-titel" className="heading heading--3" aria-live="polite">
              {activities.total === 1 ? "1 activiteit" : `${activities.total} activiteiten`} in {region.name}
            </h2>
            {activities.total === 0 ? (
              <p className="empty-state">Er staan nu geen activiteiten gepland waar je met je {name} punten spaart.</p>
            ) : (
              <ActivityList activities={activities.items} showOrganiser />
            )}
            <Pagination
              page={activities.page}
              pageCount={Math.ceil(activities.total / activities.pageSize)}
              hrefFor={(page) => to("activities", { query: { regio: String(region.id), pagina: page > 1 ? String(page) : undefined } })}
              label="Pagina's met activiteiten"
            />
          </>
        )}
      </section>
    </div>
  );
}
