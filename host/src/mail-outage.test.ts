// Issue 24, "Mail server down": with SMTP_URL at a mail server that is down, "wachtwoord vergeten" for a
// known address answers exactly as for an unknown one (no "technische fout" that tells them apart), the
// mail waits in the outbox (the job queue), and once the server starts, after the request, it arrives
// exactly once. A real SMTP server (smtp-server) on 127.0.0.1; the product as the host composes it.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue } from "@vtp/jobs";
import { createQueuedMailer, MAIL_QUEUE, registerMailDelivery } from "@vtp/mailer";
import { createServer, type ProductServer } from "./app.ts";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gewacht op: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Received {
  to: string[];
  raw: string;
}

/** A mail server that accepts everything and keeps what it received. */
function startSmtpServer(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }));
  });
}

describe("the mail server is down (issue 24)", () => {
  let database: Database;
  let server: ProductServer;
  let jobs: JobQueue;
  let mail: { close(): void };
  let dataDir: string;
  let smtpPort: number;
  let smtp: { received: Received[]; close(): Promise<void> } | undefined;
  const known = `gekend-${Date.now()}@voorbeeld.test`;
  const unknown = `ongekend-${Date.now()}@voorbeeld.test`;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-mail-"));
    database = await createTestDatabase();
    smtpPort = await freePort(); // nothing listens there yet: the mail server is down
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "http://127.0.0.1:3999",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    // What boot.ts does, with a queue that polls and retries within a test's patience.
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
    mail = registerMailDelivery(config, jobs, { retry: { retryLimit: 50, retryDelay: 1, retryDelayMax: 1 } });
    server = await createServer({ config, database, jobs });
    await jobs.start();
    await database.db
      .insertInto("identity_accounts")
      .values({
        sub: crypto.randomUUID(),
        email: known,
        email_verified: true,
        password_hash: "scrypt$niet-gebruikt",
        first_name: "Gekende",
        last_name: "Persoon",
      })
      .execute();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await jobs?.stop(2_000);
    mail?.close();
    await smtp?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a known address as an unknown one, keeps the mail, and sends it once when the server is back", async () => {
    const answers: Array<{ status: number; body: string }> = [];
    for (const email of [known, unknown]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/idp/wachtwoord-vergeten",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email }).toString(),
      });
      answers.push({ status: res.statusCode, body: res.body.replaceAll(email, "ADRES") });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.body).not.toContain("technische fout");

    // The worker tried while the server was down, and the mail waits to be tried again.
    const mailJobs = () =>
      sql<{ state: string; retry_count: number; data: { to: string } }>`
        SELECT state::text AS state, retry_count, data FROM pgboss.job WHERE name = ${MAIL_QUEUE}`.execute(database.db);
    await waitFor("een mislukte poging", async () => (await mailJobs()).rows.some((j) => j.retry_count >= 1));
    const waiting = (await mailJobs()).rows;
    expect(waiting.map((j) => j.data.to)).toEqual([known]);
    expect(waiting[0]!.state).not.toBe("completed");

    // The mail server starts after the request: the mail arrives, once.
    smtp = await startSmtpServer(smtpPort);
    await jobs.drained(MAIL_QUEUE, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([known]);
    // The body is quoted-printable: join its soft line breaks, decode "=".
    const body = smtp.received[0]!.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
    expect(body).toContain("http://127.0.0.1:3999/idp/wachtwoord-herstellen?token=");
    expect(smtp.received[0]!.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@127\.0\.0\.1>/im);
    expect((await mailJobs()).rows.map((j) => j.state)).toEqual(["completed"]);

    // /metrics shows the queue's depth per state.
    const metrics = await server.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^vtp_job_queue_jobs\{queue="mail",state="completed"\} 1$/m);
    expect(metrics.body).not.toMatch(/^vtp_job_queue_jobs\{queue="mail",state="(created|retry)"\}/m);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)("two processes share the mail outbox (PostgreSQL)", () => {
  it("sends each mail once, and none of an action that rolled back", async () => {
    const database = await createTestDatabase();
    const smtpPort = await freePort();
    const smtp = await startSmtpServer(smtpPort);
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "http://127.0.0.1:3999",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: "silent",
    });
    const processes = [0, 1].map(() => {
      const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
      return { jobs, delivery: registerMailDelivery(config, jobs, { retry: { retryLimit: 5, retryDelay: 1, retryDelayMax: 1 } }) };
    });
    try {
      await Promise.all(processes.map((p) => p.jobs.start()));
      const mailers = processes.map((p) => createQueuedMailer(p.jobs, config.mail.from));
      const sent = Array.from({ length: 20 }, (_, n) => `ontvanger-${n}@voorbeeld.test`);
      for (const [n, to] of sent.entries()) await mailers[n % 2]!.send({ kind: "probe", to, subject: `Bericht ${n}`, text: "Hallo" });
      await expect(
        database.db.transaction().execute(async (trx) => {
          await mailers[0]!.send({ kind: "probe", to: "teruggedraaid@voorbeeld.test", subject: "Nooit", text: "Hallo" }, { within: trx });
          throw new Error("de actie mislukt");
        }),
      ).rejects.toThrow("de actie mislukt");
      await processes[0]!.jobs.drained(MAIL_QUEUE, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...sent].sort());
    } finally {
      for (const p of processes) {
        await p.jobs.stop(2_000);
        p.delivery.close();
      }
      await smtp.close();
      await database.close();
    }
  }, 60_000);
});
