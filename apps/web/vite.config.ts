import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { FRAME_CHUNK, frameChunkGroup } from "./frame-chunk.ts";
import { compileHints } from "./compile-hints.ts";
import { buildProductSlug } from "./app/build-product.ts";

// The product slug is baked into the route table at build time (see app/routes.ts);
// the server bundle also carries it so the host can refuse to start with a different PRODUCT_SLUG.
const productSlug = buildProductSlug(process.env);
const app = (file: string) => path.resolve(import.meta.dirname, "app", file);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    // The browser's scripts that run as a page starts, compiled whole while they download (decision 0077).
    compileHints({ modules: [app("entry.client.tsx"), app("features/organisers/map/find-map.tsx")], chunkNames: [FRAME_CHUNK] }),
  ],
  define: {
    __VTP_BUILT_PRODUCT_SLUG__: JSON.stringify(productSlug),
  },
  ssr: {
    // Workspace packages (@vtp/*) ship TypeScript source: bundle them into the server build.
    // Every other package stays an external import resolved from node_modules at run time.
    noExternal: [/^@vtp\//],
  },
  build: {
    target: "es2022",
    // The client's frame (the root module's static imports) as one chunk, not twenty (decision 0069).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [frameChunkGroup(app("root.tsx"))] } } },
  },
}));
