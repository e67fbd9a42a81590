// Dutch copy of the family pages: my family (/profiel/gezin: the members, adding one, the families I am
// in, the confirmation step) and leaving a family from the mailed link (/undo-family). The caps lines and
// the outcome messages are the feature's (features/family/). `name` is the product name.

export const familyCopy = {
  noCard: (name: string) => `Koppel eerst je ${name} aan je account. Daarna kan je je gezin samenstellen.`,
  members: "Gezinsleden",
  membersList: "Leden van je gezin",
  nobodyYet: "Je hebt nog niemand toegevoegd aan je gezin.",
  add: "Gezinslid toevoegen",
  under16:
    "Je bent jonger dan 16 jaar. Gezinsleden toevoegen kan vanaf 16 jaar. Vraag een ouder om jou aan zijn of haar gezin toe te voegen.",
  full: "Je gezin is volledig. Verwijder eerst een gezinslid om iemand anders toe te voegen.",
  /** After the main member's name. */
  mainMember: " Hoofdgebruiker (jij)",
  adult: "Volwassene",
  child: "Kind",
  /** After the age group. */
  addedOn: (date: string) => ` · toegevoegd op ${date}`,
  remove: "Verwijderen",
  addHint: "Je hebt het pasnummer en de geboortedatum van je gezinslid nodig.",
  cardNumber: "Pasnummer",
  cardNumberHint: "De 13 cijfers op de achterkant van de pas.",
  birthDate: "Geboortedatum",
  memberOf: "Gezinnen waar je lid van bent",
  memberOfNone: "Je bent geen lid van het gezin van iemand anders.",
  memberSince: (date: string) => `Lid sinds ${date}`,
  leave: "Verlaat dit gezin",
} as const;

/** The explicit confirmation step of removing a member or leaving a family. */
export const familyConfirmCopy = {
  removeQuestion: (name: string) => `${name} verwijderen uit je gezin?`,
  /** `family` is the family's name, capitalised ("Het gezin van Jan"). */
  leaveQuestion: (family: string) => `${family} verlaten?`,
  removeText: (first: string) =>
    `${first} spaart dan niet meer samen met je gezin. Je kan ${first} later opnieuw toevoegen met het pasnummer en de geboortedatum.`,
  leaveText: "Je spaart dan niet meer samen met dit gezin. Alleen de hoofdgebruiker kan je opnieuw toevoegen.",
  removeButton: (first: string) => `Ja, verwijder ${first}`,
  leaveButton: "Ja, verlaat dit gezin",
  cancel: "Nee, annuleren",
} as const;

export const undoFamilyCopy = {
  left: "Je hebt het gezin verlaten",
  leftText: "Je bent geen lid meer van dit gezin. Je pas en je punten blijven gewoon van jou.",
  loginAt: (name: string) => `Aanmelden bij ${name}`,
  linkNoLongerWorks: "Deze link werkt niet meer",
  login: "Aanmelden",
  heading: "Gezin verlaten",
  /** Then the main holder's name in bold, then `addedYou`. */
  hello: (firstName: string) => `Hallo ${firstName}, `,
  addedYou: (name: string) =>
    ` heeft je toegevoegd aan het gezin in ${name}. Gezinsleden sparen samen punten en ruilen samen voordelen om.`,
  notIntended: "Was dat niet de bedoeling? Verlaat het gezin hier. Je hoeft niet aan te melden.",
  leave: "Verlaat dit gezin",
  stay: "Wil je in het gezin blijven? Dan hoef je niets te doen.",
} as const;
