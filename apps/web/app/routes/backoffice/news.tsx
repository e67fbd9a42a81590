// /organisatie/nieuws (decision 0071): staff of a region send news to the holders of their region and see
// what they sent. A plain POST: without JavaScript too; the api's Dutch messages in the error summary. An
// organiser's own staff are told that this is the region's (403).
import { regionNewsCopy } from "../../copy/region-news.ts";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { NoRegionNotice, RegionNewsPage } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadRegionNews, regionNewsAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/news";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadRegionNews(args);
export const action = (args: Route.ActionArgs) => regionNewsAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeNews({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-region" ? (
        <NoRegionNotice lead={regionNewsCopy.noRegionLead} />
      ) : (
        <RegionNewsPage
          key={JSON.stringify(actionData?.values ?? null)}
          regions={loaderData.regions}
          region={loaderData.regions.find((r) => r.id === actionData?.values.region) ?? loaderData.region}
          news={loaderData.news}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? []}
          general={actionData?.general}
          sent={actionData === undefined && loaderData.sent}
        />
      )}
    </div>
  );
}
