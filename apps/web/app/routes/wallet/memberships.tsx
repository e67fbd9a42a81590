// /mijn-{product}/lidmaatschappen: the holder's memberships of associations (a youth or sports club),
// with status and end date.
import { formatDutchDate } from "@vtp/contracts/dates";
import { membershipsCopy as copy } from "../../copy/wallet.ts";
import { loadMemberships } from "../../features/wallet/index.server.ts";
import { WalletFrame } from "./wallet-frame.tsx";
import type { Route } from "./+types/memberships";

export async function loader(args: Route.LoaderArgs) {
  return loadMemberships(args);
}

export default function Memberships({ loaderData }: Route.ComponentProps) {
  return (
    <WalletFrame state={loaderData} retry="memberships">
      {() =>
        loaderData.state !== "ok" ? null : (
          <section className="wallet__section" aria-labelledby="lidmaatschappen">
            <h2 id="lidmaatschappen" className="heading heading--2">
              {copy.heading}
            </h2>
            {loaderData.memberships.length === 0 ? (
              <p className="wallet__empty">{copy.none}</p>
            ) : (
              <ul className="wallet-list">
                {loaderData.memberships.map((m) => (
                  <li key={m.id} className={`wallet-item${m.status === "EXPIRED" ? " wallet-item--expired" : ""}`}>
                    <h3 className="wallet-item__title">{m.associationName}</h3>
                    <p className="wallet-item__turns">{m.status === "ACTIVE" ? copy.active : copy.expired}</p>
                    <p className="wallet-item__meta">
                      {m.endDate === null ? copy.noEndDate : copy.endDate(m.status === "ACTIVE", formatDutchDate(m.endDate))}
                      {m.renewable ? copy.renewable : ""}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      }
    </WalletFrame>
  );
}
