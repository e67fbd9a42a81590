// What the form of a new organiser shows and sends (decision 0067), shared by its loader and its page.

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
