// Dutch copy of the counter /balie (issue 20): the staff member chooses the organiser and the activity,
// identifies a holder (scanner, typed card number or national number) and saves a point, or undoes it.
// The refusals are the api's own sentences (endUserMessage.nl); only the form's checks are here.
import { pointsLabel } from "./format.ts";

export const counterCopy = {
  title: "Balie",
  organiser: {
    heading: "Voor welke organisatie werk je?",
    lead: "Kies de organisatie waarvoor je aan de balie staat.",
    lastUsed: "Laatst gebruikt",
    role: { ADMIN: "Beheerder", MEMBER: "Medewerker" } as Record<string, string>,
  },
  activity: {
    heading: "Kies de activiteit",
    lead: "Met een activiteit spaart elke pashouder meteen een punt. Zonder activiteit zoek je enkel pashouders op.",
    empty: "Deze organisatie heeft vandaag en de komende 30 dagen geen activiteiten.",
    today: "Vandaag",
    permanent: "Doorlopend",
    points: (points: number) => `${pointsLabel(points)} per keer`,
    without: "Verder zonder activiteit",
    withoutHint: "Om een pashouder op te zoeken zonder punten te sparen.",
    unknown: "Deze activiteit staat niet (meer) in de lijst. Kies een andere.",
  },
  context: {
    organiser: "Organisatie",
    activity: "Activiteit",
    noActivity: "Geen activiteit: er worden geen punten gespaard",
    otherOrganiser: "Andere organisatie",
    otherActivity: "Andere activiteit",
  },
  identify: {
    heading: "Pas scannen of nummer typen",
    label: "Pasnummer of rijksregisternummer",
    hint: "Scan de streepjescode, of typ het pasnummer (13 cijfers) of het rijksregisternummer en druk op Enter.",
    submit: "Zoeken",
    errors: {
      empty: "Scan een pas of typ een pasnummer of rijksregisternummer.",
      cardNumber: "Dit pasnummer klopt niet. Controleer de 13 cijfers.",
      insz: "Dit rijksregisternummer klopt niet. Controleer de 11 cijfers.",
      other: "Typ een pasnummer van 13 cijfers of een rijksregisternummer van 11 cijfers.",
    },
  },
  camera: {
    open: "Scan met camera",
    close: "Camera sluiten",
    hint: "Richt de camera op de streepjescode van de pas (op papier of op een scherm). We lezen hem vanzelf.",
  },
  holder: {
    points: "punten",
    cardNumber: "Pasnummer",
    region: "Regio",
    memberships: "Lidmaatschappen",
    noMemberships: "Geen lidmaatschappen",
    membershipStatus: { ACTIVE: "actief", INACTIVE: "niet actief", BLOCKED: "geblokkeerd" } as Record<string, string>,
    messagesHeading: "Te melden aan de pashouder",
    warning: "Let op",
    info: "Info",
  },
  checkin: {
    saved: (points: number, activity: string) => `+${pointsLabel(points)} voor ${activity}`,
    savedAnnounce: (name: string, points: number, activity: string, total: number) =>
      `${name}: +${pointsLabel(points)} voor ${activity}. Nu ${pointsLabel(total)}.`,
    refused: "Geen punt gespaard",
    undo: "Ongedaan maken",
    undone: (points: number) => `Ongedaan gemaakt: ${pointsLabel(points)} teruggenomen`,
    undoneAnnounce: (name: string, points: number, total: number) =>
      `Ongedaan gemaakt: ${pointsLabel(points)} teruggenomen bij ${name}. Nu ${pointsLabel(total)}.`,
    undoRefused: "Niet ongedaan gemaakt",
    lookedUp: (name: string, points: number) => `${name} gevonden: ${pointsLabel(points)}.`,
  },
  next: "Volgende pas",
  empty: "Hier verschijnt de pashouder zodra je een pas scant of een nummer typt.",
  brokenForm: "Dit formulier is niet meer geldig. Scan de pas opnieuw.",
  refused: "Niet gelukt",
  notStaff: {
    heading: "Deze pagina is voor medewerkers van een organisatie",
    lead: "Je bent aangemeld, maar je werkt (nog) niet aan de balie van een organisatie. Vraag de beheerder van je organisatie om je uit te nodigen.",
    dashboard: "Naar je overzicht",
    home: "Naar de startpagina",
  },
} as const;
