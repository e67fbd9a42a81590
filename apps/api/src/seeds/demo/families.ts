// The one demo family: the Janssens family, with Sofie as its main holder and the other members
// (those with a holder) added between 200 and 399 days ago.
import { janssensFamily } from "@vtp/personas";
import { addDays, type DemoContext, type Row } from "./context.ts";

export interface DemoFamilies {
  families: Row<"families">[];
  family_members: Row<"family_members">[];
}

export function buildFamilies({ rng, now }: DemoContext): DemoFamilies {
  const families: Row<"families">[] = [];
  const family_members: Row<"family_members">[] = [];
  const sofieId = janssensFamily.main.holderId;
  if (sofieId !== null) {
    families.push({ id: janssensFamily.id, main_holder_id: sofieId, created_at: addDays(now, -400) });
    for (const m of janssensFamily.members) {
      if (m.holderId === null || m.holderId === sofieId) continue;
      family_members.push({
        family_id: janssensFamily.id,
        holder_id: m.holderId,
        added_at: addDays(now, -rng.int(200, 399)),
        leave_token_hash: null,
      });
    }
  }
  return { families, family_members };
}
