// /organisatie/:organisatie/activiteiten/:activiteit/beeindigen (issue 20): the question before an activity
// ends for good; "Ja, beëindigen" posts here (without JavaScript too).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { EndActivityQuestion } from "../../features/backoffice/index.ts";
import { backofficeHeaders, endActivityAction, loadEndActivity } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/activity-end";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadEndActivity(args);
export const action = (args: Route.ActionArgs) => endActivityAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeActivityEnd({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <EndActivityQuestion organiser={loaderData.organiser} event={loaderData.event} error={actionData?.error} />
    </div>
  );
}
