// One process at a time in an embedded database's folder (issue 24). PGlite has no postmaster: two
// processes that open the same <dataDir>/pglite write over each other's pages, and a backup taken while
// the product runs would copy a folder in the middle of a write. Whoever opens the folder writes its
// process id into <dataDir>/pglite.pid first; another process that finds a living id there is refused
// with a Dutch message. A lock left by a process that no longer runs (a crash, SIGKILL) is taken over.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  readonly lockFile: string;
  readonly pid: number;
  constructor(lockFile: string, pid: number) {
    super(
      `De ingebouwde database in ${path.dirname(lockFile)} is in gebruik door proces ${pid}. Stop dat proces eerst ` +
        `(bijvoorbeeld npm start). Draait het niet meer, verwijder dan ${lockFile}.`,
    );
    this.name = "DataDirInUseError";
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

/** Held locks of this process, per lock file: a second open in the same process (a test, a reopen) shares it. */
const held = new Map<string, number>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of the embedded database in `dataDir`; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.pid");
  const count = held.get(file);
  if (count !== undefined) {
    held.set(file, count + 1);
    return once(() => release(file));
  }
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const pid = readPid(file);
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) throw new DataDirInUseError(file, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  held.set(file, 1);
  return once(() => release(file));
}

function release(file: string): void {
  const count = held.get(file) ?? 0;
  if (count > 1) {
    held.set(file, count - 1);
    return;
  }
  held.delete(file);
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
