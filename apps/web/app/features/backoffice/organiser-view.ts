// What the form of an organiser (new or changed) shows and sends (decision 0067), shared by its loader and its page.
import type { ManagedOrganiser } from "@vtp/contracts/organiser-management";

export const ORGANISER_FIELDS = [
  "region",
  "municipality",
  "name",
  "street",
  "email",
  "phone",
  "websiteUrl",
  "location",
  "description",
  "types",
] as const;
/** What was typed; `types` the checked boxes, joined by commas. */
export type OrganiserFormValues = Record<(typeof ORGANISER_FIELDS)[number], string>;

/** A region the account may add organisers to, with its municipalities ("9000 Gent"). */
export interface FormRegion {
  id: string;
  name: string;
  municipalities: { value: string; label: string }[];
}

/** The form filled in with the organiser as the api has it (its place as "51.0543, 3.7174", as it is typed). */
export function organiserFormValues(o: ManagedOrganiser): OrganiserFormValues {
  return {
    region: o.cardSystemId,
    municipality: `${o.address.postalCode} ${o.address.city}`,
    name: o.name,
    street: o.address.street ?? "",
    email: o.email ?? "",
    phone: o.phone ?? "",
    websiteUrl: o.websiteUrl ?? "",
    location: o.location === null ? "" : `${o.location.lat}, ${o.location.lon}`,
    description: o.description ?? "",
    types: o.types.join(","),
  };
}
