// One check for every request that changes something (any method but GET, HEAD and OPTIONS) to the web
// app, page actions and resource routes alike (`/cookies-accepteren`, `/online-aanvraag/sluiten`, …):
// a browser names the page that sent it (`Origin`, and `Sec-Fetch-Site` in current browsers), and a
// post from another site is refused before React Router sees it. React Router's own check covers page
// actions only. A request without either header (a script, an old browser) is not a cross-site
// browser post and goes on; the session cookie is SameSite=Lax besides (issue 24, defect 1).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteFacts {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/** True when a browser sent this state-changing request from a page of another origin. */
export function isCrossSitePost(facts: CrossSiteFacts, ownOrigin: string): boolean {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return false;
  const site = facts.secFetchSite?.toLowerCase();
  // "same-site" is another origin under the same site (a sibling subdomain): not ours either.
  if (site !== undefined && site !== "same-origin" && site !== "none") return true;
  if (facts.origin === undefined) return false;
  // "null": a sandboxed frame, a file, or a redirect across origins.
  if (facts.origin === "null") return true;
  try {
    return new URL(facts.origin).origin !== new URL(ownOrigin).origin;
  } catch {
    return true;
  }
}
