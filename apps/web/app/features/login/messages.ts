// Dutch copy of login and session (spec §8 where it gives the wording).

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
  return Object.hasOwn(loginFailureMessages, reason)
    ? loginFailureMessages[reason as LoginFailureReason]
    : loginFailureMessages.provider_error;
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
