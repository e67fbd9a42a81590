// The shape of accessibility-audit.json beside this file: what e2e/consent/accessibility-statement.spec.ts
// measured, and what /toegankelijkheidsverklaring states.
export interface AccessibilityAudit {
  /** yyyy-mm-dd (Europe/Brussels) */
  measuredOn: string;
  axeVersion: string;
  /** The axe rule tags run (every WCAG 2.2 A and AA rule). */
  rules: string[];
  /** Viewport widths measured, phone first. */
  widths: number[];
  pages: Array<{
    path: string;
    /** The page's route name; the statement shows its catalogue title with the configured product name. */
    name: string;
    /** The view measured when the page has more than one (the find page's list), shown after its title. */
    variant?: string;
    /** Elements with a violation, over both widths. */
    axeViolations: number;
    /** Elements the Tab key reached on the desktop width. */
    focusStops: number;
    /** Of those, the ones with a visible focus indicator. */
    focusVisible: number;
    skipLinkFirst: boolean;
    keyboardTrap: boolean;
  }>;
}
