// The browser of the journeys, in one place: playwright.config.ts, the journeys that launch a browser of their
// own (a fake camera) and `npm test`'s check for missing packages read it here.
// Debian's `chromium-headless-shell`: Chromium's own headless build, the same version's Blink and V8 as the
// `chromium` package without the desktop browser around them (windows, profile, extensions, GPU process). The
// journeys take about 40 % less time with it (decision 0073). CHROMIUM_PATH points them at another build.
// The shell has no notifications (every permission for them is "denied", and no push), so the journeys about
// the browser's notifications run in the desktop build (`desktopChromium`).

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The desktop build, for the journeys about the browser's notifications (`test.use({ launchOptions: desktopChromium })`). */
export const desktopChromiumPath = process.env.CHROMIUM_DESKTOP_PATH ?? "/usr/bin/chromium";

/** The Debian packages that install the two builds (where their paths are not overridden). */
export const chromiumPackages = { [chromiumPath]: "chromium-headless-shell", [desktopChromiumPath]: "chromium" };

/** Flags for every browser of the suite. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Launch options for a journey about the browser's notifications: the desktop build, the same flags. */
export const desktopChromium = { executablePath: desktopChromiumPath, args: chromiumArgs };
