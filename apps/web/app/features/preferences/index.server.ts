// The preferences feature's server-only entry.
export { changePushSubscription, loadPreferences, submitPreferences } from "./preferences.server.ts";
