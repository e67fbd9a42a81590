// The three terms pages: general terms, terms of use (website and web app) and terms of sale.
// Plain Dutch for a Flemish public leisure card run by a non-profit organisation (vzw) with the
// participating municipalities. Articles are numbered across the whole document by the page.
import { CONTACT_EMAIL, organisationName } from "./contact.ts";

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export interface LegalArticle {
  title: string;
  body: LegalBlock[];
}

export interface LegalChapter {
  title: string;
  articles: LegalArticle[];
}

export interface LegalDocument {
  /** "Versie van …" line. */
  version: string;
  intro: string[];
  chapters: LegalChapter[];
}

const VERSION = "Versie van 1 oktober 2026";

export function termsGeneral(productName: string): LegalDocument {
  const p = productName;
  const org = organisationName(p);
  return {
    version: VERSION,
    intro: [
      `Deze algemene voorwaarden gelden voor iedereen die een ${p} heeft of gebruikt. Ze leggen uit wat je van ons mag verwachten en wat wij van jou vragen. We schrijven ze zo eenvoudig mogelijk. Heb je een vraag? Mail naar ${CONTACT_EMAIL}.`,
    ],
    chapters: [
      {
        title: "Algemeen",
        articles: [
          {
            title: "Wat bedoelen we met",
            body: [
              {
                list: [
                  `${p}: de spaar- en voordelenpas voor vrije tijd, als kaart en in de app.`,
                  `Houder: de persoon op wiens naam de ${p} staat.`,
                  `Regio: een gemeente of een groep gemeenten die samen ${p} aanbiedt. Elke regio heeft een eigen aanbod en eigen prijzen.`,
                  `Organisator: een vereniging, dienst, cultuurhuis, sportclub of andere organisatie die meedoet aan ${p}.`,
                  "Kansentarief: een verlaagd tarief voor mensen met een klein inkomen, met tot 80% korting op activiteiten die meedoen.",
                  "Voordeel: iets wat je krijgt in ruil voor punten, zoals een korting, een drankje of een cadeau.",
                ],
              },
            ],
          },
          {
            title: "Wie beheert de pas",
            body: [
              `${p} wordt beheerd door ${org}, een organisatie zonder winstoogmerk. We werken samen met de gemeenten en regio's die meedoen. Zij bepalen het aanbod, de prijzen en de kortingen in hun regio.`,
            ],
          },
          {
            title: "Wanneer gelden deze voorwaarden",
            body: [
              `Deze voorwaarden gelden vanaf het moment dat je een ${p} koopt, krijgt of registreert. Voor het gebruik van de website en de app gelden ook de gebruiksvoorwaarden. Voor de aankoop gelden ook de verkoopsvoorwaarden.`,
              "Een regio of organisator kan extra regels hebben voor een bepaald voordeel. Die staan dan bij dat voordeel.",
            ],
          },
        ],
      },
      {
        title: "Je pas",
        articles: [
          {
            title: "Een persoonlijke pas",
            body: [
              `Je ${p} is persoonlijk. Je mag hem niet doorgeven, verkopen of laten gebruiken door iemand anders. Een organisator mag vragen om je identiteit te tonen.`,
              "Je hebt per regio één pas. Woon je in een andere regio of verhuis je? Vraag dan aan een verkooppunt hoe je verder kan.",
            ],
          },
          {
            title: "Kinderen en jongeren",
            body: [
              "Ook kinderen kunnen een pas hebben. Voor kinderen jonger dan 16 jaar geeft een ouder of voogd toestemming. Een houder jonger dan 16 kan zelf geen gezinsleden toevoegen.",
            ],
          },
          {
            title: "Je gezin",
            body: [
              "Je kan gezinsleden toevoegen aan je account. Zo kan je voor elkaar punten sparen en voordelen omruilen, en zie je elkaars geschiedenis. Een gezinslid kan het gezin altijd weer verlaten.",
              "Het aantal volwassenen en kinderen in een gezin is beperkt. Je ziet het maximum in de app.",
            ],
          },
        ],
      },
      {
        title: "Punten, voordelen en kortingen",
        articles: [
          {
            title: "Punten sparen",
            body: [
              "Je spaart punten bij activiteiten die meedoen. Je scant de QR-code van de activiteit met de app, of je toont je pas aan de balie.",
              "Per activiteit krijg je hoogstens één keer per dag punten. Voor activiteiten die lang lopen, zoals een tentoonstelling, kan dat één keer per week zijn. Je kan punten sparen vanaf 5 uur voor de start tot 5 uur na het einde van de activiteit.",
              "Je punten zijn samen één saldo, ook als je in meer dan één regio een pas hebt.",
            ],
          },
          {
            title: "Punten omruilen",
            body: [
              "Je ruilt punten om voor een voordeel zolang het voordeel beschikbaar is. Sommige voordelen zijn beperkt in aantal of in tijd. Een welkomstvoordeel kost geen punten en krijg je één keer.",
              "Punten hebben geen geldwaarde. Je kan ze niet inruilen voor geld en niet verkopen.",
            ],
          },
          {
            title: "Kortingen en kansentarief",
            body: [
              "Een regio kan kortingen geven op tickets en lidgelden. Je ziet in de app welke kortingen je hebt en hoe vaak je ze nog kan gebruiken.",
              "Kansentarief krijg je van je regio als je aan de voorwaarden voldoet. Het heeft een einddatum. Daarna vraag je het opnieuw aan. We tonen je kansentarief nooit aan andere mensen dan jou en de diensten die het nodig hebben.",
            ],
          },
        ],
      },
      {
        title: "Misbruik, verantwoordelijkheid en wijzigingen",
        articles: [
          {
            title: "Misbruik",
            body: [
              "Gebruik je de pas op een oneerlijke manier, bijvoorbeeld door punten te sparen zonder deel te nemen of door codes te delen? Dan mogen we punten schrappen en je pas tijdelijk of definitief blokkeren. We laten je altijd weten waarom.",
            ],
          },
          {
            title: "Verantwoordelijkheid",
            body: [
              `De organisator is verantwoordelijk voor zijn activiteit en zijn voordelen. ${org} is niet verantwoordelijk als een activiteit niet doorgaat of als een voordeel op is. We doen wel ons best om het aanbod in de app juist te houden.`,
            ],
          },
          {
            title: "Wijzigingen",
            body: [
              "We kunnen deze voorwaarden aanpassen. Bij een belangrijke wijziging laten we het je vooraf weten in de app of per e-mail. De datum bovenaan toont de laatste versie.",
            ],
          },
          {
            title: "Klachten en geschillen",
            body: [
              `Ben je niet tevreden? Mail naar ${CONTACT_EMAIL}. We antwoorden binnen 15 werkdagen. Komen we er samen niet uit, dan geldt het Belgisch recht en is de bevoegde rechtbank volgens dat recht bevoegd.`,
            ],
          },
        ],
      },
    ],
  };
}

