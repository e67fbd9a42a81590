// The text of /app and /installeer-app (routes/content/install-app.tsx): add the web app to the home screen.
// `name` is the product name. A step with bold words is a list of parts: the page shows the odd parts in bold.

export const installAppCopy = {
  title: "Installeer de app",
  lead: (name: string) =>
    `De ${name}-app werkt in je browser. Je hoeft niets te downloaden uit een app-winkel. Zet de app op je startscherm en open hem met één tik, net als andere apps.`,
  chooseDevice: "Kies je toestel",
  android: {
    heading: "Android",
    browser: "Gebruik de browser Chrome.",
    steps: {
      open: "Open deze website in Chrome.",
      /** Followed by the menu icon. */
      menu: "Tik rechtsboven op het menu: de drie puntjes ",
      add: ["Tik op ", "Toevoegen aan startscherm", ". Zie je ", "App installeren", "? Tik dan daarop."],
      confirm: ["Bevestig met ", "Toevoegen", " of ", "Installeren", "."],
    },
    done: (name: string) => `Het icoon van ${name} staat nu op je startscherm.`,
  },
  ios: {
    heading: "iPhone en iPad",
    browser: "Gebruik de browser Safari. In andere browsers op een iPhone lukt het niet altijd.",
    steps: {
      open: "Open deze website in Safari.",
      /** Part 1 is in bold and followed by the share icon; part 2 follows the icon. */
      share: ["Tik onderaan op de ", "Deel-knop", ": een vierkantje met een pijl naar boven. Op een iPad staat die knop bovenaan."],
      scroll: ["Scrol naar beneden en tik op ", "Zet op beginscherm", "."],
      add: ["Tik rechtsboven op ", "Voeg toe", "."],
    },
    done: (name: string) => `Het icoon van ${name} staat nu op je beginscherm.`,
  },
  offline: {
    heading: "Wat werkt zonder internet?",
    paragraphs: [
      "De app opent ook als je geen verbinding hebt. Pagina's die je eerder al bekeek, kan je meestal opnieuw openen.",
      "Voor punten sparen, voordelen omruilen en je actuele puntensaldo heb je wel internet nodig. Zonder verbinding zie je een melding. Probeer het dan opnieuw zodra je weer online bent.",
    ],
    /** Parts 1 and 3 are the links to the login and to the card registration. */
    noAccount: ["Nog geen account? ", "Meld je aan", " of ", "registreer je pas", "."],
  },
} as const;
