// Dutch copy of "Mijn voorkeuren" (/profiel/instellingen) around the opt-ins; each opt-in's label and
// explanation are the feature's (features/preferences/). `name` is the product name.

export const preferencesCopy = {
  noCard: "Nog geen pas gekoppeld",
  noCardText: (name: string) => `Zodra er een ${name} aan je account gekoppeld is, kies je hier hoe we je mogen contacteren.`,
  heading: "Hoe mogen we je op de hoogte houden?",
  intro:
    "Je kiest zelf welke berichten je per e-mail krijgt, en je kunt het altijd weer aanpassen. In de app, bij Berichten, vind je ze altijd.",
  save: "Opslaan",
} as const;
