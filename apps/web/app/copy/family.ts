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
  addInviteHint:
    "Vanaf 16 jaar of met een eigen account krijgt je gezinslid een uitnodiging om te aanvaarden. Een jonger kind zonder account voeg je meteen toe.",
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
  /** Then the main holder's name in bold, then `inFamily`: true whether the member was added at once or accepted an invitation. */
  hello: (firstName: string) => `Hallo ${firstName}, je bent lid van het gezin van `,
  inFamily: (name: string) => ` in ${name}. Gezinsleden sparen samen punten en ruilen samen voordelen om.`,
  notIntended: "Wil je niet (meer) in dit gezin? Verlaat het hier. Je hoeft niet aan te melden.",
  leave: "Verlaat dit gezin",
  stay: "Wil je in het gezin blijven? Dan hoef je niets te doen.",
} as const;

/** Invitations (decision 0055): the ones I sent as main holder, and the ones waiting for my answer. */
export const familyInvitationCopy = {
  pendingHeading: "Uitgenodigd",
  pendingList: "Uitnodigingen die wachten op antwoord",
  /** After the age group. */
  waiting: (until: string) => ` · Uitgenodigd, wacht op antwoord (tot ${until})`,
  withdraw: "Uitnodiging intrekken",
  /** "Sofie J. nodigt je uit in haar gezin"; `gender` of the main holder, null: unknown. */
  invitesYou: (by: string, gender: "FEMALE" | "MALE" | null) =>
    `${by} nodigt je uit in ${gender === "FEMALE" ? "haar" : gender === "MALE" ? "zijn" : "het"} gezin`,
  invitationText: "Als lid van het gezin spaar je samen punten en ruil je samen voordelen om. Je kan het gezin later altijd verlaten.",
  validUntil: (until: string) => `Je kan de uitnodiging aanvaarden tot ${until}.`,
  accept: "Aanvaarden",
  decline: "Weigeren",
  /** Visually hidden after the buttons: which invitation. */
  ofWhom: (by: string) => ` (uitnodiging van ${by})`,
  /** The outcomes on the page. */
  invited: (fullName: string, first: string, until: string, mailed: boolean) =>
    `${fullName} kreeg een uitnodiging voor je gezin${mailed ? ", in de app en per mail" : " in de app"}. ${first} wordt lid na het aanvaarden. De uitnodiging is geldig tot ${until}.`,
  /** `family`: "het gezin van Sofie J." (may end with a full stop, so never last). */
  accepted: (family: string) =>
    `Je bent nu lid van ${family} en krijgt een mail met een link om het gezin te verlaten als je dat toch niet wilt.`,
  declined: (by: string) => `Je hebt de uitnodiging van ${by} geweigerd.`,
  withdrawn: (fullName: string) => `De uitnodiging van ${fullName} is ingetrokken.`,
} as const;
