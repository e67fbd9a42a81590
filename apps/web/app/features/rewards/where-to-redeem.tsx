// Where the holder gets a reward (the exchange and success pages): exchanged here in the app, then the
// code used as `howToUse` says (the same sentence as the code itself), and the counters with their address.
import type { RewardDocument } from "@vtp/contracts/rewards";
import { whereToRedeemCopy as copy } from "../../copy/rewards.ts";
import { counterAddress } from "./format.ts";
import { howToUse, placeOfCounter } from "./where.ts";

export function WhereToRedeem({ reward }: { reward: Pick<RewardDocument, "online" | "counters"> }) {
  return (
    <section className="card exchange__where" aria-labelledby="waar">
      <h2 id="waar" className="heading heading--3">
        {copy.heading}
      </h2>
      <p data-testid="waar-gebruik">
        {copy.inTheApp} {howToUse({ online: reward.online, places: reward.counters.map(placeOfCounter) })}
      </p>
      {reward.counters.length > 0 ? (
        <ul className="exchange__counters">
          {reward.counters.map((c) => (
            <li key={c.id}>
              <strong>{c.name}</strong>
              <br />
              {counterAddress(c)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
