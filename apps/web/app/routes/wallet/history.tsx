// /mijn-{product}/geschiedenis (beyond the spec): every + and − of the points with date, title and
// place, newest first, paged with plain links; the first page starts with the redeemed rewards and
// their codes (features/rewards' RedeemedCode: how to use it, until when), as a holder needs them at a counter.
import { Link } from "react-router";
import { pointsLabel } from "../../copy/format.ts";
import { historyCopy as copy } from "../../copy/wallet.ts";
import { deltaLabel, historyDate } from "../../features/wallet/index.ts";
import { RedeemedCode } from "../../features/rewards/index.ts";
import { loadHistory } from "../../features/wallet/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { WalletFrame } from "./wallet-frame.tsx";
import type { Route } from "./+types/history";

export async function loader(args: Route.LoaderArgs) {
  return loadHistory(args);
}

export default function History({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  return (
    <WalletFrame state={loaderData} retry="points-history">
      {() => {
        if (loaderData.state !== "ok") return null;
        const { history, page, redemptions } = loaderData;
        const pages = Math.max(1, Math.ceil(history.total / history.limit));
        return (
          <>
            {redemptions.length > 0 ? (
              <section className="wallet__section" aria-labelledby="omgeruild">
                <h2 id="omgeruild" className="heading heading--2">
                  {copy.redeemed}
                </h2>
                <ul className="wallet-list">
                  {redemptions.map((r) => (
                    <li key={r.id} className="wallet-item" data-testid={`omgeruild-${r.id}`}>
                      <h3 className="wallet-item__title">{r.title}</h3>
                      <p className="wallet-item__meta">
                        {historyDate(r.redeemedAt)} · {r.pointsSpent === 0 ? copy.free : pointsLabel(r.pointsSpent)}
                      </p>
                      <RedeemedCode
                        code={r.redeemCode}
                        online={r.online}
                        places={r.places}
                        link={r.link}
                        validUntil={r.validUntil}
                        size="compact"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="wallet__section" aria-labelledby="geschiedenis">
              <h2 id="geschiedenis" className="heading heading--2">
                {copy.heading}
              </h2>
              {history.entries.length === 0 ? (
                <p className="wallet__empty">{copy.none}</p>
              ) : (
                <ol className="history-list" data-testid="geschiedenis">
                  {history.entries.map((e) => (
                    <li key={e.id} className="history-item">
                      <span className={`history-item__delta history-item__delta--${e.delta > 0 ? "plus" : "min"}`}>
                        <span className="visually-hidden">{e.delta > 0 ? copy.earned : copy.spent}</span>
                        {deltaLabel(e.delta)}
                      </span>
                      <span className="history-item__body">
                        <span className="history-item__title">{e.title}</span>
                        <span className="history-item__meta">
                          {historyDate(e.at)}
                          {e.place ? ` · ${e.place}` : ""}
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              {pages > 1 ? (
                <nav className="pager" aria-label={copy.pages}>
                  {page > 1 ? (
                    <Link to={to("points-history", { query: { pagina: page === 2 ? undefined : String(page - 1) } })} rel="prev">
                      {copy.newer}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span>{copy.page(page, pages)}</span>
                  {page < pages ? (
                    <Link to={to("points-history", { query: { pagina: String(page + 1) } })} rel="next">
                      {copy.older}
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </section>
          </>
        );
      }}
    </WalletFrame>
  );
}
