// Dutch copy the design system's form parts share (app/ui/): the required marker and the date field's hint.

export const formsCopy = {
  /** After a required field's label. */
  required: " (verplicht)",
  /** Every date field: how to write a date, with an example; 22042011, 22-04-2011 and 22.04.2011 work too. */
  dateHint: "Dag, maand en jaar, bv. 22/04/2011.",
} as const;
