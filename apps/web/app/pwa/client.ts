// The small script every page loads as /pwa.js (bundled by scripts/build.ts), also the pages that
// ship without React: registers the service worker, offers a new version, reloads after a failed
// chunk load (at most once a minute), prefetches likely next pages when the browser is idle, keeps
// the browser's install event for the add-to-home-screen prompt, opens links as whole pages while the
// device is offline (so the service worker answers them), and sends the cookie banner's choice in
// the background (features/consent/consent-form.ts), and formats the date fields as a date is typed
// (ui/date-input.ts).
import { installConsentForms } from "../features/consent/index.ts";
import { installDateInputs } from "../ui/date-input.ts";
import {
  IDLE_PREFETCH_TIMEOUT_MS,
  isChunkLoadError,
  shouldPrefetch,
  shouldReloadAfterChunkError,
  type ConnectionInfo,
} from "./platform.ts";

const RELOAD_KEY = "vtp-chunk-reload-at";

/** Registers /sw.js; an unsupported browser throws, and that error is swallowed (spec §8). */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | undefined> {
  try {
    if (!("serviceWorker" in nav)) throw new Error("serviceWorker is not supported in current browser!");
    const registration = await nav.serviceWorker.register("/sw.js", { scope: "/" });
    watchForUpdate(registration);
    return registration;
  } catch {
    return undefined;
  }
}

function watchForUpdate(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) showUpdatePrompt(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading || sessionStorage.getItem("vtp-update-accepted") !== "1") return;
    reloading = true;
    sessionStorage.removeItem("vtp-update-accepted");
    location.reload();
  });
}

/** "Nieuwe versie beschikbaar": plain DOM, so it also works on pages without React. */
function showUpdatePrompt(worker: ServiceWorker): void {
  if (document.getElementById("update-prompt")) return;
  const box = document.createElement("div");
  box.id = "update-prompt";
  box.className = "update-prompt";
  box.setAttribute("role", "status");
  const text = document.createElement("p");
  text.textContent = "Er is een nieuwe versie beschikbaar.";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button button--primary";
  button.textContent = "Vernieuwen";
  button.addEventListener("click", () => {
    sessionStorage.setItem("vtp-update-accepted", "1");
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  box.append(text, button);
  document.body.append(box);
}

/** A CSS or JS chunk that fails to load reloads the page, guarded by a 60 s window. */
export function installChunkReload(win: Window = window): void {
  const reload = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    const last = Number(win.sessionStorage.getItem(RELOAD_KEY));
    const now = Date.now();
    if (!shouldReloadAfterChunkError(Number.isFinite(last) && last > 0 ? last : null, now)) return;
    win.sessionStorage.setItem(RELOAD_KEY, String(now));
    win.location.reload();
  };
  win.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reload((event as Event & { payload?: unknown }).payload ?? "Unable to preload CSS");
  });
  win.addEventListener("unhandledrejection", (event) => reload(event.reason));
}

/** When idle (at most 2 s later), prefetch the documents of links marked data-prefetch; never on 2g or save-data. */
export function idlePrefetch(doc: Document = document, nav: Navigator = navigator): void {
  const connection = (nav as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const run = () => {
    const seen = new Set<string>();
    for (const a of doc.querySelectorAll<HTMLAnchorElement>("a[data-prefetch]")) {
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      const link = doc.createElement("link");
      link.rel = "prefetch";
      link.href = url.pathname;
      doc.head.append(link);
    }
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  else setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
}

/**
 * Offline, a link in the app opens as a whole page instead of React Router's in-page navigation (which
 * would fetch the next page's data and fail): the service worker then answers with the kept copy (the
 * pass, the dashboard) or the offline page. Runs in the capture phase, before React sees the click.
 */
export function installOfflineLinks(
  doc: Document = document,
  nav: Pick<Navigator, "onLine"> = navigator,
  go: (href: string) => void = (href) => location.assign(href),
): void {
  doc.addEventListener(
    "click",
    (event) => {
      if (nav.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, doc.baseURI);
      const here = new URL(doc.baseURI);
      if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search && url.hash !== "")) return;
      event.preventDefault();
      event.stopPropagation();
      go(url.href);
    },
    { capture: true },
  );
}

/** Keeps Android's install event so the React prompt (A2hsPrompt) can use it when it mounts. */
function keepInstallEvent(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    (window as Window & { __vtpInstallEvent?: Event }).__vtpInstallEvent = event;
    window.dispatchEvent(new Event("vtp:installable"));
  });
}

if (typeof window !== "undefined" && typeof document !== "undefined" && !(globalThis as { __VTP_TEST__?: boolean }).__VTP_TEST__) {
  keepInstallEvent();
  installChunkReload();
  installConsentForms();
  installDateInputs();
  installOfflineLinks();
  window.addEventListener("load", () => {
    void registerServiceWorker();
    idlePrefetch();
  });
}
