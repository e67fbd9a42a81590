// Discounted tickets through the partner API (UiTPAS API v4 shape, under /api/v4): GET /v4/tariffs, GET /v4/tariffs/static,
// POST /v4/ticket-sales (201), GET /v4/ticket-sales (a holder's sales) and DELETE /v4/ticket-sales/:ticketSaleId. Each is served by
// serveStaffEndpoint, which enforces the declaration's staffAccess (MEMBER of the organizerId in the query).
import type { FastifyInstance } from "fastify";
import { cancelTicketSale, createTicketSales, getStaticTariffs, getTariffs, getTicketSales } from "@vtp/contracts/ticket-sales";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../staff/access.ts";
import { cancelSale, listSales, listStaticTariffs, listTariffs, sellTickets, type TicketSalesDeps } from "./service.ts";

export type TicketSalesRoutesDeps = StaffAuthDeps & TicketSalesDeps;

export async function ticketSalesRoutes(app: FastifyInstance, deps: TicketSalesRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, getTariffs, deps, async (request) => {
    const { organizerId, regularPrice, ...rest } = request.query;
    return listTariffs(deps, staffOf(request), { organiserId: organizerId, regularPriceCents: regularPrice, ...rest });
  });
  serveStaffEndpoint(app, getStaticTariffs, deps, async (request) => {
    const { organizerId, regularPrice, eventId } = request.query;
    return listStaticTariffs(deps, staffOf(request), { organiserId: organizerId, regularPriceCents: regularPrice, eventId });
  });
  serveStaffEndpoint(app, createTicketSales, deps, async (request) =>
    sellTickets(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      tickets: request.body.map(({ regularPrice, ...ticket }) => ({ ...ticket, regularPriceCents: regularPrice })),
    }),
  );
  serveStaffEndpoint(app, getTicketSales, deps, async (request) => {
    const { organizerId, ...filter } = request.query;
    return listSales(deps, staffOf(request), { organiserId: organizerId, ...filter });
  });
  serveStaffEndpoint(app, cancelTicketSale, deps, async (request) =>
    cancelSale(deps, staffOf(request), { organiserId: request.query.organizerId, ticketSaleId: request.params.ticketSaleId }),
  );
}
