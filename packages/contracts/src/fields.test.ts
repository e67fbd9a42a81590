// Issue 24: every input field of every declared endpoint (endpoints.ts: params, query, headers, body)
// refuses control characters, and every integer id refuses what the database's int4 cannot hold. The
// test walks the schemas down to their fields, so a field added later without `text()`, `trimmedText()`
// or `databaseId()` (fields.ts) fails here.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { EndpointDeclaration } from "./endpoint.ts";
import { apiEndpoints } from "./endpoints.ts";
import { CONTROL_CHARACTER_MESSAGE, ID_MAX, databaseId, databaseIdParam, multilineText, text, trimmedText } from "./fields.ts";
import { useDutchZodMessages } from "./zod-nl.ts";

useDutchZodMessages();

/** A field: an object's property (or an array's element) with the string and number schemas inside it. */
interface Field {
  /** `operationId part/pointer`, e.g. `searchActivities query/organiserId`. */
  where: string;
  /** The property's name (an array's element keeps its array's name). */
  name: string;
  schema: z.ZodType;
  /** The string schemas that first see the caller's text (not those behind a pipe's transform). */
  strings: z.ZodString[];
  /** The same for numbers. */
  numbers: z.ZodNumber[];
}

/** The parts of zod's definitions the walk follows. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch", "success"]);

/**
 * Collects the fields under `schema` into `fields`. `entry` is false behind a pipe whose input is not a
 * transform: there the text was already checked by the schema in front (`text().transform(…).pipe(z.string()…)`).
 */
function walk(schema: z.ZodType, field: Field, fields: Map<string, Field>, entry = true): void {
  const def = schema.def as unknown as Def;
  const child = (inner: z.ZodType, pointer: string, name: string) => {
    const where = `${field.where}/${pointer}`;
    const existing = fields.get(where);
    const next = existing ?? { where, name, schema: inner, strings: [], numbers: [] };
    if (existing === undefined) fields.set(where, next);
    walk(inner, next, fields, entry);
  };
  if (def.type === "string") {
    if (entry) field.strings.push(schema as z.ZodString);
  } else if (def.type === "number") {
    if (entry) field.numbers.push(schema as z.ZodNumber);
  } else if (def.type === "object") for (const [key, value] of Object.entries(def.shape ?? {})) child(value, key, key);
  else if (def.type === "array") child(def.element!, "0", field.name);
  else if (def.type === "record") {
    child(def.keyType!, "(key)", field.name);
    child(def.valueType!, "*", field.name);
  } else if (def.type === "tuple") {
    def.items!.forEach((item, i) => child(item, String(i), field.name));
    if (def.rest) child(def.rest, "(rest)", field.name);
  } else if (def.type === "union") for (const option of def.options!) walk(option, field, fields, entry);
  else if (def.type === "intersection") for (const side of [def.left!, def.right!]) walk(side, field, fields, entry);
  else if (def.type === "pipe") {
    walk(def.in!, field, fields, entry);
    walk(def.out!, field, fields, entry && (def.in!.def as unknown as Def).type === "transform");
  } else if (def.type === "lazy") walk(def.getter!(), field, fields, entry);
  else if (WRAPPERS.has(def.type)) walk(def.innerType!, field, fields, entry);
}

/** Every field of every declared endpoint's inputs. */
function inputFields(): Field[] {
  const fields = new Map<string, Field>();
  for (const endpoint of Object.values(apiEndpoints) as EndpointDeclaration[]) {
    for (const part of ["params", "query", "headers", "body"] as const) {
      const schema = endpoint[part];
      if (schema === undefined) continue;
      const where = `${endpoint.operationId} ${part}`;
      const root: Field = { where, name: "", schema, strings: [], numbers: [] };
      fields.set(where, root);
      walk(schema, root, fields);
    }
  }
  return [...fields.values()];
}

