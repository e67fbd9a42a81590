// fast-check arbitraries from the contracts' zod 4 schemas (issue 24's fuzzer). There is no maintained
// zod-fast-check for zod 4, so this reads the schema's input side as JSON Schema (`z.toJSONSchema` with
// `io: "input"`: a pipe is its input, a transform or refinement is not represented) and generates from
// the keywords the contracts use: type, const, enum, anyOf/oneOf/allOf, properties/required,
// additionalProperties/propertyNames, items/minItems/maxItems, minLength/maxLength/pattern/format,
// minimum/maximum (exclusive too). A refinement (a Luhn digit, a real date) is not known here, so a
// "valid" value is valid as far as JSON Schema can say; `hints` adds real values by property name
// (ids and card numbers of the seeded data) so that valid calls reach the rules behind the checks.
//
// `invalidValue` applies one mutation to a value: a missing or wrong-typed field, a huge text, a control
// character, an id out of range, an unknown field, or a body that is no object at all.
import fc from "fast-check";
import { z } from "zod";

/** Real values by property name (a list, or an arbitrary of them), mixed into the generated ones. */
export type Hints = Readonly<Record<string, readonly unknown[] | fc.Arbitrary<unknown>>>;

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The longest generated valid text and array: enough to cross limits, small enough to stay quick. */
const MAX_TEXT = 60;
const MAX_ITEMS = 4;

/** The schema's input side as JSON Schema. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Values of the schema's input (as far as JSON Schema describes it), with the hints mixed in. */
export function validArbitrary(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fromJsonSchema(inputJsonSchema(schema), hints, undefined);
}

function withHints(name: string | undefined, hints: Hints, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const known = name === undefined ? undefined : hints[name];
  if (known === undefined) return generated;
  if (known instanceof fc.Arbitrary) return fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: generated, weight: 1 });
  if (known.length === 0) return generated;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: generated, weight: 1 });
}

function fromJsonSchema(js: JsonSchema, hints: Hints, name: string | undefined): fc.Arbitrary<unknown> {
  return withHints(name, hints, generate(js, hints, name));
}

function generate(js: JsonSchema, hints: Hints, name: string | undefined): fc.Arbitrary<unknown> {
  if ("const" in js) return fc.constant(js.const);
  if (js.enum !== undefined) return fc.constantFrom(...js.enum);
  const options = js.anyOf ?? js.oneOf;
  if (options !== undefined) return fc.oneof(...options.map((option) => fromJsonSchema(option, hints, name)));
  if (js.allOf !== undefined) return fromJsonSchema(Object.assign({}, ...js.allOf) as JsonSchema, hints, name);
  if (Array.isArray(js.type)) return fc.oneof(...js.type.map((type) => generate({ ...js, type }, hints, name)));
  switch (js.type) {
    case "string":
      return stringOf(js);
    case "integer":
      return integerOf(js);
    case "number":
      return numberOf(js);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fromJsonSchema(js.items ?? {}, hints, name), {
        minLength: js.minItems ?? 0,
        maxLength: Math.min(js.maxItems ?? MAX_ITEMS, Math.max(js.minItems ?? 0, MAX_ITEMS)),
      });
    case "object":
      return objectOf(js, hints);
    default:
      // `{}`: anything (a transform's input, z.unknown()).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(js: JsonSchema): fc.Arbitrary<string> {
  const minLength = js.minLength ?? 0;
  const maxLength = js.maxLength ?? Math.max(minLength, MAX_TEXT);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  switch (js.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress().filter(fits);
    case "date":
      return isoDate();
    case "date-time":
      return isoDate().map((date) => `${date}T10:00:00Z`);
  }
  if (js.pattern !== undefined) {
    // fast-check repeats a pattern's `+` at most 10 times by default: a long minimum (a push key's 80
    // characters) would never pass the filter below, so give it room (up to 100).
    const matching = fc.stringMatching(new RegExp(js.pattern), minLength > 8 ? { size: "medium" } : {});
    // A pattern with its own length (^\d{4}$) fits; otherwise keep the lengths' bounds where a value can.
    return fc.oneof(matching.filter(fits), matching);
  }
  const shortest = minLength;
  const longest = Math.min(maxLength, Math.max(minLength, MAX_TEXT));
  return fc.oneof(
    fc.string({ unit: "grapheme-ascii", minLength: shortest, maxLength: longest }),
    fc.string({ unit: "grapheme", minLength: shortest, maxLength: longest }).filter(fits),
  );
}

/** yyyy-mm-dd between 1900 and 2099, real days only. */
function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}

function integerOf(js: JsonSchema): fc.Arbitrary<number> {
  const min = Math.ceil(js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : (js.minimum ?? Number.MIN_SAFE_INTEGER));
  const max = Math.floor(js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : (js.maximum ?? Number.MAX_SAFE_INTEGER));
  const ends = fc.constantFrom(min, max);
  const within = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  return fc.oneof(within, ends);
}

