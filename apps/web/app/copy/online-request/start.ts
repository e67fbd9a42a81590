// The online request's start page.

export const startCopy = {
  heading: (name: string) => `Vraag je ${name} online aan`,
  lead: "In een paar stappen vraag je een pas aan voor jezelf en je gezin. Een pas kost maximaal 5 euro. Met kansentarief betaal je minder, en kinderen zijn vaak gratis.",
  begun: "Je was al begonnen",
  begunText: "Je gegevens zijn bewaard. Ga verder waar je was, of begin opnieuw.",
  resume: "Ga verder met je aanvraag",
  startAgain: "Opnieuw beginnen",
  start: "Begin je aanvraag",
  needs: "Wat heb je nodig?",
  needsList: [
    "je e-mailadres;",
    "het rijksregisternummer van iedereen die een pas krijgt (op de achterkant van de identiteitskaart of de Kids-ID);",
    "voor kansentarief: je eID met kaartlezer, of de app itsme;",
    "een betaalkaart of bankapp om te betalen.",
  ],
  howItGoes: "Zo gaat het",
  where: "Waar kan het al?",
  whereText: "Online aanvragen kan voorlopig enkel in deze gemeenten. Woon je ergens anders? Koop je pas dan aan een verkooppunt.",
  nowhere: "Op dit moment kan je nergens een pas online aanvragen.",
  what: (regular: boolean, socialTariff: boolean) =>
    regular && socialTariff
      ? "Gewoon tarief en kansentarief"
      : regular
        ? "Enkel gewoon tarief (kansentarief aan een verkooppunt)"
        : "Enkel kansentarief",
  /** After a city that offers only the regular tariff online, in a region that offers the social tariff. */
  noSocialTariffOnline: " – geen kansentarief online",
  findPointOfSale: "Vind een verkooppunt",
} as const;
