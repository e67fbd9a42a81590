// /activiteiten/{name}/{id} (activity): one upcoming activity where the card is valid (issue 22 §7): when,
// where (with the route in the phone's maps app), the points a visit saves, the prices with what a holder
// with kansentarief pays and how many such tickets, and its description. Linked from every activities
// list; back goes to its region's activities (or the supra-local offer). Plain links: no JavaScript needed.
import { data, Link } from "react-router";
import { addressLine, whenLabel } from "../../features/organisers/index.ts";
import { loadActivity } from "../../features/organisers/index.server.ts";
import { StarToggle } from "../../features/favourites/index.ts";
import { favouriteStateFor, starAction, type StarActionResult } from "../../features/favourites/index.server.ts";
import { formatEuro, pointsLabel } from "../../copy/format.ts";
import { activityPageCopy as copy, activityListCopy, organiserCopy } from "../../copy/organisers.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { ErrorNotice } from "../../ui/error-notice.tsx";
import { withOwnTitle } from "../../i18n/meta.ts";
import type { Route } from "./+types/activity";
import "./organisers.css";

export async function loader(args: Route.LoaderArgs) {
  const page = await loadActivity(args);
  // A signed-in holder's "Bewaar" star (decision 0059); null for a visitor.
  return { ...page, favourite: page.state === "ok" ? await favouriteStateFor(args, "activity", page.activity.id) : null };
}

/** The star's post; nothing else posts here. */
export async function action(args: Route.ActionArgs) {
  return (await starAction(args, await args.request.formData())) ?? data(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withOwnTitle(matches, loaderData?.state === "ok" ? loaderData.pageTitle : copy.title);

export default function Activity({ loaderData, params, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  if (loaderData.state === "error") {
    return (
      <div className="container section activity-page">
        <ErrorNotice message={loaderData.message} retryTo={to("activity", { params: { name: params.name, id: params.id } })} />
        <p>
          <Link to={to("activities")}>{copy.backToRegion("de regio")}</Link>
        </p>
      </div>
    );
  }
  const { activity: a, routeHref, locationPath, listPath } = loaderData;
  const address = addressLine(a.organiser.address);
  const euro = (cents: number) => formatEuro(cents / 100);
  return (
    <div className="container section activity-page">
      <p className="location__back">
        <Link to={listPath}>{a.supraLocal ? copy.backToSupraLocal : copy.backToRegion(a.cardSystem.name)}</Link>
      </p>
      <p className="activity-page__points" data-testid="punten">
        <span className="visually-hidden">{copy.youSave}</span>
        {pointsLabel(a.points)}
      </p>
      {loaderData.favourite !== null ? (
        <StarToggle
          kind="activity"
          objectId={a.id}
          favourite={loaderData.favourite.favourite}
          result={(actionData ?? undefined) as StarActionResult | undefined}
        />
      ) : null}
      <div className="location__grid">
        <section className="card activity-page__facts" aria-labelledby="wanneer-waar">
          <h2 id="wanneer-waar" className="visually-hidden">
            {copy.whenAndWhere}
          </h2>
          <dl className="activity-page__facts-list">
            <dt>{copy.when}</dt>
            <dd data-testid="wanneer">{whenLabel(a)}</dd>
            <dt>{copy.where}</dt>
            <dd data-testid="waar">
              <Link to={locationPath}>{a.organiser.name}</Link>
              <br />
              {address || organiserCopy.noAddress}
            </dd>
            <dt>{copy.points}</dt>
            <dd>
              {copy.youSave}
              <strong>{pointsLabel(a.points)}</strong>
              {copy.saveHow}
              <br />
              {a.supraLocal ? activityListCopy.supraLocal : copy.region(a.cardSystem.name)}
            </dd>
          </dl>
          {routeHref !== null ? (
            <p className="activity-page__route">
              <a className="button button--primary" href={routeHref} data-testid="route">
                <span aria-hidden="true">➜</span>
                {copy.route}
              </a>
            </p>
          ) : null}
        </section>

        <section className="card activity-page__prices" aria-labelledby="prijs">
          <h2 id="prijs" className="heading heading--3">
            {copy.price}
          </h2>
          {a.prices.length === 0 ? (
            <p>{copy.noPrice}</p>
          ) : (
            <table className="activity-page__price-table" data-testid="prijzen">
              <thead>
                <tr>
                  <th scope="col">{copy.priceCategory}</th>
                  <th scope="col">{copy.regular}</th>
                  <th scope="col">{copy.kansentarief}</th>
                </tr>
              </thead>
              <tbody>
                {a.prices.map((p) => (
                  <tr key={p.name}>
                    <th scope="row">{p.name}</th>
                    <td>{euro(p.cents)}</td>
                    <td>{euro(p.kansentariefCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="notice notice--info activity-page__kansentarief" data-testid="kansentarief">
            {copy.kansentariefNote(a.kansentariefLimit.volume, copy.period[a.kansentariefLimit.period] ?? "")}
          </p>
        </section>
      </div>

      {a.description !== "" ? (
        <section className="location__about" aria-labelledby="over">
          <h2 id="over" className="heading heading--3">
            {copy.about}
          </h2>
          {/* Sanitised by the api (an allow-list), as a location's description. */}
          <div className="location__description" dangerouslySetInnerHTML={{ __html: a.description }} />
        </section>
      ) : null}
    </div>
  );
}
