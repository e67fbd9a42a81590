// The hosts each third-party adapter needs in the Content-Security-Policy, named only when the adapter
// is configured (an unconfigured product allows 'self' and nothing else). The web app loads them only
// after consent (analytics, tag manager) or on demand (help widget): apps/web/app/features/consent/.
import type { AppConfig } from "@vtp/config";

export interface PolicySources {
  script: string[];
  connect: string[];
  img: string[];
  /** The vendor styles its elements inline (style-src 'unsafe-inline'; a nonce would switch that off). */
  inlineStyles: boolean;
}

/** Google Tag Manager and the Google tags a container usually loads (Analytics 4, Ads conversion). */
const TAG_MANAGER: PolicySources = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  inlineStyles: false,
};

/**
 * The Zendesk Web Widget (Classic) with chat and talk suppressed. Its frames are styled inline: Zendesk
 * asks for style-src 'unsafe-inline' (developer.zendesk.com, "Content Security Policy (CSP) support").
 */
const HELP_WIDGET: PolicySources = {
  script: ["https://static.zdassets.com", "https://ekr.zdassets.com"],
  connect: [
    "https://static.zdassets.com",
    "https://ekr.zdassets.com",
    "https://ekr.zendesk.com",
    "https://*.zendesk.com",
    "wss://*.zendesk.com",
    "https://zendesk-eu.my.sentry.io",
  ],
  img: ["https://static.zdassets.com", "https://*.zendesk.com"],
  inlineStyles: true,
};

export function integrationSources(integrations: AppConfig["integrations"]): PolicySources {
  const out: PolicySources = { script: [], connect: [], img: [], inlineStyles: false };
  const add = (s: PolicySources) => {
    out.script.push(...s.script);
    out.connect.push(...s.connect);
    out.img.push(...s.img);
    out.inlineStyles ||= s.inlineStyles;
  };
  // The tracker itself is the product's own code ('self'); it only posts to the collector.
  if (integrations.analyticsCollectorUrl !== undefined) out.connect.push(new URL(integrations.analyticsCollectorUrl).origin);
  if (integrations.tagManagerId !== undefined) add(TAG_MANAGER);
  if (integrations.helpWidgetKey !== undefined) add(HELP_WIDGET);
  const unique = (list: string[]) => list.filter((v, i) => list.indexOf(v) === i);
  return { script: unique(out.script), connect: unique(out.connect), img: unique(out.img), inlineStyles: out.inlineStyles };
}
