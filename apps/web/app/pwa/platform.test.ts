import { describe, expect, it } from "vitest";
import {
  detectA2hsPlatform,
  isChunkLoadError,
  shouldPrefetch,
  shouldReloadAfterChunkError,
  shouldShowA2hsPrompt,
  type A2hsState,
} from "./platform.ts";

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ipadDesktopMode =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("detectA2hsPlatform", () => {
  it("recognises iOS, iPadOS in desktop mode, Android and others", () => {
    expect(detectA2hsPlatform(iphone)).toBe("ios");
    expect(detectA2hsPlatform(ipadDesktopMode, 5)).toBe("ios");
    expect(detectA2hsPlatform(ipadDesktopMode, 0)).toBe("other");
    expect(detectA2hsPlatform(android)).toBe("android");
    expect(detectA2hsPlatform(windows)).toBe("other");
  });
});

describe("shouldShowA2hsPrompt", () => {
  const base: A2hsState = { platform: "ios", standalone: false, installEventReceived: false, disabled: false, dismissed: false };
  it("shows on iOS when not full-screen", () => {
    expect(shouldShowA2hsPrompt(base)).toBe(true);
    expect(shouldShowA2hsPrompt({ ...base, standalone: true })).toBe(false);
  });
  it("shows on Android only after the install event", () => {
    expect(shouldShowA2hsPrompt({ ...base, platform: "android" })).toBe(false);
    expect(shouldShowA2hsPrompt({ ...base, platform: "android", installEventReceived: true })).toBe(true);
  });
  it("never shows on other platforms, even after an install event", () => {
    expect(shouldShowA2hsPrompt({ ...base, platform: "other", installEventReceived: true })).toBe(false);
  });
  it("is off once the mobile header mounted or the visitor dismissed it", () => {
    expect(shouldShowA2hsPrompt({ ...base, disabled: true })).toBe(false);
    expect(shouldShowA2hsPrompt({ ...base, dismissed: true })).toBe(false);
  });
});

describe("shouldReloadAfterChunkError", () => {
  const now = 1_800_000_000_000;
  it("reloads the first time", () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true);
  });
  it("does not reload again within 60 s", () => {
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
  });
  it("reloads again after 60 s", () => {
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });
  it("does not reload when the stored time lies in the future (clock change)", () => {
    expect(shouldReloadAfterChunkError(now + 5_000, now)).toBe(false);
  });
});

describe("isChunkLoadError", () => {
  it("matches the messages of Chromium, Firefox and Safari", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("shouldPrefetch", () => {
  it("prefetches without connection information and on fast connections", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(true);
  });
  it("skips on save-data, 2g and slow-2g", () => {
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });
});
