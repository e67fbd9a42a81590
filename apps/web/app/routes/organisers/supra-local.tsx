// /bovenlokaal-aanbod (supra-local): the offer that is valid across regions: activities where holders of
// every region save points. A free-text filter (plain GET form); pages of 12.
import { Form, Link, useLocation } from "react-router";
import { ActivityList } from "../../features/organisers/index.ts";
import { loadSupraLocal } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { Pagination } from "../../ui/pagination.tsx";
import type { Route } from "./+types/supra-local";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadSupraLocal(args);
}

export default function SupraLocal({ loaderData }: Route.ComponentProps) {
  const { q, activities } = loaderData;
  const to = usePathTo();
  const here = useLocation();
  const { name } = useProduct();
  return (
    <div className="container section discovery">
      <p className="discovery__lead">
        Dit aanbod geldt voor elke {name}, in welke regio je pas ook hoort: musea, festivals en organisaties die in heel Vlaanderen werken.
        Wat in je eigen regio te doen is, vind je bij de <Link to={to("activities")}>activiteiten in de regio</Link>.
      </p>
      <Form method="get" action={to("supra-local")} className="discovery-form" role="search" aria-label="Bovenlokaal aanbod zoeken">
        <div className="field discovery-form__field">
          <label className="field__label" htmlFor="zoek-bovenlokaal">
            Zoek een activiteit of organisatie
          </label>
          <input id="zoek-bovenlokaal" className="field__input" type="search" name="q" defaultValue={q} key={q} />
        </div>
        <button type="submit" className="button button--primary">
          Zoeken
        </button>
      </Form>
      <section aria-labelledby="bovenlokaal-titel" className="discovery__results">
        {activities.state === "error" ? (
          <>
            <h2 id="bovenlokaal-titel" className="heading heading--3">
              Bovenlokale activiteiten
            </h2>
            <ErrorNotice message={activities.message} retryTo={`${here.pathname}${here.search}`} />
          </>
        ) : (
          <>
            <h2 id="bovenlokaal-titel" className="heading heading--3" aria-live="polite">
              {activities.total === 1 ? "1 bovenlokale activiteit" : `${activities.total} bovenlokale activiteiten`}
            </h2>
            {activities.total === 0 ? (
              <p className="empty-state">
                Niets gevonden{q !== "" ? ` voor "${q}"` : ""}. Probeer andere woorden.{" "}
                <Link to={to("supra-local")}>Toon alle bovenlokale activiteiten</Link>
              </p>
            ) : (
              <ActivityList activities={activities.items} showOrganiser />
            )}
            <Pagination
              page={activities.page}
              pageCount={Math.ceil(activities.total / activities.pageSize)}
              hrefFor={(page) => to("supra-local", { query: { q: q !== "" ? q : undefined, pagina: page > 1 ? String(page) : undefined } })}
              label="Pagina's met activiteiten"
            />
          </>
        )}
      </section>
    </div>
  );
}
