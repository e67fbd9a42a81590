// Every field a form can name in its error summary has a name (issue 22 §6: "Geboortedatum: vul je
// geboortedatum in", everywhere). The web app: each field key a page looks up with `errorFor` (or a
// form's `err` shorthand) and each key a server module orders with `fieldErrors` is in `fieldLabels`
// (apps/web/app/copy/forms.ts) or in the `labels` that file passes to its ErrorSummary. The identity
// provider: each `input({ name })` of its pages is in its `fieldNames` (apps/idp/src/views.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";
import { fieldLabels } from "../apps/web/app/copy/forms.ts";

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(repoRoot, dir, f), "utf8") }));
}

const stringsIn = (list: string) => [...list.matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]!);
const keysIn = (object: string) => [...object.matchAll(/(?:^|[{,\s])([A-Za-z]+)\s*:/g)].map((m) => m[1]!);

/** The field keys a file can show in an error summary. */
function errorKeys(text: string): string[] {
  const keys = [...text.matchAll(/errorFor\([^"()]*(?:\([^)]*\))?[^"()]*,\s*"([A-Za-z]+)"\)/g)].map((m) => m[1]!);
  if (/const err = \([a-z]+: string\) => errorFor\(/.test(text))
    keys.push(...[...text.matchAll(/\berr\("([A-Za-z]+)"\)/g)].map((m) => m[1]!));
  for (const m of text.matchAll(/fieldErrors\([^,]+,\s*(\[[^\]]*\]|[A-Z_]+)\)/g)) {
    const arg = m[1]!;
    if (arg.startsWith("[")) keys.push(...stringsIn(arg));
    else keys.push(...stringsIn(new RegExp(`const ${arg} = (\\[[^\\]]*\\])`).exec(text)?.[1] ?? ""));
  }
  return [...new Set(keys)];
}

/** The names a file gives its ErrorSummary itself (`labels={{ pin: … }}` or a `LABELS` object). */
function ownLabels(text: string): string[] {
  const objects = [...text.matchAll(/labels=\{\{([^}]*)\}\}/g), ...text.matchAll(/const LABELS[^=]*=\s*\{([^}]*)\}/g)];
  return objects.flatMap((m) => keysIn(m[1]!));
}

describe("field names in error summaries", () => {
  const web = sources("apps/web/app");

  it("finds the forms' fields (the scan itself works)", () => {
    const all = new Set(web.flatMap((s) => errorKeys(s.text)));
    for (const key of ["birthDate", "cardNumber", "code", "email", "gsm", "pin", "firstName", "checkinLimit", "privacyConsent"])
      expect(all, key).toContain(key);
    expect(all.size).toBeGreaterThan(25);
    expect(errorKeys('const F = ["a", "b"] as const; fieldErrors(parsed.error, F); errorFor(r?.errors, "c")')).toEqual(["c", "a", "b"]);
  });

  it("names every field a page of the web app can show in its error summary", () => {
    const missing: string[] = [];
    for (const { file, text } of web) {
      const own = new Set(ownLabels(text));
      for (const key of errorKeys(text)) if (!(key in fieldLabels) && !own.has(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it("names every field of the identity provider's pages", () => {
    const views = readFileSync(path.join(repoRoot, "apps/idp/src/views.ts"), "utf8");
    const names = keysIn(/const fieldNames: Record<string, string> = \{([^}]*)\}/.exec(views)?.[1] ?? "");
    const inputs = [...views.matchAll(/input\(\{\s*name: "([A-Za-z]+)"/g)].map((m) => m[1]!);
    expect(inputs.length).toBeGreaterThan(5);
    expect(inputs.filter((n) => !names.includes(n))).toEqual([]);
  });
});
