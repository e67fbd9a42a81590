// The service worker, served at /sw.js with scope /. scripts/build.ts bundles this file into
// build/client/sw.js and injects the precache list and the build version.
//   - install: precache the shell (hashed JS/CSS of the build, icons, the offline page);
//   - navigations: network first; successful public pages are kept for offline reloads; offline and
//     not kept -> the Dutch offline page; a 503 (database unreachable) -> the kept copy when there is one;
//   - /assets/*: cache first (hashed, immutable); the other precached files (/pwa.js, /consent.js, the
//     manifest, icons): network first, the precached copy offline (a kept page still loads /pwa.js);
//   - never cached: /api/* (so never /api/user/*), the identity provider, login and logout;
//   - the holder pages kept offline: the digital card and the dashboard (X-Offline-Copy), served with their
//     "laatst bijgewerkt om" note shown, forgotten at logout and when a login starts;
//   - the start URL offline: the kept pass, or else the kept dashboard (decision 0039);
//   - the offline page links to the pass only when a pass is kept;
//   - push (decision 0060): a push shows a notification with the message's title; a tap opens its page
//     (same origin only, else the inbox); logging out ends this device's push subscription.
/// <reference lib="webworker" />
import {
  endsHolderSession,
  HOLDER_CACHE,
  isImmutableAsset,
  isKeptHolderPath,
  KEEP_PAGE_MESSAGE,
  isNeverCached,
  type KeptHolderPages,
  mayCacheNavigation,
  markKeptCopy,
  mayKeepHolderCopy,
  notificationTarget,
  pushNotification,
  OFFLINE_COPY_HEADER,
  offlinePageFor,
  offlineRedirect,
  DASHBOARD_PATH,
  PASS_PATH,
  prefersKeptCopy,
} from "./sw-rules.ts";

declare const __PRECACHE__: string[];
declare const __BUILD_VERSION__: string;
declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = `shell-${__BUILD_VERSION__}`;
const PAGES_CACHE = "pages-v1";
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...__PRECACHE__, OFFLINE_URL])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("shell-") && key !== SHELL_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; path?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  else if (data?.type === KEEP_PAGE_MESSAGE && isKeptHolderPath(data.path)) event.waitUntil(keepHolderPage(data.path));
});

/** Keeps a holder page the app showed after an in-app navigation: loads it as the browser would. */
async function keepHolderPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const session = holderSession;
  const response = await fetch(url, { credentials: "same-origin", headers: { accept: "text/html" } }).catch(() => undefined);
  if (response === undefined || response.redirected) return;
  if (!mayKeepHolderCopy(response.status, response.headers.get("cache-control"), response.headers.get(OFFLINE_COPY_HEADER))) return;
  await keepForHolder(session, url, response);
}

/**
 * Keeps a holder page, after any forgetting under way, and only when no logout or login came between
 * its request and now (`session` is the count of those when the request left).
 */
async function keepForHolder(session: number, key: RequestInfo, response: Response): Promise<void> {
  await forgotten;
  if (session !== holderSession) return;
  await (await caches.open(HOLDER_CACHE)).put(key, response);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode === "navigate" && endsHolderSession(new URL(request.url).pathname)) {
    // Logging out (a POST form or a link), or a login starting: the kept pages must not stay on a shared
    // or lent phone, nor be shown to the next holder who signs in on it.
    holderSession += 1;
    forgotten = caches.delete(HOLDER_CACHE);
    event.waitUntil(forgotten);
    // An explicit logout also ends this device's push: the next holder on it must not see the titles.
    if (/^\/afmelden(\/|$)/.test(new URL(request.url).pathname))
      event.waitUntil(self.registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe()));
  }
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url.pathname)) return;

  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
  } else if (isImmutableAsset(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL_FILES.has(url.pathname)) {
    event.respondWith(
      fetch(request).catch(
        async (error: unknown) => (await caches.match(url.pathname, { cacheName: SHELL_CACHE })) ?? Promise.reject(error),
      ),
    );
  }
});

const SHELL_FILES = new Set(__PRECACHE__.filter((path) => !isImmutableAsset(path)));

/** Forgetting the kept pages (logout, a login) finishes before a new holder page is kept. */
let forgotten: Promise<unknown> = Promise.resolve();
/** How many times the kept pages were forgotten while this worker runs: a page asked for before is not kept. */
let holderSession = 0;

async function networkFirstPage(request: Request): Promise<Response> {
  const session = holderSession;
  try {
    const response = await fetch(request);
    if (prefersKeptCopy(response.status)) {
      const kept = await keptOrRedirect(request, await keptHolderPages());
      if (kept) return kept;
    }
    const cacheControl = response.headers.get("cache-control");
    if (mayCacheNavigation(response.status, cacheControl, response.type)) {
      const copy = response.clone();
      void caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy));
    } else if (mayKeepHolderCopy(response.status, cacheControl, response.headers.get(OFFLINE_COPY_HEADER))) {
      void keepForHolder(session, request, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await keptHolderPages();
    const answer = await keptOrRedirect(request, kept);
    if (answer) return answer;
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return withBody(offline, offlinePageFor(await offline.text(), kept.pass || kept.dashboard));
    throw error;
  }
}

async function keptHolderPages(): Promise<KeptHolderPages> {
  return { pass: (await holderPage(PASS_PATH)) !== undefined, dashboard: (await holderPage(DASHBOARD_PATH)) !== undefined };
}

/** Without the server: the start URL to the kept pass (or dashboard), else this page's kept copy. */
async function keptOrRedirect(request: Request, kept: KeptHolderPages): Promise<Response | undefined> {
  const redirect = offlineRedirect(new URL(request.url).pathname, kept);
  if (redirect !== null) return Response.redirect(new URL(redirect, self.location.origin).href, 302);
  return keptCopy(request);
}

// `caches.match` with a cache name never creates that cache (logging out leaves none behind).
const holderPage = (path: string) =>
  caches.match(new URL(path, self.location.origin).href, { cacheName: HOLDER_CACHE, ignoreSearch: true });

/** A page this device kept: a holder's page with its "laatst bijgewerkt om" note shown, or a public page. */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const holder = await caches.match(request, { cacheName: HOLDER_CACHE, ignoreSearch: false });
  if (holder) return withBody(holder, markKeptCopy(await holder.text(), Date.parse(holder.headers.get("date") ?? ""), Date.now()));
  return caches.match(request, { ignoreSearch: false });
}

/** The same response (status, headers: the CSP nonce still matches) with another body. */
function withBody(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener("push", (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null;
  }
  const shown = pushNotification(payload, self.location.origin);
  if (shown !== null) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
        if (client.url === target && "focus" in client) return void (await client.focus());
      }
      await self.clients.openWindow(target);
    })(),
  );
});
