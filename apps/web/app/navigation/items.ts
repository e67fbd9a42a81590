import { navLabel, type NavLabel } from "../copy/nav.ts";
import { pathTo, sectionPaths, type LinkableId, type NavSection, type PathOptions } from "../route-table.ts";
import type { IconName } from "../ui/icons.tsx";

export interface NavItem {
  key: string;
  label: string;
  to: string;
  icon?: IconName;
  /** Path prefixes of the section this item stands for (a tab stays marked on its sub-pages). */
  section?: string[];
}

/** Where the FAQ item leads: the FAQ page (with a help widget configured, the widget opens instead when JavaScript runs). */
export function faqPath(slug: string): string {
  return pathTo("faq", slug);
}

const item = (
  key: NavLabel,
  page: LinkableId,
  slug: string,
  productName: string,
  options: { icon?: IconName; path?: PathOptions } = {},
): NavItem => {
  const base: NavItem = { key, label: navLabel(key, productName), to: pathTo(page, slug, options.path) };
  return options.icon ? { ...base, icon: options.icon } : base;
};

/** A bottom-bar tab: the item of its section's first page, marked on every page of the section (route table `section`). */
const tab = (key: NavLabel, page: LinkableId, section: NavSection, slug: string, productName: string, icon: IconName): NavItem => ({
  ...item(key, page, slug, productName, { icon }),
  section: sectionPaths(section, slug),
});

/** Mobile bottom bar and desktop user menu: the card, then the spec's four: map/find, scan, wallet,
 * profile. The card tab is beyond the spec (decision 0017): at a counter the pass is one tap away. */
export function userNavItems(slug: string, productName: string): NavItem[] {
  return [
    tab("card", "card", "card", slug, productName, "card"),
    tab("map", "find", "find", slug, productName, "map"),
    tab("save", "save", "save", slug, productName, "scan"),
    tab("wallet", "wallet", "wallet", slug, productName, "wallet"),
    tab("profile", "profile", "profile", slug, productName, "profile"),
  ];
}

/** The item whose section holds `pathname` (locale prefix already removed), if any. */
export function activeSectionItem(items: NavItem[], pathname: string): NavItem | undefined {
  return items.find((i) =>
    (i.section ?? [i.to]).some(
      (prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
    ),
  );
}

/** Top menu for visitors (FAQ is added by the TopMenu component: widget button or link). */
export function topMenuItems(slug: string, productName: string): NavItem[] {
  return [
    item("about", "about", slug, productName),
    item("find", "find", slug, productName),
    item("searchDiscounts", "search-discounts", slug, productName),
    item("activities", "activities", slug, productName),
    item("partner", "partner", slug, productName),
  ];
}

export function footerItems(slug: string, productName: string): NavItem[] {
  return [
    item("terms", "terms-general", slug, productName),
    item("termsUse", "terms-use", slug, productName),
    item("termsSale", "terms-sale", slug, productName),
    item("privacy", "privacy", slug, productName),
    item("cookies", "cookies", slug, productName),
    item("accessibility", "accessibility", slug, productName),
  ];
}

/** The footer's way back to the cookie choice (only when there is a choice to make: analytics or marketing configured). */
export function cookieSettingsItem(slug: string, productName: string): NavItem {
  return item("cookieSettings", "cookies", slug, productName, { path: { hash: "instellingen" } });
}

/** The app-store badges of the footer: the install page at the platform's section. */
export function installAppItems(slug: string, productName: string): NavItem[] {
  return [
    item("installIos", "install-app", slug, productName, { path: { hash: "ios" } }),
    item("installAndroid", "install-app", slug, productName, { path: { hash: "android" } }),
  ];
}

export function walletSubNav(slug: string, productName: string): NavItem[] {
  return [
    item("exchangePoints", "wallet", slug, productName),
    item("favourites", "favourites", slug, productName),
    item("discounts", "discounts", slug, productName),
    item("memberships", "memberships", slug, productName),
    item("history", "points-history", slug, productName),
  ];
}

export function profileSubNav(slug: string, productName: string): NavItem[] {
  return [
    item("myCardData", "profile", slug, productName),
    item("myFamily", "family", slug, productName),
    item("messages", "messages", slug, productName),
    item("myPreferences", "preferences", slug, productName),
    item("myData", "my-data", slug, productName),
  ];
}

/** Sub-navigation of a location (spec "Find: info, activities"): its info page and its activities. */
export function findSubNav(location: { name: string; id: string }, slug: string, productName: string, back?: string): NavItem[] {
  // `terug`: the search the location was opened from (its "← Alle locaties" goes back to it).
  const query = { terug: back };
  return [
    { key: "info", label: navLabel("info", productName), to: pathTo("map-id", slug, { params: location, query }) },
    { key: "activities", label: navLabel("activities", productName), to: pathTo("map-activities", slug, { params: location, query }) },
  ];
}
