// Dutch copy of card registration (spec §8 where it gives the wording).

/** "de pas van Jonas", or "je pas" when the name is not known. */
export function cardOf(holderFirstName: string | null | undefined): string {
  return holderFirstName ? `de pas van ${holderFirstName}` : "je pas";
}

export const registrationMessages = {
  linked: (holderFirstName: string | undefined) => {
    const card = cardOf(holderFirstName);
    return `${card.charAt(0).toUpperCase()}${card.slice(1)} is gekoppeld aan je account.`;
  },
  failed: "Registratie mislukt.",
  expired: "Je registratie is verlopen. Begin opnieuw met je pasnummer en geboortedatum.",
  invitationInvalid: "Deze link werkt niet. Gebruik de volledige link uit de mail, of begin opnieuw met je pasnummer en geboortedatum.",
  invitationExpired:
    "Deze link is verlopen of werd al gebruikt. Begin opnieuw met je pasnummer en geboortedatum: dan sturen we je een nieuwe mail.",
} as const;
