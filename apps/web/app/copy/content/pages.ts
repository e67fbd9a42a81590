// The short texts of the content pages themselves (app/routes/content/): the titles of the terms pages, /start,
// the FAQ page around its questions, and the legal text's frame. `name` is the product name. A sentence with a
// link in it is a list of parts: the page shows the odd parts as the link.

export const termsTitles = {
  general: "Algemene voorwaarden",
  use: "Gebruiksvoorwaarden",
  sale: "Verkoopsvoorwaarden",
} as const;

/** The legal text's frame (shared.tsx). */
export const legalCopy = {
  toc: "Inhoud van deze pagina",
  article: (number: number, title: string) => `Artikel ${number}. ${title}`,
} as const;

export const startPageCopy = {
  title: (name: string) => `Aan de slag met ${name}`,
  lead: "Wat wil je doen? Kies hieronder. Onderaan vind je antwoorden op veelgestelde vragen.",
  entries: {
    login: { title: "Aanmelden", text: "Bekijk je punten, voordelen en kortingen." },
    register: { title: "Pas registreren", text: "Koppel je pas één keer aan je account." },
    find: { title: "Verkooppunt zoeken", text: "Vind een plek in je buurt om je pas te kopen." },
    about: { title: (name: string) => `Wat is ${name}?`, text: "Lees hoe sparen, omruilen en korting werken." },
  },
  quickLinks: "Snel naar",
  faq: "Veelgestelde vragen",
  /** Followed by the contact address as a link and a full stop. */
  notThere: "Staat je vraag er niet bij? Vraag het aan een verkooppunt of mail naar ",
} as const;

export const faqPageCopy = {
  title: "Veelgestelde vragen",
  lead: (name: string) => `Antwoorden op de vragen die we het vaakst krijgen over ${name}. Klik op een vraag om het antwoord te lezen.`,
  themes: "Thema's",
  moreHelp: "Staat je vraag er niet bij?",
  /** Part 1 is the link to the points of sale; followed by the contact address as a link and a full stop. */
  pointOfSale: ["Ga naar een ", "verkooppunt", ": daar helpen ze je graag verder, ook met je pas of de app. Of mail naar "],
  /** Parts 1 and 3 are links to the privacy policy and the cookie statement. */
  privacy: ["Meer over je gegevens lees je in ons ", "privacybeleid", " en in de ", "cookieverklaring", "."],
} as const;
