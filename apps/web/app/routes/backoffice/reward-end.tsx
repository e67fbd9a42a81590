// /organisatie/:organisatie/voordelen/:voordeel/beeindigen (issue 20 "Rewards"): the question before a reward
// ends for good; "Ja, beëindigen" posts here (without JavaScript too). A MEMBER is told that this is an ADMIN's.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { rewardManagementCopy } from "../../copy/reward-management.ts";
import { EndRewardQuestion, NoRightNotice } from "../../features/backoffice/index.ts";
import { backofficeHeaders, endRewardAction, loadEndReward } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/reward-end";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadEndReward(args);
export const action = (args: Route.ActionArgs) => endRewardAction(args);
export const headers = () => backofficeHeaders();

export default function BackofficeRewardEnd({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-right" ? (
        <NoRightNotice {...loaderData} backLabel={rewardManagementCopy.noRight.back} />
      ) : (
        <EndRewardQuestion organiser={loaderData.organiser} reward={loaderData.reward} error={actionData?.error} />
      )}
    </div>
  );
}
