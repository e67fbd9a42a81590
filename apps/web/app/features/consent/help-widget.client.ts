// The help-widget adapter (spec §1): the vendor's widget (Zendesk Web Widget Classic) loads on demand,
// when the visitor chooses "Vragen", never before. The settings are the spec's: locale nl, theme colour
// #1aa5a8, z-index 1030, hidden again when closed, chat, answer bot and talk suppressed. A visitor who
// asks for help starts it, so it needs no cookie consent; the cookie page says what it stores.
// Without JavaScript, or when the vendor cannot be reached, the link opens the product's own FAQ page.
import { HELP_WIDGET_SCRIPT } from "./integrations.ts";

type ZendeskApi = (...args: unknown[]) => void;

declare global {
  interface Window {
    zE?: ZendeskApi;
    zESettings?: unknown;
  }
}

/** The settings object the widget reads when it boots (window.zESettings). */
export const HELP_WIDGET_SETTINGS = {
  // Widget events are not sent to a Google Analytics on the page: that follows the cookie choice only.
  analytics: false,
  webWidget: {
    color: { theme: "#1aa5a8" },
    zIndex: 1030,
    chat: { suppress: true },
    answerBot: { suppress: true },
    talk: { suppress: true },
  },
} as const;

export const HELP_WIDGET_LOCALE = "nl";
/** How long the widget may take to load before the FAQ page opens instead. */
export const HELP_WIDGET_TIMEOUT_MS = 8_000;

let loading: Promise<ZendeskApi> | undefined;

function loadWidget(key: string, nonce: string, doc: Document): Promise<ZendeskApi> {
  loading ??= new Promise<ZendeskApi>((resolve, reject) => {
    window.zESettings = structuredClone(HELP_WIDGET_SETTINGS);
    const script = doc.createElement("script");
    // The vendor's snippet finds its settings and key through this id.
    script.id = "ze-snippet";
    script.async = true;
    script.src = `${HELP_WIDGET_SCRIPT}?key=${encodeURIComponent(key)}`;
    if (nonce) script.nonce = nonce;
    const timer = setTimeout(() => reject(new Error("het hulpvenster laadde niet op tijd")), HELP_WIDGET_TIMEOUT_MS);
    script.addEventListener("load", () => {
      clearTimeout(timer);
      if (typeof window.zE === "function") resolve(window.zE);
      else reject(new Error("het hulpvenster gaf geen zE-functie"));
    });
    script.addEventListener("error", () => {
      clearTimeout(timer);
      reject(new Error("het hulpvenster kon niet laden"));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Opens the widget; the first call loads it. Rejects when it cannot load (the caller then opens the FAQ page). */
export async function openHelpWidget(key: string, nonce: string, doc: Document = document): Promise<void> {
  const first = loading === undefined;
  const zE = await loadWidget(key, nonce, doc);
  if (first) {
    zE("webWidget", "setLocale", HELP_WIDGET_LOCALE);
    zE("webWidget:on", "close", () => zE("webWidget", "hide"));
  }
  zE("webWidget", "show");
  zE("webWidget", "open");
}
