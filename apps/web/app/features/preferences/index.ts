// The preferences feature's public entry for its page (browser-safe; server code: index.server.ts).
export { MAIL_FIELD, mailChosen, PUSH_FIELD, QUIET_FIELDS, RECORDED_ONLY, type PreferencesResult } from "./optins.ts";
export { PushButton } from "./push-button.tsx";
