// Dutch copy of the online request: the wizard's pages, the outcome screens of steps 1 and 3, the payment messages and the
// status page. Plain language (B1), no information by colour alone.
import { formatEuro } from "./format.ts";
import type { PaymentStatus, SocialTariffOutcome } from "@vtp/contracts/online-request/common";

/** The one primary action of an outcome screen; the other ways on are secondary. */
export type OutcomePrimary = "next" | "regular" | "point-of-sale" | "retry" | "login";

export interface OutcomeCopy {
  title: string;
  /** What happened, in one or two short sentences. */
  text: string;
  /** What the visitor can do now. */
  next?: string;
  /** A refusal: "opnieuw proberen" and "ga naar een verkooppunt" are offered (spec). */
  refusal: boolean;
  /** Going on without the social tariff is possible. */
  regularPossible: boolean;
  primary: OutcomePrimary;
}

/**
 * The seven outcome screens of step 3. `region` is the card system chosen at step 1 ("UiTPAS Dender"),
 * `municipality` the municipality chosen there.
 */
export function socialTariffOutcomeCopy(
  outcome: SocialTariffOutcome,
  region: string,
  municipality: string,
  productName: string,
): OutcomeCopy {
  switch (outcome) {
    case "CONFIRMED":
      return {
        title: "Je hebt recht op kansentarief",
        text: `De overheid bevestigt het: je ${productName} krijgt het kansentarief. Je pas kost minder en je krijgt tot 80% korting bij activiteiten die meedoen.`,
        refusal: false,
        regularPossible: false,
        primary: "next",
      };
    case "NOT_IN_REGION":
      return {
        title: `Je gemeente doet niet mee met ${productName}`,
        text: `Volgens de overheid woon je in een gemeente die niet meedoet met ${productName}. Kansentarief krijg je alleen in de gemeente waar je woont.`,
        next: "Vraag bij het OCMW of het sociaal huis van je gemeente welke korting er voor jou is. Of ga naar een verkooppunt: daar helpen ze je verder.",
        refusal: true,
        regularPossible: false,
        primary: "point-of-sale",
      };
    case "RESIDENCE_NOT_IN_REGION":
      return {
        title: `Je woont niet in de regio van ${region}`,
        text: `Je koos ${municipality}. Volgens de overheid woon je in een gemeente die niet bij ${region} hoort. Kansentarief krijg je alleen in de regio waar je woont.`,
        next: "Kies met 'Opnieuw proberen' de gemeente waar je woont. Of vraag je pas aan bij een verkooppunt. Je kan hier ook een pas zonder kansentarief aanvragen.",
        refusal: true,
        regularPossible: true,
        primary: "retry",
      };
    case "NOT_IN_CITY":
      return {
        title: "Kansentarief kan je hier niet online aanvragen",
        text: `In ${municipality} vraag je een ${productName} met kansentarief aan bij een verkooppunt. Daar helpen ze je persoonlijk.`,
        next: "Een pas zonder kansentarief kan je wel online aanvragen, maar dan krijg je geen korting van het kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "point-of-sale",
      };
    case "NOT_ALLOWED":
      return {
        title: "Je hebt geen recht op kansentarief",
        text: "Volgens de gegevens van de overheid heb je nu geen recht op kansentarief.",
        next: "Denk je dat dit niet klopt? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook verder met een pas zonder kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "regular",
      };
    case "MAYBE_NOT_ALLOWED":
      return {
        title: "Je hebt waarschijnlijk geen recht op kansentarief",
        text: "We vonden bij de overheid geen kansentarief op jouw naam.",
        next: "Twijfel je? Vraag het na bij je ziekenfonds of bij een verkooppunt. Je kan ook gewoon verder met een pas zonder kansentarief.",
        refusal: true,
        regularPossible: true,
        primary: "regular",
      };
    case "ALREADY_HAS_CARD":
      return {
        title: `Je hebt al een ${productName}`,
        text: `Volgens onze gegevens heb je al een ${productName}. Iedereen kan maar één pas hebben.`,
        next: `Meld je aan om je pas in de app te gebruiken. Ben je je pas kwijt? Ga naar een verkooppunt voor een nieuwe.`,
        refusal: true,
        regularPossible: false,
        primary: "login",
      };
  }
}

