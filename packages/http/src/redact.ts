// What must never reach a log line: credentials, tokens, pins, national numbers and full card numbers.
// Two layers: pino `redact` removes known fields from logged objects, and `maskSecrets` rewrites free
// text (URLs, messages, error stacks) before it is written.

/** Query/form/JSON keys whose values are secret. Compared case-insensitively. */
const SECRET_KEY = String.raw`(?:access_token|refresh_token|id_token|token|registration_?token|code|code_verifier|client_secret|password|pass|pin|insz\w*|national_?number|rijksregisternummer|authorization|cookie)`;

const QUERY_PARAM = new RegExp(String.raw`([^A-Za-z0-9_]|^)(${SECRET_KEY})=([^&#\s,;"']*)`, "gi");
const JSON_MEMBER = new RegExp(String.raw`("${SECRET_KEY}"\s*:\s*)("(?:[^"\\]|\\.)*"|\d+)`, "gi");
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** A card number: 13 digits, optionally grouped 4-3-3-3 with spaces, dots or dashes. */
const CARD_NUMBER = /(?<!\d)\d{4}[ .-]?\d{3}[ .-]?\d{3}[ .-]?\d{3}(?!\d)/g;
/** A national register (INSZ) number: 11 digits, optionally written YY.MM.DD-XXX.CC. */
const INSZ = /(?<!\d)\d{2}\.?\d{2}\.?\d{2}[-.]?\d{3}\.?\d{2}(?!\d)/g;

export const REDACTED = "[REDACTED]";

/** Rewrites secrets in free text: secret parameters, bearer/basic credentials, card and national numbers. */
export function maskSecrets(text: string): string {
  return text
    .replace(QUERY_PARAM, (_m, sep: string, key: string) => `${sep}${key}=${REDACTED}`)
    .replace(JSON_MEMBER, (_m, prefix: string) => `${prefix}"${REDACTED}"`)
    .replace(AUTH_SCHEME, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(CARD_NUMBER, (m) => `*********${m.replace(/\D/g, "").slice(-4)}`)
    .replace(INSZ, "***********");
}

/** Object paths pino removes from every log line (see fastifyServerOptions). */
export const redactPaths: string[] = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  ...[
    "access_token",
    "refresh_token",
    "id_token",
    "accessToken",
    "refreshToken",
    "idToken",
    "registrationToken",
    "password",
    "pin",
    "insz",
    "inszNumber",
    "nationalNumber",
    "cardNumber",
    "client_secret",
    "clientSecret",
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];
