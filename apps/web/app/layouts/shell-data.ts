import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "@vtp/config";
import type { ConsentState, IntegrationScriptConfig } from "../features/consent/index.ts";
import type { Locale } from "../i18n/locale.ts";
import { pathsFor, type BoundPathTo } from "../route-table.ts";

/** What the root loader gives every layout and page. */
export interface ShellData {
  publicConfig: PublicConfig;
  /** Public origin (canonical URLs). */
  origin: string;
  locale: Locale;
  /** The cookie choice (and which optional categories this site has). */
  consent: ConsentState;
  /** /consent.js and its settings, when a third-party service is configured. */
  integrations: { script: IntegrationScriptConfig; nonce: string; helpWidget: boolean } | null;
  /** The MIA user type of a signed-in holder, only while analytics is allowed. */
  mia: boolean | undefined;
  loggedIn: boolean;
}

/** Root loader data; undefined only when the root loader itself failed. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData("root") as ShellData | undefined;
}

/** Product name and slug, with the configured defaults when the root loader failed. */
export function useProduct(): { name: string; slug: string } {
  const data = useShellData();
  return { name: data?.publicConfig.productName ?? "UiTPAS", slug: data?.publicConfig.productSlug ?? "uitpas" };
}

/**
 * `pathTo` for the configured product: `const to = usePathTo(); <Link to={to("login-uitid")}>`.
 * Components get every page path this way (app/route-table.ts), never as a typed-out string.
 */
export function usePathTo(): BoundPathTo {
  return pathsFor(useProduct().slug);
}
