// The inbox on the server: the page's loader (the messages and the unread count), its action ("Openen"
// marks a message read and goes to the page where the holder acts; "Alles gelezen"), and the unread count
// of every holder page's header (the default layout's loader). Plain forms: it works without JavaScript.
import { redirect } from "react-router";
import { countUnreadMessages, listMessages, readAllMessages, readMessage, type MessageList } from "@vtp/contracts/messages";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, currentAuth, type RequestArgs } from "../../server/current.server.ts";
import { messagesCopy } from "../../copy/messages.ts";
import { isAppPath } from "./messages.ts";

export type MessagesPageData = { state: "no-card" } | { state: "ok"; list: MessageList };

export async function loadMessagesPage(args: RequestArgs): Promise<MessagesPageData> {
  try {
    return { state: "ok", list: await callApiAsHolder(args, listMessages, {}) };
  } catch (error) {
    if (problemOf(listMessages, error)?.code === "NO_CARD") return { state: "no-card" };
    throw error;
  }
}

export type MessagesActionResult = { done?: string; error?: string };

export async function messagesAction(args: RequestArgs): Promise<MessagesActionResult | Response> {
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "read-all") {
      await callApiAsHolder(args, readAllMessages, {});
      return { done: messagesCopy.readAllDone };
    }
    const messageId = String(form.get("messageId") ?? "");
    const message = await callApiAsHolder(args, readMessage, { params: { messageId } });
    // The message's page (a path of this app; the database allows nothing else, checked again here).
    return redirect(isAppPath(message.linkPath) ? message.linkPath : new URL(args.request.url).pathname);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.userMessage || messagesCopy.failed };
    throw error;
  }
}

/**
 * The unread count for the header and the profile tab; null for a visitor, and when it cannot be known
 * now (no card, the api unreachable): the page shows without a count rather than fail.
 */
export async function loadUnreadCount(args: RequestArgs): Promise<number | null> {
  if ((await currentAuth(args)) === null) return null;
  try {
    return (await callApiAsHolder(args, countUnreadMessages, {})).unreadCount;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
