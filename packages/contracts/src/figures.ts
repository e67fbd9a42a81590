// GET /api/figures: the programme in figures, from the data (the home page's "in cijfers").
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const figuresResponseSchema = z
  .object({
    holders: z.number().int().nonnegative().meta({ description: "Holders with an active card." }),
    organisers: z.number().int().nonnegative().meta({ description: "Organisations taking part." }),
    municipalities: z.number().int().nonnegative().meta({ description: "Municipalities in the card systems." }),
    cardSystems: z.number().int().nonnegative().meta({ description: "Card systems (regions)." }),
  })
  .meta({ id: "Figures" });
export type Figures = z.infer<typeof figuresResponseSchema>;

export const getFigures = defineEndpoint({
  method: "GET",
  path: "/figures",
  operationId: "getFigures",
  summary: "Het programma in cijfers: pashouders, organisaties, gemeenten en regio's",
  tag: "platform",
  auth: "none",
  response: figuresResponseSchema,
  problems: [],
});
