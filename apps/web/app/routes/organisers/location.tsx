// /locaties/{name}/{id} (map-id): a location's info: address and the route in the phone's maps app,
// website and contact, what can be done there, facilities, and the rewards handed out there (with
// "toon meer", a plain link that works without JavaScript). The spec's map errors: a technical error,
// a location that cannot be linked to an address (no coordinates), rewards that cannot be loaded.
import { data, Link, useSearchParams } from "react-router";
import {
  addressLine,
  BACK_PARAM,
  backOf,
  backQuery,
  facilityLabel,
  MAP_MESSAGES,
  ORGANISER_TYPE_LABELS,
  REWARDS_STEP,
} from "../../features/organisers/index.ts";
import { loadLocation } from "../../features/organisers/index.server.ts";
import { StarToggle } from "../../features/favourites/index.ts";
import { favouriteStateFor, starAction, type StarActionResult } from "../../features/favourites/index.server.ts";
import { RewardList } from "../../features/rewards/index.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { locationCopy as copy, organiserCopy } from "../../copy/organisers.ts";
import { findSubNav } from "../../navigation/items.ts";
import { SubNav } from "../../navigation/nav.tsx";
import { withOwnTitle } from "../../i18n/meta.ts";
import type { Route } from "./+types/location";
import "./organisers.css";
import "../rewards/rewards.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  const page = await loadLocation(args);
  // A signed-in holder's "Bewaar" star (decision 0059); null for a visitor.
  return { ...page, favourite: page.state === "ok" ? await favouriteStateFor(args, "place", page.location.id) : null };
}

/** The star's post; nothing else posts here. */
export async function action(args: Route.ActionArgs) {
  return (await starAction(args, await args.request.formData())) ?? data(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withOwnTitle(matches, loaderData?.state === "ok" ? loaderData.pageTitle : copy.title);

export default function Location({ loaderData, params, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name: product, slug } = useProduct();
  // "← Alle locaties" goes back to the search this page was opened from (its `terug`), as do its tabs.
  const [searchParams] = useSearchParams();
  const back = backOf(searchParams);
  const allLocations = to("find", { query: backQuery(searchParams) });
  if (loaderData.state === "error") {
    return (
      <div className="container section location">
        <ErrorNotice message={loaderData.message} retryTo={to("map-id", { params: { name: params.name, id: params.id } })} />
        <p>
          <Link to={allLocations}>{copy.back}</Link>
        </p>
      </div>
    );
  }
  const { location: l, routeHref, rewards, nowMs } = loaderData;
  const self = { name: l.slug, id: String(l.id) };
  const address = addressLine(l.address);
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
      {loaderData.favourite !== null ? (
        <StarToggle
          kind="place"
          objectId={l.id}
          favourite={loaderData.favourite.favourite}
          result={(actionData ?? undefined) as StarActionResult | undefined}
        />
      ) : null}
      <SubNav label={organiserCopy.about(l.name)} items={subNav} />
      <div className="location__grid">
        <section className="card location__where" aria-labelledby="adres">
          <h2 id="adres" className="heading heading--3">
            {copy.addressAndContact}
          </h2>
          <p className="location__address">{address || organiserCopy.noAddress}</p>
          {routeHref !== null ? (
            <p>
              <a className="button button--primary" href={routeHref} data-testid="route">
                <span aria-hidden="true">➜</span>
                {copy.route}
              </a>
            </p>
          ) : (
            <p className="notice notice--warning" data-testid="geen-adres">
              {MAP_MESSAGES.noAddress}
            </p>
          )}
          <ul className="location__contact">
            {l.website ? (
              <li>
                <a href={l.website} rel="noopener noreferrer">
                  {copy.website}
                  <span className="visually-hidden">{copy.websiteOf(l.name)}</span>
                </a>
              </li>
            ) : null}
            {l.phone ? (
              <li>
                {copy.phone}
                <a href={`tel:${l.phone.replace(/[^+\d]/g, "")}`}>{l.phone}</a>
              </li>
            ) : null}
            {l.email ? (
              <li>
                {copy.email}
                <a href={`mailto:${l.email}`}>{l.email}</a>
              </li>
            ) : null}
          </ul>
        </section>

        <section className="card location__types" aria-labelledby="doen">
          <h2 id="doen" className="heading heading--3">
            {organiserCopy.whatCanYouDo}
          </h2>
          {l.types.length > 0 ? (
            <ul className="type-chips">
              {l.types.map((t) => (
                <li key={t} className={`type-chip type-chip--${t}`}>
                  {ORGANISER_TYPE_LABELS[t]}
                </li>
              ))}
            </ul>
          ) : (
            <p>{copy.takesPart(product)}</p>
          )}
          {l.cardSystem ? <p className="location__region">{copy.region(l.cardSystem.name)}</p> : null}
          {l.facilities.length > 0 ? (
            <>
              <h3 className="heading heading--4 location__subheading">{copy.facilities}</h3>
              <ul className="location__facilities">
                {l.facilities.map((f) => (
                  <li key={f}>{facilityLabel(f)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      {l.description !== "" ? (
        <section className="location__about" aria-labelledby="over">
          <h2 id="over" className="heading heading--3">
            {organiserCopy.about(l.name)}
          </h2>
          {/* Sanitised by the api (an allow-list) before it leaves the search service. */}
          <div className="location__description" dangerouslySetInnerHTML={{ __html: l.description }} />
        </section>
      ) : null}

      <section className="location__rewards" aria-labelledby="voordelen" id="voordelen-hier">
        <h2 id="voordelen" className="heading heading--3">
          {copy.rewardsAt(l.name)}
        </h2>
        {"error" in rewards ? (
          <ErrorNotice message={rewards.error} retryTo={`${to("map-id", { params: self })}#voordelen-hier`} testId="voordelen-fout" />
        ) : rewards.total === 0 ? (
          <p>{copy.noRewards}</p>
        ) : (
          <>
            <p className="location__count">{copy.rewardsCount(rewards.total)}</p>
            <RewardList rewards={rewards.items} nowMs={nowMs} anchors showPlace={false} />
            {rewards.total > rewards.items.length ? (
              <p className="location__more">
                <Link
                  to={to("map-id", {
                    params: self,
                    query: { voordelen: String(rewards.shown + REWARDS_STEP), [BACK_PARAM]: back },
                    hash: `voordeel-plek-${rewards.items.length + 1}`,
                  })}
                  className="button button--secondary"
                  preventScrollReset
                  replace
                  data-testid="toon-meer"
                >
                  {copy.moreRewards}
                  <span className="visually-hidden">{copy.notShown(rewards.total - rewards.items.length)}</span>
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
