// The demo holders' inbox (decision 0049): the milestone messages their points history reached (the first
// point, every 100 points), written by the same rule a check-in uses (messages' `milestoneMessages`), at
// the moment of the ledger row that reached them, unread. Draws nothing from the PRNG.
import { createHash } from "node:crypto";
import { milestoneMessages } from "../../modules/messages/milestones.ts";
import type { Row } from "./context.ts";

/** A fixed id per holder and key (the seed is deterministic; the table's default would be random). */
function messageId(holderId: string, dedupKey: string): string {
  const h = createHash("sha256").update(`message:${holderId}:${dedupKey}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function buildMessages(ledger: readonly Row<"points_ledger">[]): Row<"messages">[] {
  const balance = new Map<string, number>();
  const earned = new Set<string>();
  const keys = new Set<string>();
  const rows: Row<"messages">[] = [];
  for (const entry of ledger) {
    const before = balance.get(entry.holder_id) ?? 0;
    const after = before + entry.delta;
    balance.set(entry.holder_id, after);
    if (entry.delta <= 0) continue;
    const messages = milestoneMessages({
      holderId: entry.holder_id,
      before,
      after,
      firstEver: !earned.has(entry.holder_id),
    });
    earned.add(entry.holder_id);
    for (const m of messages) {
      const key = `${m.holderId}:${m.dedupKey}`;
      if (keys.has(key)) continue;
      keys.add(key);
      rows.push({
        id: messageId(m.holderId, m.dedupKey),
        holder_id: m.holderId,
        topic: m.topic,
        dedup_key: m.dedupKey,
        title: m.title,
        body: m.body,
        link_path: m.linkPath,
        created_at: entry.created_at,
        read_at: null,
      });
    }
  }
  return rows;
}
