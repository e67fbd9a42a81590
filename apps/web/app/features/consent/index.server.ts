// The consent feature's server-only entry: plain TypeScript that Node loads as it is (apps/web/server):
// the cookie and its canonical form, the key of the render-once cache.
export { COOKIE_ACCEPTED, consentRenderKey } from "./consent.ts";
