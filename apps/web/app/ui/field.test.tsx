// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary, summaryEntry, TextField } from "./field.tsx";

describe("ErrorSummary", () => {
  afterEach(cleanup);

  it("names each field before its message and still links to the field", () => {
    render(
      <ErrorSummary
        errors={[
          { field: "birthDate", message: "Vul je geboortedatum in." },
          { field: "phone", message: "Schrijf je telefoonnummer in internationaal formaat." },
        ]}
        fieldIds={{ birthDate: "geboortedatum", phone: "telefoon" }}
      />,
    );
    const birth = screen.getByRole("link", { name: "Geboortedatum: vul je geboortedatum in." });
    expect(birth.getAttribute("href")).toBe("#geboortedatum");
    const phone = screen.getByRole("link", { name: "Telefoonnummer: schrijf je telefoonnummer in internationaal formaat." });
    expect(phone.getAttribute("href")).toBe("#telefoon");
  });

  it("takes a form's own label where it differs from the shared name", () => {
    render(
      <ErrorSummary
        errors={[{ field: "pin", message: "Zeker dat je vier cijfers hebt ingevuld?" }]}
        fieldIds={{ pin: "profiel-pincode" }}
        labels={{ pin: "Nieuwe pincode" }}
      />,
    );
    expect(screen.getByRole("link", { name: "Nieuwe pincode: zeker dat je vier cijfers hebt ingevuld?" })).toBeTruthy();
  });
});

describe("summaryEntry", () => {
  it("keeps a message that already names its field, or whose field has no name", () => {
    expect(summaryEntry("Postcode", "Postcode ontbreekt.")).toBe("Postcode ontbreekt.");
    expect(summaryEntry(undefined, "Dit veld is verplicht")).toBe("Dit veld is verplicht");
  });

  it("keeps a first word with capitals inside (a name, an abbreviation)", () => {
    expect(summaryEntry("Pasnummer", "UiTPAS kent dit nummer niet.")).toBe("Pasnummer: UiTPAS kent dit nummer niet.");
    expect(summaryEntry("E-mailadres", "Dit is een ongeldig e-mailadres")).toBe("E-mailadres: dit is een ongeldig e-mailadres");
  });
});

describe("TextField", () => {
  afterEach(cleanup);

  it("is a text of several lines with rows, linked to its hint and error like a one-line field", () => {
    render(
      <TextField id="beschrijving" name="description" label="Beschrijving" hint="Wat holders lezen." error="Te lang." rows={3} optional />,
    );
    const field = screen.getByRole("textbox", { name: /^Beschrijving/ });
    expect(field.tagName).toBe("TEXTAREA");
    expect(field.getAttribute("rows")).toBe("3");
    expect(field.getAttribute("aria-describedby")).toBe("beschrijving-hint beschrijving-error");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("(niet verplicht)", { exact: false })).toBeTruthy();
  });

  it("is one line without rows", () => {
    render(<TextField id="titel" name="title" label="Titel" />);
    expect(screen.getByRole("textbox", { name: "Titel" }).tagName).toBe("INPUT");
  });
});
