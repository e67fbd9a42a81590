// /organisatie/:organisatie/activiteiten/:activiteit (issue 20): one activity, its poster and kiosk, and
// (for who may) change and end.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { ActivityDetails } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadActivity } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/activity";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadActivity(args);
export const headers = () => backofficeHeaders();

export default function BackofficeActivity({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <ActivityDetails
        organiser={loaderData.organiser}
        manyOrganisers={loaderData.manyOrganisers}
        event={loaderData.event}
        row={loaderData.row}
        notice={loaderData.notice}
      />
    </div>
  );
}
