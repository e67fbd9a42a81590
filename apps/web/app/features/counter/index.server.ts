// The counter feature's server-only entry (the loader and action of /balie; the staff's organisers, which
// the back office reads the same way).
export {
  counterAction,
  counterHeaders,
  loadCounter,
  loadStaffOrganisers,
  type CounterPage,
  type StaffOrganiser,
} from "./counter.server.ts";
