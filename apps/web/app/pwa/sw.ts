// The service worker, served at /sw.js with scope /. scripts/build.ts bundles this file into
// build/client/sw.js and injects the precache list and the build version.
//   - install: precache the shell (hashed JS/CSS of the build, icons, the offline page);
//   - navigations: network first; successful public pages are kept for offline reloads; offline and
//     not kept -> the Dutch offline page; a 503 (database unreachable) -> the kept copy when there is one;
//   - /assets/*: cache first (hashed, immutable);
//   - never cached: /api/* (so never /api/user/*), the identity provider, login and logout;
//   - the one holder page kept offline: the digital card (X-Offline-Copy), forgotten at logout.
/// <reference lib="webworker" />
import {
  endsHolderSession,
  HOLDER_CACHE,
  isImmutableAsset,
  isNeverCached,
  mayCacheNavigation,
  mayKeepHolderCopy,
  OFFLINE_COPY_HEADER,
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
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode === "navigate" && endsHolderSession(new URL(request.url).pathname)) {
    // Logging out (a POST form or a link): the holder's kept card must not stay on a shared or lent phone.
    event.waitUntil(caches.delete(HOLDER_CACHE));
  }
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url.pathname)) return;

  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
  } else if (isImmutableAsset(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

async function networkFirstPage(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (prefersKeptCopy(response.status)) {
      const kept = await caches.match(request, { ignoreSearch: false });
      if (kept) return kept;
    }
    const cacheControl = response.headers.get("cache-control");
    if (mayCacheNavigation(response.status, cacheControl, response.type)) {
      const copy = response.clone();
      void caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy));
    } else if (mayKeepHolderCopy(response.status, cacheControl, response.headers.get(OFFLINE_COPY_HEADER))) {
      const copy = response.clone();
      void caches.open(HOLDER_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: false });
    if (cached) return cached;
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
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
