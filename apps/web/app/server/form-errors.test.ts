// The api's field messages placed on a form's fields (every back-office form's refusal): the first message per
// field, the form's own name for an api field, and the api's sentence as the general message when a message has
// no field on the form or none was placed, so nothing the api said is lost.
import { describe, expect, it } from "vitest";
import { placeFieldErrors } from "./form-errors.ts";

const userMessage = "Controleer wat je invulde.";
const onForm = (field: string) => (["title", "body"].includes(field) ? field : undefined);

describe("placeFieldErrors", () => {
  it("keeps the first message per field, in the api's order, without a general message when all are placed", () => {
    const fieldErrors = [
      { field: "title", message: "Te kort." },
      { field: "body", message: "Te lang." },
      { field: "title", message: "Nog iets." },
    ];
    expect(placeFieldErrors({ fieldErrors, userMessage }, onForm)).toEqual({
      errors: [
        { field: "title", message: "Te kort." },
        { field: "body", message: "Te lang." },
      ],
    });
  });

  it("says the api's sentence too when a message has no field on the form, or when there are none", () => {
    const fieldErrors = [
      { field: "title", message: "Te kort." },
      { field: "extra", message: "Onbekend veld." },
    ];
    expect(placeFieldErrors({ fieldErrors, userMessage }, onForm)).toEqual({
      errors: [{ field: "title", message: "Te kort." }],
      general: userMessage,
    });
    expect(placeFieldErrors({ fieldErrors: [], userMessage }, onForm)).toEqual({ errors: [], general: userMessage });
  });

  it("puts a message on the form's own name of the field", () => {
    const fieldErrors = [{ field: "address", message: "Kies de gemeente." }];
    expect(placeFieldErrors({ fieldErrors, userMessage }, () => "municipality")).toEqual({
      errors: [{ field: "municipality", message: "Kies de gemeente." }],
    });
  });
});