/** The message of step 6 after a payment that did not go through (spec: "payment failed"). */
export function paymentMessage(status: PaymentStatus | null): { kind: "danger" | "warning" | "info"; text: string } | undefined {
  switch (status) {
    case "FAILED":
      return { kind: "danger", text: "De betaling is mislukt. Er werd niets aangerekend. Probeer opnieuw: je gegevens zijn bewaard." };
    case "CANCELLED":
      return {
        kind: "warning",
        text: "Je hebt de betaling geannuleerd. Er werd niets aangerekend. Je kan opnieuw betalen wanneer je wil.",
      };
    case "EXPIRED":
      return { kind: "warning", text: "De betaling is verlopen. Er werd niets aangerekend. Probeer opnieuw." };
    case "OPEN":
      return { kind: "info", text: "Je betaling is nog niet afgerond." };
    default:
      return undefined;
  }
}

export const statusStepCopy = {
  payment: { title: "Betaling", done: "Betaald", current: "Wacht op je betaling", todo: "Nog te betalen", stopped: "Geannuleerd" },
  account: {
    title: "Account",
    done: "Je account is klaar",
    current: "Maak je account aan",
    todo: "Na de betaling",
    stopped: "Niet nodig: de aanvraag is stopgezet",
  },
  card: {
    title: "Pas klaar",
    done: "Je pas staat in de app",
    current: "Bijna klaar",
    todo: "Na je account",
    stopped: "Er komt geen pas: de aanvraag is stopgezet",
  },
} as const;

export const genderOptions = [
  { value: "FEMALE", label: "Vrouw" },
  { value: "MALE", label: "Man" },
  { value: "X", label: "X (anders, of liever niet gezegd)" },
] as const;

/** Step 3's answers, each with what it leads to. */
export const socialTariffAnswers = [
  {
    value: "YES",
    label: "Ja",
    hint: "We kijken het na bij de overheid. Je meldt je aan met je eID of met itsme. Je gegevens vullen we dan meteen voor je in.",
  },
  { value: "NO", label: "Nee", hint: "Je vraagt een pas aan zonder kansentarief." },
  {
    value: "UNSURE",
    label: "Ik weet het niet",
    hint: "We kijken het voor je na bij de overheid. Je meldt je aan met je eID of met itsme. Heb je geen recht? Dan ga je gewoon verder zonder kansentarief.",
  },
] as const;

export const priceCategoryLabels = {
  RESIDENT_ADULT: "inwoner, 18 jaar of ouder",
  RESIDENT_CHILD: "inwoner, jonger dan 18",
  NON_RESIDENT_ADULT: "geen inwoner van de regio, 18 jaar of ouder",
  NON_RESIDENT_CHILD: "geen inwoner van de regio, jonger dan 18",
  SOCIAL_TARIFF: "kansentarief",
  VOUCHER: "met kortingscode",
} as const;

/** "€ 3,00", "gratis". */
export function euro(amount: number): string {
  return amount === 0 ? "gratis" : formatEuro(amount);
}

// The wizard's pages (apps/web/app/routes/online-request/). `name` is the product name. A sentence with a
// link or bold words in it is a list of parts: the page shows the odd parts as the link or in bold.

/** Said on every step. */
export const wizardCopy = {
  next: "Volgende stap",
  back: "Vorige stap",
  toDashboard: "Naar mijn overzicht",
  login: "Aanmelden",
  pointOfSale: "Ga naar een verkooppunt",
  email: "E-mailadres",
  name: "Naam",
  address: "Adres",
} as const;

