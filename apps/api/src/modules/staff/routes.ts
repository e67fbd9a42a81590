// The partner API's staff endpoints (UiTPAS API v4 shape, under /api/v4): GET /v4/permissions. Every
// route is served by serveStaffEndpoint, which enforces the declaration's staffAccess (access.ts).
import type { FastifyInstance } from "fastify";
import { getPermissions } from "@vtp/contracts/staff";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "./access.ts";
import { listPermissions, type StaffDeps } from "./service.ts";

export type StaffRoutesDeps = StaffAuthDeps & StaffDeps;

export async function staffRoutes(app: FastifyInstance, deps: StaffRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, getPermissions, deps, async (request) => listPermissions(deps, staffOf(request)));
}
