// The online request's new card (step 7): once the order is paid and its cards are issued (card issuing),
// the main holder's card gets a registration token to link it to an account, for the wizard (its draft)
// or for the status page (its order token).
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { text } from "../fields.ts";
import { ONLINE_REQUEST_DRAFT_HEADER, ONLINE_REQUEST_ORDER_HEADER, onlineRequestTag as tag } from "./common.ts";

/** The registration token is issued to the wizard (draft) or to the status page (order token). */
const draftOrOrderHeadersSchema = z.object({
  [ONLINE_REQUEST_DRAFT_HEADER]: text().min(20).max(200).optional(),
  [ONLINE_REQUEST_ORDER_HEADER]: text().min(20).max(200).optional(),
});

export const registrationTokenForOrderSchema = z.object({
  registrationToken: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const issueOnlineRequestRegistrationToken = defineEndpoint({
  method: "POST",
  path: "/online-request/registration-token",
  operationId: "issueOnlineRequestRegistrationToken",
  summary: "Stap 7: een registratietoken voor de nieuwe pas van de hoofdpashouder (koppelen aan het account)",
  tag,
  auth: "none",
  headers: draftOrOrderHeadersSchema,
  response: registrationTokenForOrderSchema,
  problems: ["ONLINE_REQUEST_DRAFT_NOT_FOUND", "ONLINE_REQUEST_LINK_INVALID", "ONLINE_REQUEST_NOT_PAID"],
});
