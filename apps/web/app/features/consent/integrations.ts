// The third-party services as the page and the browser script (/consent.js) see them: what is
// configured, and the public values each one needs in the browser (they appear in the browser's own
// requests anyway: the collector's address, the container id, the widget key). Secrets never pass here.
import type { AppConfig } from "@vtp/config";
import { configuredCategories, type OptionalCategory } from "./consent.ts";

/** The official vendor addresses (the CSP in packages/http names the same hosts). */
export const TAG_MANAGER_SCRIPT = "https://www.googletagmanager.com/gtm.js";
export const HELP_WIDGET_SCRIPT = "https://static.zdassets.com/ekr/snippet.js";

/** Where the application runs, as the analytics context reports it. */
export type AnalyticsEnvironment = "production" | "acceptance" | "development" | "test";

export interface Integrations {
  /** Optional cookie categories (consent needed): analytics and/or marketing. */
  categories: OptionalCategory[];
  analytics: { collectorUrl: string; environment: AnalyticsEnvironment } | null;
  tagManager: { id: string } | null;
  helpWidget: { key: string } | null;
}

/**
 * `production` on an indexable public host, `acceptance` on a public host marked NOINDEX, otherwise the
 * runtime mode of a local process (`development` or `test`).
 */
export function analyticsEnvironment(config: Pick<AppConfig, "posture" | "noindex" | "env">): AnalyticsEnvironment {
  if (config.posture === "public") return config.noindex ? "acceptance" : "production";
  return config.env === "test" ? "test" : "development";
}

export function integrationsFor(config: Pick<AppConfig, "integrations" | "posture" | "noindex" | "env">): Integrations {
  const { analyticsCollectorUrl, tagManagerId, helpWidgetKey } = config.integrations;
  return {
    categories: configuredCategories({ analytics: analyticsCollectorUrl !== undefined, tagManager: tagManagerId !== undefined }),
    analytics:
      analyticsCollectorUrl === undefined ? null : { collectorUrl: analyticsCollectorUrl, environment: analyticsEnvironment(config) },
    tagManager: tagManagerId === undefined ? null : { id: tagManagerId },
    helpWidget: helpWidgetKey === undefined ? null : { key: helpWidgetKey },
  };
}

/** Whether the page loads /consent.js at all (something to load or to ask consent for). */
export function needsIntegrationScript(i: Integrations): boolean {
  return i.analytics !== null || i.tagManager !== null || i.helpWidget !== null;
}

/** Whether the script injects a vendor's script (then it needs the request's CSP nonce). */
export function injectsVendorScript(i: Integrations): boolean {
  return i.tagManager !== null || i.helpWidget !== null;
}

/** What the browser script reads from its own tag (`data-config`). */
export interface IntegrationScriptConfig {
  analytics: { collectorUrl: string; environment: AnalyticsEnvironment } | null;
  tagManager: { id: string } | null;
  helpWidget: { key: string } | null;
}

export function scriptConfig(i: Integrations): IntegrationScriptConfig {
  return { analytics: i.analytics, tagManager: i.tagManager, helpWidget: i.helpWidget };
}
