// /organisatie (issue 20): the back office's door. A staff member chooses the organiser ("Laatst gebruikt"
// first; skipped when there is one); an account that is no staff gets the 403 page. The api decides. Staff of
// a region also get "Organisatie toevoegen" (decision 0067), also when their region has no organiser yet, and
// "Nieuws versturen" (decision 0071).
import { Link } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { organiserManagementCopy } from "../../copy/organiser-management.ts";
import { regionNewsCopy } from "../../copy/region-news.ts";
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
        lead={loaderData.firstOrganiser ? organiserManagementCopy.firstLead : copy.organiserLead}
        search={loaderData.search}
        hrefFor={(id) => to("backoffice-organiser", { params: { organisatie: id } })}
        actions={
          loaderData.canAddOrganiser ? (
            <>
              <p className="backoffice-add">
                <Link to={to("backoffice-organiser-new")} className="button button--secondary">
                  {organiserManagementCopy.add}
                </Link>
                <span className="backoffice-hint">{organiserManagementCopy.addHint}</span>
              </p>
              <p className="backoffice-add">
                <Link to={to("backoffice-news")} className="button button--secondary">
                  {regionNewsCopy.open}
                </Link>
                <span className="backoffice-hint">{regionNewsCopy.openHint}</span>
              </p>
            </>
          ) : null
        }
      />
    </div>
  );
}
