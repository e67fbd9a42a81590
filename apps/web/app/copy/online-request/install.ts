// The online request, step 8: the app on the phone.

export const installStepCopy = {
  heading: "Je pas is klaar",
  ready: (name: string) => `Je ${name} staat in je account. Zet de app op je startscherm: zo heb je je pas altijd bij.`,
  android: "Android",
  /** Each step's odd parts are in bold. */
  androidSteps: [
    ["Open deze website in Chrome."],
    ["Tik rechtsboven op het menu: de drie puntjes."],
    ["Tik op ", "Toevoegen aan startscherm", " of ", "App installeren", "."],
  ],
  ios: "iPhone en iPad",
  iosSteps: [
    ["Open deze website in Safari."],
    ["Tik op de ", "Deel-knop", ": een vierkantje met een pijl naar boven."],
    ["Kies ", "Zet op beginscherm", " en tik op ", "Voeg toe", "."],
  ],
  moreAboutApp: "Meer uitleg over de app",
} as const;
