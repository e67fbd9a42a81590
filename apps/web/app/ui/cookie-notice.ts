// The cookie notice's own cookie (spec §4: kept about 97 years once the notice is closed). Plain .ts so
// the host (apps/web/server, run by Node without a bundler) can read the name too.
export const COOKIE_ACCEPTED = "cookie-accepted";
/** About 97 years, in seconds (spec §9). */
export const COOKIE_ACCEPTED_MAX_AGE = 3_122_064_000;