export function termsUse(productName: string): LegalDocument {
  const p = productName;
  const org = organisationName(p);
  return {
    version: VERSION,
    intro: [
      `Deze gebruiksvoorwaarden gelden voor de website en de web-app van ${p}. Door ze te gebruiken ga je akkoord met deze regels. Ze gelden naast de algemene voorwaarden.`,
    ],
    chapters: [
      {
        title: "Je account",
        articles: [
          {
            title: "Een account maken",
            body: [
              `Om je punten en voordelen te zien, maak je een account met je e-mailadres en een wachtwoord. Daarna registreer je je ${p} één keer met je kaartnummer en je geboortedatum. Zo koppel je de pas aan je account.`,
              "Geef juiste gegevens op en houd je e-mailadres actueel. Zo kunnen we je bereiken als er iets is met je pas.",
            ],
          },
          {
            title: "Aanmelden",
            body: [
              "Je meldt aan met je e-mailadres en je wachtwoord.",
              "Het oude aanmelden met kaartnummer en pincode is gestopt op 1 september 2022. Meldde je vroeger zo aan? Maak dan een account en registreer je pas opnieuw. Je punten blijven bewaard.",
            ],
          },
          {
            title: "Je wachtwoord",
            body: [
              "Je wachtwoord is geheim. Deel het met niemand, ook niet met een gezinslid. Denk je dat iemand anders het kent? Kies dan meteen een nieuw wachtwoord via 'Wachtwoord vergeten'.",
              "Meld je af als je een toestel gebruikt dat ook door anderen gebruikt wordt.",
            ],
          },
        ],
      },
      {
        title: "De website en de app gebruiken",
        articles: [
          {
            title: "Wat mag en wat niet",
            body: [
              "Je gebruikt de website en de app voor jezelf en je gezin. Het is niet toegelaten om:",
              {
                list: [
                  "een QR-code te scannen voor een activiteit waar je niet bent;",
                  "QR-codes te kopiëren, te delen of te verspreiden;",
                  "de website of de app automatisch uit te lezen met software;",
                  "de beveiliging te omzeilen of te testen zonder onze schriftelijke toestemming;",
                  "de dienst te gebruiken op een manier die anderen hindert.",
                ],
              },
            ],
          },
          {
            title: "Beschikbaarheid",
            body: [
              "We doen ons best om de website en de app altijd goed te laten werken. Soms zijn ze even niet beschikbaar, bijvoorbeeld tijdens onderhoud. Sparen en omruilen lukt alleen met een internetverbinding.",
            ],
          },
          {
            title: "Inhoud van anderen",
            body: [
              "Activiteiten, voordelen en kortingen komen van de organisatoren en de regio's. Zij zijn verantwoordelijk voor die informatie. Zie je een fout? Laat het ons weten.",
              "De website kan links naar andere websites bevatten. Voor de inhoud van die websites zijn wij niet verantwoordelijk.",
            ],
          },
          {
            title: "Intellectuele eigendom",
            body: [
              `De naam ${p}, het logo, de teksten en de vormgeving zijn van ${org} of van onze partners. Je mag ze niet overnemen zonder toestemming.`,
            ],
          },
        ],
      },
      {
        title: "Privacy, wijzigingen en contact",
        articles: [
          {
            title: "Privacy en cookies",
            body: [
              "Hoe we met je gegevens omgaan, lees je in ons privacybeleid. Welke cookies we gebruiken, lees je in de cookieverklaring.",
            ],
          },
          {
            title: "Je account stopzetten",
            body: [
              `Je kan je account altijd laten stopzetten. Mail naar ${CONTACT_EMAIL}. Bij misbruik kunnen wij je account blokkeren. We laten je altijd weten waarom.`,
            ],
          },
          {
            title: "Wijzigingen",
            body: [
              "We kunnen de website, de app en deze voorwaarden aanpassen. Bij een belangrijke wijziging laten we het je vooraf weten. De datum bovenaan toont de laatste versie.",
            ],
          },
          {
            title: "Toepasselijk recht",
            body: ["Op deze voorwaarden is het Belgisch recht van toepassing."],
          },
        ],
      },
    ],
  };
}

