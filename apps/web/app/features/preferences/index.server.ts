// The preferences feature's server-only entry.
export { loadPreferences, submitPreferences } from "./preferences.server.ts";
