// The inbox's endpoints (bearer access token): GET /api/user/messages, GET /api/user/messages/unread-count,
// POST /api/user/messages/:messageId/read, POST /api/user/messages/read. The caller's own messages only.
import type { FastifyInstance } from "fastify";
import {
  countUnreadMessages as countUnreadEndpoint,
  listMessages as listEndpoint,
  readAllMessages as readAllEndpoint,
  readMessage as readEndpoint,
} from "@vtp/contracts/messages";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { countUnreadMessages, listMessages, readAllMessages, readMessage } from "./service.ts";

export type MessagesRoutesDeps = HolderAuthDeps;

export async function messagesRoutes(app: FastifyInstance, deps: MessagesRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, listEndpoint, { preHandler, handler: async (request) => listMessages(deps, identityOf(request)) });
  serveEndpoint(app, countUnreadEndpoint, { preHandler, handler: async (request) => countUnreadMessages(deps, identityOf(request)) });
  serveEndpoint(app, readEndpoint, {
    preHandler,
    handler: async (request) => readMessage(deps, identityOf(request), request.params.messageId),
  });
  serveEndpoint(app, readAllEndpoint, { preHandler, handler: async (request) => readAllMessages(deps, identityOf(request)) });
}
