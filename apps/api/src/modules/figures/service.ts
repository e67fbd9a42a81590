// Figures: public counts of the programme, cached per process for a few minutes (they change slowly
// and the home page shows them to every visitor).
import type { Kysely } from "kysely";
import type { Figures } from "@vtp/contracts/figures";
import type { DB } from "@vtp/db/schema";
import { countFigures } from "./repository.ts";

export const FIGURES_CACHE_MS = 5 * 60 * 1000;

export interface FiguresDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

export function createFiguresService(deps: FiguresDeps): () => Promise<Figures> {
  let cached: { at: number; value: Promise<Figures> } | undefined;
  return () => {
    const now = deps.clock().getTime();
    if (cached === undefined || now - cached.at >= FIGURES_CACHE_MS) {
      const value = countFigures(deps.db);
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
