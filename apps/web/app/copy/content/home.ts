// The text of the home page (routes/content/home.tsx): what the card is, how it works, the featured rewards,
// the points of sale near a chosen municipality, for whom, the figures and a few questions. `name` is the
// product name, `municipality` a municipality's name.
import { formatCount } from "../format.ts";

export const homeCopy = {
  hero: {
    title: (name: string) => `${name}: meer vrije tijd, met punten en korting`,
    lead: (name: string) =>
      `Met ${name} spaar je punten als je iets leuks doet in je vrije tijd. Die punten ruil je om voor voordelen. En je krijgt korting bij veel organisaties in je buurt.`,
    findPointOfSale: "Vind een verkooppunt",
  },
  howItWorks: {
    heading: "Zo werkt het",
    steps: (name: string) => [
      {
        title: "Haal je pas",
        text: `Koop je ${name} aan een verkooppunt in je gemeente. Die kost maximaal 5 euro.`,
      },
      {
        title: "Spaar punten",
        text: "Ga naar een voorstelling, de sportclub, de bib of een workshop. Scan daar de QR-code met de app en je krijgt punten.",
      },
      {
        title: "Ruil ze om",
        text: "Ruil je punten om voor een voordeel: een drankje, korting op een ticket, een cadeau of een gift aan een goed doel.",
      },
    ],
    readMore: (name: string) => `Lees meer over ${name}`,
  },
  featured: {
    heading: "Uitgelichte voordelen",
    all: "Alle voordelen zoeken",
  },
  nearby: {
    heading: (name: string) => `Waar koop je een ${name} in je buurt?`,
    label: "Je gemeente",
    choose: "Kies je gemeente",
    submit: "Toon verkooppunten",
    none: (municipality: string) => `In de buurt van ${municipality} vonden we geen verkooppunt.`,
    nearest: (municipality: string) => `De verkooppunten die het dichtst bij ${municipality} liggen:`,
    onMap: (municipality: string) => `Alle verkooppunten rond ${municipality} op de kaart`,
  },
  forWhom: {
    heading: (name: string) => `Voor wie is ${name}?`,
    text: (name: string) =>
      `${name} is er voor iedereen die woont in een gemeente die meedoet: voor kinderen, jongeren, ouders en grootouders. Je hoeft geen lid te zijn van een vereniging. Eén pas is genoeg voor sport, cultuur, jeugdwerk en nog veel meer.`,
    reducedHeading: "Kansentarief: tot 80% korting",
    reduced:
      "Niet iedereen kan even makkelijk betalen voor een concert, een zwembeurt of een kamp. Toch verdient iedereen een plek in de zaal of op het veld. Heb je een klein inkomen? Dan heb je misschien recht op kansentarief. Daarmee krijg je tot 80% korting op activiteiten die meedoen. Vraag het na bij je gemeente, het OCMW of een verkooppunt. We gaan discreet om met die informatie.",
  },
  figures: {
    heading: (name: string) => `${name} in cijfers`,
    holders: "pashouders",
    organisers: "organisaties doen mee",
    municipalities: (cardSystems: number) => `gemeenten in ${cardSystems === 1 ? "1 regio" : `${formatCount(cardSystems)} regio's`}`,
  },
  questions: {
    heading: "Vragen?",
    all: "Bekijk alle vragen en antwoorden",
  },
} as const;
