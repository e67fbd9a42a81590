// Pages that must work without the app and without the database: the offline page the service worker
// keeps (/offline.html) and the "even niet bereikbaar" page the server answers with while the database
// cannot be reached (issue 18), and the refusal of a cross-site form post. One self-contained template: the brand's tokens and logo inlined (read
// once from @vtp/brand), no script, no request that could fail in turn.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type AppConfig, repoRoot } from "@vtp/config";
import { logoCssPath, logoHtml, tokensCssPath } from "@vtp/brand";
import { crossSiteCopy, loginUnavailableCopy, offlineCopy, unavailableCopy } from "../app/copy/system-pages.ts";
import { pathTo } from "../app/route-table.ts";
import { WITH_PASS, WITHOUT_PASS } from "../app/pwa/sw-rules.ts";

export const THEME_COLOUR = "#1aa5a8";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let brandCss: string | undefined;
function brandStyles(): string {
  brandCss ??= `${webFontCss()}${readFileSync(tokensCssPath, "utf8")}\n${readFileSync(logoCssPath, "utf8")}`;
  return brandCss;
}

/**
 * The app's web font (its Latin file, hashed by the build; the service worker keeps it with the shell)
 * and the metric-matched fallback, as app/styles/fonts.css declares them. Without a build (unit tests),
 * the fallback alone.
 */
function webFontCss(): string {
  const fallback = `@font-face{font-family:"Atkinson Hyperlegible Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Helvetica Neue"),local("Helvetica"),local("Roboto");size-adjust:99.6%;ascent-override:98.8%;descent-override:31.73%;line-gap-override:0%}\n`;
  let file: string | undefined;
  try {
    file = readdirSync(path.join(repoRoot, "apps/web/build/client/assets")).find((name) =>
      /^atkinson-hyperlegible-next-latin-wght-normal-.*\.woff2$/.test(name),
    );
  } catch {
    file = undefined;
  }
  if (file === undefined) return fallback;
  return `@font-face{font-family:"Atkinson Hyperlegible Next Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/${file}) format("woff2-variations")}\n${fallback}`;
}

