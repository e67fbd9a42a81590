// The favourites feature's server-only entry.
export {
  favouritesAction,
  favouriteStateFor,
  loadFavouritesPage,
  starAction,
  type FavouritesActionResult,
  type FavouritesPageData,
  type StarActionResult,
} from "./favourites.server.ts";
