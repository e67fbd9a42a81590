// The online request's server-only entry: the steps' loaders and actions, the government login's
// callback, the payment return, the status page, resume and close.
export { closeAction, resumeAction, startAction, startLoader, statusAction, statusLoader } from "./status.server.ts";
export {
  emailAction,
  emailLoader,
  familyAction,
  familyLoader,
  governmentCallback,
  outcomeAction,
  outcomeLoader,
  personAction,
  personLoader,
  regionAction,
  regionLoader,
  socialTariffAction,
  socialTariffLoader,
  type StepResult,
} from "./wizard.server.ts";
export { installLoader, passwordAction, passwordLoader, paymentAction, paymentLoader, paymentReturnLoader } from "./checkout.server.ts";
