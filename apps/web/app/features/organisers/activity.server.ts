// Server side of an activity's own page (/activiteiten/{name}/{id}, issue 22 §7): the activity from the
// declared endpoint (getActivity), the route link for the visitor's phone, and where "back" goes: the
// region's activities, or the supra-local offer. An unknown, ended or past activity is the 404 page; a
// wrong `{name}` goes to the canonical path; a failure is the spec's technical error on the page.
import { data, redirect } from "react-router";
import { getActivity, type ActivityDetail } from "@vtp/contracts/organisers";
import { locationSlug } from "@vtp/contracts/web-paths";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { callApi, problemOf } from "../../server/api.server.ts";
import type { RequestArgs } from "../../server/current.server.ts";
import { detectA2hsPlatform } from "../../pwa/platform.ts";
import { MAP_MESSAGES, routeLink } from "./format.ts";
import { locationIdOf } from "./organisers.server.ts";

export type ActivityLoad =
  | {
      state: "ok";
      activity: ActivityDetail;
      pageTitle: string;
      /** Opens the phone's maps app; null when the place has no coordinates. */
      routeHref: string | null;
      locationPath: string;
      /** The list this activity belongs to: its region's activities, or the supra-local offer. */
      listPath: string;
    }
  | { state: "error"; message: string };

export async function loadActivity(args: RequestArgs & { params: { name?: string; id?: string } }): Promise<ActivityLoad> {
  const id = locationIdOf(args.params.id);
  const context = readAppContext(args.context);
  let activity: ActivityDetail;
  try {
    activity = await callApi(context, getActivity, { params: { id } });
  } catch (error) {
    if (problemOf(getActivity, error)?.code === "not-found") throw data(null, { status: 404 });
    console.error("[organisers] activity failed", error);
    return { state: "error", message: MAP_MESSAGES.technical };
  }
  const slug = context.config.product.slug;
  const name = locationSlug(activity.title);
  if (args.params.name !== name) {
    const url = new URL(args.request.url);
    const target = pathTo("activity", slug, { params: { name, id: String(activity.id) } });
    throw redirect(`${url.pathname.startsWith("/nl/") ? "/nl" : ""}${target}${url.search}`, 301);
  }
  const platform = detectA2hsPlatform(args.request.headers.get("user-agent") ?? "");
  const o = activity.organiser;
  return {
    state: "ok",
    activity,
    pageTitle: activity.title,
    routeHref: o.location ? routeLink(o.location, o.name, platform) : null,
    locationPath: pathTo("map-id", slug, { params: { name: o.slug, id: String(o.id) } }),
    listPath: activity.supraLocal
      ? pathTo("supra-local", slug)
      : pathTo("activities", slug, { query: { regio: String(activity.cardSystem.id) } }),
  };
}
