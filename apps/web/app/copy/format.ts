// Numbers as Flemish readers write them.
const count = new Intl.NumberFormat("nl-BE");

/** 123456 → "123.456". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** 1 → "1 punt", 1200 → "1.200 punten". */
export function pointsLabel(points: number): string {
  return `${formatCount(points)} ${points === 1 || points === -1 ? "punt" : "punten"}`;
}
