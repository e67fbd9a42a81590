// The holder's communication preferences (spec: GET/PUT api/user/optins, the five booleans of §3).
// Feature name in every layer: `preferences` (api modules/preferences, web features/preferences).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { text } from "./fields.ts";

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

// The channel × topic grid of /profiel/instellingen (issue 23, decision 0060): the five opt-ins above
// plus what this product adds: the reminders' own mail choice, push per topic and push's quiet hours.
// GET/PUT /user/optins keep their shape; this endpoint saves everything of the page at once.

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOfDay = (error: string) => text({ error }).regex(TIME_OF_DAY, { error });

export const pushChoicesSchema = z.strictObject({
  service: z.boolean(),
  milestones: z.boolean(),
  info: z.boolean(),
  reminders: z.boolean(),
});
export type PushChoices = z.infer<typeof pushChoicesSchema>;

/** Push waits from `from` to `until` (HH:MM, Europe/Brussels; over midnight when from is later than until). */
export const quietHoursSchema = z
  .strictObject({
    from: timeOfDay("Vul een beginuur in als uu:mm, bv. 21:00."),
    until: timeOfDay("Vul een einduur in als uu:mm, bv. 08:00."),
  })
  .refine((q) => q.from !== q.until, { error: "Het begin- en einduur van de stille uren moeten verschillen.", path: ["until"] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const preferencesSchema = z.strictObject({
  optins: optinsSchema,
  /** Reminders by e-mail (a kansentarief, korting or welkomstvoordeel about to end). */
  reminderMails: z.boolean(),
  push: pushChoicesSchema,
  quietHours: quietHoursSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_QUIET_HOURS: QuietHours = { from: "21:00", until: "08:00" };
export const DEFAULT_PUSH_CHOICES: PushChoices = { service: false, milestones: false, info: false, reminders: false };

export const getPreferences = defineEndpoint({
  method: "GET",
  path: "/user/preferences",
  operationId: "getPreferences",
  summary:
    "Alle berichtvoorkeuren van de aangemelde pashouder: de vijf opt-ins, herinneringen per e-mail, pushberichten per onderwerp en de stille uren",
  tag: "preferences",
  auth: "bearer",
  response: preferencesSchema,
  problems: ["NO_CARD"],
});

/** Replaces every choice at once, in one transaction (the opt-ins too); answers what is stored. */
export const updatePreferences = defineEndpoint({
  method: "PUT",
  path: "/user/preferences",
  operationId: "updatePreferences",
  summary: "Alle berichtvoorkeuren van de aangemelde pashouder bewaren; antwoordt de bewaarde voorkeuren",
  tag: "preferences",
  auth: "bearer",
  body: preferencesSchema,
  response: preferencesSchema,
  problems: ["NO_CARD"],
});
