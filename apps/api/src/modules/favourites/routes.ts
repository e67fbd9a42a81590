// The favourites' endpoints (bearer access token; decision 0059): GET /api/user/favourites,
// GET/PUT/DELETE /api/user/favourites/:kind/:objectId, PUT/DELETE /api/user/savings-goal. The caller's own only.
import type { FastifyInstance } from "fastify";
import {
  addFavourite as addEndpoint,
  clearSavingsGoal as clearGoalEndpoint,
  getFavourite as getEndpoint,
  listFavourites as listEndpoint,
  removeFavourite as removeEndpoint,
  setSavingsGoal as setGoalEndpoint,
} from "@vtp/contracts/favourites";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import {
  addFavourite,
  clearSavingsGoal,
  getFavourite,
  listFavourites,
  removeFavourite,
  setSavingsGoal,
  type FavouritesDeps,
} from "./service.ts";

export type FavouritesRoutesDeps = HolderAuthDeps & FavouritesDeps;

export async function favouritesRoutes(app: FastifyInstance, deps: FavouritesRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, listEndpoint, { preHandler, handler: async (request) => listFavourites(deps, identityOf(request)) });
  serveEndpoint(app, getEndpoint, {
    preHandler,
    handler: async (request) => getFavourite(deps, identityOf(request), request.params.kind, request.params.objectId),
  });
  serveEndpoint(app, addEndpoint, {
    preHandler,
    handler: async (request) => addFavourite(deps, identityOf(request), request.params.kind, request.params.objectId),
  });
  serveEndpoint(app, removeEndpoint, {
    preHandler,
    handler: async (request) => removeFavourite(deps, identityOf(request), request.params.kind, request.params.objectId),
  });
  serveEndpoint(app, setGoalEndpoint, { preHandler, handler: async (request) => setSavingsGoal(deps, identityOf(request), request.body) });
  serveEndpoint(app, clearGoalEndpoint, { preHandler, handler: async (request) => clearSavingsGoal(deps, identityOf(request)) });
}
