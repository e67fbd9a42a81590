// Where the holder gets a reward: online, or the counters with their address (exchange and success pages).
import type { RewardDocument } from "@vtp/contracts/rewards";
import { whereToRedeemCopy as copy } from "../../copy/rewards.ts";
import { counterAddress } from "./format.ts";

export function WhereToRedeem({ reward }: { reward: Pick<RewardDocument, "online" | "counters"> }) {
  return (
    <section className="card exchange__where" aria-labelledby="waar">
      <h2 id="waar" className="heading heading--3">
        {copy.heading}
      </h2>
      {reward.online ? <p>{copy.online}</p> : null}
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
      ) : reward.online ? null : (
        <p>{copy.askAtCounter}</p>
      )}
    </section>
  );
}
