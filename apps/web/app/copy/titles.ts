// Page titles per route name (Dutch). `{product}` is replaced by the configured product name.
// Every page gets the suffix " | {product}" (see pageTitle).

export const titles: Record<string, string> = {
  index: "Spaar- en voordelenpas voor vrije tijd",
  about: "Wat is {product}?",
  find: "Waar vind je de {product}?",
  find_activities: "Activiteiten van deze locatie",
  activities: "Activiteiten in de regio",
  "supra-local": "Bovenlokaal aanbod",
  search_discounts: "Voordelen zoeken",
  partner: "Partner worden",
  "terms-general": "Algemene voorwaarden",
  "terms-use": "Gebruiksvoorwaarden",
  "terms-sale": "Verkoopsvoorwaarden",
  privacy: "Privacybeleid",
  cookies: "Cookieverklaring",
  "install-app": "Installeer de app",
  start: "Aan de slag met {product}",
  faq: "Veelgestelde vragen",
  accessibility: "Toegankelijkheidsverklaring",
  styleguide: "Stijlgids",
  error: "Er is een fout opgetreden",
  "404": "Pagina niet gevonden",
  login: "Aanmelden",
  "login-uitid": "Aanmelden",
  login_uitid_choice: "Kies hoe je aanmeldt",
  forgot: "Pincode vergeten",
  forgot_email: "E-mailadres vergeten",
  register: "Registreren",
  "register-confirm": "Registratie bevestigen",
  "register-uitid-step1": "Registreer je {product} (stap 1 van 2)",
  "register-uitid-step2": "Registreer je {product} (stap 2 van 2)",
  "register-invitation": "Koppel je {product}",
  "uitid-upgrade": "Account upgraden",
  "uitid-status": "Status van je registratie",
  callback: "Aanmelden",
  logout: "Afmelden",
  onboarding: "Welkom bij {product}",
  not_found_card: "Geen {product} gevonden",
  already_registered: "{product} al geregistreerd",
  "undo-family": "Gezin verlaten",
  online_request: "{product} online aanvragen",
  "online-request-region": "Je gemeente (stap 1 van 8)",
  "online-request-email": "Je e-mailadres (stap 2 van 8)",
  "online-request-social-tariff": "Kansentarief (stap 3 van 8)",
  "online-request-social-tariff-outcome": "Kansentarief nakijken (stap 3 van 8)",
  "online-request-person": "Je gegevens (stap 4 van 8)",
  "online-request-family": "Je gezin (stap 5 van 8)",
  "online-request-payment": "Overzicht en betalen (stap 6 van 8)",
  "online-request-payment-return": "Je betaling",
  "online-request-password": "Je wachtwoord (stap 7 van 8)",
  "online-request-install": "Installeer de app (stap 8 van 8)",
  "online-request-status": "Status van je aanvraag",
  "online-request-resume": "Ga verder met je aanvraag",
  "online-request-stop": "Aanvraag stoppen?",
  dashboard: "Overzicht",
  card: "Mijn pas",
  wallet: "Punten omruilen",
  "wallet-discounts": "Kortingen",
  "wallet-memberships": "Lidmaatschappen",
  "points-history": "Puntengeschiedenis",
  profile: "Mijn pasgegevens",
  "profile-family": "Mijn gezin",
  "profile-settings": "Mijn voorkeuren",
  messages: "Berichten",
  "my-data": "Mijn gegevens",
  "my-data-download": "Mijn gegevens downloaden",
  "account-deleted": "Je account is verwijderd",
  scan: "Punten sparen",
  "scan-scannen": "Scan de QR-code",
  "scan-result": "Mijn punten",
  counter: "Balie",
  "cashin-cashin-discounts": "Voordeel omruilen",
  "cashin-cashin-success": "Voordeel omgeruild",
  map: "Waar vind je de {product}?",
  "map-id": "Locatie",
  "map-activities": "Activiteiten van deze locatie",
};

/** The page title with the locale suffix, e.g. "Partner worden | UiTPAS". Undefined for unknown names. */
export function pageTitle(name: string, productName: string): string | undefined {
  const title = titles[name];
  if (title === undefined) return undefined;
  const filled = title.replaceAll("{product}", productName);
  return `${filled} | ${productName}`;
}

/** The page description of the product as a saving and benefit card for leisure activities. */
export function productDescription(productName: string): string {
  return `${productName} is de spaar- en voordelenpas voor vrije tijd in Vlaanderen: spaar punten bij cultuur, sport en jeugdwerk, ruil ze om voor voordelen en geniet van kortingen, ook met kansentarief.`;
}
