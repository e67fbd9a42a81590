// The holder's communication preferences (spec: GET/PUT api/user/optins, the five booleans of §3).
// Feature name in every layer: `preferences` (api modules/preferences, web features/preferences).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const OPTIN_KEYS = ["optInServiceMails", "optInMilestoneMails", "optInInfoMails", "optInSms", "optInPost"] as const;
export type OptinKey = (typeof OPTIN_KEYS)[number];

const ONLY_OPTINS = "Je kunt hier alleen je vijf communicatievoorkeuren wijzigen.";

/** The five opt-ins; a strict object, so the answer and the body carry nothing else. */
export const optinsSchema = z.strictObject(
  {
    optInServiceMails: z.boolean(),
    optInMilestoneMails: z.boolean(),
    optInInfoMails: z.boolean(),
    optInSms: z.boolean(),
    optInPost: z.boolean(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? ONLY_OPTINS : undefined) },
);
export type Optins = z.infer<typeof optinsSchema>;

/**
 * What a holder without a stored choice gets (and what the `optins` table defaults to): the service
 * mails about the card itself (expiry, a blocked card, a family change) are on; everything that needs
 * consent (milestones, news, sms, post) is off until the holder turns it on.
 */
export const DEFAULT_OPTINS: Optins = {
  optInServiceMails: true,
  optInMilestoneMails: false,
  optInInfoMails: false,
  optInSms: false,
  optInPost: false,
};

export const getOptins = defineEndpoint({
  method: "GET",
  path: "/user/optins",
  operationId: "getOptins",
  summary: "Communicatievoorkeuren van de aangemelde pashouder (de standaardwaarden zolang er geen keuze bewaard is)",
  tag: "preferences",
  auth: "bearer",
  response: optinsSchema,
  problems: ["NO_CARD"],
});

/** Replaces all five opt-ins at once (every key is required); answers what is stored. */
export const updateOptins = defineEndpoint({
  method: "PUT",
  path: "/user/optins",
  operationId: "updateOptins",
  summary: "Communicatievoorkeuren van de aangemelde pashouder bewaren; antwoordt de bewaarde voorkeuren",
  tag: "preferences",
  auth: "bearer",
  body: optinsSchema,
  response: optinsSchema,
  problems: ["NO_CARD"],
});
