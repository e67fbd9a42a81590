// /profiel/gezin/:gezinslid/pas: a family member's pass, full screen like /pas, for the main holder to show
// at a counter (children under 16 rarely have a phone; decision 0056). Whose pass it is stands above the
// card in large type, so the holder never shows the wrong one; the points are for the holder, below it.
import { Link } from "react-router";
import { cardPageCopy, memberPassCopy as copy } from "../../copy/card.ts";
import { loadMemberPass } from "../../features/family/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { DigitalCard } from "../card/digital-card.tsx";
import { productNameOf } from "../../i18n/meta.ts";
import type { Route } from "./+types/member-pass";
import "../card/card.css";

export async function loader(args: Route.LoaderArgs) {
  return loadMemberPass(args);
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const product = productNameOf(matches);
  const title = loaderData === undefined ? cardPageCopy.title : copy.title(loaderData.firstName);
  return [{ title: `${title} | ${product}` }, { name: "robots", content: "noindex" }];
};

export default function MemberPassPage({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const { firstName, points, card, barcode } = loaderData;
  return (
    <div className="card-page">
      <h1 className="card-page__whose">{copy.showing(firstName)}</h1>
      <DigitalCard card={card} barcode={barcode} productName={name} large />
      {card.blocked ? null : <p className="card-page__hint">{cardPageCopy.hint}</p>}
      <p className="card-page__points">{copy.points(firstName, points)}</p>
      <div className="card-page__actions">
        <Link to={to("family")} className="button button--secondary card-page__close">
          {copy.backToFamily}
        </Link>
        <Link to={to("card")} className="button button--secondary card-page__close">
          {copy.ownPass}
        </Link>
      </div>
    </div>
  );
}
