// Which database errors mean "unreachable right now" (503) and which stay what they are.
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./availability.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises lost and refused connections, shutdowns and timeouts", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      withCode("53300", "sorry, too many clients already"),
      withCode("57014", "canceling statement due to statement timeout"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("PGlite is closed"),
      new DatabaseUnavailableError("De database antwoordde niet."),
      new Error("wrapped", { cause: withCode("ECONNREFUSED") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves faults of the request or the code alone", () => {
    for (const error of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("23514", "new row violates check constraint"),
      withCode("40001", "could not serialize access"),
      withCode("42P01", 'relation "x" does not exist'),
      withCode("22P02", "invalid input syntax for type integer"),
      new TypeError("Cannot read properties of undefined"),
      "ECONNREFUSED",
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
