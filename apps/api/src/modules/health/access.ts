// Who may read the operations endpoints (/healthz, /readyz, /metrics; decision 0034): anyone in the local
// demo (it listens on loopback only); in the public posture a caller on this machine (loopback, the
// address resolved through the trusted proxies, so a visitor behind the load balancer is never loopback)
// or one that shows `Authorization: Bearer <OPS_TOKEN>`, compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { type AppConfig, isLoopbackHost } from "@vtp/config";
import { ProblemError } from "@vtp/contracts/problem";

/** Equal strings in time that does not depend on where they differ (both hashed first: equal lengths). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function mayReadOps(config: AppConfig, request: Pick<FastifyRequest, "ip" | "headers">): boolean {
  if (config.posture === "local-demo") return true;
  if (isLoopbackHost(request.ip)) return true;
  const token = config.ops.token;
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? "");
  return token !== undefined && match?.[1] !== undefined && sameToken(match[1], token);
}

/** The route hook of every operations endpoint: 403 problem JSON for anyone else. */
export function opsAccess(config: AppConfig): onRequestAsyncHookHandler {
  return async (request) => {
    if (!mayReadOps(config, request)) {
      throw new ProblemError("forbidden", {
        detail: "De beheereindpunten antwoorden in de publieke modus enkel via loopback of met Authorization: Bearer <OPS_TOKEN>.",
      });
    }
  };
}
