// /organisatie/nieuw (issue 20 "Who", decision 0067): staff of a region add an organiser to it, then invite
// its first ADMIN on its staff page. A plain POST: without JavaScript too; the api's Dutch messages in the
// error summary. An organiser's own staff are told that this is the region's (403).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { NoRegionNotice, OrganiserForm } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadOrganiserForm, organiserFormAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/organiser-new";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadOrganiserForm(args);
export const action = (args: Route.ActionArgs) => organiserFormAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeOrganiserNew({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-region" ? (
        <NoRegionNotice />
      ) : (
        <OrganiserForm
          key={JSON.stringify(actionData?.values ?? null)}
          regions={loaderData.regions}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? []}
          general={actionData?.general}
        />
      )}
    </div>
  );
}
