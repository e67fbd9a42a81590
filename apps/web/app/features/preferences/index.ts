// The preferences feature's public entry for its page (browser-safe; server code: index.server.ts).
export { optinCopy, SAVED, type PreferencesResult } from "./optins.ts";
