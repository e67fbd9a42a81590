// Pure rules of the PWA client: which device may see the add-to-home-screen prompt,
// when a failed chunk load may reload the page, and when idle prefetching is allowed.

export type A2hsPlatform = "ios" | "android" | "other";

/** Only Android and iOS devices get the add-to-home-screen prompt. iPadOS 13+ reports itself as a Mac with touch. */
export function detectA2hsPlatform(userAgent: string, maxTouchPoints = 0): A2hsPlatform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "other";
}

export interface A2hsState {
  platform: A2hsPlatform;
  /** navigator.standalone (iOS) or display-mode standalone/fullscreen. */
  standalone: boolean;
  /** The browser fired beforeinstallprompt (Android). */
  installEventReceived: boolean;
  /** The mobile header mounted: the prompt is switched off. */
  disabled: boolean;
  /** The visitor closed the prompt in this session. */
  dismissed: boolean;
}

/** Hidden by default; iOS when not full-screen; Android after the install event; nothing elsewhere. */
export function shouldShowA2hsPrompt(s: A2hsState): boolean {
  if (s.disabled || s.dismissed || s.standalone) return false;
  if (s.platform === "ios") return true;
  if (s.platform === "android") return s.installEventReceived;
  return false;
}

/** Minimum time between two automatic reloads after a chunk-load failure. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** A chunk-load failure reloads the page, at most once per 60 s (no reload loop). */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return false;
  return now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}

/** Recognises the messages browsers give when a dynamic import or a preloaded chunk fails. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/** The parts of navigator.connection (Network Information API) the prefetch rule reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Idle prefetch is skipped on save-data and on 2g/slow-2g connections. */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  const type = connection.effectiveType;
  return type !== "2g" && type !== "slow-2g";
}

export const IDLE_PREFETCH_TIMEOUT_MS = 2000;
