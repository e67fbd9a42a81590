// /organisatie/:organisatie/rapporten/aanvragen/:aanvraag (issue 20 "Reports"): a report requested for a long
// period: being made, ready (its CSV), failed or expired.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { reportsCopy } from "../../copy/reports.ts";
import { NoRightNotice, ReportRequestPage } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadReportRequest } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/report-request";
import "./backoffice.css";
import "./reports.css";

export const loader = (args: Route.LoaderArgs) => loadReportRequest(args);
export const headers = () => backofficeHeaders();

export default function BackofficeReportRequest({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-right" ? (
        <NoRightNotice {...loaderData} backLabel={reportsCopy.back} />
      ) : (
        <ReportRequestPage {...loaderData} />
      )}
    </div>
  );
}
