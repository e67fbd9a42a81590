// Who is behind the card and where to write: small on purpose, because the error page (part of every
// page's JavaScript) needs the contact address; the terms themselves (legal.ts) load only on their pages.

/** The organisation behind the card: a vzw named after the product. */
export function organisationName(productName: string): string {
  return `${productName} vzw`;
}

export const CONTACT_EMAIL = "info@voorbeeld.be";
export const PRIVACY_EMAIL = "privacy@voorbeeld.be";
export const PARTNER_EMAIL = "partners@voorbeeld.be";
