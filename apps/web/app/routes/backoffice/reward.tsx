// /organisatie/:organisatie/voordelen/:voordeel (issue 20 "Rewards"): one reward, its state in words, and
// "Wijzigen" and "Voordeel beëindigen" for an ADMIN.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { RewardDetails } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadReward } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/reward";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadReward(args);
export const headers = () => backofficeHeaders();

export default function BackofficeReward({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <RewardDetails
        organiser={loaderData.organiser}
        manyOrganisers={loaderData.manyOrganisers}
        reward={loaderData.reward}
        row={loaderData.row}
        notice={loaderData.notice}
      />
    </div>
  );
}
