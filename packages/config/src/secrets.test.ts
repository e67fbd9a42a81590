// The generated secrets' file (readOrCreate): processes that start at the same moment (the test suite's
// workers, the provider and the web app) all read the one complete secret the first of them wrote, never
// a half-written one. Threads stand in for the processes: they start together and each would write its own.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";

const SIZE = 4 * 1024 * 1024;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One thread: waits for the start, then reads or creates `file` with a secret of its own (SIZE letters). */
const THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { readOrCreate } = await import(workerData.module);
  const start = new Int32Array(workerData.start);
  parentPort.postMessage({ ready: true });
  Atomics.wait(start, 0, 0);
  const read = readOrCreate(workerData.file, () => workerData.letter.repeat(workerData.size));
  parentPort.postMessage({ length: read.length, letters: [...new Set(read)].join("") });
})();
`;

describe("readOrCreate", () => {
  it("gives threads that start together one complete secret, the first creator's, and leaves no draft behind", async () => {
    for (let round = 0; round < 4; round++) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "vtp-secret-race-"));
      dirs.push(dir);
      const file = path.join(dir, "api", "secret");
      const start = new SharedArrayBuffer(4);
      const letters = ["a", "b", "c", "d", "e", "f"];
      const threads = letters.map(
        (letter) =>
          new Worker(THREAD, {
            eval: true,
            workerData: { module: new URL("./secrets.ts", import.meta.url).href, file, letter, size: SIZE, start },
          }),
      );
      const answers = threads.map(
        (thread) =>
          new Promise<{ length: number; letters: string }>((resolve, reject) => {
            thread.on("message", (message: { ready?: boolean; length: number; letters: string }) => {
              if (message.ready !== true) resolve(message);
            });
            thread.on("error", reject);
          }),
      );
      await Promise.all(threads.map((thread) => new Promise<void>((resolve) => thread.once("message", () => resolve()))));
      Atomics.store(new Int32Array(start), 0, 1);
      Atomics.notify(new Int32Array(start), 0);
      const read = await Promise.all(answers);
      await Promise.all(threads.map((thread) => thread.terminate()));
      expect(read.every((r) => r.length === SIZE && r.letters.length === 1)).toBe(true);
      expect(new Set(read.map((r) => r.letters)).size).toBe(1);
      expect(readdirSync(path.dirname(file))).toEqual(["secret"]);
    }
  });
});
