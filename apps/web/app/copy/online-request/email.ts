// The online request, step 2: the e-mail address.

export const emailStepCopy = {
  heading: "Wat is je e-mailadres?",
  lead: (name: string) =>
    `We sturen je een bevestiging van je aanvraag en een link om later verder te gaan. Met dit adres meld je je straks aan in de ${name}-app.`,
  hasCard: (name: string) => `Aan je account is al een ${name} gekoppeld`,
  hasCardText:
    "Je kan maar één pas hebben. Wil je een pas voor je kind of je partner? Dan vraagt die de pas aan met een eigen e-mailadres, of jij voegt je gezin toe in je profiel.",
  existing: "Je hebt al een account",
  /** Around the address. */
  existingText: ["Er bestaat al een account met ", ". Meld je aan om verder te gaan: je aanvraag blijft bewaard."],
  otherAddress: "Of gebruik hieronder een ander e-mailadres.",
  /** The contact address versus the login address, told as in the profile (issue 22 §6). */
  emailHint:
    "We sturen je berichten ook naar dit adres. In je profiel kan je later een ander adres voor berichten kiezen; aanmelden doe je altijd met dit adres.",
} as const;
