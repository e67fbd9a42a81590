// The login feature's server-only entry: start a login (also from the card registration and the online
// request), the callback, the logout, and the callback URL the provider knows.
export { beginLogin, endSessionOfDeletedAccount, handleCallback, performLogout, takeRegistrationOutcome } from "./login.server.ts";
export { redirectUri } from "./oidc.server.ts";