export const startCopy = {
  heading: (name: string) => `Vraag je ${name} online aan`,
  lead: "In een paar stappen vraag je een pas aan voor jezelf en je gezin. Een pas kost maximaal 5 euro. Met kansentarief betaal je minder, en kinderen zijn vaak gratis.",
  begun: "Je was al begonnen",
  begunText: "Je gegevens zijn bewaard. Ga verder waar je was, of begin opnieuw.",
  resume: "Ga verder met je aanvraag",
  startAgain: "Opnieuw beginnen",
  start: "Begin je aanvraag",
  needs: "Wat heb je nodig?",
  needsList: [
    "je e-mailadres;",
    "het rijksregisternummer van iedereen die een pas krijgt (op de achterkant van de identiteitskaart of de Kids-ID);",
    "voor kansentarief: je eID met kaartlezer, of de app itsme;",
    "een betaalkaart of bankapp om te betalen.",
  ],
  howItGoes: "Zo gaat het",
  where: "Waar kan het al?",
  whereText: "Online aanvragen kan voorlopig enkel in deze gemeenten. Woon je ergens anders? Koop je pas dan aan een verkooppunt.",
  nowhere: "Op dit moment kan je nergens een pas online aanvragen.",
  what: (regular: boolean, socialTariff: boolean) =>
    regular && socialTariff
      ? "Gewoon tarief en kansentarief"
      : regular
        ? "Enkel gewoon tarief (kansentarief aan een verkooppunt)"
        : "Enkel kansentarief",
  /** After a city that offers only the regular tariff online, in a region that offers the social tariff. */
  noSocialTariffOnline: " – geen kansentarief online",
  findPointOfSale: "Vind een verkooppunt",
} as const;

export const regionCopy = {
  heading: "Waar woon je?",
  lead: (name: string) => `Vul je postcode in. Zo weten we bij welke regio je ${name} hoort en wat je online kan aanvragen.`,
  availability: {
    ALL: "Online aanvragen kan, ook met kansentarief.",
    REGULAR: "Online aanvragen kan, maar kansentarief vraag je aan bij een verkooppunt.",
    SOCIALTARIFF: "Online kan je hier enkel een pas met kansentarief aanvragen.",
    NONE: "Hier kan je (nog) geen pas online aanvragen.",
    NO_REGION: "Deze gemeente doet niet mee.",
  },
  whereOnline: "Bekijk waar online aanvragen al kan",
  abroad: "Je woont in het buitenland",
  abroadText:
    "Online aanvragen kan enkel voor wie in een gemeente woont die meedoet. Ga naar een verkooppunt in de regio waar je een pas wil.",
  noRegion: "Je gemeente hoort niet bij een regio",
  noRegionText: (name: string) =>
    `Je gemeente doet (nog) niet mee met ${name}. Online een pas aanvragen kan alleen als je woont in een gemeente die meedoet. Aan een verkooppunt helpen ze je verder.`,
  notOnline: (municipality: string) => `In ${municipality} kan je geen pas online aanvragen`,
  notOnlineText: (municipality: string, cardSystem: string | undefined) =>
    `${cardSystem ? `${municipality} hoort bij ${cardSystem}, maar neemt nog geen online aanvragen aan.` : `${municipality} doet niet mee.`} Koop je pas aan een verkooppunt.`,
  postalCode: "Postcode",
  postalCodeHint: "4 cijfers. Woon je in het buitenland? Vul 0000 in.",
  lookup: "Zoek gemeente",
  chooseMunicipality: "Kies je gemeente",
  required: " (verplicht)",
  unknownPostalCode: (postalCode: string | undefined) => `We kennen geen gemeente met postcode ${postalCode ?? ""}. Kijk de postcode na.`,
  /** Followed by the municipality in bold and the card system in brackets. */
  youChose: "Je koos ",
} as const;

export const emailStepCopy = {
  heading: "Wat is je e-mailadres?",
  lead: (name: string) =>
    `We sturen je een bevestiging van je aanvraag en een link om later verder te gaan. Met dit adres meld je je straks aan in de ${name}-app.`,
  hasCard: (name: string) => `Aan je account is al een ${name} gekoppeld`,
  hasCardText:
    "Je kan maar één pas hebben. Wil je een pas voor je kind of je partner? Dan vraagt die de pas aan met een eigen e-mailadres, of jij voegt je gezin toe in je profiel.",
  existing: "Je hebt al een account",
  /** Around the address. */
  existingText: ["Er bestaat al een account met ", ". Meld je aan om verder te gaan: je aanvraag blijft bewaard."],
  otherAddress: "Of gebruik hieronder een ander e-mailadres.",
  /** The contact address versus the login address, told as in the profile (issue 22 §6). */
  emailHint:
    "We sturen je berichten ook naar dit adres. In je profiel kan je later een ander adres voor berichten kiezen; aanmelden doe je altijd met dit adres.",
} as const;

