// The colour tokens of @vtp/brand/tokens.css with the text colour each is used with. The style guide shows
// them with their contrast ratios and palette.test.ts checks every text pair against WCAG 2.2 AA.

export interface Swatch {
  token: string;
  name: string;
  background: string;
  /** Text colour used on this background (body text must reach 4.5:1). */
  text: string;
  use: string;
}

export const palette: Swatch[] = [
  {
    token: "--color-primary",
    name: "Teal (primair)",
    background: "#1aa5a8",
    text: "#1d1d1b",
    use: "Grote vlakken; nooit als tekstkleur op wit",
  },
  { token: "--color-primary-strong", name: "Donker teal", background: "#0f7174", text: "#ffffff", use: "Links, knoppen en tekst op wit" },
  { token: "--color-primary-stronger", name: "Diep teal", background: "#0a5557", text: "#ffffff", use: "Hover van links en knoppen" },
  { token: "--color-secondary", name: "Geel (secundair)", background: "#ffc72c", text: "#1d1d1b", use: "Thema zoeken en organisatoren" },
  { token: "--color-green-light", name: "Lichtgroen", background: "#8cc63f", text: "#1d1d1b", use: "Vlakken" },
  { token: "--color-green", name: "Groen", background: "#2e7d32", text: "#ffffff", use: "Thema en succesmeldingen" },
  { token: "--color-red", name: "Rood", background: "#c62828", text: "#ffffff", use: "Fouten" },
  { token: "--color-purple", name: "Paars", background: "#6a2c91", text: "#ffffff", use: "Thema sparen (scannen)" },
  { token: "--color-blue", name: "Blauw", background: "#1f5fa8", text: "#ffffff", use: "Thema voordelen en info" },
  { token: "--color-ink", name: "Inkt", background: "#1d1d1b", text: "#ffffff", use: "Tekst" },
  { token: "--color-grey-700", name: "Grijs 700", background: "#5e5e5e", text: "#ffffff", use: "Secundaire tekst op wit" },
  { token: "--color-grey-50", name: "Grijs 50", background: "#f5f5f5", text: "#1d1d1b", use: "Achtergrond voettekst" },
];

/** The classes of a swatch's sample in the style guide (routes/shell/styleguide.css: its token as background, its text colour). */
export function swatchClass(s: Swatch): string {
  return `swatch__sample swatch__sample--${s.token.slice(2)}${s.text === "#ffffff" ? " swatch__sample--light-text" : ""}`;
}

/** Text colours used directly on white (links, muted text, errors). */
export const textOnWhite: { token: string; color: string }[] = [
  { token: "--color-ink", color: "#1d1d1b" },
  { token: "--color-primary-strong", color: "#0f7174" },
  { token: "--color-primary-stronger", color: "#0a5557" },
  { token: "--color-grey-700", color: "#5e5e5e" },
  { token: "--color-red", color: "#c62828" },
  { token: "--color-green", color: "#2e7d32" },
  { token: "--color-blue", color: "#1f5fa8" },
  { token: "--color-purple", color: "#6a2c91" },
];
