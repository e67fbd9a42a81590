// The formatting check of `npm test` (--only=format) can fail: Prettier, with the repository's own
// configuration, refuses a badly formatted source and passes the same source once formatted.
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";

const probe = path.join(repoRoot, "apps/api/src/modules/probe.ts");
const messy = `export function  total( a:number,b:number ){return a+b}\n`;

describe("format check", () => {
  it("refuses a badly formatted probe and accepts it formatted", async () => {
    const options = { ...(await prettier.resolveConfig(probe)), filepath: probe };
    expect(options.printWidth).toBe(140);
    expect(await prettier.check(messy, options)).toBe(false);
    const formatted = await prettier.format(messy, options);
    expect(formatted).toBe("export function total(a: number, b: number) {\n  return a + b;\n}\n");
    expect(await prettier.check(formatted, options)).toBe(true);
  });

  it("checks source files and leaves prose, frozen migrations and generated data alone", async () => {
    const ignorePath = path.join(repoRoot, ".prettierignore");
    const ignored = async (file: string) => (await prettier.getFileInfo(path.join(repoRoot, file), { ignorePath })).ignored;
    expect(await ignored("apps/api/src/modules/rewards/service.ts")).toBe(false);
    expect(await ignored("apps/web/app/styles/app.css")).toBe(false);
    expect(await ignored("README.md")).toBe(true);
    expect(await ignored("packages/db/src/migrations/0001_initial.ts")).toBe(true);
  });
});
