// The frame chunk (issue 21, decision 0069): every page loads the root module and what it imports
// statically (the shells, the alerts, the titles, the route table, the consent choices, the add-to-home-screen
// prompt, …). Split automatically, that frame came as about twenty small chunks, each its own request with its
// own headers (about half a kilobyte each on the wire) and compressed on its own. This group puts the app's
// modules of that closure, and what they import, in one chunk. Dynamic imports stay out (the tracker loads only
// after consent, the map only in map view), and so do the pages' and features' own modules.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The frame chunk's name (its files are `frame-*.js`). */
export const FRAME_CHUNK = "frame";

/** A Rolldown `codeSplitting` group: the app's modules that `rootModule` imports statically, as one chunk. */
export function frameChunkGroup(rootModule: string): { name: (id: string, graph: ModuleGraph) => string | null } {
  let closure: Set<string> | undefined;
  return {
    name(id, graph) {
      closure ??= staticClosure(rootModule, graph);
      return closure.has(id) ? FRAME_CHUNK : null;
    },
  };
}

function staticClosure(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
