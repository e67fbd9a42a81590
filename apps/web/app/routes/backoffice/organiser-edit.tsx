// /organisatie/:organisatie/gegevens (issue 20 "Who", decision 0067): staff of the organiser's region change its
// details in the form that added it, filled in; then back to its home, which says they were saved. A plain POST:
// without JavaScript too; the api's Dutch messages in the error summary. Its own staff are told that this is the
// region's (403).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { NoRegionNotice, OrganiserForm } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadOrganiserEdit, organiserEditAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/organiser-edit";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadOrganiserEdit(args);
export const action = (args: Route.ActionArgs) => organiserEditAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeOrganiserEdit({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-region" ? (
        <NoRegionNotice editing />
      ) : (
        <OrganiserForm
          key={JSON.stringify(actionData?.values ?? null)}
          editing={loaderData.organiser}
          regions={loaderData.regions}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? []}
          general={actionData?.general}
        />
      )}
    </div>
  );
}
