// The ceiling of this machine for a signed-in page (bench/pages.ts, issue 21): a bare Fastify + pg server
// that renders the same dashboard, from the same built route modules and the same entry.server (React
// Router's request handler, React's streaming render), with the same data, compressed the same way
// (brotli quality 5), after ONE SQL statement per request that reads what the dashboard shows (the
// session row, the holder, the card, the coupons, the unread count). Nothing else: no session cookie
// unsealing, no token, no api, no logging, no security headers, no rate limit.
// The data: at start it asks the running product for the dashboard's loader data once (`/overzicht.data`
// with the holder's cookie, decoded as React Router's client decodes it); every render gets that data.
// Not part of the product; started by the benchmark only, on 127.0.0.1, with NODE_ENV=production (React's build).
//   env: PORT, DATABASE_URL, PRODUCT_ORIGIN, COOKIE (the signed-in holder's cookie header), USER_SUB
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import Fastify from "fastify";
import pg from "pg";
import { createRequestHandler, RouterContextProvider, UNSAFE_decodeViaTurboStream, type ServerBuild } from "react-router";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} ontbreekt`);
  return value;
};
const repoRoot = path.resolve(import.meta.dirname, "..");
const build = (await import(pathToFileURL(path.join(repoRoot, "apps/web/build/server/index.js")).href)) as ServerBuild;

// The dashboard's loader data for every route of its match, as the browser's router receives it.
const answer = await fetch(`${env("PRODUCT_ORIGIN")}/overzicht.data`, { headers: { cookie: env("COOKIE") } });
if (!answer.ok || answer.body === null) throw new Error(`/overzicht.data antwoordde ${answer.status}`);
const decoded = await UNSAFE_decodeViaTurboStream(answer.body, globalThis as unknown as Window);
await decoded.done;
const routeData = decoded.value as Record<string, { data?: unknown }>;

// The same route modules with their loaders answering that data, and no middleware or actions.
const routes = Object.fromEntries(
  Object.entries(build.routes).map(([id, route]) => {
    const module: Record<string, unknown> = { ...(route!.module as unknown as Record<string, unknown>) };
    delete module.middleware;
    delete module.action;
    const data = routeData[id]?.data;
    if (module.loader !== undefined) module.loader = () => data;
    return [id, { ...route, module }];
  }),
) as unknown as ServerBuild["routes"];
const handle = createRequestHandler({ ...build, routes }, "production");
const appContext = (build.entry.module as unknown as { appContext: Parameters<RouterContextProvider["set"]>[0] }).appContext;

const pool = new pg.Pool({ connectionString: env("DATABASE_URL"), max: 10 });
const sub = env("USER_SUB");
const sessionKey = (
  await pool.query<{ id: string }>("select id from web_sessions where user_sub = $1 order by created_at desc limit 1", [sub])
).rows[0]?.id;
if (sessionKey === undefined) throw new Error("geen sessie van de houder");
const ONE_STATEMENT = {
  name: "ceiling_dashboard",
  text: `select s.data, h.first_name, h.last_name, h.points, c.card_number,
      (select coalesce(json_agg(hc order by hc.valid_until), '[]') from holder_coupons hc where hc.holder_id = h.id and hc.status = 'ACTIVE') as coupons,
      (select count(*) from messages m where m.holder_id = h.id and m.read_at is null) as unread
    from web_sessions s
    join identity_accounts a on a.sub = s.user_sub
    join holders h on h.id = a.holder_id
    left join cards c on c.holder_id = h.id and c.status = 'ACTIVE'
    where s.id = $1`,
};

const app = Fastify({ logger: false });
app.get("/overzicht", async (request, reply) => {
  const { rows } = await pool.query({ ...ONE_STATEMENT, values: [sessionKey] });
  if (rows.length !== 1) return reply.code(500).send("geen houder");
  const context = new RouterContextProvider();
  context.set(appContext, { nonce: "" } as never);
  const response = await handle(new Request(`http://127.0.0.1${request.url}`, { headers: { accept: "text/html" } }), context);
  reply.code(response.status).header("content-type", "text/html; charset=utf-8").header("content-encoding", "br");
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  return reply.send(body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })));
});
await app.listen({ host: "127.0.0.1", port: Number(env("PORT")) });
console.log("ceiling ready");
