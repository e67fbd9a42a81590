// Activities in the back office and the partner API (decision 0040): list the organiser's activities, read,
// create, edit and end one, its settings in v4's shape, its poster's download link and its kiosk code, each served by serveStaffEndpoint
// (the declaration's staffAccess: ADMIN, the kiosk code MEMBER, of the organizerId in the query); and the
// poster itself behind its signed link (no login); and an activity's public page (GET /activities/:id).
import type { FastifyInstance } from "fastify";
import {
  createEvent,
  downloadCheckinPoster,
  endEvent,
  getEvent,
  getEventKioskCode,
  getEventSettings,
  getQrCheckinCodesDownloadLink,
  listOrganizerEvents,
  updateEvent,
  updateEventSettings,
} from "@vtp/contracts/activities";
import { getActivity } from "@vtp/contracts/organisers";
import { serveEndpoint } from "../../http/endpoint.ts";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../staff/access.ts";
import {
  changeSettings,
  createActivity,
  editActivity,
  endActivity,
  kioskCode,
  listActivities,
  posterDownloadLink,
  posterPdf,
  readPublicActivity,
  readActivity,
  readSettings,
  type ActivitiesDeps,
} from "./service.ts";

export type ActivitiesRoutesDeps = StaffAuthDeps & ActivitiesDeps;

export async function activitiesRoutes(app: FastifyInstance, deps: ActivitiesRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, listOrganizerEvents, deps, async (request) => listActivities(deps, staffOf(request), request.query.organizerId));
  serveStaffEndpoint(app, getEvent, deps, async (request) =>
    readActivity(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId }),
  );
  serveStaffEndpoint(app, createEvent, deps, async (request) =>
    createActivity(deps, staffOf(request), { organiserId: request.query.organizerId, event: request.body }),
  );
  serveStaffEndpoint(app, updateEvent, deps, async (request) =>
    editActivity(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId, event: request.body }),
  );
  serveStaffEndpoint(app, endEvent, deps, async (request) =>
    endActivity(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId }),
  );
  serveStaffEndpoint(app, getEventSettings, deps, async (request) =>
    readSettings(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId }),
  );
  serveStaffEndpoint(app, updateEventSettings, deps, async (request) =>
    changeSettings(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      eventId: request.params.eventId,
      settings: request.body,
    }),
  );
  serveStaffEndpoint(app, getQrCheckinCodesDownloadLink, deps, async (request) =>
    posterDownloadLink(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId }),
  );
  serveStaffEndpoint(app, getEventKioskCode, deps, async (request) =>
    kioskCode(deps, staffOf(request), { organiserId: request.query.organizerId, eventId: request.params.eventId }),
  );
  // An activity's public page (issue 22 §7), declared with the discovery endpoints: no login, a minute's cache.
  serveEndpoint(app, getActivity, {
    cacheControl: "public, max-age=60",
    handler: async (request) => readPublicActivity(deps, request.params.id),
  });
  serveEndpoint(app, downloadCheckinPoster, {
    handler: async (request, reply) => {
      const { pdf, fileName } = await posterPdf(deps, request.params.code);
      // Bytes, not the declared JSON string: Fastify sends a Buffer as it is, without the serializer (the
      // declaration's string only documents the answer).
      const bytes = Buffer.from(pdf) as unknown as string;
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="${fileName}"`).send(bytes);
    },
  });
}
