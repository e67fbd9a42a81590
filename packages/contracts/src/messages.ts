// The holder's inbox (issue 23, decision 0049): every message the product sends a holder lands here,
// whatever else is sent (a mail only where the opt-ins say so). Not in the spec; the feature's name in
// every layer is `messages` (api modules/messages, web features/messages), "Berichten" on screen.
import { z } from "zod";
import { MESSAGE_TOPICS } from "./message-topics.ts";
import { defineEndpoint } from "./endpoint.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const messageSchema = z.object({
  id: z.uuid(),
  topic: z.enum(MESSAGE_TOPICS),
  title: z.string(),
  body: z.string(),
  /** A path of the web app where the holder acts on it (a page of the route table). */
  linkPath: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** null while unread. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** The newest messages first (at most MESSAGES_SHOWN) and how many of all are unread. */
export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  unreadCount: z.number().int().min(0),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How many messages the inbox shows (the newest). */
export const MESSAGES_SHOWN = 100;

export const messageParamsSchema = z.object({ messageId: z.uuid() });

/** Problem codes of the inbox, owned here and spread into the catalogue (problem.ts). */
export const messageProblemCodes = {
  MESSAGE_NOT_FOUND: {
    status: 404,
    title: "No such message in this holder's inbox",
    nl: "Dit bericht vonden we niet in je berichten.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

export const listMessages = defineEndpoint({
  method: "GET",
  path: "/user/messages",
  operationId: "listMessages",
  summary: "De berichten van de aangemelde pashouder, nieuwste eerst, met het aantal ongelezen",
  tag: "messages",
  auth: "bearer",
  response: messageListSchema,
  problems: ["NO_CARD"],
});

/** Only the count (every holder page's header asks it). */
export const countUnreadMessages = defineEndpoint({
  method: "GET",
  path: "/user/messages/unread-count",
  operationId: "countUnreadMessages",
  summary: "Het aantal ongelezen berichten van de aangemelde pashouder",
  tag: "messages",
  auth: "bearer",
  response: unreadCountSchema,
  problems: ["NO_CARD"],
});

/** Opening a message marks it read (once: the first time stays); answers the message. */
export const readMessage = defineEndpoint({
  method: "POST",
  path: "/user/messages/:messageId/read",
  operationId: "readMessage",
  summary: "Een bericht openen: het is vanaf nu gelezen",
  tag: "messages",
  auth: "bearer",
  params: messageParamsSchema,
  response: messageSchema,
  problems: ["NO_CARD", "MESSAGE_NOT_FOUND"],
});

export const readAllMessages = defineEndpoint({
  method: "POST",
  path: "/user/messages/read",
  operationId: "readAllMessages",
  summary: "Alle berichten van de aangemelde pashouder als gelezen markeren",
  tag: "messages",
  auth: "bearer",
  response: unreadCountSchema,
  problems: ["NO_CARD"],
});
