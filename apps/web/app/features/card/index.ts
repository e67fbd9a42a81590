// The card feature's public entry for pages (browser-safe; server code: index.server.ts).
export { holderCard, type HolderCard } from "./card.ts";
