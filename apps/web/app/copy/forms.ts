// Dutch copy the design system's form parts share (app/ui/): the required marker, the date field's hint and the
// field names of the error summary.

export const formsCopy = {
  /** After a required field's label. */
  required: " (verplicht)",
  /** After an optional field's label, where a form marks both. */
  optional: " (niet verplicht)",
  /** Every date field: how to write a date, with an example; 22042011, 22-04-2011 and 22.04.2011 work too. */
  dateHint: "Dag, maand en jaar, bv. 22/04/2011.",
  /** Every phone field (the wizard's phone, the profile's gsm): one rule, so one hint. */
  phoneHint: "Met landcode, bijvoorbeeld +32\u00a0470\u00a012\u00a034\u00a056.",
} as const;

/**
 * The name of each form field in the error summary ("Geboortedatum: vul je geboortedatum in"), keyed by the
 * field's name in the form; the same words as the field's visible label (without "(niet verplicht)").
 * One list for every form, so every summary names its fields; a form whose label differs passes its own
 * through ErrorSummary's `labels`.
 */
export const fieldLabels: Record<string, string> = {
  quietFrom: "Begin van de stille uren",
  quietUntil: "Einde van de stille uren",
  firstName: "Voornaam",
  lastName: "Achternaam",
  insz: "Rijksregisternummer",
  gender: "Geslacht",
  birthDate: "Geboortedatum",
  streetAndNumber: "Straat en huisnummer",
  postalCode: "Postcode",
  municipalityId: "Gemeente",
  abroadPlace: "Woonplaats en land",
  email: "E-mailadres",
  phone: "Telefoonnummer",
  gsm: "Gsm-nummer",
  voucher: "Kortingscode",
  cardNumber: "Pasnummer",
  pin: "Pincode",
  code: "Code",
  password: "Wachtwoord",
  passwordConfirm: "Bevestig je wachtwoord",
  privacyConsent: "Privacyverklaring en gebruiksvoorwaarden",
  promotionalConsent: "Nieuws uit je regio",
  parentalConsent: "Toestemming van je ouder of voogd",
  familyPrivacyConsent: "Privacyverklaring voor je gezinsleden",
  termsOfSaleConsent: "Verkoopsvoorwaarden",
  answer: "Kansentarief",
  sameAddress: "Zelfde adres",
  sameContact: "Zelfde contactgegevens",
  title: "Titel",
  description: "Beschrijving",
  startDate: "Begindatum",
  startTime: "Beginuur",
  endDate: "Einddatum",
  endTime: "Einduur",
  priceInfo: "Prijscategorieën",
  checkinPoints: "Punten per check-in",
  checkinLimit: "Hoeveel keer sparen",
  passholderTicketLimit: "Hoeveel tickets met kansentarief per pashouder",
  members: "Gezinsleden",
};
