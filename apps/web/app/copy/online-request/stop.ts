// The online request: stopping a request.

/**
 * Stopping the request (issue 22): the header's control never says "Sluiten", the cookie notice's word,
 * and asks first: a dialog where JavaScript runs, the page /online-aanvraag/stoppen without.
 */
export const stopCopy = {
  /** The header's control on every page of the request but the last step. */
  control: "Aanvraag stoppen",
  /** The header's control on the install step: the request is done, nothing is wiped. */
  done: "Klaar",
  question: "Aanvraag stoppen?",
  consequence: "Wat je invulde, wordt gewist.",
  stop: "Stoppen",
  continue: "Verder invullen",
} as const;
