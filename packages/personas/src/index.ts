// The named demo people of the product. The demo seed inserts them, the embedded identity provider
// knows their accounts, and the end-to-end journeys log in as them. Everything here is fixed: ids,
// card numbers and birth dates never change, so tests and documentation can name them.
//
// Dates that move with "today" (end dates of the kansenstatuut and of memberships) are computed by the
// seed from its `now`; see `kansenstatuutEndDate`.//
// One module per kind of persona: holders.ts (the holders and the shared types), unregistered-cards.ts,
// government.ts (the government login's people), staff.ts (organiser and card-system staff).
import { isValidCardNumber, luhnCheckDigit } from "@vtp/contracts/card-number";

export { isValidCardNumber, luhnCheckDigit };
export * from "./holders.ts";
export * from "./unregistered-cards.ts";
export * from "./government.ts";
export { bram, els, katrien, partnerClients, staffPersonaByEmail, staffPersonas } from "./staff.ts";
export type { PartnerClientPersona, StaffOrganiserRole, StaffPersona, StaffRole } from "./staff.ts";
