// The onboarding's server-only entry.
export { skipOnboarding } from "./onboarding.server.ts";
