// What the back office's reports page shows (browser-safe, zod-free): the report chosen by its Dutch name in
// the URL, the period as typed, and the api's report as it came.
import type { CheckinsReport, ReportKind, ReportRequest, RewardsReport, SocialTariffSalesReport } from "@vtp/contracts/reports";

/** The report's name in the page's URL (`?rapport=`) and the api's. */
export const REPORT_SLUGS: Record<string, ReportKind> = {
  checkins: "checkins",
  voordelen: "rewards",
  kansentarief: "social-tariff-sales",
};
export const slugOfReport = (kind: ReportKind): string => Object.keys(REPORT_SLUGS).find((slug) => REPORT_SLUGS[slug] === kind)!;

export type ReportResult =
  | { kind: "checkins"; report: CheckinsReport }
  | { kind: "rewards"; report: RewardsReport }
  | { kind: "social-tariff-sales"; report: SocialTariffSalesReport }
  /** Longer than the screen's maximum: a report request. */
  | { kind: "long"; report: ReportKind; from: string; to: string; days: number };

export interface ReportsPageData {
  /** As typed (shown again): the report's slug, the days dd/mm/jjjj. */
  form: { rapport: string; van: string; tot: string };
  errors: { field: string; message: string }[];
  /** A refusal of the api that belongs to no field (e.g. the queue unavailable). */
  general?: string;
  result: ReportResult | null;
  /** The organiser's earlier report requests, newest first. */
  requests: ReportRequest[];
}

export type ReportRequestPageData = { reportRequest: ReportRequest };
