// The back office feature's server-only entry: the loaders and actions of /organisatie and its pages.
export { activityFormAction, loadActivityForm, type ActivityFormPage, type ActivityFormResult } from "./activity-form.server.ts";
export { loadAuditLog } from "./audit-log.server.ts";
export {
  endActivityAction,
  loadActivities,
  loadActivity,
  loadBackofficeHome,
  loadBackofficeStart,
  loadEndActivity,
  backofficeHeaders,
  posterRedirect,
  type NotStaff,
} from "./backoffice.server.ts";
export { kioskCodeJson, loadKiosk, type KioskPage } from "./kiosk.server.ts";
export { loadStaffPage, staffAction, type StaffPageData } from "./staff.server.ts";
