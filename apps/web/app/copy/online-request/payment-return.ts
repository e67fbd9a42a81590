// The online request: back from the payment provider.

export const paymentReturnCopy = {
  heading: "We verwerken je betaling",
  text: "Is je betaling gelukt? Dan krijg je binnen enkele minuten een mail met de bevestiging en een link om je aanvraag te volgen.",
  status: "Bekijk de status van je aanvraag",
} as const;
