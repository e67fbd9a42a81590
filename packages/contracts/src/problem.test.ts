import { describe, expect, it } from "vitest";
import { z } from "zod";
import { normaliseError, parseProblem, problemCodes, ProblemError, problemFor, problemSchema, problemType } from "./problem.ts";
import { useDutchZodMessages } from "./zod-nl.ts";

describe("normaliseError", () => {
  it("takes the status from statusCode first", () => {
    expect(normaliseError({ message: "Niet gevonden", statusCode: 404, status: 500 })).toEqual({ message: "Niet gevonden", status: 404 });
  });

  it("falls back to status, then to the response status", () => {
    expect(normaliseError({ message: "Verboden", status: 403 })).toEqual({ message: "Verboden", status: 403 });
    expect(normaliseError({ message: "Te veel", response: { status: 429 } })).toEqual({ message: "Te veel", status: 429 });
    expect(normaliseError({ message: "x", status: "502" }).status).toBe(502);
  });

  it("defaults to 500 and ignores statuses that are not errors", () => {
    expect(normaliseError(new Error("kapot"))).toEqual({ message: "kapot", status: 500 });
    expect(normaliseError({ message: "ok?", statusCode: 200 }).status).toBe(500);
    expect(normaliseError({ statusCode: 42.5 }).status).toBe(500);
  });

  it("gives a Dutch message for values without one", () => {
    expect(normaliseError(undefined)).toEqual({
      message: "Er is een technische fout opgetreden. Probeer het later opnieuw.",
      status: 500,
    });
    expect(normaliseError(null).status).toBe(500);
    expect(normaliseError("Unknown middleware auth")).toEqual({ message: "Unknown middleware auth", status: 500 });
  });
});

describe("problem catalogue", () => {
  it("has a status, an English title and a Dutch sentence for every code", () => {
    for (const [code, def] of Object.entries(problemCodes)) {
      expect(def.status, code).toBeGreaterThanOrEqual(400);
      expect(def.status, code).toBeLessThan(600);
      expect(def.title.length, code).toBeGreaterThan(2);
      expect(def.nl, code).toMatch(/^[A-Z].+[.!]$/);
    }
  });

  it("covers the spec's cash-in codes and the generic ones with the agreed wording", () => {
    for (const code of [
      "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
      "NOT_POSSIBLE_INVALID_CARD",
      "NOT_POSSIBLE_DATE_CONSTRAINT",
      "NOT_POSSIBLE_VOLUME_CONSTRAINT",
      "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT",
      "NOT_POSSIBLE_POINTS_CONSTRAINT",
      "NOT_POSSIBLE_USER_CONSTRAINT",
      "NOT_APPLICABLE_TO_PASSHOLDER",
      "NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM",
      "NOT_POSSIBLE_KANSENSTATUUT_EXPIRED",
      "invalid_credentials",
    ]) {
      expect(Object.keys(problemCodes)).toContain(code);
    }
    expect(problemCodes.validation.nl).toBe("Niet alle velden zijn correct ingevuld.");
    expect(problemCodes["rate-limited"]).toMatchObject({ status: 429, nl: "Te veel pogingen. Probeer het later opnieuw." });
    expect(problemCodes.internal.nl).toBe("Er is een technische fout opgetreden. Probeer het later opnieuw.");
  });
});

describe("ProblemError", () => {
  it("carries the catalogue entry and renders valid problem JSON", () => {
    const err = new ProblemError("NOT_POSSIBLE_POINTS_CONSTRAINT", { detail: "Saldo 3, nodig 10" });
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(400);
    expect(err.statusCode).toBe(400);
    const problem = err.toProblem("req-1");
    expect(problemSchema.parse(problem)).toEqual({
      type: "/problems/NOT_POSSIBLE_POINTS_CONSTRAINT",
      code: "NOT_POSSIBLE_POINTS_CONSTRAINT",
      title: "Not enough points",
      status: 400,
      detail: "Saldo 3, nodig 10",
      endUserMessage: { nl: "Je hebt niet genoeg punten om dit voordeel om te ruilen." },
      requestId: "req-1",
    });
    expect(normaliseError(err)).toEqual({ message: "Saldo 3, nodig 10", status: 400 });
  });

  it("lets a service override the Dutch sentence", () => {
    expect(problemFor("CHECKIN_LIMIT_REACHED", "r", { nl: "Je kan deze code maximaal 1 keer per week scannen." }).endUserMessage.nl).toBe(
      "Je kan deze code maximaal 1 keer per week scannen.",
    );
  });

  it("parseProblem recognises problem JSON and rejects other bodies", () => {
    expect(parseProblem(problemFor("forbidden", "abc"))?.type).toBe(problemType("forbidden"));
    expect(parseProblem({ message: "nope" })).toBeUndefined();
  });
});

describe("Dutch zod messages", () => {
  useDutchZodMessages();
  const form = z.object({ email: z.email(), name: z.string().min(1), pin: z.string().min(4).max(4), age: z.number().max(120) });

  it("uses plain Dutch for common form issues", () => {
    const result = form.safeParse({ email: "geen-mail", name: "", pin: "123456", age: 130 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      email: "Dit is een ongeldig e-mailadres",
      name: "Dit veld is verplicht.",
      pin: "Vul hoogstens 4 tekens in.",
      age: "Het getal mag hoogstens 120 zijn.",
    });
  });

  it("reports a missing field as required and keeps schema-specific messages", () => {
    const result = z
      .object({ city: z.string(), zip: z.string().regex(/^\d{4}$/, "Vul een geldige postcode in.") })
      .safeParse({ zip: "12" });
    expect(result.error!.issues.map((i) => i.message)).toEqual(["Dit veld is verplicht.", "Vul een geldige postcode in."]);
  });
});
