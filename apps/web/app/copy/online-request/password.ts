// The online request, step 7: the account's password.

export const passwordStepCopy = {
  heading: (link: boolean) => (link ? "Koppel je pas aan je account" : "Kies een wachtwoord"),
  /** Followed by the address and a full stop. */
  paid: (several: boolean) =>
    `Bedankt! Je aanvraag is betaald. ${several ? "De passen zijn" : "Je pas is"} aangemaakt. We stuurden een bevestiging naar `,
  /** Around the address. */
  signedIn: ["Je bent aangemeld met ", ". Koppel je nieuwe pas aan je account, dan zie je hem meteen in de app."],
  existing: ["Meld je aan met ", ". Daarna koppelen we je nieuwe pas aan je account."],
  newAccount: (name: string) =>
    `Met een wachtwoord maak je je ${name}-account. Daarmee meld je je aan in de app en zie je je pas, je punten en je voordelen.`,
  newAccountSteps: [
    "Je kiest een wachtwoord. Je e-mailadres en je naam zijn al ingevuld.",
    "We sturen je een mail: klik op de link om je e-mailadres te bevestigen.",
    "Je komt hier terug en je pas staat in je account.",
  ],
  link: "Pas koppelen",
  choosePassword: "Wachtwoord kiezen",
} as const;