export const personStepCopy = {
  heading: "Je gegevens",
  lead: (name: string) => `Deze gegevens komen op je ${name}. We gebruiken ze enkel voor je pas en de voordelen.`,
  fromGovernment: "Van je aanmelding bij de overheid",
  insz: "Rijksregisternummer",
  gender: "Geslacht",
  birthDate: "Geboortedatum",
  inszKept: (lastDigits: string) => `Je rijksregisternummer is bewaard (eindigt op ${lastDigits}). Laat het veld leeg om het te houden.`,
  /** Whose fields these are, in the fields' labels ("je voornaam"). */
  who: "je",
  contact: "Contact",
  change: "Wijzig",
  consent: "Toestemming",
  /** Parts 1 and 3 are links to the privacy statement and the terms of use. */
  privacyConsent: ["Ik ga akkoord met de ", "privacyverklaring", " en de ", "gebruiksvoorwaarden", "."],
  promotionalConsent: "Stuur me nieuws over activiteiten en voordelen in mijn regio.",
  promotionalConsentHint: "Niet verplicht. Je kan het altijd aanpassen in je profiel.",
  parentalConsent: "Ik ben jonger dan 18 en mijn ouder of voogd geeft toestemming.",
  parentalConsentHint: "Enkel nodig als je jonger bent dan 18.",
} as const;

export const socialTariffStepCopy = {
  heading: "Heb je recht op kansentarief?",
  lead: "Kansentarief is een korting voor mensen met een laag inkomen. Met kansentarief kost je pas minder en krijg je tot 80% korting bij activiteiten die meedoen.",
  who: "Wie heeft er recht op?",
  whoList: [
    "Je krijgt van je ziekenfonds een verhoogde tegemoetkoming. Dan betaal je ook minder bij de dokter en de apotheek.",
    "Of je krijgt hulp om je schulden af te betalen (schuldbemiddeling).",
  ],
  atPointOfSale: (municipality: string) =>
    `In ${municipality} vraag je kansentarief aan bij een verkooppunt. Online kan je hier een pas zonder kansentarief aanvragen.`,
  answer: "Kies je antwoord",
} as const;

export const outcomePageCopy = {
  /** The municipality when step 1 has none. */
  yourMunicipality: "je gemeente",
  loginWithCard: (name: string) => `Meld je aan met je ${name}`,
  regular: "Verder zonder kansentarief",
  retry: "Opnieuw proberen",
  refused: "Niet mogelijk",
  confirmed: "Bevestigd",
  children: "Kinderen",
  childrenText: (names: string) => `${names}: je kan ze bij stap 5 met één klik toevoegen.`,
} as const;

export const paymentStepCopy = {
  heading: "Overzicht en betalen",
  lead: "Kijk alles na. Een pas kost maximaal 5 euro; de prijs hangt af van je leeftijd, je woonplaats en het kansentarief.",
  continuePayment: "Ga verder met je betaling",
  region: "Regio",
  phone: "Telefoon",
  priceTable: "De prijs per pas",
  cardFor: "Pas voor",
  price: "Prijs",
  total: "Totaal",
  changeDetails: "Gegevens wijzigen",
  changeFamily: "Gezin wijzigen",
  /** Part 1 is the link to the terms of sale. */
  termsConsent: ["Ik ga akkoord met de ", "verkoopsvoorwaarden", "."],
  confirm: "Bevestigen",
  payAgain: (amount: string) => `Opnieuw betalen (${amount})`,
  pay: (amount: string) => `Betalen (${amount})`,
  securePage: "Je gaat naar een beveiligde betaalpagina. Daarna kom je hier terug.",
  calculated: (name: string) => `Alle prijzen zijn berekend door ${name} op basis van de prijzen van je regio.`,
} as const;

