// Backup and restore of the product's database (issue 24), one pair of commands for both kinds:
// - PostgreSQL (DATABASE_URL): PostgreSQL's own pg_dump in its custom format and pg_restore, so a
//   backup can also be read and restored with the standard tools. Needs the client programs on the
//   PATH (Debian: postgresql-client), at least the server's version.
// - The embedded PGlite (DATA_DIR): PGlite's dumpDataDir(), a gzipped tarball of the data folder,
//   loaded again with loadDataDir. The product must be stopped: the folder's lock (data-dir-lock.ts)
//   refuses a backup or a restore while a process has it open.
// A restore never overwrites data silently: into a database that has tables it needs `replace`, and
// the embedded folder it replaces is kept beside it (pglite.voor-herstel-<time>).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "./database.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { readMigrationState } from "./migrate.ts";

export interface BackupTarget {
  /** postgres://… : a PostgreSQL server; otherwise the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  /** The product's data folder (DATA_DIR); the embedded database is its `pglite` folder. */
  dataDir: string;
}

export interface BackupSummary {
  kind: "postgres" | "pglite";
  file: string;
  bytes: number;
  /** The newest migration in the backup, and how many holders it has. */
  newestMigration: string | null;
  holders: number;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** The first bytes of a pg_dump custom-format file; a gzip stream starts with 1f 8b. */
const PG_DUMP_MAGIC = "PGDMP";
const GZIP_MAGIC = [0x1f, 0x8b];

export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupSummary> {
  const partial = `${file}.deel`;
  await rm(partial, { force: true });
  try {
    if (target.databaseUrl) {
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], target.databaseUrl);
    } else {
      if (!existsSync(path.join(target.dataDir, "pglite"))) {
        throw new BackupError(`Er is geen ingebouwde database in ${target.dataDir} (map pglite ontbreekt).`);
      }
      const database = await openDatabase({ dataDir: target.dataDir });
      try {
        const tarball = await database.pglite!.dumpDataDir("gzip");
        await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    // Only a complete backup gets the name asked for.
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return summarise(target, file);
}

export async function restoreDatabase(target: BackupTarget, file: string, opts: { replace?: boolean } = {}): Promise<BackupSummary> {
  const format = await readFormat(file);
  if (target.databaseUrl) {
    if (format !== "pg_dump") {
      throw new BackupError(
        `${file} is een back-up van de ingebouwde database; die kan enkel in een DATA_DIR hersteld worden (zonder DATABASE_URL).`,
      );
    }
    const database = await openDatabase({ databaseUrl: target.databaseUrl, maxConnections: 1 });
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`.execute(database.db);
      if ((rows[0]?.n ?? 0) > 0 && !opts.replace) {
        throw new BackupError(
          "De database in DATABASE_URL bevat al tabellen. Herstel in een lege database, of geef --replace om ze te vervangen.",
        );
      }
    } finally {
      await database.close();
    }
    await run(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file],
      target.databaseUrl,
    );
  } else {
    if (format !== "pglite") {
      throw new BackupError(`${file} is een back-up van PostgreSQL (pg_dump); herstel die met DATABASE_URL naar een PostgreSQL-server.`);
    }
    const folder = path.join(target.dataDir, "pglite");
    mkdirSync(target.dataDir, { recursive: true });
    const unlock = lockDataDir(target.dataDir);
    try {
      if (existsSync(folder) && readdirSync(folder).length > 0) {
        if (!opts.replace) {
          throw new BackupError(
            `${target.dataDir} bevat al een ingebouwde database. Kies een lege DATA_DIR, of geef --replace om ze te vervangen.`,
          );
        }
        const aside = `${folder}.voor-herstel-${new Date().toISOString().replaceAll(":", "-")}`;
        renameSync(folder, aside);
      }
      const tarball = new Blob([await readFile(file)]);
      const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: tarball });
      await database.close();
    } finally {
      unlock();
    }
  }
  return summarise(target, file);
}

async function readFormat(file: string): Promise<"pg_dump" | "pglite"> {
  const handle = await open(file, "r").catch(() => {
    throw new BackupError(`Het bestand ${file} bestaat niet of kan niet gelezen worden.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === PG_DUMP_MAGIC) return "pg_dump";
    if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return "pglite";
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is geen back-up van dit product (geen pg_dump en geen PGlite-archief).`);
}

/** What the database now holds, read back after a backup or a restore. */
async function summarise(target: BackupTarget, file: string): Promise<BackupSummary> {
  const bytes = (await readFile(file)).byteLength;
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl, maxConnections: 1 } : { dataDir: target.dataDir },
  );
  try {
    const state = await readMigrationState(database.db);
    const holders =
      state.newestApplied === null
        ? 0
        : Number(
            (
              await database.db
                .selectFrom("holders")
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirst()
            )?.n ?? 0,
          );
    return { kind: database.kind, file, bytes, newestMigration: state.newestApplied, holders };
  } finally {
    await database.close();
  }
}

/** Runs pg_dump or pg_restore on the database; its password goes in the environment, not on the command line (ps shows that). */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], {
      stdio: ["ignore", "inherit", "pipe"],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} werd niet gevonden. Installeer PostgreSQL's clientprogramma's (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} stopte met code ${code}: ${stderr.trim().split("\n").slice(-3).join(" ")}`)),
    );
  });
}