export function termsSale(productName: string): LegalDocument {
  const p = productName;
  const org = organisationName(p);
  return {
    version: VERSION,
    intro: [
      `Deze verkoopsvoorwaarden gelden als je een ${p} koopt, aan een verkooppunt of online. De verkoper is ${org}, samen met de regio waar je de pas koopt.`,
    ],
    chapters: [
      {
        title: "Prijs en kansentarief",
        articles: [
          {
            title: "Prijs",
            body: [
              `Een ${p} kost maximaal 5 euro. De prijs hangt af van je regio, je leeftijd en je woonplaats. Kinderen en jongeren betalen vaak minder of niets. De prijs die je betaalt, zie je voor je betaalt. Er komen geen kosten bij.`,
              "Heb je een kortingscode van je regio? Dan vul je die in bij de aankoop.",
            ],
          },
          {
            title: "Kansentarief",
            body: [
              "Met kansentarief betaal je minder voor je pas en krijg je tot 80% korting op activiteiten die meedoen.",
              "Aan een verkooppunt toon je een bewijs van je recht op kansentarief, bijvoorbeeld een attest van het OCMW. Online kijken we je recht na bij de overheid nadat je je aanmeldt met je eID of itsme. Je geeft daarvoor zelf toestemming.",
              "Kansentarief heeft een einddatum. Daarna vraag je het opnieuw aan.",
            ],
          },
        ],
      },
      {
        title: "Online kopen",
        articles: [
          {
            title: "Waar en voor wie",
            body: [
              "Online kopen kan voorlopig alleen in een paar proefgemeenten. Je vult je postcode in en ziet meteen of het kan. Je kan één pas per persoon online aanvragen, voor jezelf en voor je gezinsleden.",
              "Voor de online aanvraag vragen we het rijksregisternummer van elke persoon. We gebruiken het alleen om te controleren dat iemand niet twee passen krijgt en om je recht op kansentarief na te kijken. We bewaren het versleuteld.",
            ],
          },
          {
            title: "Bestellen en betalen",
            body: [
              "Je bestelling is definitief als je betaling gelukt is. Je betaalt via een beveiligde betaaldienst. Wij zien je bankgegevens niet.",
              "Na je betaling krijg je een bevestiging per e-mail. Je koppelt de pas daarna aan je account en gebruikt hem meteen in de app.",
            ],
          },
          {
            title: "Herroepingsrecht",
            body: [
              `Kocht je de pas online? Dan mag je binnen 14 dagen na je aankoop van de aankoop afzien, zonder reden. Mail daarvoor naar ${CONTACT_EMAIL}. We betalen je binnen 14 dagen terug, op dezelfde manier als je betaalde.`,
              "Heb je in die 14 dagen al punten gespaard, een voordeel omgeruild of een korting gebruikt? Dan vervalt je herroepingsrecht, omdat je de pas al gebruikt hebt.",
            ],
          },
        ],
      },
      {
        title: "Na de aankoop",
        articles: [
          {
            title: "Terugbetaling",
            body: [
              "Een pas die je aan een verkooppunt kocht, betalen we niet terug. Is er iets mis met je pas, bijvoorbeeld omdat hij niet werkt? Dan krijg je gratis een nieuwe.",
              "Mislukte een online betaling of werd ze twee keer uitgevoerd? Dan betalen we het te veel betaalde bedrag automatisch terug.",
            ],
          },
          {
            title: "Verlies, diefstal of schade",
            body: [
              "Ben je je pas kwijt, werd hij gestolen of is hij beschadigd? Ga naar een verkooppunt. Daar blokkeren ze je oude pas, zodat niemand anders hem kan gebruiken. Je krijgt een nieuwe pas voor maximaal 5 euro.",
              "Je punten, je kortingen en je geschiedenis gaan mee naar je nieuwe pas.",
            ],
          },
          {
            title: "Geldigheid",
            body: [
              `Je pas blijft geldig zolang je regio meedoet en je pas niet geblokkeerd is. Stopt je regio met ${p}? Dan laten we je dat op tijd weten.`,
            ],
          },
          {
            title: "Klachten",
            body: [
              `Heb je een klacht over je aankoop? Mail naar ${CONTACT_EMAIL}. We antwoorden binnen 15 werkdagen. Vind je samen met ons geen oplossing, dan kan je terecht bij de Consumentenombudsdienst.`,
            ],
          },
        ],
      },
    ],
  };
}
