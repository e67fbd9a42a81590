// Pages of the web app that the identity provider and the api link or redirect to. Those two must not
// import apps/web, so the paths they share with it live here, once. The web's route table
// (apps/web/app/route-table.ts) takes these same constants as the paths of these pages, and its test
// checks that `pathTo(id, slug)` gives exactly these strings for every product slug.
//
// Keys are the web's route ids (the spec's route names). Only pages whose path does not depend on the
// product slug belong here; everything else is the route table's alone. Also here: `locationSlug`, the
// `{name}` segment the api and the web both put in a location's or an activity's path (no zod in this module,
// so a page that only links there loads no schemas).

export const webPaths = {
  /** The home page; the provider's "back to the site" links and its logout return here. */
  index: "/",
  /** The login (`/aanmelden-uitid`): the provider's pages link back to it, its logout may return to it. */
  "login-uitid": "/aanmelden-uitid",
  /** Where the provider sends the authorization code (the web client's only redirect URI). */
  callback: "/callback",
  /** "E-mailadres vergeten?" on the provider's login and reset pages. */
  forgot_email: "/email-vergeten",
  /** The link in the api's mail of registration step 2, with `?token=`. */
  "register-invitation": "/uitid-koppelen",
  /** Where the government login (eID / itsme, or its stand-in) returns to the online request. */
  "online-request-government-callback": "/online-aanvraag/overheid-callback",
  /** The status page of an online request; the confirmation mail links it with `?bestelling=&code=`. */
  "online-request-status": "/online-aanvraag/status",
  /** The link of the "verder gaan" mail, with `?code=`: resume the online request in any browser. */
  "online-request-resume": "/online-aanvraag/verder-gaan",
  /** Where the payment provider sends the visitor back, with `?bestelling=`. */
  "online-request-payment-return": "/online-aanvraag/betaling",
  /** The link in the mail to a new family member, with `?token=`: leave the family without logging in. */
  "undo-family": "/undo-family",
  /** Saving points (`/sparen`): an activity's check-in codes are `?code=<signed code>` on it (decision 0040). */
  save: "/sparen",
  /** Pages the holder's messages link to (decision 0049): the inbox, the dashboard, the pass, the family, the rewards' search. */
  messages: "/berichten",
  dashboard: "/overzicht",
  card: "/pas",
  family: "/profiel/gezin",
  "search-discounts": "/voordelen-zoeken",
  /** The link in a staff invitation's mail, with `?token=`: signed in with the invited address, the page accepts it (decision 0047). */
  "staff-invitation": "/medewerker-uitnodiging",
} as const;

export type SharedWebPage = keyof typeof webPaths;

/** Pages of the embedded identity provider that the web app links to (the provider serves them). */
export const providerPaths = {
  /** "Wachtwoord vergeten?": the web's password reset link goes here while the provider is embedded. */
  forgotPassword: "/idp/wachtwoord-vergeten",
} as const;

/**
 * The `{name}` of a location's or an activity's page path: the name in lower case ASCII, words joined by dashes.
 * Here, without zod, so that a page that only links to such a page does not load the contracts' schemas.
 */
export function locationSlug(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "locatie" : slug;
}
