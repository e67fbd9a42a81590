// /organisatie/:organisatie/rapporten (issue 20 "Reports", decision 0048): a report for a period on screen and
// as CSV; a long period requested in the background ("Rapport aanvragen" posts here). ADMIN's; a MEMBER is
// told so (403).
import { useNavigation } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { reportsCopy } from "../../copy/reports.ts";
import { NoRightNotice, ReportsPage } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadReports, reportsAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/reports";
import "./backoffice.css";
import "./reports.css";

export const loader = (args: Route.LoaderArgs) => loadReports(args);
export const action = (args: Route.ActionArgs) => reportsAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeReports({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-right" ? (
        <NoRightNotice {...loaderData} backLabel={reportsCopy.back} />
      ) : (
        <ReportsPage {...loaderData} busy={busy} requestError={actionData?.general} />
      )}
    </div>
  );
}
