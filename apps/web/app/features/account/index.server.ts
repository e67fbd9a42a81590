// The account feature's server-only entry (loaders and actions).
export { loadProfile, submitProfileForm } from "./profile.server.ts";
