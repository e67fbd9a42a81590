// Dutch validation messages for every zod schema in the product.
//
// zod ships a Dutch locale (`z.locales.nl()`), but its sentences are written for developers
// ("Te kort: verwacht dat string >=3 tekens heeft"). The common cases a holder meets in a form get
// plain Dutch here; everything else falls back to zod's Dutch locale. A schema can still give its own
// message (`z.string().min(1, "Vul je voornaam in")`), which wins over both.
import { z } from "zod";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function nlNumber(n: number | bigint): string {
  return typeof n === "bigint" ? n.toString() : n.toLocaleString("nl-BE");
}

/** Plain Dutch for the issues people meet in forms; undefined hands the issue to zod's nl locale. */
export function dutchIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Dit veld is verplicht.";
      if (issue.expected === "number" || issue.expected === "int") return "Vul een getal in.";
      if (issue.expected === "string") return "Vul tekst in.";
      if (issue.expected === "boolean") return "Kies ja of nee.";
      if (issue.expected === "date") return "Vul een geldige datum in.";
      return undefined;
    case "too_small": {
      const min = issue.minimum;
      if (issue.origin === "string") {
        if (Number(min) <= 1) return "Dit veld is verplicht.";
        return `Vul minstens ${nlNumber(min)} tekens in.`;
      }
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
        return issue.inclusive ? `Het getal moet minstens ${nlNumber(min)} zijn.` : `Het getal moet groter zijn dan ${nlNumber(min)}.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        if (Number(min) <= 1) return "Kies minstens één waarde.";
        return `Kies minstens ${nlNumber(min)} waarden.`;
      }
      if (issue.origin === "date") return "Deze datum ligt te ver in het verleden.";
      return undefined;
    }
    case "too_big": {
      const max = issue.maximum;
      if (issue.origin === "string") return `Vul hoogstens ${nlNumber(max)} tekens in.`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
        return issue.inclusive ? `Het getal mag hoogstens ${nlNumber(max)} zijn.` : `Het getal moet kleiner zijn dan ${nlNumber(max)}.`;
      }
      if (issue.origin === "array" || issue.origin === "set") return `Kies hoogstens ${nlNumber(max)} waarden.`;
      if (issue.origin === "date") return "Deze datum ligt te ver in de toekomst.";
      return undefined;
    }
    case "invalid_format":
      switch (issue.format) {
        case "email":
          return "Dit is een ongeldig e-mailadres";
        case "url":
          return "Dit is een ongeldige webpagina.";
        case "date":
        case "datetime":
          return "Vul een geldige datum in.";
        case "uuid":
        case "regex":
          return "Deze waarde heeft niet het juiste formaat.";
        default:
          return undefined;
      }
    case "invalid_value":
      return issue.values.length === 1 ? "Deze waarde is niet toegelaten." : "Kies een van de mogelijke waarden.";
    case "unrecognized_keys":
      return issue.keys.length === 1 ? `Onbekend veld: ${issue.keys[0]}.` : `Onbekende velden: ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return "Deze waarde is ongeldig.";
    default:
      return undefined;
  }
}

let configured = false;

/** Makes every zod schema in this process answer in Dutch. Idempotent. */
export function useDutchZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config({ ...z.locales.nl(), customError: (issue) => dutchIssueMessage(issue) });
}
