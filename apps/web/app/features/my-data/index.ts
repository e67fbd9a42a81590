// The my-data feature's public entry for its pages (browser-safe; server code: index.server.ts).
export { MyDataView } from "./my-data-view.tsx";
