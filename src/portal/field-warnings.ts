/**
 * A product kept despite a field the shop could not use: what was wrong, in words that are the same
 * for the same fault, so a catalogue of 10,000 products with the same quirk gives one build line,
 * not 10,000.
 */

/** One field of a record, in a shape the shop did not expect, and what was done about it. */
export interface FieldIssue {
  field: string;
  /** "expected text, got an object; ignored". */
  problem: string;
}

export interface FieldWarning extends FieldIssue {
  productId: number;
}

/** "product 101: tax_rate: expected a rate or a tax-rate row, got a list; 5% assumed". */
export function describeFieldWarning({ productId, field, problem }: FieldWarning): string {
  return `product ${productId}: ${field}: ${problem}`;
}

/** One line per field and problem, with how many products had it and a few of their ids. */
export function summariseFieldWarnings(warnings: readonly FieldWarning[], examples = 5): string[] {
  const groups = new Map<string, number[]>();
  for (const { productId, field, problem } of warnings) {
    const key = `${field}: ${problem}`;
    const ids = groups.get(key) ?? [];
    ids.push(productId);
    groups.set(key, ids);
  }
  return [...groups].map(([key, ids]) => {
    const count = `${ids.length} product${ids.length === 1 ? '' : 's'}`;
    const shown = ids.slice(0, examples).join(', ');
    return `product field ${key} (${count}${ids.length > examples ? `, e.g. ${shown}` : `: ${shown}`})`;
  });
}
