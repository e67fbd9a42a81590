// Dutch navigation labels, from one place.
export const navLabels = {
  login: "Aanmelden",
  logout: "Afmelden",
  card: "Mijn pas",
  map: "Kaart",
  save: "Sparen",
  wallet: "Voordelen",
  profile: "Profiel",
  activities: "Activiteiten",
  buy: "Koop je pas",
  about: "Wat is {product}?",
  exchangePoints: "Punten omruilen",
  discounts: "Kortingen",
  memberships: "Lidmaatschappen",
  history: "Geschiedenis",
  favourites: "Bewaard",
  partner: "Partner worden",
  questions: "Vragen",
  contact: "Contact",
  find: "Waar vind je de {product}?",
  searchDiscounts: "Voordelen zoeken",
  terms: "Algemene voorwaarden",
  termsUse: "Gebruiksvoorwaarden",
  termsSale: "Verkoopsvoorwaarden",
  privacy: "Privacy",
  cookies: "Cookies",
  cookieSettings: "Cookie-instellingen",
  accessibility: "Toegankelijkheid",
  myCardData: "Mijn pasgegevens",
  myFamily: "Mijn gezin",
  myPreferences: "Mijn voorkeuren",
  myData: "Mijn gegevens",
  messages: "Berichten",
  info: "Info",
  home: "Startpagina",
  dashboard: "Mijn overzicht",
  account: "Account",
  menu: "Menu",
  skipLink: "Naar de inhoud",
  installIos: "iPhone en iPad",
  installAndroid: "Android",
} as const;

export type NavLabel = keyof typeof navLabels;

/** A label with `{product}` filled in. */
export function navLabel(key: NavLabel, productName: string): string {
  return navLabels[key].replaceAll("{product}", productName);
}

/** The footer's install links: they open the install page (the app is a web app, in no store). */
export const footerAppsCopy = {
  title: (productName: string) => `De ${productName}-app`,
  installOn: "Installeer de app op",
} as const;
