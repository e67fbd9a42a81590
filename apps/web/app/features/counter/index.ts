// The counter feature's public entry for pages (browser-safe; server code: index.server.ts).
export { ActivityChoice, NotStaffNotice, OrganiserChoice } from "./choose.tsx";
export { CounterScreen } from "./counter-screen.tsx";
export { IDENTIFY_FIELD_ID } from "./identify-form.tsx";
export { checkIdentifier } from "./identifier.ts";
export { COUNTER_QUERY, WITHOUT_ACTIVITY } from "./view.ts";
export type { CounterActivity, CounterOrganiser, CounterResult, PassView } from "./view.ts";
