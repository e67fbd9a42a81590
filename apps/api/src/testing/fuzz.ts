// The fuzzer over every declared operation (issue 24): a request from an endpoint's declaration and
// generated parts (zod-arbitrary.ts), sent with `app.inject` as anonymous, as a holder or as another
// holder, and the properties every answer must have: no 5xx, a status the declaration names with a body
// of the declared schema (the 200 shape, or problem+json with one of the endpoint's codes), and a refused
// request (4xx) changes none of the holders' rows (`holderRowsHash`).
import fc from "fast-check";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { endpointProblemCodes } from "@vtp/contracts/endpoint";
import { problemCodes, problemSchema, PROBLEM_CONTENT_TYPE, type ProblemCode } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { invalidValue, mutationArbitrary, validArbitrary, type Hints, type Mutation } from "./zod-arbitrary.ts";

export type Caller = "anonymous" | "holder" | "other";
export const CALLERS: readonly Caller[] = ["anonymous", "holder", "other"];

type Part = "params" | "query" | "headers" | "body";
const PARTS: readonly Part[] = ["params", "query", "headers", "body"];

/** How the body travels: JSON (the declared way), none, broken JSON, or a content type the api does not read. */
export type BodyMode = "json" | "none" | "broken-json" | "text-plain" | "form";

export interface FuzzCase {
  caller: Caller;
  values: Partial<Record<Part, unknown>>;
  /** The one part that got a mutation, if any. */
  invalid: { part: Part; mutation: Mutation } | undefined;
  bodyMode: BodyMode;
  /** The visitor's address: spread so that per-address limits do not answer everything with 429. */
  ip: string;
}

/** A case's generator: valid parts, sometimes one part mutated, every caller. */
export function caseArbitrary(endpoint: EndpointDeclaration, hints: Hints): fc.Arbitrary<FuzzCase> {
  const parts = PARTS.filter((part) => endpoint[part] !== undefined);
  const values = fc.record(
    Object.fromEntries(parts.map((part) => [part, validArbitrary(endpoint[part] as z.ZodType, hints)])) as Record<
      Part,
      fc.Arbitrary<unknown>
    >,
  );
  const mutation =
    parts.length === 0 ? fc.constant(undefined) : fc.option(fc.tuple(fc.constantFrom(...parts), mutationArbitrary()), { freq: 2 });
  const bodyMode: fc.Arbitrary<BodyMode> =
    endpoint.body === undefined
      ? fc.constant("none")
      : fc.oneof(
          { arbitrary: fc.constant<BodyMode>("json"), weight: 12 },
          { arbitrary: fc.constantFrom<BodyMode>("none", "broken-json", "text-plain", "form"), weight: 1 },
        );
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      values,
      mutation,
      bodyMode,
      ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
    })
    .map(({ caller, values, mutation, bodyMode, ip }) => {
      const next: Partial<Record<Part, unknown>> = { ...values };
      let invalid: FuzzCase["invalid"];
      if (mutation !== undefined && mutation !== null) {
        const [part, { mutation: kind, choice, extra }] = mutation;
        next[part] = invalidValue(values[part], kind, choice, extra);
        invalid = { part, mutation: kind };
      }
      return { caller, values: next, invalid, bodyMode, ip };
    });
}

export interface Credentials {
  /** Headers of each caller for this endpoint (bearer tokens; card API client id and Basic credentials). */
  headersOf(endpoint: EndpointDeclaration, caller: Caller): Record<string, string>;
}

