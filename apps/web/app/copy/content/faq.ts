// Frequently asked questions (Dutch, B1, je-form), shown on /start#vragen; the home page shows the first three.

export interface FaqItem {
  /** Stable anchor part: the question is reachable at `#vraag-{id}`. */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export function faqItems(productName: string): FaqItem[] {
  const p = productName;
  return [
    {
      id: "prijs",
      question: `Wat kost een ${p}?`,
      answer: [
        `Een ${p} kost maximaal 5 euro. De prijs hangt af van je gemeente en je leeftijd. Kinderen en jongeren betalen vaak minder.`,
        "Heb je recht op kansentarief? Dan betaal je ook minder voor je pas.",
      ],
    },
    {
      id: "kopen",
      question: `Waar haal ik een ${p}?`,
      answer: [
        "Je koopt je pas aan een verkooppunt, bijvoorbeeld in de bibliotheek, het cultuurcentrum, de sportdienst of het onthaal van je gemeente. Neem je identiteitskaart mee.",
        "In een paar proefgemeenten kan je de pas ook online aanvragen.",
      ],
    },
    {
      id: "sparen",
      question: "Hoe spaar ik punten?",
      answer: [
        "Ga naar een activiteit die meedoet en scan daar de QR-code met de app. Je kan ook je pas tonen aan de balie.",
        "Per activiteit krijg je hoogstens één keer per dag punten. Bij activiteiten die lang lopen, zoals een tentoonstelling, is dat soms één keer per week.",
      ],
    },
    {
      id: "omruilen",
      question: "Hoe ruil ik mijn punten om?",
      answer: [
        "Kies in de app bij Voordelen wat je wil: een drankje, korting op een ticket, een leuk cadeau of een gift aan een goed doel. Toon het voordeel aan de balie van de organisatie. De punten gaan dan van je saldo af.",
      ],
    },
    {
      id: "kansentarief",
      question: "Wat is kansentarief?",
      answer: [
        "Niet iedereen kan even makkelijk betalen voor een uitstap, een sportclub of een voorstelling. Met kansentarief krijg je tot 80% korting op activiteiten die meedoen.",
        "Vraag aan je gemeente, het OCMW of een verkooppunt of je er recht op hebt. We gaan discreet om met die informatie.",
      ],
    },
    {
      id: "kwijt",
      question: "Ik ben mijn pas kwijt. Wat nu?",
      answer: [
        "Ga naar een verkooppunt. Daar blokkeren ze je oude pas en krijg je een nieuwe. Je punten en je geschiedenis gaan mee naar je nieuwe pas.",
      ],
    },
    {
      id: "gezin",
      question: "Kan ik samen sparen met mijn gezin?",
      answer: [
        "Ja. Voeg je partner en kinderen toe in de app bij Mijn gezin. Je hebt hun kaartnummer en geboortedatum nodig. Daarna kan je voor elkaar sparen en omruilen.",
        "Ben je jonger dan 16? Dan kan je zelf geen gezinsleden toevoegen.",
      ],
    },
    {
      id: "aanmelden",
      question: "Ik kan niet aanmelden met mijn kaartnummer en pincode.",
      answer: [
        "Dat klopt. Sinds 1 september 2022 meld je aan met je e-mailadres en een wachtwoord. Registreer je pas één keer en koppel ze aan je account. Daarna meld je altijd zo aan.",
      ],
    },
  ];
}
