// Starts and stops bench/pages-ceiling.ts for bench/pages.ts (a child process on 127.0.0.1).
import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "@vtp/config";

export async function startCeiling(opts: {
  port: number;
  databaseUrl: string;
  productOrigin: string;
  cookie: string;
  userSub: string;
}): Promise<{ origin: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(repoRoot, "bench/pages-ceiling.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      DATABASE_URL: opts.databaseUrl,
      PRODUCT_ORIGIN: opts.productOrigin,
      COOKIE: opts.cookie,
      USER_SUB: opts.userSub,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString();
      if (output.includes("ceiling ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`het plafond stopte (${code}):\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${opts.port}`, stop };
}
