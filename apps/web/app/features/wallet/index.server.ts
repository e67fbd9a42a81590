// The wallet feature's server-only entry.
export { loadCoupons, loadHistory, loadMemberships } from "./wallet.server.ts";
