import { stripLocalePrefix } from "../i18n/locale.ts";

export type ThemeName = "white" | "yellow" | "purple" | "blue" | "green";

export interface Theme {
  name: ThemeName;
  /** Value of <meta name="theme-color">; styles/app-shell.css gives <body data-theme> the same colour as --theme-bg. */
  color: string;
}

const colors: Record<ThemeName, string> = {
  white: "#ffffff",
  yellow: "#ffc72c",
  purple: "#6a2c91",
  blue: "#1f5fa8",
  green: "#2e7d32",
};

const theme = (name: ThemeName): Theme => ({ name, color: colors[name] });

/**
 * Theme colour by path. Visitors (public layout) always get white. Logged-in users: yellow for the
 * organiser/find pages, purple for scanning, blue for the wallet and exchanges, green otherwise.
 * Slug-agnostic so any product brand maps the same way.
 */
export function themeForPath(pathname: string, loggedIn: boolean): Theme {
  if (!loggedIn) return theme("white");
  const path = stripLocalePrefix(pathname);
  if (/^\/(waar-vind-je-de-[^/]+|locaties|activiteiten-in-de-regio|bovenlokaal-aanbod)(\/|$)/.test(path)) return theme("yellow");
  if (/^\/sparen(\/|$)/.test(path)) return theme("purple");
  if (/^\/(mijn-[^/]+|omruilen)(\/|$)/.test(path)) return theme("blue");
  return theme("green");
}
