// Dutch copy of adding an organiser (/organisatie/nieuw, decision 0067): staff of a region add an organiser
// to it, then invite its first beheerder; later they change its details (/organisatie/:organisatie/gegevens).
// Refusals are the api's own sentences (endUserMessage.nl).

export const organiserManagementCopy = {
  add: "Organisatie toevoegen",
  addHint: "Een nieuwe organisatie in je regio, met daarna haar eerste beheerder.",
  /** The back office's choice for staff of a region that has no organiser yet. */
  firstLead: "Je regio heeft nog geen organisaties. Voeg de eerste toe; daarna nodig je haar eerste beheerder uit.",
  noRight: {
    heading: "Enkel voor medewerkers van een regio",
    lead: "Een organisatie toevoegen doet een medewerker van de regio (de stad of de vereniging van gemeenten). Vraag het aan hen.",
    editLead:
      "De gegevens van een organisatie (naam, adres, contact, plaats op de kaart) wijzigt een medewerker van de regio. Vraag het aan hen.",
    back: "Terug naar de organisaties",
  },
  form: {
    heading: "Organisatie toevoegen",
    lead: "De organisatie komt in je regio: pashouders vinden ze meteen in de lijst. Daarna nodig je haar eerste beheerder uit.",
    name: "Naam van de organisatie",
    region: "Regio",
    municipality: "Gemeente",
    municipalityHint: (region?: string) => (region ? `Enkel gemeenten van je regio, ${region}.` : "Enkel gemeenten van je regio."),
    chooseMunicipality: "Kies een gemeente",
    street: "Straat en huisnummer",
    email: "E-mailadres",
    emailHint: "Waarop pashouders de organisatie bereiken.",
    phone: "Telefoon",
    website: "Website",
    websiteHint: "Begint met https://, bv. https://www.voorbeeld.be.",
    location: "Plaats op de kaart",
    locationHint:
      "Breedtegraad en lengtegraad, bv. 51.0543, 3.7174: in een kaartdienst klik je rechts op de plek en kopieer je ze. Zonder plaats vinden pashouders de organisatie in de lijst, niet op de kaart.",
    description: "Beschrijving",
    typesLegend: "Wat kunnen pashouders er doen?",
    typesHint: "Pashouders zien het bij de organisatie in de lijst en op de kaart, en kunnen erop filteren.",
    descriptionHint: "Wat pashouders er kunnen doen, in een paar zinnen.",
    submit: "Organisatie toevoegen",
    cancel: "Annuleren",
  },
  /** Changing an organiser's details (the same form, filled in). */
  edit: {
    homeLink: "Gegevens van de organisatie",
    homeHint: "Naam, adres, contact, plaats op de kaart en wat pashouders er kunnen doen.",
    heading: "Gegevens wijzigen",
    lead: "Pashouders zien de wijziging meteen in de lijst, de zoekfunctie en op de kaart. Wat je leeg laat, verdwijnt.",
    submit: "Wijzigingen bewaren",
    back: "Terug naar de organisatie",
    /** On the organiser's home, right after. */
    saved: "De gegevens van de organisatie zijn bewaard.",
  },
  /** Ending an organiser for good (/organisatie/:organisatie/beeindigen, decision 0074). */
  end: {
    homeLink: "Organisatie beëindigen",
    homeHint: "Voorgoed: pashouders vinden ze niet meer en haar medewerkers verliezen hun toegang.",
    heading: (name: string) => `${name} beëindigen?`,
    lead: "Doe dit als de organisatie niet meer meedoet met de pas. Het is voorgoed: je kan het niet ongedaan maken.",
    whatHappens: "Wat er gebeurt",
    consequences: [
      "Pashouders vinden de organisatie niet meer in de lijst, in de zoekfunctie of op de kaart.",
      "Haar medewerkers en haar kassasystemen (partner-API) verliezen meteen hun toegang, ook aan de balie.",
      "Haar lopende en komende activiteiten eindigen: niemand kan er nog punten sparen, ook niet met een gedrukte affiche.",
      "Haar voordelen eindigen, en voordelen van de regio die enkel hier te krijgen waren (online voordelen blijven).",
    ],
    keeps: "De punten, check-ins, verkopen en omruilingen blijven. Jij leest nog haar rapporten en haar logboek.",
    yes: "Ja, beëindigen",
    no: "Annuleren",
    /** On the organiser's home, right after. */
    done: "De organisatie is beëindigd.",
    /** On an ended organiser's home. */
    ended: (date: string) => `Beëindigd op ${date}. Je leest nog haar rapporten en haar logboek; wijzigen kan niet meer.`,
  },
  /** On the new organiser's staff page, right after. */
  created: (name: string) =>
    `${name} is toegevoegd aan je regio. Nodig nu de eerste beheerder uit: die nodigt daarna zelf de andere medewerkers uit.`,
};
