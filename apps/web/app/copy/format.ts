// Numbers as Flemish readers write them.
const count = new Intl.NumberFormat("nl-BE");

/** 123456 → "123.456". */
export function formatCount(value: number): string {
  return count.format(value);
}
