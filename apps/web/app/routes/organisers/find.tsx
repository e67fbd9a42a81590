// /waar-vind-je-de-{product} (find): where to buy the card, buy it with the social tariff, save points
// or exchange them. Search by organiser or municipality (suggestions while typing), the spec's four
// filters, "in mijn buurt", a map with clustered markers (view=map, the default) and the list (its
// accessible equivalent, rendered on the server; `view=list` shows only the list). Every state is a
// URL; the form is a plain GET form, so it all works without JavaScript (except the map and the
// position); with JavaScript it updates in place.
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import {
  backParam,
  BACK_PARAM,
  findQueryParams,
  markerQueryParams,
  ORGANISER_FILTERS,
  parseFindQuery,
  type FindQuery,
  MAP_MESSAGES,
  ORGANISER_FILTER_HINT,
  ORGANISER_FILTER_LEGEND,
  ORGANISER_FILTER_LABELS,
  LocationSearch,
  LazyMap,
  OrganiserList,
} from "../../features/organisers/index.ts";
import { loadFind } from "../../features/organisers/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { findCopy as copy, organiserCopy } from "../../copy/organisers.ts";
import { Pagination } from "../../ui/pagination.tsx";
import { WhenHydrated } from "../../ui/hydrated.tsx";
import { useSearchFormKey } from "../../ui/search-form.ts";
import type { Route } from "./+types/find";
import "./organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadFind(args);
}

type GeoState = { kind: "idle" } | { kind: "busy" } | { kind: "error" };

