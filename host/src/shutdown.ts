// How the product process stops on SIGTERM or SIGINT (issue 24): it stops accepting connections at
// once (a load balancer moves new visitors to another process; a request on a kept-alive connection
// gets 503, Fastify's return503OnClosing), lets the requests in flight finish, closes the database and
// exits 0. A request that has not finished within the grace period (a client that never sends its
// body) does not hold the process: it exits 1 after `graceMs`, well within the 10 s that
// orchestrators (Kubernetes, systemd, docker stop) wait before they send SIGKILL. Nothing is lost by
// that: every write is one transaction, committed or not at all.
import type { ProductServer } from "./app.ts";

/** Within the 10 s a `docker stop` or Kubernetes waits by default, with time left to exit. */
export const SHUTDOWN_GRACE_MS = 8_000;

export interface ShutdownOptions {
  graceMs?: number;
  log?: { info(msg: string): void; error(msg: string): void };
  exit?: (code: number) => void;
}

export function stopOnSignals(product: Pick<ProductServer, "close">, opts: ShutdownOptions = {}): void {
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  // Like the start-up lines, on the terminal the operator watches (stderr for both: they are not output).
  const log = opts.log ?? { info: (msg) => console.warn(msg), error: (msg) => console.error(msg) };
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal} ontvangen: geen nieuwe verbindingen meer, lopende aanvragen worden afgewerkt (hoogstens ${graceMs / 1000} s).`);
      const deadline = setTimeout(() => {
        log.error(`Na ${graceMs / 1000} s liepen er nog aanvragen; het proces stopt zonder erop te wachten.`);
        exit(1);
      }, graceMs);
      deadline.unref();
      product.close().then(
        () => {
          clearTimeout(deadline);
          log.info("Gestopt.");
          exit(0);
        },
        (err: unknown) => {
          clearTimeout(deadline);
          log.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
          exit(1);
        },
      );
    });
  }
}
