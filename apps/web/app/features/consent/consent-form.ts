// The banner's form in the browser (part of /pwa.js, so it also works on pages without React): the
// choice is posted in the background, the banner closes at once, and /consent.js hears of the choice
// (`vtp:consent`) to start what was allowed. Without JavaScript the same form posts normally and the
// server redirects back to the page (routes/shell/cookie-consent.tsx).
import { grantedFromForm, OPTIONAL_CATEGORIES, type OptionalCategory } from "./consent.ts";

export const CONSENT_EVENT = "vtp:consent";

export interface ConsentEventDetail {
  granted: OptionalCategory[];
}

/** The categories the form offers (`data-categories`, space-separated). */
function formCategories(form: HTMLFormElement): OptionalCategory[] {
  const listed = (form.dataset.categories ?? "").split(" ");
  return OPTIONAL_CATEGORIES.filter((c) => listed.includes(c));
}

export function installConsentForms(doc: Document = document): void {
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.consentBanner === undefined) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    const data = new FormData(form);
    // The button that was pressed carries the choice (keuze=alles|geen|selectie).
    if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
    const body = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === "string") body.append(name, value);
    void fetch(form.action, { method: "POST", body, redirect: "manual", credentials: "same-origin" }).catch(() => undefined);
    const granted = grantedFromForm(data, formCategories(form));
    const banner = form.closest<HTMLElement>("[data-cookie-banner]");
    if (banner) banner.hidden = true;
    doc.documentElement.dataset.consent = granted.join(" ");
    // The focus was on the banner's button, which is gone: continue at the page's content.
    doc.getElementById("inhoud")?.focus({ preventScroll: true });
    window.dispatchEvent(new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, { detail: { granted } }));
  });
}
