// The fuzzer's generator (zod-arbitrary.ts): what it makes from zod 4 schemas is valid where JSON Schema
// can say so, hints are used, and each mutation makes a value the schema refuses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { databaseId, databaseIdParam, text, trimmedText } from "@vtp/contracts/fields";
import { apiEndpoints } from "@vtp/contracts/endpoints";
import { invalidValue, MUTATIONS, pathsOf, validArbitrary } from "./zod-arbitrary.ts";

const sample = (schema: z.ZodType, hints = {}) => fc.sample(validArbitrary(schema, hints), { numRuns: 200, seed: 7 });

describe("validArbitrary", () => {
  it("makes values of the schema from its type, bounds, formats, patterns, enums, unions and records", () => {
    const schema = z.strictObject({
      id: databaseId(),
      param: databaseIdParam().optional(),
      name: trimmedText().min(2).max(20),
      pin: text().regex(/^\d{4}$/),
      holderId: z.uuid(),
      kind: z.enum(["ADULT", "CHILD"]),
      flag: z.literal(true),
      either: z.union([z.number().int().min(0).max(3), z.null()]),
      size: z.number().int().min(0).max(100).default(10),
      ratio: z.number().min(-1).max(1),
      list: z.array(z.boolean()).max(3),
      sort: z.partialRecord(z.enum(["points", "id"]), z.object({ order: z.enum(["asc", "desc"]) })),
    });
    for (const value of sample(schema)) expect(schema.safeParse(value).error?.issues ?? [], JSON.stringify(value)).toEqual([]);
  });

  it("mixes in the hints by property name, a list or an arbitrary", () => {
    const schema = z.object({ promotionId: databaseId(), email: z.string() });
    const values = sample(schema, { promotionId: [4, 5], email: fc.constant("an@voorbeeld.test") }) as {
      promotionId: number;
      email: string;
    }[];
    expect(values.filter((v) => [4, 5].includes(v.promotionId)).length).toBeGreaterThan(100);
    expect(values.filter((v) => v.email === "an@voorbeeld.test").length).toBeGreaterThan(100);
  });

  it("converts every declared endpoint's inputs", () => {
    for (const endpoint of Object.values(apiEndpoints))
      for (const part of ["params", "query", "headers", "body"] as const) {
        const schema = endpoint[part as keyof typeof endpoint] as z.ZodType | undefined;
        if (schema !== undefined) expect(sample(schema).length, `${endpoint.operationId} ${part}`).toBe(200);
      }
  });
});

describe("invalidValue", () => {
  const schema = z.strictObject({ name: text().min(1).max(100), id: databaseId(), tags: z.array(text().max(100)).min(1) });
  const valid = { name: "Gent", id: 12, tags: ["a"] };

  it("finds every path of a value", () => {
    expect(pathsOf(valid)).toEqual([[], ["name"], ["id"], ["tags"], ["tags", 0]]);
  });

  it("makes a value the schema refuses, with every mutation, at every path", () => {
    for (const mutation of MUTATIONS)
      for (let choice = 0; choice < 5; choice++)
        for (let extra = 0; extra < 8; extra++) {
          const value = invalidValue(valid, mutation, choice, extra);
          // Dropping the array's only element or the root is still refused (min 1, a missing body).
          expect(schema.safeParse(value).success, `${mutation} ${choice} ${extra}: ${JSON.stringify(value)?.slice(0, 80)}`).toBe(false);
        }
    expect(valid).toEqual({ name: "Gent", id: 12, tags: ["a"] });
  });
});
