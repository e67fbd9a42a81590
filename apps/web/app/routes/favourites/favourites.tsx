// /mijn-{product}/bewaard (favourites, "Bewaard", decision 0059): what the holder keeps, in three groups
// (rewards, places, activities), each linking to its own page. Among the rewards one can be the savings
// goal ("spaardoel"), which the dashboard shows with its progress. The goal says so in words, not only by
// its look. Empty, the page says how to keep something. Plain forms: it works without JavaScript.
import { Form, Link } from "react-router";
import type { Favourite } from "@vtp/contracts/favourites";
import { favouritesCopy as copy, kindLabels } from "../../copy/favourites.ts";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { favouritePath, groupFavourites } from "../../features/favourites/index.ts";
import { favouritesAction, loadFavouritesPage, type FavouritesActionResult } from "../../features/favourites/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { Icon } from "../../ui/icons.tsx";
import { WalletFrame } from "../wallet/wallet-frame.tsx";
import type { Route } from "./+types/favourites";
import "./favourites.css";

export function loader(args: Route.LoaderArgs) {
  return loadFavouritesPage(args);
}

export function action(args: Route.ActionArgs) {
  return favouritesAction(args);
}

export default function FavouritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const result = actionData as FavouritesActionResult | undefined;
  return (
    <WalletFrame state={loaderData} retry="favourites">
      {() => {
        if (loaderData.state !== "ok") return null;
        const { favourites, limit } = loaderData.list;
        const groups = groupFavourites(favourites);
        return (
          <div className="saved">
            <p className="saved__intro">{copy.intro}</p>
            <div aria-live="polite" className="saved__live">
              {result?.done ? (
                <p className="notice notice--success" role="status">
                  {result.done}
                </p>
              ) : null}
            </div>
            {result?.error ? (
              <p role="alert" className="notice notice--danger">
                {result.error}
              </p>
            ) : null}
            {favourites.length === 0 ? (
              <div className="saved__empty">
                <p className="saved__empty-title">
                  <Icon name="star" />
                  {copy.emptyTitle}
                </p>
                <p>{copy.emptyText}</p>
                <p className="saved__empty-links">
                  <Link to={to("wallet")} className="button button--primary">
                    {copy.findRewards}
                  </Link>
                  <Link to={to("find")} className="button button--secondary">
                    {copy.findPlaces}
                  </Link>
                </p>
              </div>
            ) : (
              <>
                <p className="saved__count">{copy.count(favourites.length, limit)}</p>
                <Group id="bewaard-voordelen" title={copy.rewards} items={groups.rewards} />
                <Group id="bewaard-plekken" title={copy.places} items={groups.places} />
                <Group id="bewaard-activiteiten" title={copy.activities} items={groups.activities} />
              </>
            )}
          </div>
        );
      }}
    </WalletFrame>
  );
}

function Group({ id, title, items }: { id: string; title: string; items: Favourite[] }) {
  if (items.length === 0) return null;
  return (
    <section className="saved__group" aria-labelledby={id}>
      <h2 id={id} className="heading heading--2">
        {title}
      </h2>
      <ul className="saved__list">
        {items.map((f) => (
          <Item key={`${f.kind}-${f.objectId}`} favourite={f} />
        ))}
      </ul>
    </section>
  );
}

function Item({ favourite: f }: { favourite: Favourite }) {
  const to = usePathTo();
  const titleId = `bewaard-${f.kind}-${f.objectId}`;
  const facts = [f.points !== null ? pointsLabel(f.points) : null, f.detail].filter((x): x is string => x !== null && x !== "");
  const when = f.date === null ? null : f.kind === "reward" ? copy.lastDay(formatDay(f.date)) : copy.starts(formatDay(f.date));
  return (
    <li className={`saved-item${f.savingsGoal ? " saved-item--goal" : ""}`} data-testid={titleId}>
      <article aria-labelledby={titleId} className="saved-item__body">
        {f.savingsGoal ? (
          <p className="saved-item__goal">
            <Icon name="star-filled" />
            {copy.isGoal}
          </p>
        ) : null}
        <h3 id={titleId} className="saved-item__title">
          <span className="visually-hidden">{`${kindLabels[f.kind]}: `}</span>
          <Link to={favouritePath(f, to)}>{f.title}</Link>
        </h3>
        {facts.length > 0 ? <p className="saved-item__facts">{facts.join(" · ")}</p> : null}
        {when !== null ? <p className="saved-item__facts">{when}</p> : null}
        {!f.current ? <p className="saved-item__gone">{copy.notCurrent}</p> : null}
        <div className="saved-item__actions">
          {f.kind === "reward" && f.current && f.points !== null && f.points > 0 ? (
            f.savingsGoal ? (
              <Form method="post">
                <input type="hidden" name="intent" value="no-goal" />
                <button type="submit" className="button button--secondary">
                  {copy.stopGoal}
                </button>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="goal" />
                <input type="hidden" name="objectId" value={f.objectId} />
                <input type="hidden" name="title" value={f.title} />
                <button type="submit" className="button button--primary" aria-label={copy.makeGoalLabel(f.title)}>
                  {copy.makeGoal}
                </button>
              </Form>
            )
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="kind" value={f.kind} />
            <input type="hidden" name="objectId" value={f.objectId} />
            <input type="hidden" name="title" value={f.title} />
            <button type="submit" className="button button--ghost" aria-label={copy.removeLabel(f.title)}>
              {copy.remove}
            </button>
          </Form>
        </div>
      </article>
    </li>
  );
}
