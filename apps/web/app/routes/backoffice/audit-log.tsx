// /organisatie/:organisatie/logboek (issue 20 "Audit log"): the organiser's audit log for its ADMIN.
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { AuditLogPage } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadAuditLog } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/audit-log";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadAuditLog(args);
export const headers = () => backofficeHeaders();

export default function BackofficeAuditLog({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <div className="container section counter-page">
      <AuditLogPage {...loaderData} />
    </div>
  );
}
