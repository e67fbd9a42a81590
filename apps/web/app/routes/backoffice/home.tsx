// /organisatie/:organisatie (issue 20): the organiser's home in the back office, with its sections.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { OrganiserHome } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadBackofficeHome } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/home";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadBackofficeHome(args);
export const headers = () => backofficeHeaders();

export default function BackofficeHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <OrganiserHome organiser={loaderData.organiser} manyOrganisers={loaderData.manyOrganisers} done={loaderData.done} />
    </div>
  );
}
