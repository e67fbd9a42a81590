// The test-only control of a product a journey started with E2E_CONTROL_PORT (e2e/support/server.ts): the
// daily reminders job run once at a moment the journey names, a fake clock for that job alone (the
// product's own clock, its tokens and sessions, keep the real time).

/** Runs the reminders as if it were `at`; how many messages that run wrote (0 when all were sent before). */
export async function runRemindersAt(controlPort: number, at: Date): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${controlPort}/reminders?at=${encodeURIComponent(at.toISOString())}`, { method: "POST" });
  if (!res.ok) throw new Error(`reminders at ${at.toISOString()}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { written: number }).written;
}
