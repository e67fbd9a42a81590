// The card registration's server-only entry: the steps' loaders and actions, where the legacy upgrade
// joins (afterStatus), and the registration cookie the login clears.
export {
  afterStatus,
  followInvitation,
  lookupForgottenEmail,
  readRegistration,
  requireRegistration,
  submitStep1,
  submitStep2,
  type Step2Result,
} from "./registration.server.ts";
export { clearRegistrationCookie } from "./registration-state.server.ts";
