// /mijn-{product}/kortingen: the discounts a region granted the holder (the spec's coupons), each with
// valid-until and the turns still available this period; expired ones apart, marked in words.
import type { WalletCoupon } from "@vtp/contracts/wallet";
import { discountsCopy as copy } from "../../copy/wallet.ts";
import { turnsLabel, validUntilLabel } from "../../features/wallet/index.ts";
import { loadCoupons } from "../../features/wallet/index.server.ts";
import { WalletFrame } from "./wallet-frame.tsx";
import type { Route } from "./+types/discounts";

export async function loader(args: Route.LoaderArgs) {
  return loadCoupons(args);
}

export default function Discounts({ loaderData }: Route.ComponentProps) {
  return (
    <WalletFrame state={loaderData} retry="discounts">
      {() => {
        if (loaderData.state !== "ok") return null;
        const active = loaderData.coupons.filter((c) => c.status === "ACTIVE");
        const expired = loaderData.coupons.filter((c) => c.status === "EXPIRED");
        return (
          <>
            <section className="wallet__section" aria-labelledby="kortingen">
              <h2 id="kortingen" className="heading heading--2">
                {copy.heading}
              </h2>
              {active.length === 0 ? <p className="wallet__empty">{copy.none}</p> : <CouponList coupons={active} />}
            </section>
            {expired.length > 0 ? (
              <section className="wallet__section" aria-labelledby="verlopen">
                <h2 id="verlopen" className="heading heading--3">
                  {copy.expired}
                </h2>
                <CouponList coupons={expired} />
              </section>
            ) : null}
          </>
        );
      }}
    </WalletFrame>
  );
}

function CouponList({ coupons }: { coupons: WalletCoupon[] }) {
  return (
    <ul className="wallet-list">
      {coupons.map((c) => (
        <li key={c.id} className={`wallet-item${c.status === "EXPIRED" ? " wallet-item--expired" : ""}`} data-testid={`korting-${c.id}`}>
          <h3 className="wallet-item__title">{c.name}</h3>
          {c.description ? <p className="wallet-item__text">{c.description}</p> : null}
          <p className="wallet-item__turns">{turnsLabel(c)}</p>
          <p className="wallet-item__meta">
            {validUntilLabel(c)} · {c.cardSystem.name}
          </p>
        </li>
      ))}
    </ul>
  );
}
