// /organisatie (issue 20): the back office's door. A staff member chooses the organiser ("Laatst gebruikt"
// first; skipped when there is one); an account that is no staff gets the 403 page. The api decides.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { backofficeHeaders, loadBackofficeStart } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice, OrganiserChoice } from "../../features/counter/index.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/start";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadBackofficeStart(args);
export const headers = () => backofficeHeaders();

export default function BackofficeStart({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <OrganiserChoice
        organisers={loaderData.organisers}
        lead={copy.organiserLead}
        search={loaderData.search}
        hrefFor={(id) => to("backoffice-organiser", { params: { organisatie: id } })}
      />
    </div>
  );
}
