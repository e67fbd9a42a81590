// The card registration's public entry for pages and other features (browser-safe; server code: index.server.ts).
export { CardAndBirthDateFields, cardFormIds } from "./fields.tsx";
export { cardOf, registrationMessages } from "./messages.ts";
