// The counter feature's server-only entry (the loader and action of /balie).
export { COUNTER_QUERY, counterAction, counterHeaders, loadCounter, WITHOUT_ACTIVITY, type CounterPage } from "./counter.server.ts";
