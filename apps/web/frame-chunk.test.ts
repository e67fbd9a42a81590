// The frame chunk's group (decision 0069) on a small module graph: the root's static imports, followed
// through the app's own modules, are named "frame"; a package, a dynamic import and a page are not.
import { describe, expect, it } from "vitest";
import { frameChunkGroup } from "./frame-chunk.ts";

const graph: Record<string, string[]> = {
  "/app/root.tsx": ["/app/layouts/shells.tsx", "/app/ui/alerts.tsx", "/node_modules/react-router/index.js"],
  "/app/layouts/shells.tsx": ["/app/copy/titles.ts", "/app/ui/alerts.tsx"],
  "/app/ui/alerts.tsx": [],
  "/app/copy/titles.ts": [],
  "/node_modules/react-router/index.js": ["/node_modules/react/index.js"],
  // A page: imports a frame module, is not imported by the root.
  "/app/routes/account/dashboard.tsx": ["/app/ui/alerts.tsx", "/app/features/upcoming/index.ts"],
  "/app/features/upcoming/index.ts": [],
  // Imported by the root only dynamically: not in `importedIds`, so not in the frame.
  "/app/features/consent/analytics.client.ts": [],
};
const moduleGraph = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id]! } : null) };

describe("frameChunkGroup", () => {
  it("names the root's static closure of app modules 'frame' and leaves everything else to the automatic split", () => {
    const group = frameChunkGroup("/app/root.tsx");
    const named = Object.keys(graph).filter((id) => group.name(id, moduleGraph) === "frame");
    expect(named.sort()).toEqual(["/app/copy/titles.ts", "/app/layouts/shells.tsx", "/app/root.tsx", "/app/ui/alerts.tsx"]);
  });

  it("walks the graph once per build", () => {
    let reads = 0;
    const counting = { getModuleInfo: (id: string) => (reads++, moduleGraph.getModuleInfo(id)) };
    const group = frameChunkGroup("/app/root.tsx");
    for (const id of Object.keys(graph)) group.name(id, counting);
    expect(reads).toBe(4);
  });
});
