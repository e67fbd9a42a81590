// The host starts the job queue with the product and stops it with the product (decision 0038): on an
// embedded database in a data folder, as `npm start` runs it, where pg-boss has not made its tables yet.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { migratedDataDir } from "@vtp/db/testing";
import { MAIL_QUEUE } from "@vtp/mailer";
import { bootProduct, type BootedProduct } from "./boot.ts";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("the host and its job queue", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-boot-"));
  let product: BootedProduct | undefined;
  afterAll(async () => {
    await product?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts the queue before it listens, shows its depth in /metrics, and stops it on close", async () => {
    const port = await freePort();
    await migratedDataDir(dataDir);
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "silent",
    });
    // Without DATABASE_URL the embedded database in the data folder, as the local demo runs.
    product = await bootProduct({ ...config, databaseUrl: undefined }, { seed: false });
    // A job sent now is fetched by nothing in the local demo (no SMTP_URL: no mail worker), and counted.
    await product.jobs.send(MAIL_QUEUE, { probe: true });
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^vtp_job_queue_jobs\{queue="mail",state="created"\} 1$/m);

    // The host runs the reports' worker (decision 0048): a report request's job is made into its CSV.
    const db = product.database.db;
    const organiser = await db.insertInto("organisers").values({ name: "Opstarttest" }).returning("id").executeTakeFirstOrThrow();
    const requested = await db
      .insertInto("report_requests")
      .values({
        organiser_id: organiser.id,
        report: "checkins",
        period_from: "2026-01-01",
        period_to: "2026-11-20",
        requested_by_account_id: "a0000000-0000-4000-8000-0000000000ff",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await product.jobs.send("reports", { reportRequestId: requested.id }, { id: requested.id });
    await product.jobs.drained("reports", 30_000);
    const made = await db.selectFrom("report_requests").select(["status", "csv"]).where("id", "=", requested.id).executeTakeFirstOrThrow();
    expect(made).toEqual({ status: "ready", csv: "Datum;Activiteit-ID;Activiteit;Check-ins;Punten\r\nTotaal;;;0;0\r\n" });

    const started = Date.now();
    const closing = product;
    product = undefined;
    await closing.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 90_000);
});
