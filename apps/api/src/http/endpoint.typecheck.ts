// Compiled by `npm run typecheck` only (never run): proves that the typecheck refuses a handler whose
// answer is not the declared 200 shape, or that reads a body field the declaration does not have. If
// the typing of serveEndpoint weakens, a `@ts-expect-error` below becomes unused and the typecheck fails.
import type { FastifyInstance } from "fastify";
import { getFigures } from "@vtp/contracts/figures";
import { skipOnboarding } from "@vtp/contracts/onboarding";
import { serveEndpoint } from "./endpoint.ts";

export function wrongAnswers(app: FastifyInstance): void {
  serveEndpoint(app, getFigures, {
    // @ts-expect-error holders is a number in the declaration
    handler: async () => ({ holders: "veel", organisers: 1, municipalities: 1, cardSystems: 1 }),
  });
  serveEndpoint(app, getFigures, {
    // @ts-expect-error cardSystems is missing
    handler: async () => ({ holders: 1, organisers: 1, municipalities: 1 }),
  });
  serveEndpoint(app, skipOnboarding, {
    handler: async (request) => {
      // @ts-expect-error the body of PUT /user/onboarding has no field `email`
      const email: string = request.body.email;
      return { skipOnboarding: true, legacy: email === "", hasCard: false };
    },
  });
}
