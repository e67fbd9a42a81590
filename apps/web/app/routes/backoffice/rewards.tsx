// /organisatie/:organisatie/voordelen (issue 20 "Rewards", decision 0046): the organiser's own rewards, running
// first, then the ended ones (every staff member; "Nieuw voordeel" for an ADMIN).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { RewardList } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadRewards } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/rewards";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadRewards(args);
export const headers = () => backofficeHeaders();

export default function BackofficeRewards({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <RewardList organiser={loaderData.organiser} manyOrganisers={loaderData.manyOrganisers} rewards={loaderData.rewards} />
    </div>
  );
}
