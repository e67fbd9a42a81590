// The "Bewaar" star (decision 0059): a toggle button (aria-pressed) whose word and star say the state too,
// never colour alone. It is a form that posts to the page's own action (`starAction` on the server):
// without JavaScript the page answers with the new state; with it, a fetcher posts it and the page stays
// where it is, showing the new state at once. A notice in a live region says what happened.
import { useFetcher } from "react-router";
import type { FavouriteKind, FavouriteState } from "@vtp/contracts/favourites";
import { starCopy as copy } from "../../copy/favourites.ts";
import { Icon } from "../../ui/icons.tsx";
import "./star-toggle.css";

interface StarResult {
  star: true;
  state?: FavouriteState;
  done?: string;
  error?: string;
}

export interface StarToggleProps {
  kind: FavouriteKind;
  objectId: number;
  /** The state the page's loader read. */
  favourite: boolean;
  /** The page's action answer without JavaScript (a star's post), if any. */
  result?: StarResult | undefined;
}

export function StarToggle({ kind, objectId, favourite, result }: StarToggleProps) {
  const fetcher = useFetcher<StarResult>();
  const answer = fetcher.data ?? result;
  const pending = fetcher.formData?.get("keep");
  // While posting, the new state at once; then the loader's (revalidated after every post).
  const kept = pending === "1" ? true : pending === "0" ? false : favourite;
  return (
    <fetcher.Form method="post" className="star-toggle">
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="objectId" value={objectId} />
      <input type="hidden" name="keep" value={kept ? "0" : "1"} />
      <button type="submit" className={`star-toggle__button${kept ? " star-toggle__button--on" : ""}`} aria-pressed={kept}>
        <Icon name={kept ? "star-filled" : "star"} />
        <span>{kept ? copy.kept : copy.keep}</span>
      </button>
      <span role="status" className="star-toggle__status">
        {answer?.error === undefined && fetcher.state === "idle" ? (answer?.done ?? "") : ""}
      </span>
      {answer?.error !== undefined ? (
        <span role="alert" className="star-toggle__error">
          {answer.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
