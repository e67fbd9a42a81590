import { describe, expect, it } from "vitest";
import { errorSummary, summaryEntry } from "./views.ts";

describe("the idp's error summary", () => {
  it("names the field before its message and links to it", () => {
    const out = errorSummary([{ field: "password", message: "Vul je wachtwoord in." }]).html;
    expect(out).toContain('<a href="#password">Wachtwoord: vul je wachtwoord in.</a>');
  });

  it("takes a page's own names, and keeps a message without a known field", () => {
    expect(summaryEntry("password", "Kies minstens 12 tekens.", { password: "Nieuw wachtwoord" })).toBe(
      "Nieuw wachtwoord: kies minstens 12 tekens.",
    );
    expect(summaryEntry("persona-1", "Dat lukte niet.")).toBe("Dat lukte niet.");
  });
});
