// Dutch copy of card registration: steps 1 and 2 (/uitid-registreren-stap1 and -stap2), the outcome
// screens (card not found, already registered, linked), the mailed link, the status page and the
// forgotten e-mail. `name` is the product name; `card` says whose card ("je pas", "de pas van Anna").
// The messages of the checks themselves are the feature's (features/card-registration/messages.ts).

export const registrationCopy = {
  register: (name: string) => `Registreer je ${name}`,
  login: "Aanmelden",
  linkNoLongerWorks: "Deze link werkt niet meer",
} as const;

export const step1Copy = {
  step: "Stap 1 van 2",
  intro: (name: string) => `Vul het pasnummer in dat op je ${name} staat, en de geboortedatum van de pashouder.`,
  next: "Volgende stap",
  haveAccount: "Heb je al een account? Meld je aan",
  whichEmail: "Welk e-mailadres hoort bij mijn pas?",
} as const;

export const step2Copy = {
  step: "Stap 2 van 2",
  checkMailbox: "Kijk in je mailbox",
  /** Followed by the address in bold and a full stop. */
  sentTo: "We stuurden een mail naar ",
  sentText: (card: string) =>
    `Klik op de link in die mail. Je meldt je aan of maakt je account aan, en daarna koppelen we ${card} meteen aan je account.`,
  noMail: "Geen mail gekregen? Kijk ook bij je spam. De link werkt 24 uur.",
  otherEmail: "Een ander e-mailadres gebruiken",
  /** Followed by the card number in brackets and `found`. */
  foundCard: (card: string) => `We vonden ${card} `,
  found: ". Naar welk e-mailadres mogen we de link sturen? Met die link meld je je aan, of maak je je account aan als je er nog geen hebt.",
  sendLinkingMail: "Stuur me een koppellink",
  email: "E-mailadres",
  send: "Stuur de link",
  backToStep1: "Terug naar stap 1",
} as const;

export const cardNotFoundCopy = {
  heading: (name: string) => `Geen ${name} gevonden`,
  text: (name: string) =>
    `We vonden geen ${name} met dit pasnummer. Kijk het nummer op je pas nog eens na. Heb je nog geen ${name}? Vraag er een aan of koop er een bij een verkooppunt.`,
  retry: "Probeer opnieuw",
  findPointOfSale: "Zoek een verkooppunt",
} as const;

export const alreadyRegisteredCopy = {
  heading: (name: string) => `${name} al geregistreerd`,
  /** Then, when known, `withEmail` and the address in bold; then `end`. */
  text: (name: string) => `Deze ${name} is al geregistreerd`,
  withEmail: "met het e-mailadres ",
  end: ". Meld je aan met dat e-mailadres.",
  forgotPassword: "Wachtwoord vergeten?",
} as const;

export const forgotEmailCopy = {
  heading: "E-mailadres vergeten?",
  /** Followed by the masked address in bold and a full stop. */
  linkedTo: "Je pas is gekoppeld aan het e-mailadres ",
  intro: "Vul je pasnummer en geboortedatum in. We tonen een deel van het e-mailadres waarmee je aanmeldt.",
  show: "Toon mijn e-mailadres",
} as const;

export const confirmCopy = {
  sendLinkingMail: "Stuur me een koppellink",
  toDashboard: "Naar je overzicht",
  welcome: (firstName: string | null) => (firstName ? `Welkom, ${firstName}!` : "Welkom!"),
  /** Followed by the card number in bold. */
  cardNumber: "Pasnummer ",
  saving: "Je spaart nu punten en ziet je voordelen in je overzicht.",
} as const;

export const invitationCopy = {
  startAgain: "Opnieuw beginnen",
} as const;

export const statusCopy = {
  heading: "Status van je registratie",
  none: "Er loopt geen registratie op dit toestel.",
  registered: (cardLabel: string | undefined, maskedEmail: string | null | undefined) =>
    `Je pas (${cardLabel}) is al geregistreerd${maskedEmail ? ` met het e-mailadres ${maskedEmail}` : ""}.`,
  unregistered: (cardLabel: string | undefined) =>
    `Je pas (${cardLabel}) is nog niet geregistreerd. Kies in de volgende stap je e-mailadres.`,
  toStep2: "Naar stap 2",
} as const;
