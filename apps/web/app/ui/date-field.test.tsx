// @vitest-environment happy-dom
// The date field (issue 22): what it renders, and its formatting as a date is typed on a phone's number
// pad (digits only) or a keyboard, with the caret where the next digit belongs and deleting that works.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DateField } from "./date-field.tsx";
import { formatTypedDate, installDateInputs } from "./date-input.ts";

/** `|` marks the caret: "22|" -> formatTypedDate("22", 2) as "22/0|" etc. */
function edit(withCaret: string): string {
  const caret = withCaret.indexOf("|");
  const next = formatTypedDate(withCaret.replace("|", ""), caret);
  return `${next.value.slice(0, next.caret)}|${next.value.slice(next.caret)}`;
}

describe("formatTypedDate", () => {
  it("formats 8 digits typed one by one on a number pad", () => {
    const shown: string[] = [];
    let value = "";
    for (const digit of "22042011") {
      const next = formatTypedDate(value + digit, value.length + 1);
      expect(next.caret).toBe(next.value.length);
      value = next.value;
      shown.push(value);
    }
    expect(shown).toEqual(["2", "22", "22/0", "22/04", "22/04/2", "22/04/20", "22/04/201", "22/04/2011"]);
  });

  it("formats a pasted or autofilled date at once", () => {
    expect(formatTypedDate("22042011", 8)).toEqual({ value: "22/04/2011", caret: 10 });
    expect(formatTypedDate("22-04-2011", 10)).toEqual({ value: "22/04/2011", caret: 10 });
    expect(formatTypedDate("22.04.2011", 10)).toEqual({ value: "22/04/2011", caret: 10 });
    expect(formatTypedDate("22 04 2011", 10)).toEqual({ value: "22/04/2011", caret: 10 });
    expect(formatTypedDate("1/5/1990", 8)).toEqual({ value: "1/5/1990", caret: 8 });
  });

  it("keeps a separator the person typed, and a day or month of one digit", () => {
    expect(edit("22/|")).toBe("22/|");
    expect(edit("22-|")).toBe("22/|");
    expect(edit("22 |")).toBe("22/|");
    expect(edit("1/|")).toBe("1/|");
    expect(edit("1.5.|")).toBe("1/5/|");
    expect(edit("22//|")).toBe("22/|");
  });

  it("lets deleting work: a digit goes, an inserted '/' moves the caret", () => {
    expect(edit("22/04/201|")).toBe("22/04/201|");
    expect(edit("22/0|")).toBe("22/0|");
    expect(edit("22/|")).toBe("22/|");
    expect(edit("22|")).toBe("22|");
    // Backspace over the "/" of 22/04/2011 gives 2204/2011: the "/" comes back and the caret is before it.
    expect(edit("22|04/2011")).toBe("22|/04/2011");
    // A digit deleted in the middle: the others move up, the caret stays after the digit before it.
    expect(edit("2|/04/2011")).toBe("2|/04/2011");
    expect(edit("22/4|/2011")).toBe("22/4|/2011");
  });

  it("keeps the caret after the digit typed in the middle", () => {
    // 22/4/2011, a 0 typed before the 4.
    expect(edit("22/0|4/2011")).toBe("22/0|4/2011");
    // A ninth digit typed into a whole date: no date any more, so nothing moves and no digit is lost.
    expect(edit("221|/04/2011")).toBe("221|/04/2011");
    // A digit typed over a selected one.
    expect(edit("22/05|/2011")).toBe("22/05|/2011");
  });

  it("keeps at most 4 digits of the year", () => {
    expect(edit("22/04/20111|")).toBe("22/04/2011|");
  });

  it("leaves text that is no date being typed as it is", () => {
    expect(edit("22 april|")).toBe("22 april|");
    expect(edit("22/04/2011/1|")).toBe("22/04/2011/1|");
    expect(edit("|")).toBe("|");
  });
});

describe("DateField", () => {
  beforeAll(() => installDateInputs(document));
  afterEach(cleanup);

  it("opens the number pad, shows the example and links hint and error", () => {
    render(<DateField id="geboortedatum" name="birthDate" label="Geboortedatum" autoComplete="bday" error="Deze datum bestaat niet." />);
    const input = screen.getByLabelText("Geboortedatum");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("type")).toBe("text");
    expect(input.getAttribute("name")).toBe("birthDate");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("geboortedatum-hint geboortedatum-error");
    expect(document.getElementById("geboortedatum-hint")?.textContent).toBe("Dag, maand en jaar, bv. 22/04/2011.");
    expect(document.getElementById("geboortedatum-error")?.textContent).toContain("Deze datum bestaat niet.");
  });

  it("is formatted as it is typed, with the caret at the end", () => {
    render(<DateField id="d" name="birthDate" label="Geboortedatum" autoComplete="off" />);
    const input = screen.getByLabelText("Geboortedatum") as HTMLInputElement;
    input.focus();
    for (const digit of "22042011") {
      input.value += digit;
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    expect(input.value).toBe("22/04/2011");
    expect(input.selectionStart).toBe(10);
    // Deleting the last digits one by one.
    for (const expected of ["22/04/201", "22/04/20", "22/04/2", "22/04/", "22/04"]) {
      input.value = input.value.slice(0, -1);
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      expect(input.value).toBe(expected);
    }
  });

  it("leaves other inputs alone", () => {
    render(<input aria-label="Pasnummer" />);
    const input = screen.getByLabelText("Pasnummer") as HTMLInputElement;
    input.value = "22042011";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(input.value).toBe("22042011");
  });
});