function messagesOf(result: { success: boolean; error?: z.ZodError | undefined }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

/** A text of at least `minimum` characters ("abac" padded) with `character` in its middle. */
function sample(character: string, minimum: number): string {
  return `ab${character}c`.padEnd(Math.max(4, minimum), "a");
}

const fields = inputFields();
const textFields = fields.filter((f) => f.strings.length > 0);
/** An id: `id` or a name ending in `Id` that holds a number (`holderId`, a uuid, is a text). */
const idFields = fields.filter((f) => /^id$|Id$/.test(f.name) && f.numbers.length > 0);

describe("the walk over the declared endpoints' inputs", () => {
  it("finds the text fields and the ids it is meant to check", () => {
    const where = fields.map((f) => f.where);
    expect(where).toContain("searchPromotion body/query/query_string/query");
    expect(where).toContain("searchOrganisers body/text");
    expect(where).toContain("suggestLocations query/q");
    expect(where).toContain("searchActivities query/text");
    expect(where).toContain("searchActivities query/organiserId");
    expect(where).toContain("addOnlineRequestFamilyMember body/firstName");
    expect(where).toContain("getOnlineRequestDraft headers/x-online-request-draft");
    expect(textFields.length).toBeGreaterThan(40);
    expect(idFields.map((f) => f.where)).toEqual(
      expect.arrayContaining([
        "getLocation params/id",
        "getRedeemStatus params/promotionId",
        "cashInPromotion body/promotionId",
        "searchActivities query/organiserId",
        "searchActivities query/cardSystemId",
        "saveOnlineRequestRegion body/municipalityId",
        "saveOnlineRequestMainHolder body/municipalityId",
        "addOnlineRequestFamilyMember body/municipalityId",
      ]),
    );
  });
});

describe("every text field of every endpoint refuses control characters", () => {
  it.each(textFields.map((f) => [f.where, f] as const))("%s", (_where, field) => {
    const minimum = Math.max(...field.strings.map((s) => s.minLength ?? 0));
    for (const character of ["\u0000", "\u0001", "\u001b", "\u001f", "\u007f"]) {
      expect(field.schema.safeParse(sample(character, minimum)).success, JSON.stringify(character)).toBe(false);
      // The string schema that first sees the text refuses it itself (a later normaliser could drop the
      // character), and says why when it takes the same text without the character (a format such as
      // a uuid or a pin refuses it with its own message).
      for (const entry of field.strings) {
        const refused = entry.safeParse(sample(character, entry.minLength ?? 0));
        expect(refused.success, JSON.stringify(character)).toBe(false);
        if (entry.safeParse(sample("a", entry.minLength ?? 0)).success) expect(messagesOf(refused)).toEqual([CONTROL_CHARACTER_MESSAGE]);
      }
    }
  });
});

describe("every integer id of every endpoint has the range of the database's int4 identity columns", () => {
  it.each(idFields.map((f) => [f.where, f] as const))("%s", (_where, field) => {
    // A path or query string sends the id as text.
    const wire = field.numbers.some((n) => (n.def as { coerce?: boolean }).coerce === true) ? String : (n: number) => n;
    expect(field.schema.safeParse(wire(ID_MAX)).success).toBe(true);
    expect(field.schema.safeParse(wire(1)).success).toBe(true);
    for (const refused of [ID_MAX + 1, 2 ** 53, 0, -1, 1.5])
      expect(field.schema.safeParse(wire(refused)).success, String(refused)).toBe(false);
    for (const entry of field.numbers) {
      expect(entry.minValue).toBe(1);
      expect(entry.maxValue).toBe(ID_MAX);
    }
  });

  it("databaseId() takes a JSON number, databaseIdParam() the digits of a path or query string", () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect(databaseId().safeParse("12").success).toBe(false);
    expect(databaseIdParam().parse("12")).toBe(12);
    expect(
      databaseIdParam()
        .safeParse("2147483648")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Het getal mag hoogstens 2.147.483.647 zijn."]);
    expect(databaseIdParam().safeParse("x").success).toBe(false);
  });
});

describe("text(), trimmedText() and multilineText()", () => {
  it("refuse C0 controls and DEL; only a multi-line text keeps tab, line feed and carriage return", () => {
    for (let code = 0; code < 0x20; code++) {
      const character = String.fromCharCode(code);
      expect(text().safeParse(`a${character}b`).success, `U+${code.toString(16)}`).toBe(false);
      expect(multilineText().safeParse(`a${character}b`).success, `U+${code.toString(16)}`).toBe(["\t", "\n", "\r"].includes(character));
    }
    expect(messagesOf(text().safeParse("a\u007fb"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messagesOf(multilineText().safeParse("a\u007fb"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it("keep every other character, accents, emoji and the grammar's own characters included", () => {
    const ordinary = "Sint-Niklaas é ß 😀 \u00a0 %_\\'\"*:()[]{}~ \u2028";
    expect(text().parse(ordinary)).toBe(ordinary);
    expect(multilineText().parse(`${ordinary}\r\n\t`)).toBe(`${ordinary}\r\n\t`);
  });

  it("answer the one message even when other checks follow", () => {
    expect(messagesOf(text().min(10).max(2).safeParse("a\u0000"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messagesOf(trimmedText().min(10).max(2).safeParse("a\u0000"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it("trimmedText drops the white space around the text first, a line break at the end included", () => {
    expect(trimmedText().parse(" \tGent\r\n")).toBe("Gent");
    expect(messagesOf(trimmedText().safeParse(" Sint\tNiklaas "))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messagesOf(trimmedText().safeParse("Gent\u0000"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messagesOf(text().safeParse("Gent\n"))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });
});
