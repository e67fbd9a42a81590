// The online request, step 4: the visitor's own data.

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
