// The compile hint (decision 0077) on a small bundle: the named chunks get it as their first line and in their
// hash, no other chunk or asset does, and a build in which a named chunk is missing fails.
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints.ts";

const targets = { modules: ["/app/entry.client.tsx", "/app/features/organisers/map/find-map.tsx"], chunkNames: ["frame"] };

function bundle() {
  return {
    "assets/entry.client-a.js": { type: "chunk" as const, name: "entry.client", facadeModuleId: "/app/entry.client.tsx", code: "e()" },
    "assets/frame-b.js": { type: "chunk" as const, name: "frame", facadeModuleId: null, code: "f()" },
    "assets/find-map-c.js": {
      type: "chunk" as const,
      name: "find-map",
      facadeModuleId: "/app/features/organisers/map/find-map.tsx",
      code: "m()",
    },
    "assets/find-d.js": { type: "chunk" as const, name: "find", facadeModuleId: "/app/routes/organisers/find.tsx", code: "p()" },
    "assets/app-e.css": { type: "asset" as const },
  };
}

const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe("compileHints", () => {
  it("puts the hint on the first line of the named chunks only", () => {
    const output = bundle();
    compileHints(targets).generateBundle.call(context, {}, output);
    expect(output["assets/entry.client-a.js"].code).toBe(`${COMPILE_HINT}\ne()`);
    expect(output["assets/frame-b.js"].code).toBe(`${COMPILE_HINT}\nf()`);
    expect(output["assets/find-map-c.js"].code).toBe(`${COMPILE_HINT}\nm()`);
    expect(output["assets/find-d.js"].code).toBe("p()");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("changes the hash of the named chunks only", () => {
    const plugin = compileHints(targets);
    expect(plugin.augmentChunkHash({ name: "frame", facadeModuleId: null })).toBe(COMPILE_HINT);
    expect(plugin.augmentChunkHash({ name: "entry.client", facadeModuleId: "/app/entry.client.tsx" })).toBe(COMPILE_HINT);
    expect(plugin.augmentChunkHash({ name: "find", facadeModuleId: "/app/routes/organisers/find.tsx" })).toBeUndefined();
  });

  it("fails the build when a named chunk is not in it (a renamed file)", () => {
    const output: Record<string, unknown> = bundle();
    delete output["assets/find-map-c.js"];
    expect(() => compileHints(targets).generateBundle.call(context, {}, output as ReturnType<typeof bundle>)).toThrow(
      "compile hints: no chunk for /app/features/organisers/map/find-map.tsx",
    );
  });

  it("applies to the browser's build, not the server's", () => {
    const plugin = compileHints(targets);
    expect(plugin.applyToEnvironment({ name: "client" })).toBe(true);
    expect(plugin.applyToEnvironment({ name: "ssr" })).toBe(false);
  });
});
