// What the host (host/src/app.ts) mounts of the web app: React Router SSR with the render-once cache,
// the Vite dev middleware of `npm run dev`, the PWA routes, the paths rendered once and the paths whose
// documents may compile WebAssembly (the CSP's 'wasm-unsafe-eval', given by the HTTP baseline).
export { MAX_ACTION_BODY_BYTES, ssrPlugin } from "./ssr.ts";
export type { ApiInProcess } from "../app/context.ts";
export { mountViteDev } from "./dev.ts";
export { pwaRoutes } from "./pwa.ts";
export { seoRoutes } from "./seo.ts";
export { renderOncePaths, wasmPagePaths } from "../app/route-lookup.ts";