const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:var(--font-family);font-size:var(--font-size-base);line-height:var(--line-height);color:var(--color-ink);background:var(--color-white)}
header{border-bottom:4px solid var(--color-primary)}
.page{max-width:40rem;margin:0 auto;padding:var(--space-2) var(--space-4)}
main.page{padding-top:var(--space-6);padding-bottom:var(--space-6)}
h1{font-size:var(--font-size-xl);line-height:var(--line-height-tight);margin:0 0 var(--space-4)}
p{margin:0 0 var(--space-4)}
h2{font-size:var(--font-size-md);margin:var(--space-5) 0 var(--space-2)}
.actions{display:flex;flex-wrap:wrap;gap:var(--space-3);list-style:none;margin:var(--space-5) 0 0;padding:0}
.works{margin:0 0 var(--space-4);padding-left:var(--space-5)}
.works li{margin-bottom:var(--space-1)}
.badge{display:inline-flex;align-items:center;justify-content:center;width:3rem;height:3rem;margin-bottom:var(--space-3);border-radius:50%;background:var(--color-primary-soft);color:var(--color-primary-strong)}
.pass-tip{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-primary);border-radius:var(--radius);background:var(--color-primary-soft)}
.button{display:inline-flex;align-items:center;min-height:var(--touch-target);padding:var(--space-2) var(--space-5);border-radius:var(--radius);border:2px solid var(--color-primary-strong);font-weight:var(--font-weight-bold);text-decoration:none}
.button--primary{background:var(--color-primary-strong);color:var(--color-white)}
.button--secondary{background:var(--color-white);color:var(--color-primary-strong)}
@media (max-width:480px){.actions{flex-direction:column}.button{display:flex;justify-content:center}}
a:focus-visible{outline:var(--focus-width) solid var(--focus-color);outline-offset:var(--focus-offset)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

interface StaticPage {
  config: AppConfig;
  title: string;
  heading: string;
  paragraphs: readonly string[];
  actions: readonly { href: string; label: string }[];
  /** Trusted markup between the heading and the paragraphs (built here, text escaped). */
  lead?: string;
  /** Trusted markup after the paragraphs, before the actions (built here, text escaped). */
  extra?: string;
  /** Trusted markup of the actions' list items instead of `actions` (built here, text escaped). */
  actionsHtml?: string;
  /**
   * The response's CSP nonce, for the inline style (the CSP allows no inline style without it). A page
   * the service worker keeps keeps it too: the worker serves the body with the response's own headers.
   */
  nonce: string;
}

/** A branded page without scripts; the first action is the primary one. */
export function staticPage(page: StaticPage): string {
  const name = page.config.product.name;
  const home = pathTo("index", page.config.product.slug);
  const nonce = ` nonce="${escapeHtml(page.nonce)}"`;
  const actions = page.actionsHtml ?? page.actions.map((a, i) => actionHtml(a, i === 0)).join("");
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(name)}</title>
<style${nonce}>${brandStyles()}${PAGE_CSS}</style>
</head>
<body>
<header><div class="page">${logoHtml(name, home, escapeHtml)}</div></header>
<main class="page">
${page.lead ?? ""}<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${page.extra ?? ""}<ul class="actions">${actions}</ul>
</main>
</body>
</html>
`;
}

const actionHtml = (a: { href: string; label: string }, primary: boolean) =>
  `<li><a class="button button--${primary ? "primary" : "secondary"}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a></li>`;

/** A cloud with a slash: "no connection", drawn inline (no request that could fail offline). */
const OFFLINE_ICON = `<span class="badge" aria-hidden="true"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M7 18h10a4 4 0 0 0 .9-7.9A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z"/><path d="M3 3l18 18"/></svg></span>`;

/**
 * What the service worker shows for a page it cannot load and did not keep. The parts between the
 * WITH_PASS and WITHOUT_PASS marks are for a device with and without a kept pass: the worker keeps one
 * (sw-rules.ts offlinePageFor). "Opnieuw proberen" (href="") loads the same address again.
 */
export function offlinePage(config: AppConfig, opts: { nonce: string }): string {
  const c = offlineCopy;
  const retry = (primary: boolean) => actionHtml({ href: "", label: c.retry }, primary);
  const works = (items: readonly string[]) => items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return staticPage({
    config,
    title: c.title,
    heading: c.heading,
    paragraphs: [c.intro],
    nonce: opts.nonce,
    lead: OFFLINE_ICON,
    extra: [
      `<h2>${escapeHtml(c.worksHeading)}</h2>`,
      `<ul class="works">${WITH_PASS[0]}${works(c.worksWithPass)}${WITH_PASS[1]}${works(c.works)}</ul>`,
      `${WITHOUT_PASS[0]}<p class="pass-tip">${escapeHtml(c.passTip)}</p>${WITHOUT_PASS[1]}`,
      `<p>${escapeHtml(c.later)}</p>`,
    ].join("\n"),
    actions: [],
    actionsHtml:
      `${WITH_PASS[0]}${actionHtml({ href: pathTo("card", config.product.slug), label: c.card }, true)}${retry(false)}${WITH_PASS[1]}` +
      `${WITHOUT_PASS[0]}${retry(true)}${WITHOUT_PASS[1]}`,
  });
}

/** The answer (503) to a page request while the database cannot be reached; "Opnieuw proberen" loads the same page again. */
export function unavailablePage(config: AppConfig, opts: { retryPath: string; nonce: string }): string {
  return staticPage({
    config,
    ...unavailableCopy,
    nonce: opts.nonce,
    actions: [
      { href: opts.retryPath, label: unavailableCopy.retry },
      { href: pathTo("card", config.product.slug), label: unavailableCopy.card },
    ],
  });
}

/** The answer (503) to a page that needed the identity provider while it cannot be reached (decision 0041). */
export function loginUnavailablePage(config: AppConfig, opts: { retryPath: string; nonce: string }): string {
  const slug = config.product.slug;
  return staticPage({
    config,
    title: loginUnavailableCopy.title,
    heading: loginUnavailableCopy.heading,
    paragraphs: loginUnavailableCopy.paragraphs,
    nonce: opts.nonce,
    actions: [
      { href: opts.retryPath, label: loginUnavailableCopy.retry },
      { href: pathTo("index", slug), label: loginUnavailableCopy.home },
      { href: pathTo("card", slug), label: loginUnavailableCopy.card },
    ],
  });
}

/** The answer (403) to a form another website sent: nothing was done. */
export function crossSitePage(config: AppConfig, opts: { nonce: string }): string {
  return staticPage({
    config,
    title: crossSiteCopy.title,
    heading: crossSiteCopy.heading,
    paragraphs: crossSiteCopy.paragraphs,
    nonce: opts.nonce,
    actions: [{ href: pathTo("index", config.product.slug), label: crossSiteCopy.home }],
  });
}
