// The counter through the partner API (UiTPAS API v4 shape, under /api/v4): GET /v4/passes,
// POST /v4/checkins (201), DELETE /v4/checkins/:checkinId and GET /v4/checkin-status. Each is served by serveStaffEndpoint,
// which enforces the declaration's staffAccess (MEMBER of the organizerId in the query).
import type { FastifyInstance } from "fastify";
import { createCheckin, getCheckinStatus, getPass, undoCheckin } from "@vtp/contracts/counter";
import { getEvents } from "@vtp/contracts/counter-events";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../staff/access.ts";
import { checkInAtCounter, checkinStatusAtCounter, listCounterEvents, lookUpPass, undoAtCounter, type CounterDeps } from "./service.ts";

export type CounterRoutesDeps = StaffAuthDeps & CounterDeps;

export async function counterRoutes(app: FastifyInstance, deps: CounterRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, getPass, deps, async (request) =>
    lookUpPass(deps, staffOf(request), { organiserId: request.query.organizerId, identifier: request.query.identifier }),
  );
  serveStaffEndpoint(app, createCheckin, deps, async (request) =>
    checkInAtCounter(deps, staffOf(request), { organiserId: request.query.organizerId, ...request.body }),
  );
  serveStaffEndpoint(app, getCheckinStatus, deps, async (request) => {
    const { organizerId, ...checkin } = request.query;
    return checkinStatusAtCounter(deps, staffOf(request), { organiserId: organizerId, ...checkin });
  });
  serveStaffEndpoint(app, undoCheckin, deps, async (request) =>
    undoAtCounter(deps, staffOf(request), { organiserId: request.query.organizerId, checkinId: request.params.checkinId }),
  );
  serveStaffEndpoint(app, getEvents, deps, async (request) => listCounterEvents(deps, staffOf(request), request.query.organizerId));
}
