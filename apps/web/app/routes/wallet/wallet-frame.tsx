// The frame of the wallet pages: the wallet sub-navigation, then the page's content, or the Dutch state
// for an account without a card or a failed load.
import type { ReactNode } from "react";
import { Link } from "react-router";
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
      <SubNav label="Mijn voordelen" items={walletSubNav(slug, name)} />
      {state.state === "no-card" ? (
        <section className="card" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            Je hebt nog geen pas gekoppeld
          </h2>
          <p>Koppel je {name} aan je account om punten te sparen en om te ruilen, en om je kortingen te zien.</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            Registreer je {name}
          </Link>
        </section>
      ) : state.state === "error" ? (
        <div className="wallet__notice" role="alert">
          <p>{state.message}</p>
          <Link to={to(retry)}>Opnieuw proberen</Link>
        </div>
      ) : (
        children()
      )}
    </div>
  );
}
