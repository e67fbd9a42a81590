// Pages that must work without the app and without the database: the offline page the service worker
// keeps (/offline.html) and the "even niet bereikbaar" page the server answers with while the database
// cannot be reached (issue 18), and the refusal of a cross-site form post. One self-contained template: the brand's tokens and logo inlined (read
// once from @vtp/brand), no script, no request that could fail in turn.
import { readFileSync } from "node:fs";
import type { AppConfig } from "@vtp/config";
import { logoCssPath, logoHtml, tokensCssPath } from "@vtp/brand";
import { crossSiteCopy, loginUnavailableCopy, offlineCopy, unavailableCopy } from "../app/copy/system-pages.ts";
import { pathTo } from "../app/route-table.ts";

export const THEME_COLOUR = "#1aa5a8";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let brandCss: string | undefined;
function brandStyles(): string {
  brandCss ??= `${readFileSync(tokensCssPath, "utf8")}\n${readFileSync(logoCssPath, "utf8")}`;
  return brandCss;
}

const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:var(--font-family);font-size:var(--font-size-base);line-height:var(--line-height);color:var(--color-ink);background:var(--color-white)}
header{border-bottom:4px solid var(--color-primary)}
.page{max-width:40rem;margin:0 auto;padding:var(--space-2) var(--space-4)}
main.page{padding-top:var(--space-6);padding-bottom:var(--space-6)}
h1{font-size:var(--font-size-xl);line-height:var(--line-height-tight);margin:0 0 var(--space-4)}
p{margin:0 0 var(--space-4)}
ul{display:flex;flex-wrap:wrap;gap:var(--space-3);list-style:none;margin:var(--space-5) 0 0;padding:0}
.button{display:inline-flex;align-items:center;min-height:var(--touch-target);padding:var(--space-2) var(--space-5);border-radius:var(--radius);border:2px solid var(--color-primary-strong);font-weight:var(--font-weight-bold);text-decoration:none}
.button--primary{background:var(--color-primary-strong);color:var(--color-white)}
.button--secondary{background:var(--color-white);color:var(--color-primary-strong)}
@media (max-width:480px){ul{flex-direction:column}.button{display:flex;justify-content:center}}
a:focus-visible{outline:var(--focus-width) solid var(--focus-color);outline-offset:var(--focus-offset)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

interface StaticPage {
  config: AppConfig;
  title: string;
  heading: string;
  paragraphs: readonly string[];
  actions: readonly { href: string; label: string }[];
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
  const actions = page.actions
    .map(
      (a, i) =>
        `<li><a class="button button--${i === 0 ? "primary" : "secondary"}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a></li>`,
    )
    .join("");
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
<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<ul>${actions}</ul>
</main>
</body>
</html>
`;
}

/** What the service worker shows for a page it cannot load and did not keep. */
export function offlinePage(config: AppConfig, opts: { nonce: string }): string {
  const slug = config.product.slug;
  return staticPage({
    config,
    ...offlineCopy,
    nonce: opts.nonce,
    actions: [
      { href: pathTo("index", slug), label: offlineCopy.retry },
      { href: pathTo("card", slug), label: offlineCopy.card },
    ],
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
