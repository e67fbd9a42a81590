// Dutch copy of the holder's own pages: the dashboard (/overzicht), the profile frame and "Mijn
// pasgegevens" (/profiel/persoonlijke-gegevens). `name` is the configured product name ("UiTPAS").
import { formsCopy } from "./forms.ts";

/** The state of an account without a linked card, shared by the dashboard and the wallet pages. */
export const noCardCopy = {
  heading: "Je hebt nog geen pas gekoppeld",
  register: (name: string) => `Registreer je ${name}`,
} as const;

export const dashboardCopy = {
  /** The page title when the loader has no name yet. */
  title: "Overzicht",
  cardless: (name: string) => `Koppel je ${name} aan je account om punten te sparen en voordelen om te ruilen.`,
  fullScreen: "Toon pas op volledig scherm",
  points: "Je punten",
  quickActions: "Snel naar",
  save: "Punten sparen",
  exchange: "Punten omruilen",
  discounts: "Mijn kortingen",
  exchangeableNow: (count: number) => `Je kan nu ${count === 1 ? "1 voordeel" : `${count} voordelen`} omruilen`,
  /** Followed by a space and the next reward's title as a link. */
  nextReward: (missing: string) => `Nog ${missing} tot`,
  /** The meter's text where the browser does not draw it. */
  meter: (points: number, max: number) => `${points} van ${max}`,
  account: "Account",
} as const;

export const profileFrameCopy = {
  subNav: "Profiel",
  logout: "Afmelden",
} as const;

export const profileCopy = {
  noCard: "Nog geen pas gekoppeld",
  noCardText: (name: string) => `Aan je account is nog geen ${name} gekoppeld, dus er zijn nog geen pasgegevens om te tonen.`,
  yourCard: (name: string) => `Jouw ${name}`,
  facts: {
    name: "Naam",
    cardNumber: "Pasnummer",
    region: "Regio",
    points: "Punten",
    city: "Woonplaats",
  },
  blocked: "Je pas is geblokkeerd. Vraag een nieuwe pas aan een balie in je regio; je punten blijven bewaard.",
  socialTariff: "Kansentarief",
  socialTariffNote: "Dit zie je alleen hier, niet op je pas.",
  contact: "Contactgegevens",
  email: "E-mailadres",
  /** The contact address versus the login address, told as in the wizard's e-mail step (issue 22 §6). */
  emailHint: (loginEmail: string) =>
    `Hier sturen we je berichten naartoe. Aanmelden doe je met ${loginEmail}: dat adres verandert niet als je dit aanpast.`,
  gsm: "Gsm-nummer",
  gsmHint: formsCopy.phoneHint,
  save: "Opslaan",
  pin: "Pincode",
  newPin: "Nieuwe pincode",
  pinHint: "Vier cijfers. Kies liever geen geboortejaar of 1234.",
  savePin: "Pincode opslaan",
} as const;
