// /voordelen-zoeken (search_discounts): search every reward: free text (title, organisation, municipality,
// postal code, region), filters (points, kind, category, for kids, sport, last chance, online, region),
// the four sorts and pages of 12. A plain GET form (works without JavaScript); with JavaScript a changed
// filter searches at once, in place. A signed-in holder searches their own regions and sees how many
// rewards there are outside them. Every result links to its exchange page (/omruilen/{id}).
import { useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { loadRewardSearch } from "../../features/rewards/index.server.ts";
import {
  RewardList,
  CATEGORY_OPTIONS,
  MAX_PAGE,
  rewardSearchParams,
  parseRewardSearch,
  SORT_OPTIONS,
  type RewardSearchState,
} from "../../features/rewards/index.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { rewardSearchCopy as copy } from "../../copy/rewards.ts";
import { Pagination } from "../../ui/pagination.tsx";
import { useSearchFormKey } from "../../ui/search-form.ts";
import type { Route } from "./+types/search-discounts";
import "./rewards.css";
import "../organisers/organisers.css";
import { ErrorNotice } from "../../ui/error-notice.tsx";
import { FieldErrorMessage } from "../../ui/field.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadRewardSearch(args);
}

export default function SearchDiscounts({ loaderData }: Route.ComponentProps) {
  const { search, regions, holderRegions, result, outsideRegion, error, queryError, pageSize, nowMs } = loaderData;
  const to = usePathTo();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const self = (s: RewardSearchState) => to("search-discounts", { query: rewardSearchParams(s) });
  /** With JavaScript the form goes to the same URL the server would read, without its empty fields. */
  const go = (formElement: HTMLFormElement, replace: boolean) => {
    const fields = [...new FormData(formElement)].filter((e): e is [string, string] => typeof e[1] === "string");
    void navigate(self({ ...parseRewardSearch(new URLSearchParams(fields)), page: 1 }), { replace, preventScrollReset: true });
  };
  const refresh = () => form.current && go(form.current, true);
  const moreActive = [
    search.pointsMin !== undefined,
    search.pointsMax !== undefined,
    search.type,
    search.category,
    search.forKids,
    search.sport,
    search.lastChance,
    search.online,
    search.region !== undefined,
  ].filter(Boolean).length;
  const total = result?.total ?? 0;
  const busy = navigation.state === "loading" && navigation.location.pathname === to("search-discounts");
  // Every search has its own form (the uncontrolled fields show the URL's values); the focus stays put.
  const formKey = useSearchFormKey(JSON.stringify(search));
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  const regionLabel = holderRegions ? holderRegions.map((r) => r.name).join(", ") : "";

  return (
    <div className="container section discovery">
      <p className="discovery__lead">{copy.lead}</p>
      <Form
        method="get"
        action={to("search-discounts")}
        className="discount-form"
        role="search"
        aria-label={copy.form}
        ref={form}
        key={formKey.key}
        onFocus={formKey.onFocus}
        onSubmit={(e) => {
          e.preventDefault();
          go(e.currentTarget, false);
        }}
      >
        <div className="discount-form__main">
          <div className={queryError !== undefined ? "field field--error" : "field"}>
            <label className="field__label" htmlFor="zoek-voordeel">
              {copy.query}
            </label>
            <input
              id="zoek-voordeel"
              className="field__input"
              type="search"
              name="q"
              defaultValue={search.q}
              aria-invalid={queryError !== undefined ? true : undefined}
              aria-describedby={queryError !== undefined ? "zoek-voordeel-fout" : undefined}
            />
            {queryError !== undefined ? <FieldErrorMessage id="zoek-voordeel-fout" message={queryError} announce /> : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="sorteer">
              {copy.sort}
            </label>
            <select id="sorteer" name="sorteer" className="field__input" defaultValue={search.sort} onChange={refresh}>
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary discount-form__submit">
            {copy.submit}
          </button>
        </div>
        <details className="discount-form__more" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
          <summary className="discount-form__summary">{copy.moreFilters(moreActive)}</summary>
          <div className="discount-form__grid">
            <fieldset className="discount-form__points">
              <legend className="field__label">{copy.points}</legend>
              <label className="discount-form__inline">
                {copy.pointsFrom}{" "}
                <input
                  className="field__input"
                  type="number"
                  name="punten-van"
                  min={0}
                  max={999999}
                  inputMode="numeric"
                  defaultValue={search.pointsMin}
                />
              </label>
              <label className="discount-form__inline">
                {copy.pointsTo}{" "}
                <input
                  className="field__input"
                  type="number"
                  name="punten-tot"
                  min={0}
                  max={999999}
                  inputMode="numeric"
                  defaultValue={search.pointsMax}
                />
              </label>
            </fieldset>
            <div className="field">
              <label className="field__label" htmlFor="soort">
                {copy.type}
              </label>
              <select
                id="soort"
                name="soort"
                className="field__input"
                defaultValue={search.type === "POINTS" ? "punten" : search.type === "WELCOME" ? "welkom" : ""}
                onChange={refresh}
              >
                <option value="">{copy.types.all}</option>
                <option value="punten">{copy.types.points}</option>
                <option value="welkom">{copy.types.welcome}</option>
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="categorie">
                {copy.category}
              </label>
              <select id="categorie" name="categorie" className="field__input" defaultValue={search.category ?? ""} onChange={refresh}>
                <option value="">{copy.allCategories}</option>
                {CATEGORY_OPTIONS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="regio-voordeel">
                {copy.region}
              </label>
              <select
                id="regio-voordeel"
                name="regio"
                className="field__input"
                defaultValue={search.region === "all" ? "alle" : (search.region?.toString() ?? "")}
                onChange={refresh}
              >
                {holderRegions ? (
                  <>
                    <option value="">{copy.myRegion(regionLabel)}</option>
                    <option value="alle">{copy.allRegions}</option>
                  </>
                ) : (
                  <option value="">{copy.allRegions}</option>
                )}
                {regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="discount-form__flags">
              <legend className="field__label">{copy.only}</legend>
              {(
                [
                  ["kinderen", copy.flags.forKids, search.forKids],
                  ["sport", copy.flags.sport, search.sport],
                  ["laatste-kans", copy.flags.lastChance, search.lastChance],
                  ["online", copy.flags.online, search.online],
                ] as const
              ).map(([name, label, checked]) => (
                <label key={name} className="filter">
                  <input type="checkbox" name={name} value="ja" defaultChecked={checked} onChange={refresh} />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
          </div>
        </details>
      </Form>

      <section aria-labelledby="voordelen-titel" className="discovery__results" aria-busy={busy}>
        {error !== undefined || queryError !== undefined ? (
          <>
            <h2 id="voordelen-titel" className="heading heading--3">
              {copy.results}
            </h2>
            {error !== undefined ? <ErrorNotice message={error} retryTo={self(search)} /> : null}
          </>
        ) : (
          <>
            <h2 id="voordelen-titel" className="heading heading--3" aria-live="polite" data-testid="aantal-voordelen">
              {copy.count(total, result?.more)}
              {holderRegions && search.region === undefined ? copy.inYourRegion : ""}
            </h2>
            {outsideRegion !== null && outsideRegion !== 0 ? (
              <p className="notice notice--info" data-testid="buiten-regio">
                {copy.outside(outsideRegion)} <Link to={self({ ...search, region: "all", page: 1 })}>{copy.showOutside}</Link>
              </p>
            ) : null}
            {total === 0 ? (
              <p className="empty-state">
                {copy.none} <Link to={to("search-discounts")}>{copy.showAll}</Link>
              </p>
            ) : (
              <RewardList rewards={result?.items ?? []} nowMs={nowMs} />
            )}
            <Pagination
              page={search.page}
              pageCount={result?.more ? MAX_PAGE : Math.min(MAX_PAGE, Math.ceil(total / pageSize))}
              hrefFor={(page) => self({ ...search, page })}
              label={copy.pages}
            />
          </>
        )}
      </section>
    </div>
  );
}
