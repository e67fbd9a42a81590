// @vitest-environment happy-dom
// The browser adapters with fakes for the vendor code: the tracker's settings and calls, the tag
// manager's loader, the help widget's settings, and the cookies that go when consent does.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_TRACKING, startAnalytics, trackerConfiguration } from "./analytics.client.ts";
import { HELP_WIDGET_SETTINGS, openHelpWidget } from "./help-widget.client.ts";
import { CONTENT_VIEW_SCHEMA, USER_SCHEMA } from "./page-view.ts";
import { CATEGORY_COOKIES, clearCategoryStorage } from "./storage.client.ts";
import { startTagManager } from "./tag-manager.client.ts";

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = "";
  delete (window as { dataLayer?: unknown }).dataLayer;
});

function fakeTracker() {
  const calls: Array<[string, unknown[]]> = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, args]);
  const sp = {
    newTracker: record("newTracker"),
    enableActivityTracking: record("enableActivityTracking"),
    setCustomUrl: record("setCustomUrl"),
    setReferrerUrl: record("setReferrerUrl"),
    setDocumentTitle: record("setDocumentTitle"),
    trackPageView: record("trackPageView"),
    trackSelfDescribingEvent: record("trackSelfDescribingEvent"),
  };
  return { calls, load: async () => sp as never };
}

describe("the analytics adapter", () => {
  it("configures the tracker as the spec says: platform web, 3600 s sessions, pings after 30 s every 10 s", async () => {
    const { calls, load } = fakeTracker();
    const analytics = await startAnalytics({ collectorUrl: "https://collector.voorbeeld.be", environment: "production" }, load);
    expect(calls[0]).toEqual(["newTracker", ["vtp", "https://collector.voorbeeld.be", trackerConfiguration(false)]]);
    expect(trackerConfiguration(true)).toMatchObject({
      platform: "web",
      sessionCookieTimeout: 3600,
      cookieSecure: true,
      credentials: "omit",
    });
    expect(calls[1]).toEqual(["enableActivityTracking", [{ minimumVisitLength: 30, heartbeatDelay: 10 }]]);
    expect(ACTIVITY_TRACKING).toEqual({ minimumVisitLength: 30, heartbeatDelay: 10 });
    analytics!.pageView({ routeName: "dashboard", pageType: "holder", language: "nl", mia: true });
    const event = calls.find(([name]) => name === "trackSelfDescribingEvent")![1][0] as {
      event: { schema: string; data: unknown };
      context: Array<{ schema: string; data: unknown }>;
    };
    expect(event.event.schema).toBe(CONTENT_VIEW_SCHEMA);
    expect(event.event.data).toEqual({ pageType: "holder", pageUrl: `${location.origin}${location.pathname}`, routeName: "dashboard" });
    expect(event.context.find((c) => c.schema === USER_SCHEMA)?.data).toEqual({ mia: true });
    expect(calls.find(([name]) => name === "setDocumentTitle")![1]).toEqual(["dashboard"]);
  });

  it("logs an invalid event and sends nothing; a tracker that cannot load leaves the page alone", async () => {
    const { calls, load } = fakeTracker();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const analytics = await startAnalytics({ collectorUrl: "https://c.voorbeeld.be", environment: "test" }, load);
    expect(() =>
      analytics!.pageView({ routeName: "an@voorbeeld.test", pageType: "content", language: "nl", mia: undefined }),
    ).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[analytics] ongeldig content-view-event niet verstuurd"));
    expect(calls.some(([name]) => name.startsWith("track"))).toBe(false);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(
      await startAnalytics({ collectorUrl: "https://c.voorbeeld.be", environment: "test" }, () => Promise.reject(new Error("blocked"))),
    ).toBeUndefined();
  });
});

describe("the tag manager adapter", () => {
  it("loads the container from Google's host with the nonce, after Consent Mode's defaults", () => {
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, "append").mockImplementation((node) => void added.push(node as HTMLScriptElement));
    startTagManager("GTM-AB12CD3", "abc123", false);
    const script = added[0]!;
    expect(script.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(script.nonce).toBe("abc123");
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      "consent",
      "default",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "denied" },
    ]);
    expect(layer[1]).toMatchObject({ event: "gtm.js" });
  });
});

describe("the help widget adapter", () => {
  it("hands the vendor the spec's settings, loads once and opens in Dutch", async () => {
    // The vendor's script is not fetched here: the element is kept instead of added.
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, "append").mockImplementation((node) => void added.push(node as HTMLScriptElement));
    const opening = openHelpWidget("sleutel-1234", "n0nce");
    const script = added[0]!;
    expect(script.id).toBe("ze-snippet");
    expect(script.src).toBe("https://static.zdassets.com/ekr/snippet.js?key=sleutel-1234");
    expect(script.nonce).toBe("n0nce");
    expect((window as { zESettings?: unknown }).zESettings).toEqual(HELP_WIDGET_SETTINGS);
    expect(HELP_WIDGET_SETTINGS.webWidget).toEqual({
      color: { theme: "#1aa5a8" },
      zIndex: 1030,
      chat: { suppress: true },
      answerBot: { suppress: true },
      talk: { suppress: true },
    });
    const calls: unknown[][] = [];
    (window as { zE?: unknown }).zE = (...args: unknown[]) => void calls.push(args);
    script.dispatchEvent(new Event("load"));
    await opening;
    expect(calls.map((c) => c.map((a) => (typeof a === "function" ? "function" : a)))).toEqual([
      ["webWidget", "setLocale", "nl"],
      ["webWidget:on", "close", "function"],
      ["webWidget", "show"],
      ["webWidget", "open"],
    ]);
    // Closing hides it again.
    (calls[1]![2] as () => void)();
    expect(calls.at(-1)).toEqual(["webWidget", "hide"]);
    await openHelpWidget("sleutel-1234", "n0nce");
    expect(added).toHaveLength(1);
    delete (window as { zE?: unknown }).zE;
  });
});

describe("withdrawn consent", () => {
  it("names the cookies of each category", () => {
    expect(CATEGORY_COOKIES.analytics.test("_sp_id.1fff")).toBe(true);
    expect(CATEGORY_COOKIES.analytics.test("_sp_ses.1fff")).toBe(true);
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gcl_au"]) expect(CATEGORY_COOKIES.marketing.test(name), name).toBe(true);
    for (const name of ["cookie-accepted", "auth", "user", "locale", "_session", "_interaction"]) {
      expect(CATEGORY_COOKIES.analytics.test(name) || CATEGORY_COOKIES.marketing.test(name), name).toBe(false);
    }
  });

  it("deletes those cookies and the tracker's queue, and leaves the necessary ones", () => {
    document.cookie = "_sp_id.abcd=1; path=/";
    document.cookie = "_ga=GA1.1; path=/";
    document.cookie = "locale=nl; path=/";
    localStorage.setItem("snowplowOutQueue_vtp_post2", "[]");
    clearCategoryStorage(["analytics"]);
    expect(document.cookie).not.toContain("_sp_id");
    expect(document.cookie).toContain("_ga=");
    expect(localStorage.getItem("snowplowOutQueue_vtp_post2")).toBeNull();
    clearCategoryStorage(["marketing"]);
    expect(document.cookie).not.toContain("_ga=");
    expect(document.cookie).toContain("locale=nl");
  });
});
