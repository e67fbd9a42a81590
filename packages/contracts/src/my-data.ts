// My data (issue 23, decision 0044): everything the product holds about the holder (the download), the
// deletion of the account, and blocking a lost card. Feature name in every layer: `my-data` (api
// modules/my-data, web features/my-data and routes/my-data, page /profiel/mijn-gegevens).
import { z } from "zod";
import { cardSystemRefSchema } from "./account.ts";
import { defineEndpoint } from "./endpoint.ts";
import { text } from "./fields.ts";
import { FAVOURITE_KINDS } from "./favourites.ts";
import { optinsSchema, preferencesSchema } from "./preferences.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An ISO date-time. */
const instant = z.string();

/** 2: the channel choices, the favourites and the push devices were added (issue 23). */
export const MY_DATA_FORMAT = "my-data/2";

export const myDataCardSchema = z.object({
  cardNumber: z.string().regex(/^\d{13}$/),
  status: z.enum(["ACTIVE", "BLOCKED", "DELETED"]),
  cardSystem: cardSystemRefSchema,
  socialTariff: z.boolean(),
  createdAt: instant,
  blockedAt: instant.nullable(),
});
export type MyDataCard = z.infer<typeof myDataCardSchema>;

/** The whole download: a strict object, so a field added on the api without the schema fails its test. */
export const myDataSchema = z.strictObject({
  format: z.literal(MY_DATA_FORMAT),
  generatedAt: instant,
  account: z.strictObject({
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: instant,
  }),
  /** The holder as the card system knows them; null for an account without a card. */
  holder: z
    .strictObject({
      firstName: z.string(),
      lastName: z.string(),
      birthDate: isoDate,
      gender: z.enum(["MALE", "FEMALE", "X"]).nullable(),
      email: z.string().nullable(),
      gsm: z.string().nullable(),
      streetAndNumber: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      points: z.number().int().min(0),
      createdAt: instant,
    })
    .nullable(),
  cards: z.array(myDataCardSchema),
  regions: z.array(z.strictObject({ cardSystem: cardSystemRefSchema, status: z.string(), endDate: isoDate.nullable() })),
  kansenstatuut: z.array(
    z.strictObject({ cardSystem: cardSystemRefSchema, status: z.string(), endDate: isoDate, suspendedUntil: isoDate.nullable() }),
  ),
  /** Every row of the points ledger, oldest first. */
  pointsLedger: z.array(
    z.strictObject({
      at: instant,
      delta: z.number().int(),
      reason: z.string(),
      /** The activity or reward, or the correction's description. */
      title: z.string().nullable(),
    }),
  ),
  redemptions: z.array(
    z.strictObject({
      redeemedAt: instant,
      reward: z.string(),
      pointsSpent: z.number().int().min(0),
      redeemCode: z.string(),
      /** Where it was redeemed at a counter, or null in the app. */
      organiser: z.string().nullable(),
      usedAt: instant.nullable(),
      undoneAt: instant.nullable(),
    }),
  ),
  coupons: z.array(z.strictObject({ name: z.string(), validFrom: isoDate, validUntil: isoDate, status: z.string() })),
  associationMemberships: z.array(z.strictObject({ associationName: z.string(), status: z.string(), endDate: isoDate.nullable() })),
  ticketSales: z.array(
    z.strictObject({
      at: instant,
      activity: z.string(),
      organiser: z.string(),
      tariff: z.string(),
      priceCents: z.number().int(),
      cancelledAt: instant.nullable(),
    }),
  ),
  /** The family the holder belongs to: their role and the other members' first names. */
  family: z.strictObject({ role: z.enum(["MAIN", "MEMBER"]), members: z.array(z.strictObject({ firstName: z.string() })) }).nullable(),
  optins: optinsSchema,
  /** The choices beside the opt-ins (decision 0060): reminders by e-mail, push per topic, push's quiet hours. */
  channels: preferencesSchema.omit({ optins: true }),
  /** The devices that receive push messages: only the push service's host (the full address is a secret). */
  pushDevices: z.array(z.strictObject({ service: z.string(), createdAt: instant })),
  /** What the holder saved ("Bewaard", decision 0059), newest first; the savings goal is marked. */
  favourites: z.array(z.strictObject({ kind: z.enum(FAVOURITE_KINDS), title: z.string(), savingsGoal: z.boolean(), savedAt: instant })),
  /** The holder's inbox (decision 0049), newest first. */
  messages: z.array(
    z.strictObject({ createdAt: instant, topic: z.string(), title: z.string(), body: z.string(), readAt: instant.nullable() }),
  ),
  /** The online requests the holder's cards came from, the national numbers masked. */
  onlineRequests: z.array(
    z.strictObject({
      createdAt: instant,
      status: z.string(),
      email: z.string(),
      totalPrice: z.string(),
      paidAt: instant.nullable(),
      people: z.array(
        z.strictObject({
          firstName: z.string(),
          lastName: z.string(),
          birthDate: isoDate,
          /** "••.••.••-•••.54": only the last two digits. */
          nationalNumber: z.string().nullable(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          streetAndNumber: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Every time staff looked the holder up or acted on their card (the organiser side's audit log). */
  counterLookups: z.array(z.strictObject({ at: instant, organiser: z.string().nullable(), action: z.string() })),
});
export type MyData = z.infer<typeof myDataSchema>;

/** Problem codes of my data, owned here and spread into the catalogue (problem.ts). */
export const myDataProblemCodes = {
  WRONG_PASSWORD: {
    status: 400,
    title: "The password does not match",
    nl: "Dit wachtwoord klopt niet. Je account is niet verwijderd.",
  },
  PASSWORD_HELD_BACK: {
    status: 429,
    title: "Too many wrong passwords",
    nl: "Er werd te vaak een verkeerd wachtwoord opgegeven. Wacht even en probeer het dan opnieuw.",
  },
  PASSWORD_NOT_AVAILABLE: {
    status: 409,
    title: "This account has no password here",
    nl: "Je meldt je aan via een andere dienst. Neem contact op met je regio om je account te verwijderen.",
  },
  CARD_NOT_YOURS: {
    status: 404,
    title: "No such card of this holder",
    nl: "Deze pas hoort niet bij je account.",
  },
  CARD_ALREADY_BLOCKED: {
    status: 409,
    title: "The card is already blocked",
    nl: "Deze pas is al geblokkeerd.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type MyDataProblemCode = keyof typeof myDataProblemCodes;

export const getMyData = defineEndpoint({
  method: "GET",
  path: "/user/my-data",
  operationId: "getMyData",
  summary: "Alle gegevens die het product over de aangemelde gebruiker bewaart (als download: Content-Disposition attachment)",
  tag: "my-data",
  auth: "bearer",
  response: myDataSchema,
  problems: [],
});

/**
 * The password as typed; like every request field it refuses control characters (fields.ts), so a
 * password from before that rule with a tab in it cannot confirm here (decision 0044).
 */
export const deleteAccountBodySchema = z.strictObject({
  password: text().min(1, "Vul je wachtwoord in.").max(1024, "Dit wachtwoord is te lang."),
});

export const deleteAccountResultSchema = z.strictObject({ deleted: z.literal(true), cardStaysUsable: z.boolean() });

/** Deletes the caller's account after the identity provider confirmed the password (decision 0044). */
export const deleteMyAccount = defineEndpoint({
  method: "POST",
  path: "/user/account/delete",
  operationId: "deleteMyAccount",
  summary: "Het account van de aangemelde gebruiker verwijderen, bevestigd met het wachtwoord",
  tag: "my-data",
  auth: "bearer",
  body: deleteAccountBodySchema,
  response: deleteAccountResultSchema,
  problems: ["WRONG_PASSWORD", "PASSWORD_HELD_BACK", "PASSWORD_NOT_AVAILABLE"],
});

export const blockCardParamsSchema = z.strictObject({
  cardNumber: z.string().regex(/^\d{13}$/, "Een kaartnummer heeft 13 cijfers."),
});

export const blockCardResultSchema = myDataCardSchema;

/** Blocks one of the caller's cards at once (a lost card); the points stay with the holder. */
export const blockMyCard = defineEndpoint({
  method: "POST",
  path: "/user/cards/:cardNumber/block",
  operationId: "blockMyCard",
  summary: "Een verloren pas van de aangemelde pashouder meteen blokkeren (de punten blijven)",
  tag: "my-data",
  auth: "bearer",
  params: blockCardParamsSchema,
  response: blockCardResultSchema,
  problems: ["NO_CARD", "CARD_NOT_YOURS", "CARD_ALREADY_BLOCKED"],
});
