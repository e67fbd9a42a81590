// Dutch copy of login, session and card registration (spec §8 where it gives the wording).

export const loginFailureMessages = {
  cancelled: "Je hebt het aanmelden geannuleerd. Je kan het opnieuw proberen wanneer je wil.",
  missing_state: "Je aanmelding is verlopen. Meld je opnieuw aan.",
  provider_error: "Aanmelden is niet gelukt. Probeer het opnieuw.",
  exchange_failed: "Aanmelden is niet gelukt. Probeer het opnieuw.",
  profile: "We konden je profiel niet ophalen. Probeer het later opnieuw.",
} as const;

export type LoginFailureReason = keyof typeof loginFailureMessages;

export function loginFailureMessage(reason: string | null): string | undefined {
  if (reason === null) return undefined;
  return Object.hasOwn(loginFailureMessages, reason) ? loginFailureMessages[reason as LoginFailureReason] : loginFailureMessages.provider_error;
}

/**
 * After a logout the provider returns to the home page with `?state=afgemeld` (the `state` of the
 * RP-initiated logout); without a provider hop the web app redirects there itself.
 */
export const SIGNED_OUT_STATE = "afgemeld";
export const signedOutMessage = "Je bent afgemeld.";

/** True on the page a logout lands on. */
export function isSignedOutLanding(url: URL): boolean {
  return url.searchParams.get("state") === SIGNED_OUT_STATE;
}

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
  invitationExpired: "Deze link is verlopen of werd al gebruikt. Begin opnieuw met je pasnummer en geboortedatum: dan sturen we je een nieuwe mail.",
} as const;
