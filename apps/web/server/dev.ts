// `npm run dev`: the web app straight from its sources through Vite's dev server in middleware mode,
// inside the same Fastify host (API, identity provider, sessions all real). Changed modules are
// reloaded on the next request; hydrated pages get hot updates over Vite's websocket on the same port.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { repoRoot } from "@vtp/config";

export interface DevBuild {
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

export async function mountViteDev(app: FastifyInstance): Promise<DevBuild> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: path.join(repoRoot, "apps/web"),
    configFile: path.join(repoRoot, "apps/web/vite.config.ts"),
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  if (!app.hasPlugin("@fastify/middie")) await app.register(import("@fastify/middie"));
  // Vite answers its own paths (/@vite/client, /app/…, /node_modules/…, public files) and passes the rest on.
  app.use(vite.middlewares);
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
