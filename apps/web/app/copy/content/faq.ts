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

/** A theme of the FAQ page: its questions, in the order people look for them. */
export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/**
 * The FAQ page (/veelgestelde-vragen): every question of `faqItems` and more, per theme. It is what the
 * top menu's "Vragen" opens when no help widget is configured (and what it falls back to otherwise).
 */
export function faqGroups(productName: string): FaqGroup[] {
  const p = productName;
  const core = new Map(faqItems(p).map((item) => [item.id, item]));
  const pick = (...ids: string[]) => ids.map((id) => core.get(id)!);
  return [
    {
      id: "pas",
      title: "Je pas",
      items: [
        ...pick("prijs", "kopen", "kansentarief"),
        {
          id: "kansentarief-einde",
          question: "Tot wanneer heb ik kansentarief?",
          answer: [
            "Kansentarief geldt tot een vaste datum. Die datum zie je in de app bij Mijn pasgegevens. Loopt je kansentarief bijna af? Dan zie je dat ook op je overzicht.",
            "Heb je daarna nog recht op kansentarief? Vraag het opnieuw aan bij je gemeente of een verkooppunt.",
          ],
        },
        ...pick("kwijt"),
        {
          id: "tonen",
          question: "Moet ik mijn plastic pas altijd bij me hebben?",
          answer: [
            "Nee. In de app staat je pas met een streepjescode. Toon die aan de balie, net als je plastic pas. De app toont je pas ook zonder internet, als je ze één keer geopend hebt.",
          ],
        },
      ],
    },
    {
      id: "punten",
      title: "Punten sparen en omruilen",
      items: [
        ...pick("sparen"),
        {
          id: "geen-punt",
          question: "Ik scande een code, maar kreeg geen punt. Hoe komt dat?",
          answer: [
            "Een code geeft hoogstens één keer per dag een punt, soms maar één keer per week. Heb je vandaag al gescand? Dan krijg je pas morgen opnieuw een punt.",
            "Is de activiteit voorbij, of is de code niet meer geldig? Dan lukt het ook niet. Vraag het na aan de balie: zij kunnen je pas ook scannen.",
          ],
        },
        ...pick("omruilen"),
        {
          id: "voordeel-weg",
          question: "Waarom kan ik een voordeel niet omruilen?",
          answer: [
            "Dat kan verschillende redenen hebben: je hebt niet genoeg punten, het voordeel is uitverkocht of nog niet begonnen, of het geldt niet in jouw regio. In de app zie je bij elk voordeel waarom het nu niet lukt.",
          ],
        },
      ],
    },
    {
      id: "account",
      title: "Aanmelden en de app",
      items: [
        ...pick("aanmelden"),
        {
          id: "registreren",
          question: "Hoe koppel ik mijn pas aan mijn account?",
          answer: [
            "Kies Aanmelden en daarna Pas registreren. Vul je kaartnummer en je geboortedatum in, en daarna je e-mailadres. Je kaartnummer staat op de achterkant van je pas.",
          ],
        },
        {
          id: "wachtwoord",
          question: "Ik ben mijn wachtwoord vergeten.",
          answer: [
            "Kies Aanmelden en daarna Wachtwoord vergeten. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen. Geen e-mail gekregen? Kijk ook bij je ongewenste berichten.",
          ],
        },
        {
          id: "app",
          question: `Hoe zet ik de ${p}-app op mijn telefoon?`,
          answer: [
            `Je hoeft niets te downloaden. Open deze website op je telefoon en kies in het menu van je browser Toevoegen aan startscherm (Android) of Zet op beginscherm (iPhone). Dan staat ${p} tussen je andere apps.`,
          ],
        },
      ],
    },
    {
      id: "gezin",
      title: "Je gezin",
      items: [...pick("gezin")],
    },
    {
      id: "privacy",
      title: "Je gegevens",
      items: [
        {
          id: "gegevens",
          question: "Wat doen jullie met mijn gegevens?",
          answer: [
            "We gebruiken je gegevens alleen om je pas te laten werken: je punten, je voordelen en je kortingen. We verkopen ze nooit. Alles staat in ons privacybeleid.",
          ],
        },
        {
          id: "cookies",
          question: "Welke cookies gebruiken jullie?",
          answer: [
            "Alleen de cookies die nodig zijn, en andere cookies alleen als je er toestemming voor geeft. Je kan je keuze altijd wijzigen in de cookieverklaring.",
          ],
        },
      ],
    },
  ];
}
