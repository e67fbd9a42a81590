// /omruilen/{voordeelid}/success (cashin-cashin-success): the stored cash-in answer (web session). The
// redeem code large and legible for the counter with how to use it and until when (features/rewards'
// RedeemedCode, as in the wallet), where to redeem it and the new balance.
import { Link } from "react-router";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { exchangeSuccessCopy as copy, rewardCopy } from "../../copy/rewards.ts";
import { placeOfCounter, RedeemedCode, WhereToRedeem } from "../../features/rewards/index.ts";
import { loadExchangeSuccess } from "../../features/rewards/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/exchange-success";
import "./rewards.css";

export async function loader(args: Route.LoaderArgs) {
  return loadExchangeSuccess(args);
}

export default function ExchangeSuccess({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { result } = loaderData;
  return (
    <div className="container section rewards exchange">
      <section className="card exchange__success" aria-labelledby="gelukt">
        <p className="rewards__notice-title exchange__success-badge">
          <span aria-hidden="true">✓ </span>
          {copy.exchanged}
        </p>
        <h2 id="gelukt" className="heading heading--2">
          {result.title}
        </h2>
        <RedeemedCode
          code={result.redeemCode}
          online={result.online}
          places={result.counters.map(placeOfCounter)}
          link={result.link}
          validUntil={result.validUntil}
        />
        <dl className="exchange__summary">
          <div>
            <dt>{copy.paid}</dt>
            <dd>{result.pointsSpent === 0 ? rewardCopy.free : pointsLabel(result.pointsSpent)}</dd>
          </div>
          <div>
            <dt>{copy.newBalance}</dt>
            <dd data-testid="nieuw-saldo">{pointsLabel(result.newBalance)}</dd>
          </div>
          <div>
            <dt>{copy.exchangedOn}</dt>
            <dd>{formatDay(result.redeemedAt)}</dd>
          </div>
        </dl>
      </section>
      <WhereToRedeem reward={result} />
      <nav aria-label={copy.next} className="exchange__next">
        <Link to={to("wallet")} className="button button--secondary">
          {copy.toWallet}
        </Link>
        <Link to={to("dashboard")} className="button button--secondary">
          {copy.toDashboard}
        </Link>
      </nav>
    </div>
  );
}
