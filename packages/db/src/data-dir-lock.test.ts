// One process per embedded database folder (issue 24): a living process's lock refuses the open, a
// dead process's lock is taken over, and this process may open its own folder again.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { openDatabase } from "./database.ts";
import { migratedDataDir } from "./testing/test-db.ts";

describe("the embedded database's folder lock", () => {
  let dir: string;
  const lockFile = () => path.join(dir, "pglite.pid");
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "vtp-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a folder that a running process holds, in Dutch, and opens no database there", async () => {
    // The parent of this test process runs for sure, and is not this process.
    writeFileSync(lockFile(), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`in gebruik door proces ${process.ppid}`));
    expect(existsSync(path.join(dir, "pglite", "PG_VERSION"))).toBe(false);
    expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.ppid));
  });

  it("takes over the lock of a process that has ended (a crash or SIGKILL)", () => {
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockFile(), `${ended}\n`);
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("is held while the database is open and given back when it closes; the same process may open it twice", async () => {
    await migratedDataDir(dir);
    expect(existsSync(lockFile())).toBe(false);
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(lockFile(), "utf8").trim()).toBe(String(process.pid));
    const unlockAgain = lockDataDir(dir);
    unlockAgain();
    expect(existsSync(lockFile())).toBe(true);
    await database.close();
    expect(existsSync(lockFile())).toBe(false);
  });
});
