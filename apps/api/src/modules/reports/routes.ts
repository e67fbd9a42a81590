// The reports (decision 0048): three reports on screen (JSON), each as CSV, and the report requests over
// a long period (202, status, CSV). Each is served by serveStaffEndpoint, which enforces the declaration's
// staffAccess (ADMIN of the organizerId in the query, or card-system staff of its region).
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  createReportRequest,
  downloadReportCsv,
  downloadReportRequestCsv,
  getCheckinsReport,
  getReportRequest,
  getRewardsReport,
  getSocialTariffSalesReport,
  listReportRequests,
} from "@vtp/contracts/reports";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../staff/access.ts";
import { CSV_BOM } from "./csv.ts";
import {
  checkinsReport,
  listReportRequests as listRequests,
  reportCsv,
  reportRequestCsv,
  reportRequestStatus,
  requestReport,
  rewardsReport,
  socialTariffSalesReport,
  type ReportsDeps,
} from "./service.ts";

export type ReportsRoutesDeps = StaffAuthDeps & ReportsDeps;

/** Text, not the declared JSON string: UTF-8 with the BOM Excel needs, as a download. */
function sendCsv(reply: FastifyReply, { csv, fileName }: { csv: string; fileName: string }): FastifyReply {
  const bytes = Buffer.from(CSV_BOM + csv, "utf8") as unknown as string;
  return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`).send(bytes);
}

export async function reportsRoutes(app: FastifyInstance, deps: ReportsRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, getCheckinsReport, deps, async (request) => {
    const { organizerId, from, to } = request.query;
    return checkinsReport(deps, { organiserId: organizerId, from, to });
  });
  serveStaffEndpoint(app, getRewardsReport, deps, async (request) => {
    const { organizerId, from, to, per } = request.query;
    return rewardsReport(deps, { organiserId: organizerId, from, to, per });
  });
  serveStaffEndpoint(app, getSocialTariffSalesReport, deps, async (request) => {
    const { organizerId, from, to } = request.query;
    return socialTariffSalesReport(deps, { organiserId: organizerId, from, to });
  });
  serveStaffEndpoint(app, downloadReportCsv, deps, async (request, reply) => {
    const { organizerId, from, to, per } = request.query;
    return sendCsv(reply, await reportCsv(deps, { organiserId: organizerId, report: request.params.report, from, to, per }));
  });
  serveStaffEndpoint(app, createReportRequest, deps, async (request) =>
    requestReport(deps, staffOf(request), { organiserId: request.query.organizerId, ...request.body }),
  );
  serveStaffEndpoint(app, listReportRequests, deps, async (request) => listRequests(deps, { organiserId: request.query.organizerId }));
  serveStaffEndpoint(app, getReportRequest, deps, async (request) =>
    reportRequestStatus(deps, { organiserId: request.query.organizerId, reportRequestId: request.params.reportRequestId }),
  );
  serveStaffEndpoint(app, downloadReportRequestCsv, deps, async (request, reply) =>
    sendCsv(
      reply,
      await reportRequestCsv(deps, { organiserId: request.query.organizerId, reportRequestId: request.params.reportRequestId }),
    ),
  );
}
