// /organisatie/:organisatie/beeindigen (decision 0074): the question before the organiser's region ends it for good;
// "Ja, beëindigen" posts here (without JavaScript too).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { EndOrganiserQuestion } from "../../features/backoffice/index.ts";
import { backofficeHeaders, endOrganiserAction, loadEndOrganiser } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/organiser-end";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadEndOrganiser(args);
export const action = (args: Route.ActionArgs) => endOrganiserAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeOrganiserEnd({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <EndOrganiserQuestion organiser={loaderData.organiser} error={actionData?.error} />
    </div>
  );
}
