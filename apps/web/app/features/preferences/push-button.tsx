// "Meldingen aanzetten" on /profiel/instellingen (decision 0060): asks the browser's permission only after
// a tap, subscribes this device with the service worker's push manager (the server's VAPID public key),
// and registers the subscription for the holder through the page's resource route. Without JavaScript
// it says so; on an iPhone outside the installed app it explains how.
// No layout shift (the logout control sits right under this block): what the server knows (no keys:
// "unavailable") is rendered by the server; while the browser is asked, the block holds the place of its
// most common answer (a one-line note and a button, invisible and hidden from screen readers).
import { useEffect, useState } from "react";
import { preferencesCopy } from "../../copy/preferences.ts";
import { detectA2hsPlatform } from "../../pwa/platform.ts";
import { applicationServerKey, pushStateOf, type PushState } from "./push-state.ts";

const copy = preferencesCopy.push;
/** How long to wait for the service worker (absent when it is blocked or not yet installed). */
const WORKER_WAIT_MS = 5_000;

async function worker(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function send(url: string, method: "POST" | "DELETE", body: unknown): Promise<{ ok: boolean; message?: string }> {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return ((await res.json().catch(() => ({ ok: false }))) as { ok: boolean; message?: string }) ?? { ok: false };
}

export function PushButton({ publicKey, subscriptionUrl }: { publicKey: string | null; subscriptionUrl: string }) {
  const [state, setState] = useState<PushState>(publicKey === null ? "unavailable" : "checking");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
      const standalone =
        window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
      const facts = {
        hasKey: publicKey !== null,
        supported,
        platform: detectA2hsPlatform(navigator.userAgent, navigator.maxTouchPoints),
        standalone,
        permission: supported ? Notification.permission : ("default" as NotificationPermission),
        subscribed: false,
      };
      if (supported && facts.permission === "granted") {
        const registration = await navigator.serviceWorker.getRegistration();
        facts.subscribed = (await registration?.pushManager.getSubscription()) != null;
      }
      if (live) setState(pushStateOf(facts));
    })();
    return () => {
      live = false;
    };
  }, [publicKey]);

  async function turnOn() {
    if (publicKey === null) return;
    setBusy(true);
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        return;
      }
      const registration = await worker();
      if (registration === undefined) throw new Error("no service worker");
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
      const answer = await send(subscriptionUrl, "POST", subscription.toJSON());
      if (!answer.ok) {
        await subscription.unsubscribe();
        setMessage(answer.message ?? copy.failed);
        return;
      }
      setState("on");
      setMessage(copy.chooseTopics);
    } catch {
      setMessage(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setMessage(null);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await send(subscriptionUrl, "DELETE", { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setMessage(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  const note: Partial<Record<PushState, string>> = {
    unavailable: copy.unavailable,
    "ios-install": copy.ios,
    unsupported: copy.unsupported,
    denied: copy.denied,
    on: copy.on,
    off: copy.off,
  };
  return (
    <div className="push-device" data-push-state={state}>
      {state === "checking" ? (
        <>
          <div className="push-device__reserved" aria-hidden="true">
            <p className="push-device__note">{copy.off}</p>
            <span className="button button--secondary">{copy.turnOn}</span>
          </div>
          <noscript>
            <p className="push-device__note">{copy.noScript}</p>
          </noscript>
        </>
      ) : (
        <p className="push-device__note" aria-live="polite">
          {note[state]}
        </p>
      )}
      {state === "off" ? (
        <button type="button" className="button button--secondary" onClick={() => void turnOn()} disabled={busy} aria-busy={busy}>
          {busy ? copy.busy : copy.turnOn}
        </button>
      ) : null}
      {state === "on" ? (
        <button type="button" className="button button--secondary" onClick={() => void turnOff()} disabled={busy} aria-busy={busy}>
          {busy ? copy.busy : copy.turnOff}
        </button>
      ) : null}
      <p role="status" className="push-device__status">
        {message}
      </p>
    </div>
  );
}