export const paymentReturnCopy = {
  heading: "We verwerken je betaling",
  text: "Is je betaling gelukt? Dan krijg je binnen enkele minuten een mail met de bevestiging en een link om je aanvraag te volgen.",
  status: "Bekijk de status van je aanvraag",
} as const;

export const passwordStepCopy = {
  heading: (link: boolean) => (link ? "Koppel je pas aan je account" : "Kies een wachtwoord"),
  /** Followed by the address and a full stop. */
  paid: (several: boolean) =>
    `Bedankt! Je aanvraag is betaald. ${several ? "De passen zijn" : "Je pas is"} aangemaakt. We stuurden een bevestiging naar `,
  /** Around the address. */
  signedIn: ["Je bent aangemeld met ", ". Koppel je nieuwe pas aan je account, dan zie je hem meteen in de app."],
  existing: ["Meld je aan met ", ". Daarna koppelen we je nieuwe pas aan je account."],
  newAccount: (name: string) =>
    `Met een wachtwoord maak je je ${name}-account. Daarmee meld je je aan in de app en zie je je pas, je punten en je voordelen.`,
  newAccountSteps: [
    "Je kiest een wachtwoord. Je e-mailadres en je naam zijn al ingevuld.",
    "We sturen je een mail: klik op de link om je e-mailadres te bevestigen.",
    "Je komt hier terug en je pas staat in je account.",
  ],
  link: "Pas koppelen",
  choosePassword: "Wachtwoord kiezen",
} as const;

export const installStepCopy = {
  heading: "Je pas is klaar",
  ready: (name: string) => `Je ${name} staat in je account. Zet de app op je startscherm: zo heb je je pas altijd bij.`,
  android: "Android",
  /** Each step's odd parts are in bold. */
  androidSteps: [
    ["Open deze website in Chrome."],
    ["Tik rechtsboven op het menu: de drie puntjes."],
    ["Tik op ", "Toevoegen aan startscherm", " of ", "App installeren", "."],
  ],
  ios: "iPhone en iPad",
  iosSteps: [
    ["Open deze website in Safari."],
    ["Tik op de ", "Deel-knop", ": een vierkantje met een pijl naar boven."],
    ["Kies ", "Zet op beginscherm", " en tik op ", "Voeg toe", "."],
  ],
  moreAboutApp: "Meer uitleg over de app",
} as const;

export const resumeCopy = {
  heading: "Ga verder met je aanvraag",
  invalid: "Deze link werkt niet (meer). Een aanvraag blijft 14 dagen bewaard. Begin opnieuw: het duurt maar een paar minuten.",
  startAgain: "Begin opnieuw",
  kept: "Je gegevens zijn bewaard. Ga verder waar je was, op dit toestel.",
  resume: "Ga verder",
} as const;

/**
 * Stopping the request (issue 22): the header's control never says "Sluiten", the cookie notice's word,
 * and asks first: a dialog where JavaScript runs, the page /online-aanvraag/stoppen without.
 */
export const stopCopy = {
  /** The header's control on every page of the request but the last step. */
  control: "Aanvraag stoppen",
  /** The header's control on the install step: the request is done, nothing is wiped. */
  done: "Klaar",
  question: "Aanvraag stoppen?",
  consequence: "Wat je invulde, wordt gewist.",
  stop: "Stoppen",
  continue: "Verder invullen",
} as const;

