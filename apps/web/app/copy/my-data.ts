// Dutch copy of "Mijn gegevens" (/profiel/mijn-gegevens, issue 23): the download and the readable view of
// everything we keep, blocking a lost card, deleting the account; and the page after the deletion
// (/account-verwijderd). `name` is the product name.

export const myDataCopy = {
  intro: (name: string) =>
    `Hier zie je alles wat ${name} over jou bewaart. Je kan het downloaden, een verloren pas blokkeren en je account verwijderen.`,

  download: {
    heading: "Je gegevens downloaden",
    text: "Eén bestand met al je gegevens, in JSON: een open formaat dat je kan bewaren of aan een andere dienst kan geven.",
    link: "Download mijn gegevens (JSON)",
  },

  view: {
    heading: "Wat we over je bewaren",
    account: "Je account",
    holder: "Je persoonsgegevens",
    cards: "Je passen",
    regions: "Je regio's",
    kansenstatuut: "Kansenstatuut",
    points: "Je punten",
    pointsSummary: (count: number) => (count === 1 ? "1 boeking" : `${count} boekingen`),
    redemptions: "Omgeruilde voordelen en codes",
    coupons: "Kortingen",
    associations: "Lidmaatschappen van verenigingen",
    ticketSales: "Tickets aan kansentarief of met korting",
    family: "Je gezin",
    familyMain: "Je bent hoofdgebruiker van een gezin met:",
    familyMember: "Je hoort bij een gezin met:",
    optins: "Je voorkeuren",
    reminderMails: "Herinneringen per e-mail",
    push: (topic: string) => `Pushberichten: ${topic}`,
    quietHours: "Stille uren voor pushberichten",
    quietHoursValue: (from: string, until: string) => `van ${from} tot ${until}`,
    pushDevices: "Toestellen die pushberichten krijgen",
    pushDevice: (service: string) => `Via ${service || "een onbekende dienst"}`,
    favourites: "Bewaard",
    savingsGoal: "je spaardoel",
    messages: "Je berichten",
    messageUnread: "ongelezen",
    messageRead: "gelezen",
    onlineRequests: "Online aanvragen",
    counterLookups: "Opzoekingen aan de balie",
    counterLookupsText: "Elke keer dat een medewerker van een organisatie je pas opzocht of gebruikte.",
    none: "Niets bewaard.",
    yes: "ja",
    no: "nee",
    unknown: "niet ingevuld",
  },

  labels: {
    email: "E-mailadres",
    emailVerified: "Bevestigd",
    name: "Naam",
    birthDate: "Geboortedatum",
    gender: "Geslacht",
    gsm: "Gsm",
    address: "Adres",
    city: "Woonplaats",
    points: "Punten",
    since: "Sinds",
    cardNumber: "Pasnummer",
    status: "Status",
    region: "Regio",
    until: "Tot",
    code: "Code",
    used: "Gebruikt",
    undone: "Ongedaan gemaakt",
    price: "Prijs",
    cancelled: "Geannuleerd",
    nationalNumber: "Rijksregisternummer",
    phone: "Telefoon",
  },

  /** The organiser side's audit log actions (staff_audit_log.action), as the holder reads them. */
  auditAction: {
    "holder.lookup": "pas opgezocht",
    "checkin.create": "punt gespaard",
    "checkin.undo": "sparen ongedaan gemaakt",
    "kansenstatuut.view": "kansentarief bekeken",
    "reward.list": "voordelen bekeken",
    "reward.redeem": "voordeel omgeruild",
    "reward.undo": "omruiling ongedaan gemaakt",
    "reward.code-use": "code gebruikt",
    "ticketsale.create": "ticket met korting",
    "ticketsale.cancel": "ticket geannuleerd",
  } as Record<string, string>,
  favouriteKind: { reward: "Voordeel", place: "Plaats", activity: "Activiteit" } as Record<string, string>,
  pushTopics: {
    service: "over je pas",
    milestones: "over je spaarresultaten",
    info: "nieuws en aanbod",
    reminders: "herinneringen",
  } as Record<string, string>,
  gender: { MALE: "man", FEMALE: "vrouw", X: "x" } as Record<string, string>,
  cardStatus: { ACTIVE: "actief", BLOCKED: "geblokkeerd", DELETED: "vervangen" } as Record<string, string>,
  optinLabels: {
    optInServiceMails: "Service-e-mails over je pas",
    optInMilestoneMails: "E-mails over je spaarresultaten",
    optInInfoMails: "Nieuws en aanbod",
    optInSms: "Sms",
    optInPost: "Post",
  } as Record<string, string>,

  block: {
    heading: "Pas kwijt? Blokkeer je pas",
    text: "Blokkeer je pas meteen als je ze verloren bent of als ze gestolen is. Niemand kan er dan nog mee sparen of voordelen mee omruilen. Je punten blijven van jou.",
    button: (cardNumber: string) => `Pas ${cardNumber} blokkeren`,
    confirmHeading: "Weet je het zeker?",
    confirmText: (cardNumber: string) =>
      `Pas ${cardNumber} wordt meteen en voorgoed geblokkeerd. Vind je ze later terug, dan werkt ze toch niet meer: je vraagt een nieuwe pas aan een balie in je regio.`,
    confirm: "Ja, blokkeer deze pas",
    cancel: "Annuleren",
    done: (cardNumber: string) =>
      `Pas ${cardNumber} is geblokkeerd. Vraag een nieuwe pas aan een balie in je regio; je punten blijven bewaard.`,
    blockedOn: (date: string) => `geblokkeerd op ${date}`,
    noActiveCard: "Je hebt geen actieve pas om te blokkeren.",
    failed: "Blokkeren lukte niet",
  },

  delete: {
    heading: "Account verwijderen",
    text: "Wat er gebeurt als je je account verwijdert:",
    points: (name: string) => [
      "Je naam, je contactgegevens, je voorkeuren en je gezin worden gewist. Aanmelden kan daarna niet meer.",
      `Je ${name} blijft werken aan een balie: je kan er verder mee sparen.`,
      "De geschiedenis van je punten bewaren we zonder je naam, voor de boekhouding van je regio.",
      "Je krijgt een bevestiging per e-mail.",
    ],
    irreversible: "Dit kan je niet ongedaan maken.",
    password: "Je wachtwoord",
    passwordEmpty: "Vul je wachtwoord in.",
    passwordHint: "Ter bevestiging: het wachtwoord waarmee je aanmeldt.",
    button: "Mijn account definitief verwijderen",
    failed: "Verwijderen lukte niet",
  },

  deleted: {
    heading: "Je account is verwijderd",
    text: (name: string) =>
      `Je naam, je contactgegevens en je voorkeuren zijn gewist bij ${name}. We stuurden je een bevestiging per e-mail.`,
    card: (name: string) => `Je ${name} blijft werken aan een balie: je kan er verder punten mee sparen.`,
    home: "Naar de startpagina",
  },

  noCard: (name: string) => `Er is nog geen ${name} aan je account gekoppeld.`,
} as const;
