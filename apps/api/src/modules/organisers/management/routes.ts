// Organisers that card-system staff add to their region (decision 0067), served by serveStaffEndpoint,
// which checks the declaration's staffAccess (staff of the region in the query) before the service checks it again.
import type { FastifyInstance } from "fastify";
import { createOrganiser } from "@vtp/contracts/organiser-management";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../../staff/access.ts";
import { createManagedOrganiser } from "./service.ts";

export async function organiserManagementRoutes(app: FastifyInstance, deps: StaffAuthDeps): Promise<void> {
  serveStaffEndpoint(app, createOrganiser, deps, async (request) =>
    createManagedOrganiser(deps, staffOf(request), { cardSystemId: request.query.cardSystemId, organiser: request.body }),
  );
}
