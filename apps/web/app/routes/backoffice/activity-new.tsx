// /organisatie/:organisatie/activiteiten/nieuw (issue 20): a new activity (ADMIN: EVENTS_UPDATE).
// A plain POST: without JavaScript too; the api's Dutch messages in the error summary.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { ActivityForm } from "../../features/backoffice/index.ts";
import { activityFormAction, backofficeHeaders, loadActivityForm } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/activity-new";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadActivityForm(args, "create");
export const action = (args: Route.ActionArgs) => activityFormAction(args, "create");
export const headers = () => backofficeHeaders();

export default function BackofficeActivityNew({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <ActivityForm
        key={JSON.stringify(actionData?.values ?? null)}
        organiser={loaderData.organiser}
        manyOrganisers={loaderData.manyOrganisers}
        event={loaderData.event}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? []}
        general={actionData?.general}
      />
    </div>
  );
}
