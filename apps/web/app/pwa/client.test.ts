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
