// The text of /partner-worden (routes/content/partner.tsx): for organisations and municipalities. `name` is
// the product name.
import { PARTNER_EMAIL } from "./contact.ts";

export const partnerCopy = {
  title: "Partner worden",
  lead: (name: string) =>
    `Zo'n 6.000 organisaties en 100 tot 160 gemeenten werken al met ${name}. Samen maken we vrije tijd toegankelijk voor iedereen. Doe je mee?`,
  benefits: {
    heading: "Wat levert het je op?",
    items: (name: string) => [
      {
        title: "Nieuw publiek",
        text: `Meer dan 600.000 mensen gebruiken ${name}. Je activiteiten en voordelen staan in de app, op de kaart en in de zoekresultaten.`,
      },
      {
        title: "Iedereen welkom",
        text: "Met kansentarief bereik je mensen met een klein inkomen, zonder dat zij zich moeten verantwoorden aan je balie.",
      },
      {
        title: "Trouwe bezoekers",
        text: "Punten sparen werkt: wie punten spaart, komt vaker terug. Je kiest zelf welke voordelen je aanbiedt.",
      },
      {
        title: "Inzicht",
        text: "Je ziet hoeveel mensen met de pas naar je activiteiten komen. De cijfers zijn anoniem.",
      },
    ],
  },
  organisations: {
    heading: "Voor organisaties",
    intro:
      "Ben je een vereniging, sportclub, jeugdwerking, museum, bibliotheek of cultuurhuis? Dan kan je meedoen in de regio waar je activiteiten organiseert.",
    joinHeading: "Zo stap je in",
    join: [
      "Mail ons of neem contact op met de vrijetijdsdienst van je gemeente.",
      "We maken samen afspraken: welke activiteiten, welke voordelen en welke kortingen.",
      "Je krijgt toegang tot het beheerplatform. Daar maak je je activiteiten aan.",
      "Je drukt de QR-code van elke activiteit af en hangt die op bij de ingang of de balie.",
      "Je team weet hoe het voordelen en kortingen geeft. Wij geven graag een korte uitleg.",
    ],
    askHeading: "Wat vragen we van je?",
    ask: (name: string) => [
      "Je houdt je activiteiten en voordelen in het beheerplatform up-to-date.",
      "Je geeft de afgesproken kortingen aan houders met kansentarief, discreet en zonder extra vragen.",
      `Je gaat zorgvuldig om met de gegevens van bezoekers en gebruikt ze alleen voor ${name}.`,
    ],
    cost: "Meedoen kost je als organisatie meestal niets. Je regio betaalt vaak een deel van de korting bij kansentarief terug. De afspraken verschillen per regio: we leggen ze je graag uit.",
  },
  municipalities: {
    heading: "Voor gemeenten",
    intro: (name: string) =>
      `Met ${name} voer je een vrijetijdsbeleid dat iedereen bereikt. Je kiest zelf je prijzen, je kortingen en wie recht heeft op kansentarief. Je kan samenwerken met buurgemeenten in één regio, zodat inwoners ook daar punten sparen.`,
    points: [
      "Je gemeente betaalt een jaarlijkse bijdrage en de kortingen die je zelf toekent. We maken vooraf een begroting op maat.",
      "Je duidt een contactpersoon aan en kiest je verkooppunten, bijvoorbeeld de bib of het onthaal.",
      "Wij zorgen voor de pas, de app, het beheerplatform, opleiding en een helpdesk.",
    ],
  },
  contact: {
    heading: "Contact",
    /** Part 1 is the partner address, shown as a mail link. */
    text: [
      "Heb je interesse of een vraag? Mail naar ",
      PARTNER_EMAIL,
      ". Vertel kort wie je bent en in welke gemeente je werkt. We antwoorden binnen vijf werkdagen.",
    ],
  },
} as const;