export default function Find({ loaderData }: Route.ComponentProps) {
  const { query, near, result, error, queryError, pageSize, tiles, unknownMunicipality } = loaderData;
  const to = usePathTo();
  const { name } = useProduct();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [geo, setGeo] = useState<GeoState>({ kind: "idle" });
  const [fullscreen, setFullscreen] = useState(false);
  const [mapError, setMapError] = useState<string | undefined>(undefined);
  // The folded filters stay open while the holder ticks them (each tick searches and renews the form).
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Every search has its own form (the checkboxes show the URL's filters); the focus stays put.
  const formKey = useSearchFormKey(JSON.stringify(query));

  const self = (q: FindQuery) => to("find", { query: findQueryParams(q) });
  const listView = query.view === "list";
  // Every location link (list and map) remembers this search for its "← Alle locaties".
  const back = backParam(query);
  const busy = navigation.state === "loading" && navigation.location.pathname === to("find");

  // Escape leaves the full-screen map.
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setFullscreen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fullscreen]);

  /** With JavaScript the form goes to the same URL the server would read, without its empty fields. */
  function search(formElement: HTMLFormElement, replace: boolean) {
    const fields = [...new FormData(formElement)].filter((e): e is [string, string] => typeof e[1] === "string");
    void navigate(self({ ...parseFindQuery(new URLSearchParams(fields)), page: 1 }), { replace, preventScrollReset: true });
  }

  function nearMe() {
    if (!("geolocation" in navigator)) {
      setGeo({ kind: "error" });
      return;
    }
    setGeo({ kind: "busy" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeo({ kind: "idle" });
        const round = (v: number) => Math.round(v * 1000) / 1000;
        void navigate(
          self({
            ...query,
            q: "",
            gemeente: undefined,
            position: { lat: round(position.coords.latitude), lon: round(position.coords.longitude) },
            page: 1,
          }),
        );
      },
      () => setGeo({ kind: "error" }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  const total = result?.total ?? 0;
  const pageCount = Math.min(50, Math.ceil(total / pageSize));
  const orderedBy =
    near?.kind === "municipality"
      ? copy.orderedBy.municipality(near.name, near.postalCode)
      : near?.kind === "position"
        ? copy.orderedBy.position
        : query.q !== ""
          ? copy.orderedBy.relevance
          : copy.orderedBy.name;
  const searchedFor = near?.kind === "municipality" ? near.name : query.q;

  return (
    <div className={`find${listView ? " find--list" : ""}`}>
      <div className="container find__intro">
        <p className="find__lead">{copy.lead(name)}</p>
        <Form
          method="get"
          action={to("find")}
          className="find-form"
          role="search"
          aria-label={copy.form}
          ref={form}
          key={formKey.key}
          onFocus={formKey.onFocus}
          onSubmit={(e) => {
            e.preventDefault();
            search(e.currentTarget, false);
          }}
        >
          <div className="find-form__search">
            <LocationSearch
              defaultValue={searchedFor}
              suggestionsPath={to("find-suggestions")}
              onMunicipality={(postalCode) => void navigate(self({ ...query, q: "", position: undefined, gemeente: postalCode, page: 1 }))}
              onOrganiser={(path) => void navigate(path)}
              error={queryError}
            />
            <button type="submit" className="button button--primary find-form__submit">
              {organiserCopy.search}
            </button>
          </div>
          {/* On a phone the filters fold into one row (a native disclosure, no JavaScript needed) so the first
              result shows without scrolling; from 768 px they stay open beside the search (organisers-find.css). */}
          <details className="find-filters" open={filtersOpen} onToggle={(e) => setFiltersOpen(e.currentTarget.open)}>
            <summary className="find-filters__summary">{copy.filters(query.filters.length)}</summary>
            <fieldset className="find-form__filters" aria-describedby="filters-uitleg">
              <legend className="find-form__legend">{ORGANISER_FILTER_LEGEND} …</legend>
              <p className="find-form__hint" id="filters-uitleg">
                {ORGANISER_FILTER_HINT}
              </p>
              <ul className="filter-list">
                {ORGANISER_FILTERS.map((f) => (
                  <li key={f}>
                    <label className="filter">
                      <input
                        type="checkbox"
                        name={f}
                        value="true"
                        id={`filter-${f}`}
                        defaultChecked={query.filters.includes(f)}
                        onChange={() => form.current && search(form.current, true)}
                      />
                      <span>{ORGANISER_FILTER_LABELS[f]}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <noscript>
              <p className="find-form__noscript">{copy.noscript}</p>
            </noscript>
          </details>
          {query.gemeente !== undefined && near?.kind === "municipality" ? (
            <input type="hidden" name="gemeente" value={query.gemeente} />
          ) : null}
          {query.position ? (
            <>
              <input type="hidden" name="lat" value={query.position.lat} />
              <input type="hidden" name="lon" value={query.position.lon} />
            </>
          ) : null}
          {listView ? <input type="hidden" name="view" value="list" /> : null}
        </Form>
        <div className="find__tools">
          <WhenHydrated>
            <button
              type="button"
              className="button button--secondary"
              onClick={nearMe}
              disabled={geo.kind === "busy"}
              aria-describedby={geo.kind === "error" ? "geo-fout" : undefined}
            >
              <span aria-hidden="true">◎</span> {geo.kind === "busy" ? copy.locating : copy.nearMe}
            </button>
          </WhenHydrated>
          <nav className="view-switch" aria-label={copy.view}>
            <Link
              to={self({ ...query, view: "map", page: 1 })}
              className="view-switch__link"
              aria-current={listView ? undefined : "page"}
              preventScrollReset
            >
              {organiserCopy.map}
            </Link>
            <Link
              to={self({ ...query, view: "list" })}
              className="view-switch__link"
              aria-current={listView ? "page" : undefined}
              preventScrollReset
            >
              {copy.list}
            </Link>
          </nav>
        </div>
        {geo.kind === "error" ? (
          <p className="notice notice--warning" role="alert" id="geo-fout" data-testid="geolocatie-fout">
            {MAP_MESSAGES.geolocation}
          </p>
        ) : null}
        {unknownMunicipality ? (
          <p className="notice notice--warning" role="status">
            {copy.unknownMunicipality}
          </p>
        ) : null}
      </div>

      <div className="container find__body">
        {!listView ? (
          <section className={`find-map${fullscreen ? " find-map--fullscreen" : ""}`} aria-label={organiserCopy.map}>
            {/* Only with JavaScript: without it there is no map to enlarge. */}
            <WhenHydrated>
              <div className="find-map__bar">
                <button
                  type="button"
                  className="button button--secondary find-map__fullscreen"
                  aria-pressed={fullscreen}
                  onClick={() => setFullscreen((f) => !f)}
                >
                  {copy.fullscreen(fullscreen)}
                </button>
              </div>
            </WhenHydrated>
            {error === undefined && queryError === undefined ? (
              <LazyMap
                listHref={self({ ...query, view: "list" })}
                markersUrl={to("find-markers", { query: markerQueryParams(query) })}
                markerCardUrl={(id) => to("find-marker", { params: { id: String(id) }, query: { [BACK_PARAM]: back } })}
                tiles={tiles}
                focus={near?.point ?? null}
                onError={setMapError}
              />
            ) : null}
            {tiles === null ? (
              <p className="find-map__offline" data-testid="kaart-zonder-achtergrond">
                {MAP_MESSAGES.simplified}
              </p>
            ) : null}
            {mapError ? (
              <p className="notice notice--danger" role="alert">
                {mapError}
              </p>
            ) : null}
          </section>
        ) : null}

        <section className="find-results" aria-labelledby="resultaten" aria-busy={busy}>
          {error !== undefined ? (
            <ErrorNotice message={error} retryTo={self(query)} />
          ) : queryError !== undefined ? null : (
            <>
              <div className="find-results__head">
                <h2 id="resultaten" className="heading heading--3 find-results__title" aria-live="polite">
                  {copy.count(total)}
                </h2>
                {total > 0 ? <p className="find-results__order">{orderedBy}</p> : null}
              </div>
              {total === 0 ? (
                <>
                  {result?.didYouMean !== undefined ? (
                    <p className="find-results__did-you-mean" data-testid="bedoelde-je">
                      {copy.didYouMean}{" "}
                      <Link to={self({ ...query, q: result.didYouMean, page: 1 })} aria-label={copy.didYouMeanLink(result.didYouMean)}>
                        {result.didYouMean}
                      </Link>
                      ?
                    </p>
                  ) : null}
                  <p className="empty-state">
                    {copy.none} <Link to={to("find", { query: { view: listView ? "list" : undefined } })}>{copy.showAll}</Link>
                  </p>
                  {result?.partialMatches !== undefined && result.partialMatches.length > 0 ? (
                    <section aria-labelledby="deels-gevonden" data-testid="deels-gevonden">
                      <h3 id="deels-gevonden" className="heading heading--4 find-results__partial">
                        {copy.partialMatches}
                      </h3>
                      <OrganiserList organisers={result.partialMatches} headingLevel={4} back={back} />
                    </section>
                  ) : null}
                </>
              ) : (
                <OrganiserList organisers={result?.organisers ?? []} back={back} />
              )}
              <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => self({ ...query, page })} label={copy.pages} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