export interface InjectRequest {
  method: EndpointDeclaration["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** What a header can carry on the wire (Node refuses anything else before it is sent). */
function headerValue(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  // A header cannot carry anything else: HTTP drops the request before it reaches the api.
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "");
}

function wireValue(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** The request of a case: the path with its parameters, the query string, headers and body as declared. */
export function requestOf(endpoint: EndpointDeclaration, fuzz: FuzzCase, credentials: Credentials): InjectRequest {
  const params = (fuzz.values.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    // An empty segment would be another route (or none): send a blank the route still matches.
    const encoded = encodeURIComponent(value === undefined || value === null ? "" : wireValue(value));
    return encoded === "" ? "%20" : encoded;
  });
  const search = new URLSearchParams();
  const query = fuzz.values.query;
  if (typeof query === "object" && query !== null && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, wireValue(item));
    }
  } else if (query !== undefined) search.append("q", wireValue(query));
  const headers: Record<string, string> = { ...credentials.headersOf(endpoint, fuzz.caller) };
  const declaredHeaders = fuzz.values.headers;
  if (typeof declaredHeaders === "object" && declaredHeaders !== null && !Array.isArray(declaredHeaders)) {
    for (const [name, value] of Object.entries(declaredHeaders)) if (value !== undefined) headers[name.toLowerCase()] = headerValue(value);
  }
  const request: InjectRequest = {
    method: endpoint.method,
    url: `/api${path}${search.size > 0 ? `?${search}` : ""}`,
    headers,
    remoteAddress: fuzz.ip,
  };
  const body = fuzz.values.body;
  if (endpoint.body !== undefined && body !== undefined) {
    if (fuzz.bodyMode === "json") {
      request.payload = JSON.stringify(body);
      headers["content-type"] = "application/json";
    } else if (fuzz.bodyMode === "broken-json") {
      request.payload = JSON.stringify(body).slice(0, -1) || "{";
      headers["content-type"] = "application/json";
    } else if (fuzz.bodyMode === "text-plain") {
      request.payload = JSON.stringify(body);
      headers["content-type"] = "text/plain";
    } else if (fuzz.bodyMode === "form") {
      const form = new URLSearchParams();
      if (typeof body === "object" && body !== null) for (const [key, value] of Object.entries(body)) form.append(key, wireValue(value));
      request.payload = form.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
  }
  return request;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Why an answer breaks the declaration, or undefined when it keeps it. */
export function answerProblem(endpoint: EndpointDeclaration, answer: Answer): string | undefined {
  const type = String(answer.headers["content-type"] ?? "");
  if (answer.statusCode >= 500) return `${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return `${answer.statusCode} without JSON (${type}): ${answer.body.slice(0, 200)}`;
  }
  if (answer.statusCode === 200) {
    if (!type.startsWith("application/json")) return `200 as ${type}`;
    const parsed = endpoint.response.safeParse(json);
    return parsed.success ? undefined : `200 off its schema: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`;
  }
  if (!type.startsWith(PROBLEM_CONTENT_TYPE)) return `${answer.statusCode} as ${type}: ${answer.body.slice(0, 200)}`;
  const problem = problemSchema.safeParse(json);
  if (!problem.success) return `${answer.statusCode} off the problem schema: ${answer.body.slice(0, 200)}`;
  const code = problem.data.code as ProblemCode;
  if (!endpointProblemCodes(endpoint).includes(code))
    return `undeclared problem ${answer.statusCode} ${code}: ${problem.data.detail ?? ""}`;
  if (problemCodes[code].status !== answer.statusCode)
    return `${code} answered with ${answer.statusCode}, declared ${problemCodes[code].status}`;
  return undefined;
}

/**
 * One hash per table of the holders' rows (their holder row, cards, ledger, redemptions, coupons,
 * memberships, check-ins, kansenstatuut, family, opt-ins and identity account): what a refused request
 * must leave alone. Abuse counters (rate limits, pin and attempt counters) are not the holder's rows:
 * counting a refusal is their point.
 */
export async function holderRowsHash(db: Kysely<DB>, holderIds: readonly string[]): Promise<Record<string, string>> {
  const ids = sql`ARRAY[${sql.join(holderIds.map((id) => sql`${id}::uuid`))}]`;
  const families = sql`(SELECT id FROM families WHERE main_holder_id = ANY(${ids}) UNION SELECT family_id FROM family_members WHERE holder_id = ANY(${ids}))`;
  const tables = {
    holders: sql`SELECT t::text AS r FROM holders t WHERE id = ANY(${ids})`,
    cards: sql`SELECT t::text AS r FROM cards t WHERE holder_id = ANY(${ids})`,
    points_ledger: sql`SELECT t::text AS r FROM points_ledger t WHERE holder_id = ANY(${ids})`,
    redemptions: sql`SELECT t::text AS r FROM redemptions t WHERE holder_id = ANY(${ids})`,
    holder_coupons: sql`SELECT t::text AS r FROM holder_coupons t WHERE holder_id = ANY(${ids})`,
    association_memberships: sql`SELECT t::text AS r FROM association_memberships t WHERE holder_id = ANY(${ids})`,
    memberships_card_system: sql`SELECT t::text AS r FROM memberships_card_system t WHERE holder_id = ANY(${ids})`,
    kansenstatuut: sql`SELECT t::text AS r FROM kansenstatuut t WHERE holder_id = ANY(${ids})`,
    checkins: sql`SELECT t::text AS r FROM checkins t WHERE holder_id = ANY(${ids})`,
    families: sql`SELECT t::text AS r FROM families t WHERE id IN ${families}`,
    family_members: sql`SELECT t::text AS r FROM family_members t WHERE family_id IN ${families} OR holder_id = ANY(${ids})`,
    family_invitations: sql`SELECT t::text AS r FROM family_invitations t WHERE family_id IN ${families} OR holder_id = ANY(${ids})`,
    optins: sql`SELECT t::text AS r FROM optins t WHERE holder_id = ANY(${ids})`,
    identity_accounts: sql`SELECT t::text AS r FROM identity_accounts t WHERE holder_id = ANY(${ids})`,
  };
  const selects = Object.entries(tables).map(
    ([name, rows]) => sql`SELECT ${name} AS name, md5(coalesce(string_agg(r, E'\n' ORDER BY r), '')) AS hash FROM (${rows}) AS rows`,
  );
  const { rows } = await sql<{ name: string; hash: string }>`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose hash differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}

/** Counts per operation: examples, statuses, and which examples were valid inputs. */
export class FuzzTally {
  readonly byOperation = new Map<string, { examples: number; statuses: Map<number, number> }>();

  count(operationId: string, status: number): void {
    let entry = this.byOperation.get(operationId);
    if (entry === undefined) this.byOperation.set(operationId, (entry = { examples: 0, statuses: new Map() }));
    entry.examples++;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  /** One line per operation: `getLocation 60 (200×12 400×40 404×8)`. */
  report(): string {
    const lines = [...this.byOperation].map(([operation, { examples, statuses }]) => {
      const spread = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ");
      return `${operation.padEnd(40)} ${String(examples).padStart(5)}  ${spread}`;
    });
    const total = [...this.byOperation.values()].reduce((sum, entry) => sum + entry.examples, 0);
    return `${lines.join("\n")}\n${this.byOperation.size} operations, ${total} examples`;
  }
}
