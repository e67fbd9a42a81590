// /organisatie/:organisatie/voordelen/nieuw (issue 20 "Rewards"): a new reward (ADMIN: REWARDS_WRITE).
// A plain POST: without JavaScript too; the api's Dutch messages in the error summary. A MEMBER is told that
// this is an ADMIN's (403).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { rewardManagementCopy } from "../../copy/reward-management.ts";
import { NoRightNotice, RewardForm } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadRewardForm, rewardFormAction } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/reward-new";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadRewardForm(args, "create");
export const action = (args: Route.ActionArgs) => rewardFormAction(args, "create");
export const headers = () => backofficeHeaders();

export default function BackofficeRewardNew({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      {loaderData.kind === "no-right" ? (
        <NoRightNotice {...loaderData} backLabel={rewardManagementCopy.noRight.back} />
      ) : (
        <RewardForm
          key={JSON.stringify(actionData?.values ?? null)}
          organiser={loaderData.organiser}
          manyOrganisers={loaderData.manyOrganisers}
          reward={loaderData.reward}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? []}
          general={actionData?.general}
        />
      )}
    </div>
  );
}
