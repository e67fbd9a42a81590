// Dutch copy of the staff pages (decision 0047): the back office's "Medewerkers" (invite, change a role,
// remove) and the invitation's page (/medewerker-uitnodiging: the link in the mail asks for a login, then one
// button accepts). The refusals are the api's own sentences (endUserMessage.nl).
import { formatDay } from "./format.ts";

export const staffCopy = {
  invitation: {
    heading: "Uitnodiging als medewerker",
    lead: "Je bent uitgenodigd om mee te werken voor een organisatie: aan de balie, en als beheerder ook in het beheer van activiteiten en voordelen.",
    account:
      "Je aanvaardt de uitnodiging met het account waarmee je nu bent aangemeld. Dat moet het e-mailadres zijn waarop je de uitnodiging kreeg.",
    accept: "Uitnodiging aanvaarden",
    brokenLink:
      "Deze link is onvolledig. Open de link opnieuw vanuit de mail, of vraag de beheerder van de organisatie om een nieuwe uitnodiging.",
    refused: "De uitnodiging is niet aanvaard",
    accepted: (organiser: string) => `Welkom bij ${organiser}`,
    role: { ADMIN: "Je bent nu beheerder van deze organisatie.", MEMBER: "Je bent nu medewerker van deze organisatie." },
    counter: "Naar de balie",
    backoffice: "Naar het beheer",
    home: "Naar de startpagina",
  },
  members: {
    heading: "Medewerkers",
    back: "Terug naar de organisatie",
    lead: "Wie aan de balie staat en wie de organisatie beheert. Een beheerder nodigt uit, wijzigt rollen en verwijdert medewerkers.",
    regionLead:
      "Wie aan de balie staat en wie de organisatie beheert. Als medewerker van de regio nodig je uit, bijvoorbeeld de eerste beheerder. Rollen wijzigen en medewerkers verwijderen doet de beheerder van de organisatie.",
    role: { ADMIN: "Beheerder", MEMBER: "Medewerker" },
    noMembers: "Nog geen medewerkers.",
    roleLabel: "Rol",
    lastActive: (iso: string | null) => (iso === null ? "Nog niet actief" : `Laatst actief op ${formatDay(iso)}`),
    secondFactor: (on: boolean) => (on ? "Tweede factor: aan" : "Tweede factor: nog niet ingesteld"),
    changeRole: "Rol wijzigen",
    changeRoleLabel: (name: string) => `Rol wijzigen van ${name}`,
    roleFieldLabel: (name: string) => `Rol van ${name}`,
    remove: "Verwijderen",
    removeLabel: (name: string) => `${name} verwijderen`,
    removeQuestion: (name: string) =>
      `${name} verwijderen als medewerker? Die persoon kan dan niet meer aan de balie of in het beheer van deze organisatie.`,
    removeYes: "Ja, verwijderen",
    removeNo: "Niet verwijderen",
    resetFactor: "Tweede factor wissen",
    resetFactorLabel: (name: string) => `Tweede factor wissen van ${name}`,
    resetFactorQuestion: (name: string) =>
      `De tweede factor van ${name} wissen? Doe dit enkel als die persoon de gsm met de authenticator-app kwijt is. Bij de volgende aanmelding stelt die met het eigen wachtwoord een nieuwe in, en krijgt een mail.`,
    resetFactorYes: "Ja, wissen",
    resetFactorNo: "Niet wissen",
    invitations: "Openstaande uitnodigingen",
    noInvitations: "Geen openstaande uitnodigingen.",
    invitation: (role: string, until: string) => `${role} · uitgenodigd, de link werkt tot ${formatDay(until)}`,
    expired: (role: string) => `${role} · de link is verlopen: nodig opnieuw uit`,
    invite: {
      heading: "Iemand uitnodigen",
      email: "E-mailadres",
      emailHint: "We sturen een mail met een link. Die werkt 14 dagen.",
      role: "Rol",
      adminOnly: "Rol: beheerder. Als medewerker van de regio nodig je beheerders uit; zij nodigen de andere medewerkers uit.",
      submit: "Uitnodiging versturen",
    },
    done: {
      invited: (email: string) => `De uitnodiging is verstuurd naar ${email}.`,
      roleChanged: (name: string, role: string) => `${name} is nu ${role.toLowerCase()}.`,
      factorReset: (name: string) => `De tweede factor van ${name} is gewist. ${name} stelt een nieuwe in bij de volgende aanmelding.`,
      removed: (name: string) => `${name} is geen medewerker meer.`,
    },
    refused: "Niet gelukt",
  },
} as const;
