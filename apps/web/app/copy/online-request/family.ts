// The online request, step 5: the family members.

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
