// The digital card: the holder's name, region(s), card number (4-3-3-3), the Code 128 barcode a counter
// scanner reads, and "geldig tot". Shown on the dashboard and, full screen, on the card page. Never the
// social tariff (staff and bystanders see this screen).
import { digitalCardCopy as copy } from "../../copy/card.ts";
import type { Barcode } from "../../features/card/index.server.ts";
import type { HolderCard } from "../../features/card/index.ts";

export function DigitalCard({
  card,
  barcode,
  productName,
  headingLevel = 2,
  large = false,
}: {
  card: HolderCard;
  barcode: Barcode;
  productName: string;
  headingLevel?: 1 | 2;
  large?: boolean;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      className={`pass${large ? " pass--large" : ""}${card.blocked ? " pass--blocked" : ""}`}
      aria-labelledby="pas-titel"
      data-testid="digitale-pas"
    >
      <div className="pass__head">
        <Heading id="pas-titel" className="pass__product">
          {productName}
        </Heading>
        <p className="pass__regions">{card.regions.join(" · ")}</p>
      </div>
      <p className="pass__name">{card.fullName}</p>
      <div className="pass__barcode">
        <svg viewBox={barcode.viewBox} role="img" aria-label={copy.barcode(card.cardNumber)} preserveAspectRatio="none">
          {barcode.paths.map((p) => (
            <path key={`${p.strokeWidth}-${p.d.slice(0, 24)}`} d={p.d} stroke="#000" strokeWidth={p.strokeWidth} />
          ))}
        </svg>
      </div>
      <p className="pass__number">
        <span className="visually-hidden">{copy.cardNumber}</span>
        <span className="card-number" data-testid="kaartnummer">
          {card.cardNumber}
        </span>
      </p>
      {card.blocked ? null : (
        <p className="pass__valid">{card.validUntil === null ? copy.validForever : copy.validUntil(card.validUntil)}</p>
      )}
      {card.blocked ? (
        <div className="pass__blocked" role="status">
          <p className="pass__blocked-title">{copy.blockedTitle}</p>
          <p>{copy.blocked}</p>
          <p>{copy.blockedNewCard}</p>
        </div>
      ) : null}
    </section>
  );
}
