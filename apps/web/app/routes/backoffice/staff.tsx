// /organisatie/:organisatie/medewerkers (issue 20, decision 0047): the organiser's staff and invitations; invite,
// change a role, remove after a question. Plain form posts (without JavaScript too); the api decides.
import { useNavigation } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { StaffPage } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadStaffPage, staffAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/staff";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadStaffPage(args);
export const action = (args: Route.ActionArgs) => staffAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <StaffPage
        organiser={loaderData.organiser}
        manyOrganisers={loaderData.manyOrganisers}
        members={loaderData.members}
        invitations={loaderData.invitations}
        result={actionData}
        busy={busy}
        created={loaderData.created}
      />
    </div>
  );
}
