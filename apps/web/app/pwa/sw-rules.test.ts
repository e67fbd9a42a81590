import { describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { offlinePage } from "../../server/static-pages.ts";
import { pathTo } from "../route-table.ts";
import { KeptCopyNote } from "./kept-copy-note.tsx";
import {
  endsHolderSession,
  isImmutableAsset,
  isNeverCached,
  markKeptCopy,
  mayCacheNavigation,
  mayKeepHolderCopy,
  OFFLINE_COPY_HOLDER_CARD,
  OFFLINE_COPY_HOLDER_DASHBOARD,
  offlinePageFor,
  offlineRedirect,
  DASHBOARD_PATH,
  PASS_PATH,
  prefersKeptCopy,
  START_PATH,
} from "./sw-rules.ts";

describe("service worker rules", () => {
  it("never caches the API, the identity provider, login or logout", () => {
    for (const p of [
      "/api/user/wallet/coupons",
      "/api/user/checkin",
      "/api/health",
      "/oidc/auth",
      "/overheid-oidc/auth",
      "/idp/login/x",
      "/callback",
      "/afmelden",
      "/aanmelden-uitid",
    ]) {
      expect(isNeverCached(p), p).toBe(true);
    }
    for (const p of ["/", "/partner-worden", "/assets/app.js", "/apidocs"]) expect(isNeverCached(p), p).toBe(false);
  });

  it("keeps its patterns in step with the route table's login, callback, logout and cookie-consent pages", () => {
    // The worker stays small (no route table in it); this test ties its patterns to the table.
    for (const id of ["login-uitid", "callback", "logout", "cookie-consent"] as const) {
      expect(isNeverCached(pathTo(id, "uitpas")), id).toBe(true);
      expect(isNeverCached(`${pathTo(id, "uitpas")}?x=1`), id).toBe(true);
    }
  });

  it("treats only hashed build assets as immutable", () => {
    expect(isImmutableAsset("/assets/root-abc123.js")).toBe(true);
    expect(isImmutableAsset("/sw.js")).toBe(false);
  });

  it("keeps only successful pages that are not private", () => {
    expect(mayCacheNavigation(200, "no-cache", "basic")).toBe(true);
    expect(mayCacheNavigation(200, null, "basic")).toBe(true);
    expect(mayCacheNavigation(200, "private, no-store", "basic")).toBe(false);
    expect(mayCacheNavigation(404, "no-cache", "basic")).toBe(false);
    expect(mayCacheNavigation(0, null, "opaqueredirect")).toBe(false);
  });

  it("keeps only the holder card and dashboard offline, and only when the server marked them and did not say no-store", () => {
    expect(mayKeepHolderCopy(200, "private, no-cache", OFFLINE_COPY_HOLDER_CARD)).toBe(true);
    expect(mayKeepHolderCopy(200, "private, no-cache", OFFLINE_COPY_HOLDER_DASHBOARD)).toBe(true);
    expect(mayKeepHolderCopy(200, "private, no-store", OFFLINE_COPY_HOLDER_DASHBOARD)).toBe(false);
    expect(mayKeepHolderCopy(200, "private, no-cache", "holder-wallet")).toBe(false);
    expect(mayKeepHolderCopy(200, "private, no-store", OFFLINE_COPY_HOLDER_CARD)).toBe(false);
    expect(mayKeepHolderCopy(200, "private, no-cache", null)).toBe(false);
    expect(mayKeepHolderCopy(302, "private, no-cache", OFFLINE_COPY_HOLDER_CARD)).toBe(false);
    // A holder page is never kept by the public-page rule.
    expect(mayCacheNavigation(200, "private, no-cache", "basic")).toBe(false);
  });

  it("forgets the kept pages when the holder logs out and whenever a login starts or returns", () => {
    for (const id of ["logout", "login-uitid", "login", "callback"] as const) {
      expect(endsHolderSession(pathTo(id, "uitpas")), id).toBe(true);
    }
    expect(endsHolderSession(`${pathTo("callback", "uitpas")}?code=x&state=y`.split("?")[0]!)).toBe(true);
    for (const id of ["dashboard", "card", "index", "onboarding"] as const) expect(endsHolderSession(pathTo(id, "uitpas")), id).toBe(false);
  });

  it("knows the start URL and the pass as the route table does, for every product", () => {
    for (const slug of ["uitpas", "paspartoe"]) {
      expect(pathTo("index", slug)).toBe(START_PATH);
      expect(pathTo("card", slug)).toBe(PASS_PATH);
      expect(pathTo("dashboard", slug)).toBe(DASHBOARD_PATH);
    }
  });

  it("opens the start URL offline on the kept pass, else on the kept dashboard (which shows the pass too)", () => {
    const both = { pass: true, dashboard: true };
    const none = { pass: false, dashboard: false };
    expect(offlineRedirect(START_PATH, both)).toBe(PASS_PATH);
    expect(offlineRedirect(START_PATH, { pass: true, dashboard: false })).toBe(PASS_PATH);
    expect(offlineRedirect(START_PATH, { pass: false, dashboard: true })).toBe(DASHBOARD_PATH);
    expect(offlineRedirect(START_PATH, none)).toBeNull();
    // The pass page: its own copy when kept, else the dashboard's card.
    expect(offlineRedirect(PASS_PATH, both)).toBeNull();
    expect(offlineRedirect(PASS_PATH, { pass: false, dashboard: true })).toBe(DASHBOARD_PATH);
    expect(offlineRedirect(PASS_PATH, none)).toBeNull();
    for (const id of ["dashboard", "about", "wallet"] as const) expect(offlineRedirect(pathTo(id, "uitpas"), both), id).toBeNull();
  });

  it("shows a kept page's 'laatst bijgewerkt om' note, which a page fresh from the server hides; the day only on an older copy", () => {
    // 09:02 UTC on 26 November is 10:02 in Brussels.
    const keptAt = Date.UTC(2026, 10, 26, 9, 2);
    const html = renderToStaticMarkup(createElement(KeptCopyNote, { keptAt, variant: "pass" }));
    expect(html).toContain('data-kept-copy="live"');
    expect(html.replace(/<[^>]+>/g, "")).toBe("Offline · laatst bijgewerkt op 26/11 om 10:02");
    const page = `<div>${html}${html}</div>`;
    const sameDay = markKeptCopy(page, keptAt, Date.UTC(2026, 10, 26, 22, 59)); // 23:59 in Brussels
    expect(sameDay).not.toContain('data-kept-copy="live"');
    expect(sameDay.match(/data-kept-copy="kept"/g)).toHaveLength(2);
    expect(sameDay.length).toBe(page.length);
    const nextDay = markKeptCopy(page, keptAt, Date.UTC(2026, 10, 26, 23, 0)); // 00:00 on the 27th in Brussels
    expect(nextDay.match(/data-kept-copy="past"/g)).toHaveLength(2);
    expect(nextDay.length).toBe(page.length);
    expect(markKeptCopy(page, Number.NaN, Date.now())).toContain('data-kept-copy="kept"');
    const summer = renderToStaticMarkup(createElement(KeptCopyNote, { keptAt: Date.UTC(2026, 6, 1, 21, 5), variant: "dashboard" }));
    expect(summer.replace(/<[^>]+>/g, "")).toBe(
      "Je bent offline. Laatst bijgewerkt op 01/07 om 23:05: je punten kunnen intussen veranderd zijn.",
    );
  });

  it("links the offline page to the pass only on a device that keeps one", () => {
    const html = offlinePage(loadConfig({}), { nonce: "bm9uY2U=" });
    const withPass = offlinePageFor(html, true);
    const withoutPass = offlinePageFor(html, false);
    expect(withPass).toContain(`href="${PASS_PATH}"`);
    expect(withPass).toContain("Je pas tonen aan de balie");
    expect(withPass).not.toContain("Tip: meld je aan");
    expect(withoutPass).not.toContain(`href="${PASS_PATH}"`);
    expect(withoutPass).not.toContain("Je pas tonen aan de balie");
    expect(withoutPass).toContain("Tip: meld je aan");
    // "Opnieuw proberen" once either way, the first (primary) action when there is no pass.
    for (const page of [withPass, withoutPass]) expect(page.match(/Opnieuw proberen/g)).toHaveLength(1);
    expect(withoutPass).toMatch(/button--primary" href="">Opnieuw proberen/);
  });

  it("prefers a kept copy only when the server cannot reach its database (503)", () => {
    expect(prefersKeptCopy(503)).toBe(true);
    for (const status of [200, 404, 500, 502]) expect(prefersKeptCopy(status)).toBe(false);
  });
});
