// The back office feature's public entry for pages (browser-safe; server code: index.server.ts).
export { ActivityDetails, EndActivityQuestion } from "./activity-pages.tsx";
export { AuditLogPage } from "./audit-log-page.tsx";
export { ActivityForm } from "./activity-form.tsx";
export { KioskScreen } from "./kiosk-screen.tsx";
export { NoRegionNotice, OrganiserForm } from "./organiser-form.tsx";
export { ActivityList, EndOrganiserQuestion, OrganiserHome } from "./organiser-pages.tsx";
export { RegionNewsPage } from "./region-news-page.tsx";
export { ReportRequestPage, ReportsPage } from "./reports-page.tsx";
export { RewardForm } from "./reward-form.tsx";
export { EndRewardQuestion, NoRightNotice, RewardDetails, RewardList } from "./reward-pages.tsx";
export { StaffPage } from "./staff-page.tsx";
export type { ActivityRow, BackofficeOrganiser, KioskCodeView, StaffActionResult } from "./view.ts";