function numberOf(js: JsonSchema): fc.Arbitrary<number> {
  const min = js.exclusiveMinimum ?? js.minimum ?? -1e9;
  const max = js.exclusiveMaximum ?? js.maximum ?? 1e9;
  return fc.double({
    min,
    max,
    minExcluded: js.exclusiveMinimum !== undefined,
    maxExcluded: js.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectOf(js: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = js.properties ?? {};
  const required = new Set(js.required ?? []);
  const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, hints, key)])), {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
  if (typeof js.additionalProperties !== "object") return record;
  // A record (z.record): keys from propertyNames, values from additionalProperties.
  const keys =
    js.propertyNames === undefined ? fc.string({ maxLength: 12 }) : (generate(js.propertyNames, hints, undefined) as fc.Arbitrary<string>);
  const entries = fc.dictionary(keys, fromJsonSchema(js.additionalProperties, hints, undefined), { maxKeys: 3 });
  return fc.tuple(record, entries).map(([known, extra]) => ({ ...extra, ...(known as object) }));
}

// --- invalid values --------------------------------------------------------------------------------

export type Mutation =
  "drop" | "null" | "wrong-type" | "huge-text" | "control-character" | "id-out-of-range" | "unknown-field" | "not-an-object";

export const MUTATIONS: readonly Mutation[] = [
  "drop",
  "null",
  "wrong-type",
  "huge-text",
  "control-character",
  "id-out-of-range",
  "unknown-field",
  "not-an-object",
];

/** Values no contract takes where a number is due, or no id column holds. */
export const OUT_OF_RANGE_IDS = [0, -1, 2_147_483_648, 2 ** 53, 1.5, 1e308, "12abc", ""] as const;
export const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u001b", "\u001f", "\u007f", "\n"] as const;

type Path = (string | number)[];

/** Every path to a value under `value` (the root included), objects' keys and arrays' indexes. */
export function pathsOf(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...path, i])));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  return paths;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` with one mutation at the path `choice` picks (modulo the number of paths); a fresh copy. */
export function invalidValue(value: unknown, mutation: Mutation, choice: number, extra: number): unknown {
  const copy: unknown = structuredClone(value);
  if (mutation === "not-an-object") return [[], "text", 42, true, null][extra % 5];
  const all = pathsOf(copy);
  // An id out of range goes where a number is (or the digits of a path or query string), when there is one.
  const numeric = all.filter((p) => p.length > 0 && /^\d+$/.test(String(get(copy, p))));
  const paths = mutation === "id-out-of-range" && numeric.length > 0 ? numeric : all;
  const path = paths[choice % paths.length]!;
  const parentPath = path.slice(0, -1);
  const key = path.at(-1);
  const current = path.length === 0 ? copy : get(copy, path);
  const replace = (next: unknown) => (key === undefined ? next : (set(copy, parentPath, key, next), copy));
  switch (mutation) {
    case "drop": {
      if (key === undefined) return undefined;
      const parent = get(copy, parentPath);
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else if (isObject(parent)) delete parent[key];
      return copy;
    }
    case "null":
      return replace(null);
    case "wrong-type":
      return replace(
        typeof current === "number" ? String(current) : typeof current === "string" ? [current] : typeof current === "boolean" ? "ja" : 7,
      );
    case "huge-text":
      return replace("x".repeat(extra % 2 === 0 ? 10_000 : 200_000));
    case "control-character": {
      const character = CONTROL_CHARACTERS[extra % CONTROL_CHARACTERS.length]!;
      return replace(typeof current === "string" ? `${current.slice(0, 2)}${character}${current.slice(2)}` : `ab${character}c`);
    }
    case "id-out-of-range":
      return replace(OUT_OF_RANGE_IDS[extra % OUT_OF_RANGE_IDS.length]);
    case "unknown-field": {
      const target = isObject(current) ? current : isObject(copy) ? copy : undefined;
      if (target === undefined) return replace({ onbekend: 1 });
      target[["points", "holderId", "isAdmin", "__proto__x", "status"][extra % 5]!] = 999;
      return copy;
    }
  }
}

function get(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

function set(value: unknown, parentPath: Path, key: string | number, next: unknown): void {
  const parent = get(value, parentPath) as Record<string | number, unknown>;
  parent[key] = next;
}

/** A mutation with its two choices (the path, and which variant of the mutation). */
export function mutationArbitrary(): fc.Arbitrary<{ mutation: Mutation; choice: number; extra: number }> {
  return fc.record({ mutation: fc.constantFrom(...MUTATIONS), choice: fc.nat(), extra: fc.nat() });
}
