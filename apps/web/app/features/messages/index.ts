// The messages feature's public entry (browser-safe; server code: index.server.ts).
export { UnreadBadge } from "./unread-badge.tsx";
export { isAppPath } from "./messages.ts";
