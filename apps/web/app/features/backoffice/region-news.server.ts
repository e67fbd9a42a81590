// A region's news (/organisatie/nieuws, decision 0071): for staff of a region (GET /v4/staff-regions names
// their regions). The page shows the form and the region's sent news (GET /v4/news); the form's POST is
// POST /v4/news, and the api checks it: its Dutch messages per field come back in the error summary with
// what was typed. After sending, the same page again (a GET: a reload sends nothing twice) with a status
// message; the list shows "Wordt verstuurd" until the job queue has delivered it to every holder.
import { data, redirect } from "react-router";
import { listRegionNews, sendRegionNews, type RegionNewsLink } from "@vtp/contracts/region-news";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { formValues, placeFieldErrors, type FieldError } from "../../server/form-errors.ts";
import { loadRegionsOfStaff, notStaff } from "./backoffice.server.ts";
import { newsRow, REGION_NEWS_FIELDS, type RegionNewsFormValues, type RegionNewsRow } from "./region-news-view.ts";

export type RegionNewsPage =
  | { kind: "not-staff" }
  | { kind: "no-region" }
  | {
      kind: "ok";
      regions: { id: string; name: string }[];
      region: { id: string; name: string };
      news: RegionNewsRow[];
      values: RegionNewsFormValues;
      sent: boolean;
    };

export interface RegionNewsResult {
  errors: FieldError[];
  general?: string;
  values: RegionNewsFormValues;
}

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;
/** The account's regions; null when it is nobody's staff. */
async function regionsOf(args: RequestArgs): Promise<{ id: string; name: string }[] | null> {
  return (await loadRegionsOfStaff(args))?.map((r) => ({ id: String(r.id), name: r.name })) ?? null;
}

/** /organisatie/nieuws: the form and the sent news of the region (`?regio=` when the account has more than one). */
export async function loadRegionNews(args: RequestArgs) {
  const regions = await regionsOf(args);
  if (regions === null) return notStaff();
  if (regions.length === 0) return data<RegionNewsPage>({ kind: "no-region" }, { status: 403 });
  const url = new URL(args.request.url);
  const region = regions.find((r) => r.id === url.searchParams.get("regio")) ?? regions[0]!;
  const list = await callApiAsHolder(args, listRegionNews, { query: { cardSystemId: Number(region.id) } });
  return data<RegionNewsPage>({
    kind: "ok",
    regions,
    region,
    news: list.member.map(newsRow),
    values: { region: region.id, title: "", body: "", link: "dashboard" },
    sent: url.searchParams.get("melding") === "verstuurd",
  });
}

/** The form's POST: the news to the api, then the page again with its status; or the form with the errors. */
export async function regionNewsAction(args: RequestArgs): Promise<RegionNewsResult> {
  const regions = await regionsOf(args);
  if (regions === null || regions.length === 0) throw data(null, { status: 403 });
  const values = formValues(await args.request.formData(), REGION_NEWS_FIELDS) as RegionNewsFormValues;
  const region = regions.find((r) => r.id === values.region) ?? regions[0]!;
  try {
    await callApiAsHolder(args, sendRegionNews, {
      query: { cardSystemId: Number(region.id) },
      // Sent as chosen; the api refuses a link it does not know.
      body: { title: values.title, body: values.body, link: values.link as RegionNewsLink },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const problem = problemOf(sendRegionNews, error);
    if (problem === undefined || (problem.status >= 500 && problem.code !== "news-queue-unavailable")) throw error;
    return {
      ...placeFieldErrors(problem, (field) => ((REGION_NEWS_FIELDS as readonly string[]).includes(field) ? field : undefined)),
      values,
    };
  }
  const query = { ...(regions.length > 1 ? { regio: region.id } : {}), melding: "verstuurd" };
  throw redirect(pathTo("backoffice-news", slugOf(args), { query }));
}
