// The counter feature's server-only entry (the loader and action of /balie).
export { counterAction, counterHeaders, loadCounter, type CounterPage } from "./counter.server.ts";
