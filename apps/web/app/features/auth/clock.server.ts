// The backend-for-frontend's notion of "now": the host's injected clock, plus, only in test runs
// (NODE_ENV=test) that set VTP_TEST_BFF_CLOCK_FILE, an offset in milliseconds read from that file.
// The browser journeys use it to jump past token or session expiry without touching the api's or the
// identity provider's clocks (e2e/support/clock.ts writes the file).
import { readFileSync } from "node:fs";
import type { AppConfig } from "@vtp/config";
import type { AppContextValue } from "../../context.ts";

export const TEST_CLOCK_FILE_ENV = "VTP_TEST_BFF_CLOCK_FILE";

export function testClockOffsetMs(config: AppConfig, env: Record<string, string | undefined> = process.env): number {
  if (config.env !== "test") return 0;
  const file = env[TEST_CLOCK_FILE_ENV];
  if (!file) return 0;
  try {
    const offset = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}

export function bffNowMs(app: Pick<AppContextValue, "config" | "clock">): number {
  return app.clock().getTime() + testClockOffsetMs(app.config);
}
