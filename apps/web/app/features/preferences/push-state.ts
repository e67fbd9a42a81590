// What the "Meldingen aanzetten" part of the preferences page shows on this device (decision 0060), as a
// pure rule of what the browser can do and what the holder chose; the component reads the facts. The
// permission is asked only after a tap, never on a visit.
import type { A2hsPlatform } from "../../pwa/platform.ts";

export type PushState =
  /** Before the browser was asked (the server's render, no JavaScript yet). */
  | "checking"
  /** The server has no VAPID keys (the public posture without them). */
  | "unavailable"
  /** An iPhone or iPad outside the installed app: push works only from the home screen. */
  | "ios-install"
  | "unsupported"
  | "denied"
  | "off"
  | "on";

export interface PushFacts {
  hasKey: boolean;
  /** navigator.serviceWorker, window.PushManager and window.Notification exist. */
  supported: boolean;
  platform: A2hsPlatform;
  standalone: boolean;
  permission: NotificationPermission;
  /** This device's push manager has a subscription. */
  subscribed: boolean;
}

export function pushStateOf(f: PushFacts): PushState {
  if (!f.hasKey) return "unavailable";
  if (f.platform === "ios" && !f.standalone) return "ios-install";
  if (!f.supported) return "unsupported";
  if (f.permission === "denied") return "denied";
  return f.subscribed && f.permission === "granted" ? "on" : "off";
}

/** The VAPID public key (base64url) as the push manager's applicationServerKey. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
