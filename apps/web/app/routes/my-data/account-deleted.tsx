// /account-verwijderd: where the browser lands after the account was deleted (issue 23): what happened,
// and that the card still works at a counter. Public: there is no session any more.
import { Link } from "react-router";
import { myDataCopy as copy } from "../../copy/my-data.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import "./my-data.css";

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function AccountDeletedPage() {
  const { name } = useProduct();
  const to = usePathTo();
  return (
    <div className="container section my-data-deleted">
      <h1 className="heading heading--1">{copy.deleted.heading}</h1>
      <div className="card my-data__section" role="status">
        <p className="my-data-deleted__lead">{copy.deleted.text(name)}</p>
        <p>{copy.deleted.card(name)}</p>
        <Link className="button button--primary" to={to("index")}>
          {copy.deleted.home}
        </Link>
      </div>
    </div>
  );
}
