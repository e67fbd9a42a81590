// News of a region (decision 0071), served by serveStaffEndpoint, which checks the declaration's
// staffAccess (staff of the region in the query) before the service checks it again.
import type { FastifyInstance } from "fastify";
import { listRegionNews, sendRegionNews } from "@vtp/contracts/region-news";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../staff/access.ts";
import { listNews, sendNews, type RegionNewsDeps } from "./service.ts";

export async function regionNewsRoutes(app: FastifyInstance, deps: StaffAuthDeps & Pick<RegionNewsDeps, "jobs">): Promise<void> {
  serveStaffEndpoint(app, sendRegionNews, deps, async (request) =>
    sendNews(deps, staffOf(request), { cardSystemId: request.query.cardSystemId, news: request.body }),
  );
  serveStaffEndpoint(app, listRegionNews, deps, async (request) =>
    listNews(deps, staffOf(request), { cardSystemId: request.query.cardSystemId }),
  );
}
