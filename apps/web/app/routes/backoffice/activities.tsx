// /organisatie/:organisatie/activiteiten (issue 20): the organiser's activities, running and coming first.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { ActivityList } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadActivities } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/activities";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadActivities(args);
export const headers = () => backofficeHeaders();

export default function BackofficeActivities({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <ActivityList organiser={loaderData.organiser} manyOrganisers={loaderData.manyOrganisers} activities={loaderData.activities} />
    </div>
  );
}
