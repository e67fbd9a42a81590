import type { Config } from "@react-router/dev/config";

// Server-side rendering in framework mode. The host (host/src/app.ts) imports build/server/index.js
// and serves build/client/ statically.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
