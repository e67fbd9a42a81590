// What just happened on the holder's card (a point saved, a reward redeemed, a tariff granted, refused or
// undone): in words, with a sign, and a tone that is never the only carrier of the meaning.
import type { ReactNode } from "react";

export function Outcome(p: { tone: "success" | "danger" | "info"; sign: string; title: string; testId: string; children?: ReactNode }) {
  return (
    <div className={`counter-outcome counter-outcome--${p.tone}`} data-testid={p.testId}>
      <span className="counter-outcome__sign" aria-hidden="true">
        {p.sign}
      </span>
      <div>
        <p className="counter-outcome__title">{p.title}</p>
        {p.children}
      </div>
    </div>
  );
}
