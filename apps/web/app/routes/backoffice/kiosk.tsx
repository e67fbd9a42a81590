// /organisatie/:organisatie/activiteiten/:activiteit/kiosk (issue 20): the full screen at the entrance with a
// QR code that changes every 30 seconds (every staff member of the organiser may open it).
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { KioskScreen } from "../../features/backoffice/index.ts";
import { backofficeHeaders, loadKiosk } from "../../features/backoffice/index.server.ts";
import { NotStaffNotice } from "../../features/counter/index.ts";
import type { Route } from "./+types/kiosk";
import "./backoffice.css";

export const loader = (args: Route.LoaderArgs) => loadKiosk(args);
export const headers = () => backofficeHeaders();

export default function BackofficeKiosk({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === "not-staff") return <NotStaffNotice lead={copy.notStaffLead} />;
  return (
    <KioskScreen
      title={loaderData.title}
      productName={loaderData.productName}
      organisatie={params.organisatie}
      activiteit={loaderData.activityId}
      code={loaderData.code}
    />
  );
}
