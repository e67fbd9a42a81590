// A TCP proxy in front of the PostgreSQL server for the fault tests (host/src/database-outage.test.ts,
// e2e/scale-out/database-restart.spec.ts): the product under test connects through it, so a test can
// drop every connection and refuse new ones (what a server restart or a network cut looks like to the
// product) and then let them through again, without disturbing the other databases on the server.
import { createServer, connect, type Server, type Socket } from "node:net";

export interface DatabaseProxy {
  port: number;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: { host: string; port: number }, listenPort = 0): Promise<DatabaseProxy> {
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The PostgreSQL server's address in a connection string (the proxy's target). */
export function serverAddress(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: Number(url.port || 5432) };
}
