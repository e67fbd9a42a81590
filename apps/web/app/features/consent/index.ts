// The consent feature's public entry for the root, pages and /pwa.js (browser-safe; the server's
// render-once cache uses index.server.ts). /consent.js is this feature's own script (client.ts).
export { ConsentBanner } from "./consent-banner.tsx";
export { ConsentChoices } from "./consent-choices.tsx";
export { installConsentForms } from "./consent-form.ts";
export { COOKIE_ACCEPTED, COOKIE_ACCEPTED_MAX_AGE, consentValue, grantedFromForm, readConsent, type ConsentState } from "./consent.ts";
export {
  injectsVendorScript,
  integrationsFor,
  needsIntegrationScript,
  scriptConfig,
  type IntegrationScriptConfig,
} from "./integrations.ts";
export { PageViewSignal } from "./page-view-signal.tsx";
export { pageTypeFor } from "./page-view.ts";
