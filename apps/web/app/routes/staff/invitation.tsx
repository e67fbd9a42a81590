// /medewerker-uitnodiging?token=… (decision 0047): accept a staff invitation from its mail. One question, one
// button (a plain form post); the answer names the organiser and the role, with the way to the counter and the
// back office, or the api's sentence why not.
import { Form, Link } from "react-router";
import { staffCopy } from "../../copy/staff.ts";
import { acceptStaffInvitationAction, loadStaffInvitation, staffInvitationHeaders } from "../../features/staff/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { ErrorNotice } from "../../ui/error-notice.tsx";
import type { Route } from "./+types/invitation";
import "./staff.css";

const copy = staffCopy.invitation;

export const loader = (args: Route.LoaderArgs) => loadStaffInvitation(args);
export const action = (args: Route.ActionArgs) => acceptStaffInvitationAction(args);
export const headers = () => staffInvitationHeaders();

export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  if (actionData?.kind === "accepted")
    return (
      <div className="container section staff-invitation" role="status">
        <h1 className="heading heading--1">{copy.accepted(actionData.organiser.name)}</h1>
        <p>{copy.role[actionData.role]}</p>
        <p className="staff-invitation__links">
          <Link to={to("counter")} className="button button--primary">
            {copy.counter}
          </Link>
          <Link to={to("backoffice")} className="button button--secondary">
            {copy.backoffice}
          </Link>
        </p>
      </div>
    );
  const broken = loaderData.token === null || actionData === null;
  return (
    <div className="container section staff-invitation">
      <h1 className="heading heading--1">{copy.heading}</h1>
      {actionData?.kind === "refused" ? (
        <ErrorNotice message={`${copy.refused}. ${actionData.message}`} testId="uitnodiging-geweigerd" />
      ) : null}
      {broken ? (
        <>
          <p>{copy.brokenLink}</p>
          <p>
            <Link to={to("index")}>{copy.home}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{copy.lead}</p>
          <p>{copy.account}</p>
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token!} />
            <button type="submit" className="button button--primary">
              {copy.accept}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
