// The ports of the extra servers some journeys start, beside the suite's own server on E2E_PORT (default
// 3210): one list, relative to E2E_PORT, so journeys that run at the same time never share a port and a
// second suite on another E2E_PORT (a helper's worktree) never meets this one.
import path from "node:path";
import { repoRoot } from "@vtp/config";

const base = Number(process.env.E2E_PORT ?? 3210);

export const journeyPorts = {
  /** e2e/online-request/flag-off.spec.ts: a product with FEATURE_ONLINE_REQUEST off. */
  onlineRequestOff: base + 1,
  /** e2e/discovery/map-errors.spec.ts: the proxy between a second product's web server and its api, and that product. */
  mapErrorsProxy: base + 2,
  mapErrorsProduct: base + 3,
  /** e2e/consent/consent.spec.ts: the analytics collector stand-in, the fake vendor host, a product with every service. */
  consentCollector: base + 4,
  consentVendor: base + 5,
  consentProduct: base + 6,
  /** e2e/consent/public-site.spec.ts: a product on an acceptance host (NOINDEX). */
  noindexProduct: base + 7,
  /** e2e/online-request/insz-in-logs.spec.ts: a product that logs everything (trace). */
  inszLogsProduct: base + 8,
  /** e2e/holder/my-data.spec.ts: a product of its own, whose demo holders it blocks and deletes. */
  myDataProduct: base + 9,
  /** e2e/scale-out/database-restart.spec.ts: nginx, then its two products. */
  databaseRestartFirst: base + 10,
  /** e2e/scale-out/scale-out.spec.ts: two products behind nginx, from here on. */
  scaleOutFirst: base + 20,
  /** e2e/scale-out/reminders.spec.ts: nginx, then its two products. */
  remindersFirst: base + 30,
  /** e2e/holder/message-topics.spec.ts: a product of its own, and its test-only control (e2e/support/control.ts). */
  messageTopicsProduct: base + 40,
  messageTopicsControl: base + 41,
  /** e2e/holder/message-topics.spec.ts: the push service that decrypts what it receives (e2e/support/push-service.ts). */
  messageTopicsPush: base + 42,
} as const;

/** The copy of the suite server's fresh, seeded embedded database (e2e/support/server.ts), per suite port. */
export function e2eSnapshotFile(suitePort: number): string {
  return path.join(repoRoot, ".test-output", `e2e-database-${suitePort}.tar`);
}
