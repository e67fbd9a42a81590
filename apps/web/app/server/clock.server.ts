// The backend-for-frontend's notion of "now": the host's injected clock, plus, only in test runs
// (NODE_ENV=test) whose server sets VTP_TEST_CLOCK_HEADER=true, an offset in milliseconds taken from
// the request header `x-vtp-test-clock-offset-ms`. Browser journeys set it per browser context to jump
// past token or session expiry without touching the api's or the identity provider's clocks, and
// without disturbing journeys that run in parallel.
import type { AppConfig } from "@vtp/config";
import { readAppContext } from "../context.server.ts";
import type { RequestArgs } from "./current.server.ts";

export const TEST_CLOCK_ENV = "VTP_TEST_CLOCK_HEADER";
export const TEST_CLOCK_HEADER = "x-vtp-test-clock-offset-ms";

export function testClockOffsetMs(config: AppConfig, headers: Headers, env: Record<string, string | undefined> = process.env): number {
  if (config.env !== "test" || env[TEST_CLOCK_ENV] !== "true") return 0;
  const offset = Number(headers.get(TEST_CLOCK_HEADER) ?? 0);
  return Number.isSafeInteger(offset) ? offset : 0;
}

export function bffNowMs(args: RequestArgs): number {
  const app = readAppContext(args.context);
  return app.clock().getTime() + testClockOffsetMs(app.config, args.request.headers);
}
