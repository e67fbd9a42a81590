// SIGTERM (issue 24): the product process, started as `npm start` starts it, finishes a request that is
// in flight, refuses new connections, and exits 0 well within 10 s; a request that never finishes does
// not keep it running past the grace period. Runs on the embedded database (stopping does not depend on it).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { migratedDataDir } from "@vtp/db/testing";
import { SHUTDOWN_GRACE_MS } from "./shutdown.ts";

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
  output: () => string;
}

async function startProduct(dataDir: string): Promise<Started> {
  // An embedded database that exists already: the process starts in seconds (no initdb, no migrations).
  await migratedDataDir(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/start.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the product did not start:\n${output}`);
}

/**
 * A POST whose headers the process has read (it answered `100 Continue`: the request has begun, so closing
 * cannot count its connection as idle, however busy the machine) and whose body is only half there: in
 * flight until `finish` is called.
 */
async function requestInFlight(port: number) {
  const body = JSON.stringify({ query: { query_string: { query: "zwemmen" } } });
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let answer = "";
  let continued: () => void = () => {};
  const begun = new Promise<void>((resolve) => (continued = resolve));
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString();
    if (answer.startsWith("HTTP/1.1 100")) continued();
  });
  const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => {});
  socket.write(
    `POST /api/search/promotion HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await begun;
  socket.write(body.slice(0, 10));
  return {
    async finish() {
      socket.write(body.slice(10));
      await ended;
      // The answer after the interim 100 Continue.
      return answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    },
    destroy: () => socket.destroy(),
  };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

// The two tests at once: the second mostly waits out the grace period, while the first works. Each cleans
// up its own process and folder.
describe.concurrent("stopping the product process", () => {
  /** A started product in a folder of its own, killed and removed when the test ends. */
  const startOwnProduct = async (): Promise<Started> => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vtp-stop-"));
    const started: { child?: ChildProcess } = {};
    onTestFinished(() => {
      if (started.child?.exitCode === null) started.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    });
    const product = await startProduct(dir);
    started.child = product.child;
    return product;
  };

  it("on SIGTERM finishes the request in flight, refuses new connections and exits 0 within 10 s", async () => {
    const product = await startOwnProduct();
    const inFlight = await requestInFlight(product.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    product.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connects(product.port)).toBe(false);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // finish() resolved: the process closed the connection once the answer was out.
    const { code, at } = await product.exited;
    expect(code, product.output()).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(product.output()).toContain("SIGTERM ontvangen");
  }, 120_000);

  it("does not wait past the grace period for a request that never finishes", async () => {
    const product = await startOwnProduct();
    const stuck = await requestInFlight(product.port);
    const signalled = Date.now();
    product.child.kill("SIGTERM");
    const { code, at } = await product.exited;
    stuck.destroy();
    expect(code).toBe(1);
    // The grace period is below the 10 s an orchestrator waits; the margin above it absorbs a busy CI machine.
    expect(SHUTDOWN_GRACE_MS).toBeLessThan(10_000);
    expect(at - signalled).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
    expect(at - signalled).toBeLessThan(SHUTDOWN_GRACE_MS + 5_000);
    expect(product.output()).toContain("liepen er nog aanvragen");
  }, 120_000);
});
