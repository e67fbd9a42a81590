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
export {
  loadOrganiserEdit,
  loadOrganiserForm,
  organiserEditAction,
  organiserFormAction,
  type OrganiserEditPage,
  type OrganiserFormPage,
  type OrganiserFormResult,
} from "./organiser-form.server.ts";
export { endOrganiserAction, loadEndOrganiser, type EndOrganiserPage } from "./organiser-end.server.ts";
export { kioskCodeJson, loadKiosk, type KioskPage } from "./kiosk.server.ts";
export { loadRegionNews, regionNewsAction, type RegionNewsPage, type RegionNewsResult } from "./region-news.server.ts";
export { loadReportRequest, loadReports, reportCsv, reportRequestCsv, reportsAction } from "./reports.server.ts";
export { loadRewardForm, rewardFormAction, type RewardFormPage, type RewardFormResult } from "./reward-form.server.ts";
export { endRewardAction, loadEndReward, loadReward, loadRewards } from "./reward-management.server.ts";
export { loadStaffPage, staffAction, type StaffPageData } from "./staff.server.ts";
