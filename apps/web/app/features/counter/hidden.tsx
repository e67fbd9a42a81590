// The hidden fields of a counter form: what the next post needs (the card number, the reward, the sale).
export function Hidden({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
