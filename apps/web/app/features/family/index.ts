// The family feature's public entry for pages (browser-safe; server code: index.server.ts).
export { capsLine, capsNote, CONFIRM_LEAVE, CONFIRM_REMOVE, dutchDay, familyName } from "./family.ts";
