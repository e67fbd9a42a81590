// The test-only control of a product a journey started with E2E_CONTROL_PORT (e2e/support/server.ts): the
// daily reminders job run once at a moment the journey names, a fake clock for that job alone (the
// product's own clock, its tokens and sessions, keep the real time).

/** Runs the reminders as if it were `at`; how many messages that run wrote (0 when all were sent before). */
export async function runRemindersAt(controlPort: number, at: Date): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${controlPort}/reminders?at=${encodeURIComponent(at.toISOString())}`, { method: "POST" });
  if (!res.ok) throw new Error(`reminders at ${at.toISOString()}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { written: number }).written;
}

/** 09:00 in Brussels on a day (yyyy-mm-dd), when the daily job runs. */
export function nineInBrussels(day: string): Date {
  for (const offset of [1, 2]) {
    const at = new Date(`${day}T${String(9 - offset).padStart(2, "0")}:00:00Z`);
    const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", hourCycle: "h23" }).format(at);
    if (hour === "09") return at;
  }
  throw new Error(`geen 09:00 in Brussel op ${day}`);
}
