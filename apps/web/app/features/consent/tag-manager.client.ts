// The tag-manager adapter (spec §7 "a tag-manager script load"): Google Tag Manager, only after
// marketing consent. No inline snippet: this script does what the vendor's snippet does, and gives
// gtm.js the request's CSP nonce, so the container's custom HTML tags can run under the strict policy
// (no 'unsafe-inline'). Consent Mode gets the visitor's choice before the container starts.
import { TAG_MANAGER_SCRIPT } from "./integrations.ts";
import type { ContentView } from "./page-view.ts";

type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

function gtag(..._command: unknown[]): void {
  // Consent Mode reads commands as `arguments` objects, exactly as Google's gtag() pushes them.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

export interface TagManager {
  contentView(view: ContentView): void;
}

/** Starts the container once per page; `analytics` says whether analytics storage is allowed too. */
export function startTagManager(id: string, nonce: string, analytics: boolean, doc: Document = document): TagManager {
  const dataLayer = (window.dataLayer ??= []);
  gtag("consent", "default", {
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
    analytics_storage: analytics ? "granted" : "denied",
  });
  dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  if (nonce) script.nonce = nonce;
  script.id = "gtm-script";
  doc.head.append(script);
  return {
    contentView(view) {
      dataLayer.push({ event: "content-view", ...view });
    },
  };
}
