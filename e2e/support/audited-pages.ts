// The pages the accessibility statement (/toegankelijkheidsverklaring) is measured on, at 375 and 1280 px:
// e2e/consent/accessibility-statement.spec.ts measures them (axe, a keyboard walk) and takes their
// screenshots (with SHOTS_DIR); e2e/platform/a11y.spec.ts checks the route table's other public pages.

/** A path, or a path and the name of its variant (the same page in another view). */
export const PUBLIC_PAGES: (string | [string, string])[] = [
  "/",
  "/wat-is-uitpas",
  "/partner-worden",
  "/start",
  "/veelgestelde-vragen",
  "/app",
  "/algemene-voorwaarden",
  "/privacy",
  "/cookieverklaring",
  "/toegankelijkheidsverklaring",
  "/aanmelden-uitid",
  "/uitid-registreren-stap1",
  "/waar-vind-je-de-uitpas",
  ["/waar-vind-je-de-uitpas?view=list", "lijst"],
  "/locaties/cultuurcentrum-gent/3",
  "/locaties/cultuurcentrum-gent/3/activiteiten",
  "/voordelen-zoeken",
  "/activiteiten-in-de-regio",
  "/bovenlokaal-aanbod",
  "/online-aanvraag",
  "/online-aanvraag/gemeente",
];
export const HOLDER_PAGES = [
  "/overzicht",
  "/pas",
  "/sparen",
  "/mijn-uitpas/voordelen",
  "/mijn-uitpas/kortingen",
  "/profiel/persoonlijke-gegevens",
  "/profiel/gezin",
  "/profiel/instellingen",
];

/** The name of a page's screenshot in SHOTS_DIR (before the width: e2e/support/widths.ts). */
export function screenshotName(pagePath: string): string {
  if (pagePath === "/") return "home";
  return pagePath.slice(1).replace(/[/?=&]/g, "_");
}
