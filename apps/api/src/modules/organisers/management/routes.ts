// Organisers that card-system staff add to their region, read, change and end (decisions 0067, 0074), served by
// serveStaffEndpoint, which checks the declaration's staffAccess (staff of the region in the query) before
// the service checks it again.
import type { FastifyInstance } from "fastify";
import { createOrganiser, endOrganiser, getManagedOrganiser, listStaffRegions, updateOrganiser } from "@vtp/contracts/organiser-management";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../../staff/access.ts";
import {
  createManagedOrganiser,
  endManagedOrganiser,
  listManagedRegions,
  readManagedOrganiser,
  updateManagedOrganiser,
} from "./service.ts";

export async function organiserManagementRoutes(app: FastifyInstance, deps: StaffAuthDeps): Promise<void> {
  serveStaffEndpoint(app, listStaffRegions, deps, async (request) => listManagedRegions(deps, staffOf(request)));
  serveStaffEndpoint(app, createOrganiser, deps, async (request) =>
    createManagedOrganiser(deps, staffOf(request), { cardSystemId: request.query.cardSystemId, organiser: request.body }),
  );
  serveStaffEndpoint(app, getManagedOrganiser, deps, async (request) =>
    readManagedOrganiser(deps, staffOf(request), { cardSystemId: request.query.cardSystemId, organiserId: request.params.organizerId }),
  );
  serveStaffEndpoint(app, updateOrganiser, deps, async (request) =>
    updateManagedOrganiser(deps, staffOf(request), {
      cardSystemId: request.query.cardSystemId,
      organiserId: request.params.organizerId,
      organiser: request.body,
    }),
  );
  serveStaffEndpoint(app, endOrganiser, deps, async (request) =>
    endManagedOrganiser(deps, staffOf(request), { cardSystemId: request.query.cardSystemId, organiserId: request.params.organizerId }),
  );
}
