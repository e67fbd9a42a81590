// The messages feature's server-only entry.
export { loadMessagesPage, loadUnreadCount, messagesAction, type MessagesActionResult, type MessagesPageData } from "./messages.server.ts";