export const statusPageCopy = {
  heading: "Status van je aanvraag",
  /** The word beside each tracker step's icon. */
  states: { done: "Klaar", current: "Nu bezig", todo: "Nog niet", stopped: "Gestopt" },
  linkSent: "Is er een aanvraag met dit nummer? Dan sturen we een nieuwe link naar het e-mailadres van die aanvraag.",
  /** A link replaced by a newer one (a new link was mailed since), or mistyped. */
  linkInvalid:
    "Deze link werkt niet meer. Gebruik de nieuwste link uit je mail, of vraag een nieuwe link aan: we mailen hem naar het adres van je aanvraag.",
  newLink: "Stuur me een nieuwe link",
  openTheLink: "Open de link uit de bevestigingsmail van je aanvraag om de status te zien.",
  request: "Een pas online aanvragen",
  cards: (count: number) => (count === 1 ? "1 pas" : `${count} passen`),
  /** Followed by the masked address. */
  requestedWith: " · aangevraagd met ",
  cancelled: "Deze aanvraag werd geannuleerd. Er werd niets aangerekend.",
  cardsHeading: "Passen",
  inProgress: "in aanmaak",
  createAccount: "Maak je account aan",
  loginInApp: (name: string) => `Meld je aan in de ${name}-app`,
} as const;

export const familyStepCopy = {
  under16Heading: "Je vraagt een pas voor jezelf aan",
  under16Lead: "Wie jonger is dan 16 kan geen gezinsleden toevoegen. Je kan wel gewoon verder met je eigen pas.",
  heading: "Wie krijgt nog een pas?",
  lead: "Vraag meteen een pas aan voor je gezin. Je gezinsleden sparen dan samen met jou. Niemand toevoegen? Ga gewoon verder.",
  caps: (adults: string, children: string) => `Een gezin telt maximaal ${adults} en ${children} (jezelf meegeteld).`,
  adults: (n: number) => `${n} ${n === 1 ? "volwassene" : "volwassenen"}`,
  children: (n: number) => `${n} ${n === 1 ? "kind" : "kinderen"}`,
  whyNot: "Waarom kan ik niemand toevoegen?",
  whyNotText:
    "Alleen wie 16 jaar of ouder is, kan een gezin aanmaken en gezinsleden toevoegen. Zo blijft een ouder of voogd verantwoordelijk voor het gezin.",
  whatNow: "Wat kan je doen?",
  whatNowList: [
    "Vraag nu een pas voor jezelf aan: kies hieronder ‘Verder met alleen mijn pas’.",
    "Wil je samen met je gezin sparen? Dan kan je ouder of voogd jou later toevoegen aan zijn of haar gezin, in de app bij ‘Mijn gezin’. Die heeft daarvoor je kaartnummer en je geboortedatum nodig.",
  ],
  family: "Je gezin",
  /** After the main holder's name. */
  you: " (jij)",
  mainHolder: "Hoofdpashouder",
  adult: "volwassene",
  child: "kind",
  socialTariff: " · kansentarief",
  livesIn: (place: string) => ` · woont in ${place}`,
  remove: "Verwijder",
  governmentChildren: "Je kinderen volgens de overheid",
  governmentChildrenText: "Deze gegevens kregen we van je aanmelding bij de overheid. Je hoeft niets in te vullen.",
  age: (age: number) => `${age} jaar`,
  hasCard: " · heeft al een pas",
  addMore: "Nog iemand toevoegen?",
  /** After the caps; parts 1 and 3 (the places left) are in bold. */
  left: (adults: string, children: string) => [" Je kan nog ", adults, " en ", children, " toevoegen."],
  addMember: "Gezinslid toevoegen",
  /** Whose fields these are, in the fields' labels. */
  who: "het gezinslid",
  sameAddress: "Woont op hetzelfde adres als ik",
  sameContact: "Gebruikt hetzelfde e-mailadres en telefoonnummer als ik",
  email: "E-mailadres (niet verplicht)",
  add: "Voeg dit gezinslid toe",
  /** Followed by the caps. */
  full: "Je gezin is vol: je kan niemand meer toevoegen. ",
  done: "Klaar?",
  /** Parts 1 and 3 are links to the privacy statement and the terms of use. */
  privacyConsent: ["Mijn gezinsleden (of hun ouders) gaan akkoord met de ", "privacyverklaring", " en de ", "gebruiksvoorwaarden", "."],
  onlyMine: "Verder met alleen mijn pas",
  addChild: (firstName: string) => `Voeg ${firstName} toe`,
} as const;
