// Dutch copy of the staff invitation page (/medewerker-uitnodiging, decision 0047): the link in the mail asks
// for a login, then one button accepts; the refusals are the api's own sentences (endUserMessage.nl).

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
} as const;
