import { navLabel, type NavLabel } from "../copy/nav.ts";

export interface NavItem {
  key: string;
  label: string;
  to: string;
  icon?: IconName;
  /** Path prefixes of the section this item stands for (a tab stays marked on its sub-pages). */
  section?: string[];
}

export type IconName = "map" | "scan" | "wallet" | "profile" | "logout";

/** Where the FAQ item leads while no help widget is configured: the questions section of /start. */
export const FAQ_FALLBACK_PATH = "/start#vragen";

/** Logout is a POST to this path (the session routes own it). */
export const LOGOUT_PATH = "/afmelden";

const item = (key: NavLabel, to: string, productName: string, icon?: IconName): NavItem =>
  icon ? { key, label: navLabel(key, productName), to, icon } : { key, label: navLabel(key, productName), to };

/** The dashboard: the holder's home, one tap away through the logo on every signed-in screen. */
export const DASHBOARD_PATH = "/overzicht";

/** Mobile bottom bar and desktop user menu: map/find, scan, wallet, profile. */
export function userNavItems(slug: string, productName: string): NavItem[] {
  return [
    { ...item("map", `/waar-vind-je-de-${slug}`, productName, "map"), section: [`/waar-vind-je-de-${slug}`, "/locaties/"] },
    { ...item("save", "/sparen", productName, "scan"), section: ["/sparen"] },
    { ...item("wallet", `/mijn-${slug}/voordelen`, productName, "wallet"), section: [`/mijn-${slug}/`, "/omruilen/"] },
    { ...item("profile", "/profiel/persoonlijke-gegevens", productName, "profile"), section: ["/profiel/"] },
  ];
}

/** The item whose section holds `pathname` (locale prefix already removed), if any. */
export function activeSectionItem(items: NavItem[], pathname: string): NavItem | undefined {
  return items.find((i) => (i.section ?? [i.to]).some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)));
}

/** Top menu for visitors (FAQ is added by the TopMenu component: widget button or link). */
export function topMenuItems(slug: string, productName: string): NavItem[] {
  return [
    item("about", `/wat-is-${slug}`, productName),
    item("find", `/waar-vind-je-de-${slug}`, productName),
    item("searchDiscounts", "/voordelen-zoeken", productName),
    item("activities", "/activiteiten-in-de-regio", productName),
    item("partner", "/partner-worden", productName),
  ];
}

export function footerItems(productName: string): NavItem[] {
  return [
    item("terms", "/algemene-voorwaarden", productName),
    item("termsUse", "/gebruiksvoorwaarden", productName),
    item("termsSale", "/verkoopsvoorwaarden", productName),
    item("privacy", "/privacy", productName),
    item("cookies", "/cookieverklaring", productName),
  ];
}

export function walletSubNav(slug: string, productName: string): NavItem[] {
  return [
    item("exchangePoints", `/mijn-${slug}/voordelen`, productName),
    item("discounts", `/mijn-${slug}/kortingen`, productName),
    item("memberships", `/mijn-${slug}/lidmaatschappen`, productName),
  ];
}

export function profileSubNav(productName: string): NavItem[] {
  return [
    item("myCardData", "/profiel/persoonlijke-gegevens", productName),
    item("myFamily", "/profiel/gezin", productName),
    item("myPreferences", "/profiel/instellingen", productName),
  ];
}

/** Sub-navigation of a location: info and its activities. */
export function findSubNav(locationPath: string, productName: string): NavItem[] {
  return [item("info", locationPath, productName), item("activities", `${locationPath}/activiteiten`, productName)];
}
