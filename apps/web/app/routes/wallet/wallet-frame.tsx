// The frame of the wallet pages: the wallet sub-navigation, then the page's content, or the Dutch state
// for an account without a card or a failed load.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { noCardCopy } from "../../copy/account.ts";
import { walletFrameCopy as copy } from "../../copy/wallet.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { walletSubNav } from "../../navigation/items.ts";
import { SubNav } from "../../navigation/nav.tsx";
import type { LinkableId } from "../../route-table.ts";
import "./wallet.css";

export function WalletFrame({
  state,
  retry,
  children,
}: {
  state: { state: "ok" } | { state: "no-card" } | { state: "error"; message: string };
  retry: LinkableId;
  children: () => ReactNode;
}) {
  const to = usePathTo();
  const { name, slug } = useProduct();
  return (
    <div className="container section wallet">
      <SubNav label={copy.subNav} items={walletSubNav(slug, name)} />
      {state.state === "no-card" ? (
        <section className="card" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            {noCardCopy.heading}
          </h2>
          <p>{copy.noCard(name)}</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            {noCardCopy.register(name)}
          </Link>
        </section>
      ) : state.state === "error" ? (
        <div className="wallet__notice" role="alert">
          <p>{state.message}</p>
          <Link to={to(retry)}>{copy.retry}</Link>
        </div>
      ) : (
        children()
      )}
    </div>
  );
}
