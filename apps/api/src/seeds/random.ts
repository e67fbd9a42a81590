// A small seeded pseudo-random generator (mulberry32) with the helpers the seeds need. The same seed
// always gives the same sequence, so seeded data is identical on every machine and every run.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks with relative weights. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** k distinct items in their original order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** A version-4-shaped UUID drawn from the sequence. */
  uuid(): string;
  /** A code of `length` characters from an alphabet without look-alikes (no 0/O, 1/I). */
  code(length: number): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError("pick uit een lege lijst");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const chosen = new Set<number>();
      const n = Math.min(k, items.length);
      while (chosen.size < n) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((x, y) => x - y).map((i) => items[i] as T);
    },
    uuid(): string {
      const hex: string[] = [];
      for (let i = 0; i < 16; i++) {
        let byte = Math.floor(next() * 256);
        if (i === 6) byte = (byte & 0x0f) | 0x40;
        if (i === 8) byte = (byte & 0x3f) | 0x80;
        hex.push(byte.toString(16).padStart(2, "0"));
      }
      const h = hex.join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    code(length: number): string {
      let s = "";
      for (let i = 0; i < length; i++) s += CODE_ALPHABET[Math.floor(next() * CODE_ALPHABET.length)];
      return s;
    },
  };
}
