// The legacy login's server-only entry: the upgrade's action.
export { submitUpgrade } from "./upgrade.server.ts";
