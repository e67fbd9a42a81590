// /consent.js (bundled by scripts/build.ts): the third-party services in the browser, on every page
// (also the ones without React). The page includes it only when a service is configured; its tag
// carries the services' public settings (`data-config`) and, when a vendor script may be injected, the
// request's CSP nonce. What the visitor allowed is on <html data-consent> (rendered by the server from
// the cookie, updated by the banner's form in /pwa.js, which also sends `vtp:consent`).
//
// - analytics: the Snowplow tracker, imported only once analytics is allowed; a page view on load and
//   on every client navigation (`vtp:pageview`, sent by app/root.tsx);
// - marketing: Google Tag Manager, only once marketing is allowed;
// - help widget: on the first click on "Vragen" (links with data-help-widget), no consent needed;
// - cookies of a category that is not (or no longer) allowed are deleted on every page.
import { startAnalytics, type Analytics, type PageFacts } from "./analytics.client.ts";
import { OPTIONAL_CATEGORIES, type OptionalCategory } from "./consent.ts";
import { CONSENT_EVENT, type ConsentEventDetail } from "./consent-form.ts";
import { openHelpWidget } from "./help-widget.client.ts";
import type { IntegrationScriptConfig } from "./integrations.ts";
import { analyticsUrl, PAGE_TYPES, PAGE_VIEW_EVENT, type PageType } from "./page-view.ts";
import { startTagManager, type TagManager } from "./tag-manager.client.ts";
import { clearCategoryStorage } from "./storage.client.ts";

function readConfig(tag: HTMLScriptElement | null): IntegrationScriptConfig | undefined {
  try {
    return JSON.parse(tag?.dataset.config ?? "") as IntegrationScriptConfig;
  } catch {
    console.error("[consent] de instellingen van /consent.js ontbreken");
    return undefined;
  }
}

function grantedOnPage(doc: Document): OptionalCategory[] {
  const listed = (doc.documentElement.dataset.consent ?? "").split(" ");
  return OPTIONAL_CATEGORIES.filter((c) => listed.includes(c));
}

/** The page's own facts, as app/root.tsx renders them on <html> (kept current on client navigations). */
export function pageFacts(doc: Document): PageFacts {
  const d = doc.documentElement.dataset;
  const pageType = (PAGE_TYPES as readonly string[]).includes(d.pageType ?? "") ? (d.pageType as PageType) : ("content" as PageType);
  return {
    routeName: d.routeName ?? "",
    pageType,
    language: doc.documentElement.lang || "nl",
    mia: d.mia === "true" ? true : d.mia === "false" ? false : undefined,
  };
}

/** Runs `task` once the page has loaded and the browser is idle (at most 2 s later): the tracker never competes with the page's own loading. */
function afterLoad(task: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

export function startIntegrations(doc: Document = document): void {
  const tag = doc.querySelector<HTMLScriptElement>("script[data-vtp-integrations]");
  const config = readConfig(tag);
  if (config === undefined) return;
  // Read once: React may later rewrite the attribute, the page's policy keeps this one.
  const nonce = tag?.nonce ?? "";

  let analytics: Promise<Analytics | undefined> | undefined;
  let tagManager: TagManager | undefined;
  let active: OptionalCategory[] = [];

  const apply = (granted: OptionalCategory[]) => {
    // A category that was running and is now refused: its cookies go, and a fresh page stops its code.
    if (active.some((c) => !granted.includes(c))) {
      clearCategoryStorage(
        active.filter((c) => !granted.includes(c)),
        doc,
      );
      location.reload();
      return;
    }
    clearCategoryStorage(
      OPTIONAL_CATEGORIES.filter((c) => !granted.includes(c)),
      doc,
    );
    if (config.analytics && granted.includes("analytics") && analytics === undefined) {
      const settings = config.analytics;
      analytics = new Promise<Analytics | undefined>((resolve) => afterLoad(() => void startAnalytics(settings).then(resolve)));
      void analytics.then((a) => a?.pageView(pageFacts(doc)));
    }
    if (config.tagManager && granted.includes("marketing") && tagManager === undefined) {
      tagManager = startTagManager(config.tagManager.id, nonce, granted.includes("analytics"), doc);
      const facts = pageFacts(doc);
      tagManager.contentView({ pageType: facts.pageType, pageUrl: analyticsUrl(location.href), routeName: facts.routeName });
    }
    active = granted.filter((c) => (c === "analytics" ? analytics !== undefined : tagManager !== undefined));
  };

  apply(grantedOnPage(doc));
  window.addEventListener(CONSENT_EVENT, (event) => apply((event as CustomEvent<ConsentEventDetail>).detail.granted));
  window.addEventListener(PAGE_VIEW_EVENT, () => {
    const facts = pageFacts(doc);
    void analytics?.then((a) => a?.pageView(facts));
    tagManager?.contentView({ pageType: facts.pageType, pageUrl: analyticsUrl(location.href), routeName: facts.routeName });
  });

  if (config.helpWidget) {
    const { key } = config.helpWidget;
    doc.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-help-widget]");
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      link.setAttribute("aria-busy", "true");
      // The folded menu on a phone closes, so the widget is not hidden behind it.
      link.closest("details")?.removeAttribute("open");
      openHelpWidget(key, nonce, doc)
        .catch((error: unknown) => {
          // The vendor cannot be reached (blocked, offline): the product's own FAQ page instead.
          console.warn("[hulpvenster]", error);
          location.assign(link.href);
        })
        .finally(() => link.removeAttribute("aria-busy"));
    });
  }
}

if (typeof window !== "undefined" && !(globalThis as { __VTP_TEST__?: boolean }).__VTP_TEST__) startIntegrations();
