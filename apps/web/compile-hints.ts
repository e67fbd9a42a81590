// V8's explicit compile hint (issue 21, decision 0077). A script whose first line is
// `//# allFunctionsCalledOnLoad` is compiled whole while it downloads, on a background thread; without it V8
// compiles each function on the main thread the first time it is called. For the scripts whose code mostly
// runs as a page starts (React DOM, React Router and the app's frame, which hydrate every page; the map's library
// and markers, which make the map) that lazy compilation is main-thread time a cheap phone spends before it answers a tap.
// Decision 0077 has what it saves (a third of a load's script time on the dashboard, with a 4x slowdown).
// Other browsers ignore the comment.

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

interface Chunk {
  name: string;
  facadeModuleId: string | null;
}
type Bundle = Record<string, (Chunk & { type: "chunk"; code: string }) | { type: "asset" }>;

/**
 * A Vite plugin that puts the hint on the first line of the browser's chunks whose entry module is one of
 * `modules` (absolute paths) or whose name is one of `chunkNames` (a code-splitting group has no entry module).
 * The line goes in when the bundle is written, after the minifier (which drops comments), and the chunks' names
 * carry it in their hash. A build in which one of them is not found fails: a renamed file must not lose its
 * hint unseen. The client build writes no source maps, so none is shifted by the added line.
 */
export function compileHints(targets: { modules: string[]; chunkNames: string[] }) {
  const targetOf = (chunk: Chunk) =>
    targets.chunkNames.includes(chunk.name)
      ? chunk.name
      : chunk.facadeModuleId !== null && targets.modules.includes(chunk.facadeModuleId)
        ? chunk.facadeModuleId
        : undefined;
  return {
    name: "vtp-compile-hints",
    apply: "build" as const,
    // The browser's build only (React Router builds the server's with the same configuration).
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    augmentChunkHash: (chunk: Chunk) => (targetOf(chunk) !== undefined ? COMPILE_HINT : undefined),
    generateBundle(this: { error(message: string): never }, _options: unknown, bundle: Bundle) {
      const found = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const target = targetOf(output);
        if (target === undefined) continue;
        found.add(target);
        output.code = `${COMPILE_HINT}\n${output.code}`;
      }
      const missing = [...targets.modules, ...targets.chunkNames].filter((t) => !found.has(t));
      if (missing.length > 0) this.error(`compile hints: no chunk for ${missing.join(", ")}`);
    },
  };
}
