// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ClientModule from "./client.ts";

let client: typeof ClientModule;

beforeAll(async () => {
  (globalThis as { __VTP_TEST__?: boolean }).__VTP_TEST__ = true; // no auto-start on import
  client = await import("./client.ts");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  sessionStorage.clear();
});

function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    location: { reload },
  });
  const rejectWith = (reason: unknown) => {
    const event = Object.assign(new Event("unhandledrejection"), { reason });
    win.dispatchEvent(event);
  };
  return { win: win as unknown as Window, reload, rejectWith, store };
}

describe("registerServiceWorker", () => {
  it("swallows the 'not supported' error when the browser has no service worker", async () => {
    await expect(client.registerServiceWorker({} as Navigator)).resolves.toBeUndefined();
  });

  it("swallows a failed registration", async () => {
    const register = vi.fn().mockRejectedValue(new Error("SecurityError"));
    await expect(client.registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator)).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("offers a waiting worker as a new version and activates it with SKIP_WAITING", async () => {
    const postMessage = vi.fn();
    const registration = { waiting: { postMessage }, addEventListener: vi.fn() };
    const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn().mockResolvedValue(registration) });
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
    await expect(client.registerServiceWorker(navigator)).resolves.toBe(registration);
    const prompt = document.getElementById("update-prompt");
    expect(prompt?.textContent).toContain("nieuwe versie");
    const button = prompt?.querySelector("button");
    expect(button?.textContent).toBe("Vernieuwen");
    button?.click();
    expect(postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });

  it("does not offer an update on the first install (no controlling worker yet)", async () => {
    const registration = { waiting: { postMessage: vi.fn() }, addEventListener: vi.fn() };
    const container = Object.assign(new EventTarget(), { controller: null, register: vi.fn().mockResolvedValue(registration) });
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
    await client.registerServiceWorker(navigator);
    expect(document.getElementById("update-prompt")).toBeNull();
  });
});

describe("installChunkReload", () => {
  it("reloads once after a failed chunk load and not again within 60 s", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    const { win, reload, rejectWith } = fakeWindow();
    client.installChunkReload(win);
    rejectWith(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-22T10:00:30Z"));
    rejectWith(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-22T10:01:01Z"));
    rejectWith(new TypeError("Importing a module script failed."));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads on vite:preloadError and ignores other errors", () => {
    const { win, reload, rejectWith } = fakeWindow();
    client.installChunkReload(win);
    rejectWith(new Error("Cannot read properties of undefined"));
    expect(reload).not.toHaveBeenCalled();
    const event = new Event("vite:preloadError", { cancelable: true });
    win.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe("idlePrefetch", () => {
  function page() {
    document.body.innerHTML = `<a data-prefetch href="/wat-is-paspartoe">Over</a><a data-prefetch href="/partner-worden">Partner</a><a data-prefetch href="/partner-worden">Partner</a><a href="/privacy">Privacy</a>`;
  }

  it("prefetches the marked links once the browser is idle", () => {
    vi.useFakeTimers();
    page();
    client.idlePrefetch(document, { connection: { effectiveType: "4g" } } as unknown as Navigator);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute("href"));
    expect(hrefs).toEqual(["/wat-is-paspartoe", "/partner-worden"]);
  });

  it("prefetches nothing on save-data or 2g", () => {
    vi.useFakeTimers();
    page();
    client.idlePrefetch(document, { connection: { saveData: true } } as unknown as Navigator);
    client.idlePrefetch(document, { connection: { effectiveType: "2g" } } as unknown as Navigator);
    vi.advanceTimersByTime(5000);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});

describe("installOfflineLinks", () => {
  function setup(onLine: boolean) {
    document.body.innerHTML = `<a id="pas" href="/pas">Pas</a><a id="ext" href="https://example.org/">Ext</a><a id="nieuw" href="/pas" target="_blank">Nieuw</a><a id="anker" href="#boven">Boven</a>`;
    const go = vi.fn();
    const reactSaw = vi.fn((event: Event) => event.preventDefault());
    document.body.addEventListener("click", reactSaw); // stands in for React Router's own handler
    client.installOfflineLinks(document, { onLine }, go);
    const click = (id: string) =>
      document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    return { go, reactSaw, click };
  }

  it("offline, opens an in-app link as a whole page (the service worker answers it), before the app's router sees it", () => {
    const { go, reactSaw, click } = setup(false);
    click("pas");
    expect(go).toHaveBeenCalledWith(new URL("/pas", document.baseURI).href);
    expect(reactSaw).not.toHaveBeenCalled();
  });

  it("leaves other sites, new windows, anchors on the page, and every link online alone", () => {
    const offline = setup(false);
    for (const id of ["ext", "nieuw", "anker"]) offline.click(id);
    expect(offline.go).not.toHaveBeenCalled();
    expect(offline.reactSaw).toHaveBeenCalledTimes(3);
    document.body.innerHTML = "";
    const online = setup(true);
    online.click("pas");
    expect(online.go).not.toHaveBeenCalled();
  });
});
