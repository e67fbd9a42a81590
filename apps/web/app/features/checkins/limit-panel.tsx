// The once-a-day refusal of a scan as information (issue 22 §5): a neutral panel, not the error style,
// with when the next point is possible and the two steps that can work ("Naar mijn pas", "Scan een
// andere code"); no "Probeer opnieuw", which cannot. Focus moves to it, as it would to an error summary.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { limitCopy as copy } from "../../copy/checkins.ts";
import type { LimitNotice } from "./limit-notice.ts";

export function LimitPanel({ notice, cardPath, scanPath }: { notice: LimitNotice; cardPath: string; scanPath: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice]);
  return (
    <section ref={ref} className="scan-limit" tabIndex={-1} aria-labelledby="al-gespaard" data-testid="scan-limit">
      <h2 id="al-gespaard" className="heading heading--3 scan-limit__heading">
        <InfoIcon />
        {notice.heading}
      </h2>
      <p className="scan-limit__next" data-testid="volgend-punt">
        {notice.next}
      </p>
      <p className="scan-limit__rule">{notice.rule}</p>
      <nav className="scan-limit__actions" aria-label={copy.next}>
        <Link to={cardPath} className="button button--primary">
          {copy.toCard}
        </Link>
        {/* A new document: only the scan page's CSP lets its QR decoder (WebAssembly) compile. */}
        <Link to={scanPath} className="button button--secondary" reloadDocument>
          {copy.otherCode}
        </Link>
      </nav>
    </section>
  );
}

function InfoIcon() {
  return (
    <svg className="scan-limit__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M11 10h2v7h-2zM11 6.5h2v2h-2z" />
    </svg>
  );
}
