// The favourites feature's public entry (browser-safe; server code: index.server.ts).
export { StarToggle } from "./star-toggle.tsx";
export { favouritePath, groupFavourites } from "./favourites.ts";
