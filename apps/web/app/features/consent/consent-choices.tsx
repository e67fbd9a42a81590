// The choice per category of cookies, as the consent banner's settings and the cookie policy page show
// it: strictly necessary (always on, not a choice) and each configured optional category as a checkbox
// of the consent form (features/consent/consent-form.ts reads `name=category value=ja`).
import { categoryCopy, NECESSARY_COPY } from "../../copy/content/cookies.ts";
import type { OptionalCategory } from "./consent.ts";

export function ConsentChoices({
  idPrefix,
  configured,
  granted = [],
  className = "cookie-choices",
}: {
  /** Unique per page: the banner and the cookie page can both be on one page. */
  idPrefix: string;
  configured: readonly OptionalCategory[];
  /** Ticked at first (the choice made before). */
  granted?: readonly OptionalCategory[];
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">Kies per soort cookies</legend>
      <div className="cookie-choice">
        <input type="checkbox" id={`${idPrefix}-necessary`} checked disabled aria-describedby={`${idPrefix}-necessary-uitleg`} />
        <label htmlFor={`${idPrefix}-necessary`}>{NECESSARY_COPY.label} (altijd aan)</label>
        <p id={`${idPrefix}-necessary-uitleg`} className="cookie-choice__help">
          {NECESSARY_COPY.short}
        </p>
      </div>
      {configured.map((category) => (
        <div className="cookie-choice" key={category}>
          <input
            type="checkbox"
            id={`${idPrefix}-${category}`}
            name={category}
            value="ja"
            defaultChecked={granted.includes(category)}
            aria-describedby={`${idPrefix}-${category}-uitleg`}
          />
          <label htmlFor={`${idPrefix}-${category}`}>{categoryCopy[category].label}</label>
          <p id={`${idPrefix}-${category}-uitleg`} className="cookie-choice__help">
            {categoryCopy[category].short}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
