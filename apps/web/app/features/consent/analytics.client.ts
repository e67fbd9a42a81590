// The analytics adapter (spec §3, §7 "an analytics event post to a collector", §9 timings): the official
// Snowplow browser tracker, imported lazily (its own chunk) and only after analytics consent. Every page
// view, the first and each client navigation, sends a standard page view (it drives the activity
// tracking: page pings after 30 s, then every 10 s) and the product's `content-view` event. URL,
// referrer and title are replaced by non-personal values; an invalid event is logged and dropped.
import type * as Snowplow from "@snowplow/browser-tracker";
import {
  analyticsReferrer,
  analyticsUrl,
  APPLICATION_SCHEMA,
  CONTENT_VIEW_SCHEMA,
  contentViewProblems,
  USER_SCHEMA,
  type ApplicationContext,
  type ContentView,
  type UserContext,
} from "./page-view.ts";

export interface AnalyticsConfig {
  collectorUrl: string;
  environment: ApplicationContext["environment"];
}

/** What the page says about itself (data attributes on <html>, set by app/root.tsx). */
export interface PageFacts {
  routeName: string;
  pageType: ContentView["pageType"];
  language: string;
  /** Only for a signed-in holder: the MIA user type. */
  mia: boolean | undefined;
}

/** The tracker's settings (spec §7 and §9); exported for the tests. */
export function trackerConfiguration(secure: boolean) {
  return {
    appId: "web",
    platform: "web" as const,
    sessionCookieTimeout: 3600,
    // 13 months: the longest the Belgian data protection authority accepts for an analytics cookie.
    cookieLifetime: 34_214_400,
    cookieSameSite: "Lax" as const,
    cookieSecure: secure,
    discoverRootDomain: false,
    // The collector may not set a cookie of its own: only the two first-party cookies of the cookie page.
    credentials: "omit" as const,
    eventMethod: "post" as const,
    contexts: { webPage: true, session: false, browser: false },
  };
}

export const ACTIVITY_TRACKING = { minimumVisitLength: 30, heartbeatDelay: 10 } as const;

type Tracker = typeof Snowplow;

export interface Analytics {
  /** Sends the page view and the content-view event of the page as it is now. */
  pageView(facts: PageFacts): void;
}

export function buildContentView(facts: PageFacts, href: string): ContentView {
  return { pageType: facts.pageType, pageUrl: analyticsUrl(href), routeName: facts.routeName };
}

/**
 * Loads the tracker and returns the adapter; undefined when the tracker cannot be loaded (blocked,
 * offline): analytics then stays off for this page, and the page carries on.
 */
export async function startAnalytics(
  config: AnalyticsConfig,
  load: () => Promise<Tracker> = () => import("@snowplow/browser-tracker"),
): Promise<Analytics | undefined> {
  let sp: Tracker;
  try {
    sp = await load();
  } catch (error) {
    console.warn("[analytics] de tracker kon niet laden", error);
    return undefined;
  }
  sp.newTracker("vtp", config.collectorUrl, trackerConfiguration(location.protocol === "https:"));
  sp.enableActivityTracking(ACTIVITY_TRACKING);
  let previousUrl = analyticsReferrer(document.referrer, location.origin);
  return {
    pageView(facts) {
      try {
        const view = buildContentView(facts, location.href);
        const app: ApplicationContext = { environment: config.environment, language: facts.language as ApplicationContext["language"] };
        const user: UserContext | null = facts.mia === undefined ? null : { mia: facts.mia };
        const problems = contentViewProblems(view, app, user);
        if (problems.length > 0) {
          console.error(`[analytics] ongeldig content-view-event niet verstuurd: ${problems.join("; ")}`);
          return;
        }
        const context = [
          { schema: APPLICATION_SCHEMA, data: { ...app } },
          ...(user === null ? [] : [{ schema: USER_SCHEMA, data: { ...user } }]),
        ];
        sp.setCustomUrl(view.pageUrl);
        sp.setReferrerUrl(previousUrl);
        // The document title can name the holder ("Dag An"): the route name stands in for it.
        sp.setDocumentTitle(view.routeName);
        sp.trackPageView({ context });
        sp.trackSelfDescribingEvent({ event: { schema: CONTENT_VIEW_SCHEMA, data: { ...view } }, context });
        previousUrl = view.pageUrl;
      } catch (error) {
        console.error("[analytics] page view niet verstuurd", error);
      }
    },
  };
}
