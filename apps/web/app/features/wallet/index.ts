// The wallet feature's public entry for its pages (browser-safe; server code: index.server.ts).
export { deltaLabel, historyDate, turnsLabel, validUntilLabel } from "./format.ts";
