// The add-to-home-screen prompt (spec §4): hidden by default; on iOS when not full-screen; on Android
// after the browser's install event; only on Android and iOS; off once the mobile header mounts
// (decision: the online request's own header, whose last step explains installing the app).
import { useEffect, useState, useSyncExternalStore } from "react";
import { detectA2hsPlatform, shouldShowA2hsPrompt, type A2hsPlatform } from "./platform.ts";

const DISMISS_KEY = "vtp-a2hs-dismissed";

let disabled = false;
const listeners = new Set<() => void>();

/** Called by the mobile header when it mounts: the prompt stays off from then on. */
export function disableA2hsPrompt(): void {
  if (disabled) return;
  disabled = true;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isDismissed(): boolean {
  return sessionStorage.getItem(DISMISS_KEY) === "1";
}

interface InstallEvent extends Event {
  prompt(): Promise<void>;
}

export interface InstallState {
  platform: A2hsPlatform;
  /** Already running from the home screen (or not known yet on the server). */
  standalone: boolean;
  /** The browser's install event (Chromium on Android and desktop), when it fired. */
  installEvent: InstallEvent | undefined;
}

/** For values read once from the browser: they do not change while the page is open. */
const unchanging = () => () => {};

function subscribeInstallable(listener: () => void) {
  window.addEventListener("vtp:installable", listener);
  return () => window.removeEventListener("vtp:installable", listener);
}

function isStandalone(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia("(display-mode: standalone), (display-mode: fullscreen)").matches
  );
}

/**
 * What this browser allows for installing the app; on the server: nothing yet (standalone). The
 * server and hydration render with the server values; React then renders again with the browser's.
 */
export function useInstallState(): InstallState {
  const platform = useSyncExternalStore<A2hsPlatform>(
    unchanging,
    () => detectA2hsPlatform(navigator.userAgent, navigator.maxTouchPoints),
    () => "other",
  );
  const standalone = useSyncExternalStore(unchanging, isStandalone, () => true);
  const installEvent = useSyncExternalStore(
    subscribeInstallable,
    () => (window as Window & { __vtpInstallEvent?: InstallEvent }).__vtpInstallEvent,
    () => undefined,
  );
  return { platform, standalone, installEvent };
}

/**
 * The install offer of the onboarding's last step: the browser's own install dialog where it offers
 * one, the Share-menu steps on iOS, and otherwise nothing (the step's text and the install page stay).
 */
export function InstallOffer({ productName }: { productName: string }) {
  const { platform, standalone, installEvent } = useInstallState();
  const [done, setDone] = useState(false);
  if (standalone) return null;
  if (installEvent && !done) {
    return (
      <p className="install-offer">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void installEvent.prompt().finally(() => setDone(true));
          }}
        >
          {productName} installeren
        </button>
      </p>
    );
  }
  if (platform === "ios") {
    return (
      <p className="install-offer">
        Tik onderaan op de Deel-knop en kies <strong>Zet op beginscherm</strong>.
      </p>
    );
  }
  return null;
}

export function A2hsPrompt({ productName }: { productName: string }) {
  const isDisabled = useSyncExternalStore(
    subscribe,
    () => disabled,
    () => true,
  );
  const { platform, standalone, installEvent } = useInstallState();
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => true);

  const show = shouldShowA2hsPrompt({
    platform,
    standalone,
    installEventReceived: installEvent !== undefined,
    disabled: isDisabled,
    dismissed,
  });
  if (!show) return null;

  const dismiss = () => {
    sessionStorage.setItem(DISMISS_KEY, "1");
    notify();
  };

  return (
    <aside className="a2hs-prompt" aria-labelledby="a2hs-title">
      <h2 id="a2hs-title" className="a2hs-prompt__title">
        Zet {productName} op je startscherm
      </h2>
      {platform === "ios" ? (
        <p>
          Tik onderaan op de Deel-knop en kies <strong>Zet op beginscherm</strong>. Zo open je je pas met één tik.
        </p>
      ) : (
        <p>Installeer de app: zo open je je pas met één tik, ook als je even geen bereik hebt.</p>
      )}
      <div className="a2hs-prompt__actions">
        {platform === "android" && installEvent ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void installEvent.prompt().finally(dismiss);
            }}
          >
            Installeren
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={dismiss}>
          Niet nu
        </button>
      </div>
    </aside>
  );
}

/** Renders nothing; mounting it switches the prompt off (used by the mobile header). */
export function DisableA2hsPrompt() {
  useEffect(() => disableA2hsPrompt(), []);
  return null;
}
