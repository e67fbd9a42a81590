// The login feature's public entry for pages (browser-safe; server code: index.server.ts).
export { isSignedOutLanding, loginFailureMessage, signedOutMessage } from "./messages.ts";
export { passwordResetUrl } from "./provider-pages.ts";
