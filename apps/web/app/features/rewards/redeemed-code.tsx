// A redeemed reward's code, the one way it is shown (the exchange's success page, the wallet's history):
// the code in one format (two groups of four), how to use it (the counter's name, or the online link)
// and until when it is valid (decision 0043).
import { formatDay } from "../../copy/format.ts";
import { whereCopy as copy } from "../../copy/rewards.ts";
import { groupedCode } from "./format.ts";
import { howToUse, type RewardWhere } from "./where.ts";
import "./redeemed-code.css";

export interface RedeemedCodeProps extends RewardWhere {
  code: string;
  /** Where an online reward's code is used, or null. */
  link: string | null;
  /** ISO date-time, or null without an end. */
  validUntil: string | null;
  /** The large version (the success page) or the compact one (a list). */
  size?: "large" | "compact";
}

export function RedeemedCode({ code, online, places, link, validUntil, size = "large" }: RedeemedCodeProps) {
  return (
    <div className={`redeemed-code redeemed-code--${size}`} data-testid="ruilcode-blok">
      <p className="redeemed-code__label">{copy.codeLabel}</p>
      <p className="redeem-code" data-testid="ruilcode" aria-label={copy.codeAria(code)}>
        {groupedCode(code)}
      </p>
      <p className="redeemed-code__how" data-testid="ruilcode-gebruik">
        {howToUse({ online, places })}
      </p>
      {link !== null ? (
        <p className="redeemed-code__link">
          <a href={link} rel="noopener noreferrer">
            {copy.onlineLink}
          </a>
        </p>
      ) : null}
      <p className="redeemed-code__valid" data-testid="ruilcode-geldig">
        {validUntil === null ? copy.noEnd : copy.validUntil(formatDay(validUntil))}
      </p>
    </div>
  );
}
