// My data: GET /api/user/my-data (the download), POST /api/user/account/delete, POST
// /api/user/cards/:cardNumber/block (bearer access token; each acts on the caller's own account only).
import type { FastifyInstance } from "fastify";
import {
  blockMyCard as blockMyCardEndpoint,
  deleteMyAccount as deleteMyAccountEndpoint,
  getMyData as getMyDataEndpoint,
} from "@vtp/contracts/my-data";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { blockMyCard, deleteMyAccount, getMyData, type MyDataDeps } from "./service.ts";

export type MyDataRoutesDeps = HolderAuthDeps & MyDataDeps;

/** The download's file name: the date it was made, no name of the person. */
export function myDataFileName(generatedAt: string): string {
  return `mijn-gegevens-${generatedAt.slice(0, 10)}.json`;
}

export async function myDataRoutes(app: FastifyInstance, deps: MyDataRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getMyDataEndpoint, {
    preHandler,
    handler: async (request, reply) => {
      const data = await getMyData(deps, identityOf(request));
      reply.header("content-disposition", `attachment; filename="${myDataFileName(data.generatedAt)}"`);
      return data;
    },
  });
  serveEndpoint(app, deleteMyAccountEndpoint, {
    preHandler,
    handler: async (request) => deleteMyAccount(deps, identityOf(request), request.body.password),
  });
  serveEndpoint(app, blockMyCardEndpoint, {
    preHandler,
    handler: async (request) => blockMyCard(deps, identityOf(request), request.params.cardNumber),
  });
}
