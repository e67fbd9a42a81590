// Push (decision 0060): GET /api/push/public-key (anyone: the VAPID public key a device subscribes with),
// POST and DELETE /api/user/push-subscriptions (bearer access token: this device's subscription of the caller).
import type { FastifyInstance } from "fastify";
import {
  getPushKey as getPushKeyEndpoint,
  subscribePush as subscribePushEndpoint,
  unsubscribePush as unsubscribePushEndpoint,
} from "@vtp/contracts/push";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getPushKey, subscribePush, unsubscribePush, type PushDeps } from "./service.ts";

export type PushRoutesDeps = HolderAuthDeps & PushDeps;

export async function pushRoutes(app: FastifyInstance, deps: PushRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getPushKeyEndpoint, { handler: async () => getPushKey(deps) });
  serveEndpoint(app, subscribePushEndpoint, {
    preHandler,
    handler: async (request) => subscribePush(deps, identityOf(request), request.body),
  });
  serveEndpoint(app, unsubscribePushEndpoint, {
    preHandler,
    handler: async (request) => unsubscribePush(deps, identityOf(request), request.body.endpoint),
  });
}
